/**
 * Missed pickups and exceptions per route and day (issue 32 §2): for the portals the filter shows,
 * each route and day of the last week (the route with its day under it, so three columns fit a
 * phone) with exceptions the back office recorded (carts not
 * collected) and missed-pickup reports residents filed for that pickup day, newest day first. Its own
 * request, so the rest of the dashboard does not wait for it.
 */
import { Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay, formatNumber } from '../../../i18n/format';
import { useRouteExceptions } from '../api/dashboard-queries';

export function RouteExceptionsPanel({ portalId }: { portalId: string }) {
  const { t } = useTranslation('dashboard');
  const counts = useRouteExceptions(portalId);
  const day = (d: string) => formatCalendarDay(d, { weekday: 'short', month: 'short', day: 'numeric' });
  const data = counts.data;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="route-exceptions-title"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="route-exceptions-title">
            {t('routeExceptions.title')}
          </Title>
          {data && (
            <Text size="sm" c="dimmed">
              {t('routeExceptions.subtitle', { from: day(data.from), to: day(data.to) })}
            </Text>
          )}
        </div>
        {counts.isPending ? (
          <Skeleton height={120} radius="md" aria-label={t('loading')} />
        ) : counts.isError && !data ? (
          <Text size="sm" c="red" role="alert">
            {t('routeExceptions.error')}
          </Text>
        ) : data!.rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('routeExceptions.none')}
          </Text>
        ) : (
          <Table
            striped
            verticalSpacing="xs"
            horizontalSpacing="xs"
            style={{ opacity: counts.isPlaceholderData ? 0.6 : 1 }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('routeExceptions.route')}</Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('routeExceptions.exceptions')}
                </Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('routeExceptions.missedPickups')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data!.rows.map((row) => (
                <Table.Tr key={`${row.day}|${row.route}`}>
                  <Table.Th scope="row" fw={400}>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {row.route}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {day(row.day)}
                    </Text>
                  </Table.Th>
                  <Table.Td ta="end">{formatNumber(row.exceptions)}</Table.Td>
                  <Table.Td ta="end">{formatNumber(row.missedPickups)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
