/**
 * The action cards of one service (spec 02 §2.1, §6): Change Service, Additional Carts, Request
 * Pickup, Missed Pickup, Vacation Stop/Restart, Damaged/Replace. A disabled action is greyed with its
 * reason, or left out when the portal says disable-and-hide. The chosen action's form opens inline
 * on desktop and in a modal under 768 px, each with a Close button.
 */
import { useEffect, useId, useState } from 'react';
import {
  Box,
  Button,
  CloseButton,
  Flex,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowsExchange,
  IconCalendarPause,
  IconCirclePlus,
  IconTool,
  IconTruckDelivery,
  IconTruckOff,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMissedPickupRefusal } from './collection-status';
import { ADDITIONAL_CARTS_UNAVAILABLE_MESSAGE } from '../../../../domain/services/service-changes';
import { notStartedAvailability } from '../../../../domain/services/service-requests';
import type {
  TActionAvailabilityView,
  TServiceCard,
  TServicesResponse,
} from '../../../../domain/services/services-api';
import { useMessageText } from '../messages';
import { ActionLines } from './action-lines';
import { AdditionalCartsForm } from './additional-carts-form';
import { ChangeServiceForm } from './change-service-form';
import { DamagedCartForm, SubjectDetailsForm, VacationHoldForm } from './request-forms';

export const MOBILE_QUERY = '(max-width: 767.98px)';

export const SERVICE_ACTIONS = [
  'changeService',
  'additionalCarts',
  'requestPickup',
  'missedPickup',
  'vacationStop',
  'damagedReplace',
] as const;
export type ServiceAction = (typeof SERVICE_ACTIONS)[number];

const ICONS: Record<ServiceAction, Icon> = {
  changeService: IconArrowsExchange,
  additionalCarts: IconCirclePlus,
  requestPickup: IconTruckDelivery,
  missedPickup: IconTruckOff,
  vacationStop: IconCalendarPause,
  damagedReplace: IconTool,
};

/** Whether each action of a card can be used, and why not. */
export function actionAvailability(
  page: Pick<TServicesResponse, 'restriction' | 'requestActions'>,
  card: TServiceCard,
  action: ServiceAction,
): TActionAvailabilityView {
  const restricted = page.restriction.restricted
    ? { available: false, hidden: false, reason: page.restriction.message }
    : null;
  switch (action) {
    case 'changeService':
      if (restricted) return restricted;
      if (card.changeSizes.length === 0) return { available: false, hidden: false, reason: null };
      return { available: true, hidden: false, reason: null };
    case 'additionalCarts':
      if (restricted) return restricted;
      if (!card.additionalCartsAllowed) {
        return { available: false, hidden: false, reason: ADDITIONAL_CARTS_UNAVAILABLE_MESSAGE };
      }
      return { available: true, hidden: false, reason: null };
    default:
      // a service that starts later offers nothing that needs it running (Missed Pickup, Vacation, Damaged)
      return notStartedAvailability(action, card.activeService?.state, page.requestActions[action]);
  }
}

function ActionTile({
  action,
  availability,
  selected,
  onSelect,
  panelId,
}: {
  action: ServiceAction;
  availability: TActionAvailabilityView;
  selected: boolean;
  onSelect: () => void;
  panelId: string;
}) {
  const { t } = useTranslation('services');
  const message = useMessageText();
  const ActionIcon = ICONS[action];
  const disabled = !availability.available;
  const reason = disabled
    ? message(availability.reason) || t('actions.unavailable')
    : t(`actions.hints.${action}`);
  return (
    <UnstyledButton
      onClick={onSelect}
      disabled={disabled}
      aria-expanded={disabled ? undefined : selected}
      aria-controls={selected ? panelId : undefined}
      aria-disabled={disabled || undefined}
      style={{ cursor: disabled ? 'not-allowed' : 'pointer', height: '100%' }}
    >
      <Paper
        withBorder
        radius="md"
        p="sm"
        h="100%"
        bg={disabled ? 'gray.0' : selected ? 'brand.0' : 'white'}
        style={{
          borderColor: selected ? 'var(--mantine-color-brand-6)' : undefined,
          opacity: disabled ? 0.7 : 1,
          transition: 'border-color 120ms ease, background-color 120ms ease',
        }}
      >
        <Flex gap="sm" direction={{ base: 'column', sm: 'row' }} align="flex-start">
          <ThemeIcon
            variant="light"
            color={disabled ? 'gray' : 'brand'}
            size={34}
            radius="md"
            aria-hidden="true"
          >
            <ActionIcon size={20} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" c={disabled ? 'dimmed' : undefined} lh={1.3}>
              {/* a break opportunity after "/" keeps Damaged/Replace inside narrow tiles */}
              {t(`actions.${action}`).replaceAll('/', '/\u200b')}
            </Text>
            <Text size="xs" c="dimmed" lh={1.35}>
              {reason}
            </Text>
          </Stack>
        </Flex>
      </Paper>
    </UnstyledButton>
  );
}

function ActionForm({
  action,
  card,
  page,
}: {
  action: ServiceAction;
  card: TServiceCard;
  page: Pick<TServicesResponse, 'today' | 'showRates' | 'timeZone'>;
}) {
  switch (action) {
    case 'changeService':
      return <ChangeServiceForm card={card} showRates={page.showRates} />;
    case 'additionalCarts':
      return <AdditionalCartsForm card={card} showRates={page.showRates} />;
    case 'requestPickup':
      return <SubjectDetailsForm card={card} kind="pickup" />;
    case 'missedPickup':
      return (
        <SubjectDetailsForm
          card={card}
          kind="missed-pickup"
          clock={{ timeZone: page.timeZone, today: page.today }}
        />
      );
    case 'vacationStop':
      return <VacationHoldForm card={card} today={page.today} />;
    case 'damagedReplace':
      return <DamagedCartForm card={card} />;
  }
}

export function ServiceActions({ card, page }: { card: TServiceCard; page: TServicesResponse }) {
  const { t } = useTranslation('services');
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [active, setActive] = useState<ServiceAction | null>(null);
  // a new key each time a form opens, so a closed form starts afresh
  const [openCount, setOpenCount] = useState(0);
  // the phone's dialog is put in the page when first opened, not with the page: three closed dialogs
  // made the render that follows the page's first paint on a phone one long task (issue 9); once
  // there it stays, so that it closes with its transition and gives the focus back
  const [dialogMounted, setDialogMounted] = useState(false);
  // mounted by the open action, not by the tap: a tile tapped before the media query had answered
  // (it answers in an effect after the page is taken over) showed chosen and opened nothing (seen in
  // CI on a phone)
  useEffect(() => {
    if (isMobile && active !== null) setDialogMounted(true);
  }, [isMobile, active]);
  const panelId = useId();
  const titleId = useId();
  const serviceTitle = t(`serviceTitles.${card.serviceType}`);

  const missedPickupRefusal = useMissedPickupRefusal()(card.collection.missedPickup, page.contactPhone);
  const shown = SERVICE_ACTIONS.map((action) => {
    const availability = actionAvailability(page, card, action);
    // the collection-day window (issue 32 §2): before the route is done, or once reports are closed
    if (action === 'missedPickup' && availability.available && missedPickupRefusal) {
      return { action, availability: { available: false, hidden: false, reason: missedPickupRefusal } };
    }
    return { action, availability };
  }).filter((a) => !a.availability.hidden);
  const close = () => setActive(null);
  const open = (action: ServiceAction) => {
    setOpenCount((n) => n + 1);
    setActive((current) => (current === action && !isMobile ? null : action));
  };

  const heading = active ? t('panel.title', { action: t(`actions.${active}`), service: serviceTitle }) : '';
  const form = active ? (
    <Stack gap="md">
      <ActionLines card={card} />
      <ActionForm key={`${active}-${openCount}`} action={active} card={card} page={page} />
    </Stack>
  ) : null;

  return (
    <Stack gap="sm">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {t('card.actionsTitle')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {shown.map(({ action, availability }) => (
          <ActionTile
            key={action}
            action={action}
            availability={availability}
            selected={active === action}
            onSelect={() => open(action)}
            panelId={panelId}
          />
        ))}
      </SimpleGrid>

      {isMobile ? (
        dialogMounted && (
          <Modal
            opened={active !== null}
            onClose={close}
            title={<Text fw={700}>{heading}</Text>}
            radius="lg"
            size="lg"
            fullScreen={false}
            centered
            closeButtonProps={{ 'aria-label': t('panel.close') }}
          >
            <Stack gap="md">
              {form}
              <Button variant="default" onClick={close} fullWidth>
                {t('panel.close')}
              </Button>
            </Stack>
          </Modal>
        )
      ) : active ? (
        <Paper withBorder radius="md" p="md" id={panelId} role="region" aria-labelledby={titleId} bg="gray.0">
          <Group justify="space-between" mb="sm" wrap="nowrap">
            <Title order={3} size="h5" id={titleId}>
              {heading}
            </Title>
            <CloseButton aria-label={t('panel.close')} onClick={close} />
          </Group>
          <Box bg="white" p="md" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            {form}
          </Box>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" size="xs" onClick={close}>
              {t('panel.close')}
            </Button>
          </Group>
        </Paper>
      ) : null}
    </Stack>
  );
}
