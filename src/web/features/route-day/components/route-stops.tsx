/**
 * A route's stops on the day, 25 at a time by address with Load More and a search (address, name,
 * customer or site number): each with what was recorded for it, and for staff who may record, Mark
 * collected and Record exception.
 */
import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isPhotoLink, type TRouteStop } from '../../../../domain/collection-day/route-day-api';
import { ReportError } from '../../../components/admin-list';
import { formatDate } from '../../../i18n/format';
import { isApiError } from '../../../lib/api-client';
import { useRecordSiteEvent, useRouteStops } from '../api/route-day-queries';
import { ExceptionDialog, type TExceptionInput } from './exception-dialog';
import { LoadMoreButton } from '../../../components/widgets/load-more-button';

function StopEvent({ stop, timeZone }: { stop: TRouteStop; timeZone: string }) {
  const { t } = useTranslation('route-day');
  const event = stop.event;
  if (!event) {
    return (
      <Badge variant="light" color="gray">
        {t('stops.nothingYet')}
      </Badge>
    );
  }
  const time = formatDate(event.at, { timeStyle: 'short', timeZone });
  if (event.outcome === 'collected') {
    return (
      <Badge variant="light" color="teal">
        {t('stops.collectedAt', { time })}
      </Badge>
    );
  }
  return (
    <Stack gap={2}>
      <Badge variant="light" color="red" style={{ alignSelf: 'flex-start' }}>
        {t('stops.notCollected', { reason: t(`reasons.${event.reason ?? 'other'}`) })}
      </Badge>
      {event.note && (
        <Text size="xs" c="dimmed">
          {event.note}
        </Text>
      )}
      {event.photoRef &&
        (isPhotoLink(event.photoRef) ? (
          <Anchor size="xs" href={event.photoRef} target="_blank" rel="noopener noreferrer">
            {t('stops.photo')}
          </Anchor>
        ) : (
          <Text size="xs" c="dimmed">
            {t('stops.photoRef', { ref: event.photoRef })}
          </Text>
        ))}
    </Stack>
  );
}

export function RouteStops({
  portalId,
  day,
  route,
  routeLabel,
  timeZone,
  canRecord,
}: {
  portalId: string;
  day: string;
  route: string;
  routeLabel: string;
  timeZone: string;
  canRecord: boolean;
}) {
  const { t } = useTranslation('route-day');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const stops = useRouteStops(portalId, day, route, debounced);
  const record = useRecordSiteEvent();
  const [exceptionFor, setExceptionFor] = useState<TRouteStop | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const items = (stops.data?.pages ?? []).flatMap((page) => page.items);

  const markCollected = (stop: TRouteStop) =>
    record.mutate({ portalId, day, route, customer: stop.customer, site: stop.site, outcome: 'collected' });

  const saveException = (stop: TRouteStop, input: TExceptionInput) => {
    setDialogError(null);
    record.mutate(
      {
        portalId,
        day,
        route,
        customer: stop.customer,
        site: stop.site,
        outcome: 'not-collected',
        reason: input.reason,
        note: input.note || undefined,
        photoRef: input.photoRef || undefined,
      },
      {
        onSuccess: () => setExceptionFor(null),
        onError: (error) => setDialogError(isApiError(error) ? error.message : t('error.save')),
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={t('stops.title', { route: routeLabel })}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Title order={2} size="h4">
            {t('stops.title', { route: routeLabel })}
          </Title>
          <TextInput
            label={t('stops.search')}
            placeholder={t('stops.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
        </Group>
        {record.isError && !exceptionFor && (
          <Text size="sm" c="red" role="alert">
            {isApiError(record.error) ? record.error.message : t('error.save')}
          </Text>
        )}
        {stops.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label={t('loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={64} radius="md" />
            ))}
          </Stack>
        ) : stops.isError && items.length === 0 ? (
          <ReportError
            title={t('error.title')}
            text={isApiError(stops.error) ? stops.error.message : t('error.text')}
            retryLabel={t('error.retry')}
            onRetry={() => void stops.refetch()}
          />
        ) : items.length === 0 ? (
          <Text c="dimmed">{t('stops.none')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((stop) => (
              <Paper key={`${stop.customer}|${stop.site}`} withBorder radius="sm" p="sm" component="li">
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {stop.address}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('stops.customerSite', {
                        name: stop.name ?? '',
                        customer: stop.customer,
                        site: stop.site,
                      })}
                    </Text>
                    <StopEvent stop={stop} timeZone={timeZone} />
                  </Stack>
                  {canRecord && (
                    <Group gap="xs" wrap="wrap">
                      <Button
                        size="xs"
                        variant="light"
                        color="teal"
                        leftSection={<IconCheck size={14} aria-hidden="true" />}
                        onClick={() => markCollected(stop)}
                        aria-label={t('stops.markCollectedAt', { address: stop.address })}
                      >
                        {t('stops.markCollected')}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        leftSection={<IconAlertTriangle size={14} aria-hidden="true" />}
                        onClick={() => {
                          setDialogError(null);
                          setExceptionFor(stop);
                        }}
                        aria-label={t('stops.recordExceptionAt', { address: stop.address })}
                      >
                        {t('stops.recordException')}
                      </Button>
                    </Group>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <LoadMoreButton list={stops} label={t('stops.loadMore')} style={{ alignSelf: 'center' }} />
      </Stack>
      <ExceptionDialog
        key={exceptionFor ? `${exceptionFor.customer}|${exceptionFor.site}` : 'closed'}
        stop={exceptionFor}
        saving={record.isPending}
        error={dialogError}
        onClose={() => setExceptionFor(null)}
        onSave={(input) => exceptionFor && saveException(exceptionFor, input)}
      />
    </Paper>
  );
}
