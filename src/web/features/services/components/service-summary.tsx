/**
 * The facts of one service (spec 02 §2.1, §4.1): image, title, pickup day, status, the error or
 * conflict notice, the active service and any additional active services (Active or Pending), the
 * requested change, additional carts (or Requested Additional Carts) and the total rate.
 */
import {
  Alert,
  Badge,
  Box,
  Divider,
  Group,
  Image,
  List,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarEvent,
  IconClockHour4,
  IconInfoCircle,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cartImages } from '../../../assets/carts';
import type { TServiceCard, TServiceLineView } from '../../../../domain/services/services-api';
import { useDayText, useMessageText } from '../messages';
import { useRateText } from './format';
import { CollectionStatus } from './collection-status';
import { formatUsDay } from '../../../i18n/format';

export const SERVICE_IMAGES: Record<TServiceCard['serviceType'], string> = cartImages;

const STATUS_COLORS: Record<TServiceCard['status'], string> = {
  active: 'brand',
  pending: 'yellow',
  standard: 'gray',
  requested: 'blue',
  'size-change-requested': 'blue',
  error: 'red',
};

const LINE_COLORS: Record<TServiceLineView['state'], string> = {
  active: 'brand',
  pending: 'yellow',
  error: 'red',
};

export function StatusBadge({ status }: { status: TServiceCard['status'] }) {
  const { t } = useTranslation('services');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size="lg" radius="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}

function LineBadge({ line }: { line: TServiceLineView }) {
  const { t } = useTranslation('services');
  return (
    <Badge color={LINE_COLORS[line.state]} variant="dot" size="sm">
      {t(`lineState.${line.state}`)}
    </Badge>
  );
}

function ServiceLineText({ line }: { line: TServiceLineView }) {
  const { t } = useTranslation('services');
  const message = useMessageText();
  const cart =
    line.size === null ? t('card.unknownSize') : t('card.carts', { count: line.quantity, size: line.size });
  const date = line.state === 'error' ? message(line.displayStartDate) : formatUsDay(line.displayStartDate);
  return (
    <Group gap="xs" wrap="wrap" justify="space-between">
      <Text size="sm" fw={500}>
        {cart}
      </Text>
      <Group gap={8} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t(line.state === 'pending' ? 'card.starts' : 'card.started', { date })}
        </Text>
        <LineBadge line={line} />
      </Group>
    </Group>
  );
}

/** Who reads the summary: the customer ("Your change…") or staff in Manage Customer Profile. */
export type TSummaryReader = 'customer' | 'staff';

/** A small light notice inside a service card: a pending change's conflict, an error, no service information. */
function CardNotice({ color, icon: NoticeIcon, children }: { color: string; icon: Icon; children: string }) {
  return (
    <Alert
      color={color}
      variant="light"
      radius="md"
      icon={<NoticeIcon size={18} aria-hidden="true" />}
      p="sm"
    >
      <Text size="sm">{children}</Text>
    </Alert>
  );
}

function ConflictNotice({
  conflict,
  reader,
}: {
  conflict: NonNullable<TServiceCard['conflict']>;
  reader: TSummaryReader;
}) {
  const { t } = useTranslation('services');
  const parts: string[] = [];
  if (conflict.activeSize !== conflict.requestedSize) {
    parts.push(
      t('conflict.size', {
        requested: conflict.requestedSize,
        current:
          conflict.activeSize === null
            ? t('conflict.unknown')
            : t('conflict.gallons', { size: conflict.activeSize }),
      }),
    );
  }
  if (conflict.requestedQuantity !== null && conflict.requestedQuantity !== conflict.activeQuantity) {
    parts.push(
      t('conflict.quantity', {
        requested: t('conflict.carts', { count: conflict.requestedQuantity }),
        current: t('conflict.carts', { count: conflict.activeQuantity }),
      }),
    );
  }
  return (
    <CardNotice color="yellow" icon={IconClockHour4}>
      {t(reader === 'staff' ? 'conflict.staffNotice' : 'conflict.notice', {
        change: parts.join(t('conflict.and')),
      })}
    </CardNotice>
  );
}

export function ServiceSummary({
  card,
  showRates,
  titleId,
  reader = 'customer',
  clock,
}: {
  card: TServiceCard;
  showRates: boolean;
  titleId: string;
  /** Staff read "The customer's change…" where the customer reads "Your change…" (issue 28 §3). */
  reader?: TSummaryReader;
  /** The portal's clock, for the collection-day status (issue 32); without it none is shown. */
  clock?: { timeZone: string; today: string };
}) {
  const { t } = useTranslation('services');
  const message = useMessageText();
  const dayText = useDayText();
  const rateText = useRateText();
  const carts = card.additionalCarts;
  const showRequestedChange =
    card.requestedSize !== null && !card.changeImplemented && card.conflict === null;

  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Box
          w={72}
          h={84}
          p={6}
          bg="gray.0"
          style={{ borderRadius: 'var(--mantine-radius-md)', flexShrink: 0 }}
          aria-hidden="true"
        >
          <Image src={SERVICE_IMAGES[card.serviceType]} alt="" h="100%" fit="contain" />
        </Box>
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={2} size="h3" id={titleId}>
            {t(`serviceTitles.${card.serviceType}`)}
          </Title>
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={16} aria-hidden="true" color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed">
              {t('card.pickupDay')}:{' '}
              <Text span fw={600} c="dark">
                {dayText(card.pickupDay)}
              </Text>
            </Text>
          </Group>
          <Group gap="xs">
            <VisuallyHidden>{t('card.status')}:</VisuallyHidden>
            <StatusBadge status={card.status} />
          </Group>
        </Stack>
      </Group>
      {clock ? <CollectionStatus card={card} timeZone={clock.timeZone} today={clock.today} /> : null}

      {card.status === 'error' && card.notice ? (
        <CardNotice color="red" icon={IconAlertTriangle}>
          {message(card.notice)}
        </CardNotice>
      ) : null}
      {card.conflict ? <ConflictNotice conflict={card.conflict} reader={reader} /> : null}

      {!card.hasServiceInformation ? (
        <CardNotice color="gray" icon={IconInfoCircle}>
          {t('emptyService')}
        </CardNotice>
      ) : null}

      {card.activeService ? (
        <Stack gap={6}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {t('card.currentService')}
          </Text>
          <ServiceLineText line={card.activeService} />
        </Stack>
      ) : null}

      {showRequestedChange ? (
        <Stack gap={4}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {t('card.requestedService')}
          </Text>
          <Group gap="xs" justify="space-between">
            <Text size="sm" fw={500}>
              {t('conflict.gallons', { size: card.requestedSize })}
            </Text>
            {showRates && card.requestedRate !== null ? (
              <Text size="sm" c="dimmed">
                {rateText(card.requestedRate, card.defaultService.billingFrequency)}
              </Text>
            ) : null}
          </Group>
        </Stack>
      ) : null}

      {card.additionalServices.length > 0 ? (
        <Stack gap={6}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {t('card.additionalServices')}
          </Text>
          {card.additionalServices.map((line, i) => (
            <ServiceLineText key={i} line={line} />
          ))}
        </Stack>
      ) : null}

      {carts.carts.length > 0 ? (
        <Stack gap={6}>
          <Group gap="xs" justify="space-between">
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              {carts.implemented ? t('card.additionalCarts') : t('card.requestedAdditionalCarts')}
            </Text>
            {!carts.implemented ? (
              <Badge size="xs" variant="light" color="blue">
                {t('card.waiting')}
              </Badge>
            ) : null}
          </Group>
          <List size="sm" spacing={4}>
            {carts.carts.map((cart) => (
              <List.Item key={cart.size}>
                {t('card.carts', { count: cart.quantity, size: cart.size })}
                {showRates ? (
                  <Text span size="sm" c="dimmed">
                    {' · '}
                    {t('card.eachCart', { rate: rateText(cart.additionalCartRate, cart.billingFrequency) })}
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}

      {showRates && card.hasServiceInformation ? (
        <>
          <Divider />
          <Group justify="space-between" align="baseline">
            <Text size="sm" fw={600}>
              {t('card.totalRate')}
            </Text>
            <Text fw={700} size="lg">
              {rateText(card.totalRate, card.defaultService.billingFrequency)}
            </Text>
          </Group>
          {card.requestedTotalRate !== null ? (
            <Group justify="space-between" align="baseline">
              <Text size="sm" c="dimmed">
                {t('card.requestedTotalRate')}
              </Text>
              <Text size="sm" fw={600}>
                {rateText(card.requestedTotalRate, card.defaultService.billingFrequency)}
              </Text>
            </Group>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
