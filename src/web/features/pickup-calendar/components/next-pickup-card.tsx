/**
 * The home page's "Next pickup" card (issue 14): the next pickup day in the reader's language, its
 * carts, "Moved one day later because of {holiday}" when a holiday moved it, and a link to the month
 * view. Services without dates explain why (a Non Regular Service, a site without a day of service,
 * yard waste out of season).
 */
import { useId } from 'react';
import { Alert, Anchor, Badge, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCalendarEvent, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import { usePickups } from '../api/find-pickups';
import { CartBadges } from './cart-badges';
import { distinctReasons, usePickupText } from './format';
import { customerCardFrame } from '../../../components/widgets/customer-card';

export function NextPickupCard({ uid }: { uid: string }) {
  const { t } = useTranslation('pickup-calendar');
  const titleId = useId();
  const query = usePickups(uid);
  const { longDate, reasonText, shiftText } = usePickupText();
  const data = query.data;
  const next = data?.nextPickup ?? null;
  const reasons = data ? distinctReasons(data.services) : [];
  const shift = next ? shiftText(next) : null;

  return (
    <Paper {...customerCardFrame} component="section" aria-labelledby={titleId} shadow="xs">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true" visibleFrom="xs">
          <IconCalendarEvent size={26} />
        </ThemeIcon>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h4" id={titleId}>
            {t('card.title')}
          </Title>
          {query.isPending ? (
            <Stack gap={6} aria-busy="true">
              <Skeleton h={24} w="60%" />
              <Skeleton h={18} w="40%" />
            </Stack>
          ) : query.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
              {t('card.error')}
            </Alert>
          ) : (
            <>
              {next ? (
                <Stack gap={6}>
                  <Group gap="xs" align="baseline">
                    <Text fz={{ base: 'lg', sm: 'xl' }} fw={700} data-testid="next-pickup-date">
                      {longDate(next.date)}
                    </Text>
                    {next.date === data?.today ? (
                      <Badge color="brand" variant="filled">
                        {t('card.today')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Group gap="xs">
                    <Text fz="sm" c="gray.7">
                      {t('card.carts')}
                    </Text>
                    <CartBadges carts={next.carts} />
                  </Group>
                  {shift ? (
                    <Alert
                      color="orange"
                      variant="light"
                      p="xs"
                      icon={<IconInfoCircle size={18} aria-hidden="true" />}
                      data-testid="next-pickup-shift"
                    >
                      {shift}
                    </Alert>
                  ) : null}
                </Stack>
              ) : null}
              {reasons.length > 0 || (!next && data) ? (
                <Stack gap={4}>
                  {(reasons.length > 0 ? reasons : [{ key: 'noPickupsInWindow' as const }]).map((reason) => (
                    <Text key={JSON.stringify(reason)} fz="sm" c="gray.7">
                      {reasonText(reason)}
                    </Text>
                  ))}
                </Stack>
              ) : null}
              {data && data.days.length > 0 ? (
                <Anchor component={Link} to={paths.pickupCalendar} fw={600} fz="sm">
                  {t('card.seeCalendar')}
                </Anchor>
              ) : null}
            </>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
