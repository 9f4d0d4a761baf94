/**
 * The Delivery Report (/admin/delivery-report, customerservice, admin and municipality (one of its own
 * portals at a time); spec 03 §2.11, §5, §8, §9;
 * issue 13): Report Settings (portal with its TRUX details, delivery date, search, creation-date range,
 * the switches and Fetch TRUX Data), the summary cards (their own request, shown when it answers), the
 * delivery instructions 20 at a time with Load More, and Export Report (streamed by the server with the same settings). The rows are built on
 * the server by the rules of src/domain/delivery-report; the page never holds more than it shows.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconDatabase,
  IconDownload,
  IconRefresh,
  IconSearch,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  truxFetchProblem,
  DELIVERY_REPORT_MESSAGES,
  type TDeliveryReportPortal,
} from '../../../domain/delivery-report/delivery-report-api';
import type { DeliverySummary } from '../../../domain/delivery-report/report-filters';
import { isApiError } from '../../lib/api-client';
import { useSession } from '../../lib/use-session';
import { AdminPage, pageWords, ReportEmpty, ReportError } from '../../components/admin-list';
import {
  downloadDeliveryReport,
  rowsOf,
  useDeliveryReport,
  useDeliveryReportPortals,
  useDeliveryReportSummary,
} from './api/delivery-report-queries';
import { defaultSettings, reportQuery, type TReportSettings } from './api/report-settings';
import { DeliveryRows, type TDeliveryService } from './components/delivery-rows';
import { formatDate, formatNumber } from '../../i18n/format';
import { LoadMoreButton } from '../../components/widgets/load-more-button';

/** "MM/DD/YYYY" (the server's delivery date) → "YYYY-MM-DD" for the date field; '' before it answers. */
function isoDay(date: string | undefined): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date ?? '');
  return match ? `${match[3]}-${match[1]}-${match[2]}` : '';
}

const TRUX_MESSAGE_KEYS: Record<string, string> = {
  [DELIVERY_REPORT_MESSAGES.truxMissingSetup]: 'settings.truxMissingSetup',
  [DELIVERY_REPORT_MESSAGES.truxNoPortal]: 'settings.truxNoPortal',
  [DELIVERY_REPORT_MESSAGES.truxPortalMissing]: 'settings.truxPortalMissing',
};

function PortalDetails({ portal }: { portal: TDeliveryReportPortal }) {
  const { t } = useTranslation('delivery-report');
  const item = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value || t('settings.notSet')}
      </Text>
    </div>
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" data-testid="portal-details">
      {item(t('settings.routingCustomerId'), portal.routingCustomerId)}
      {item(t('settings.sourceDatabase'), portal.sourceDatabase)}
      {item(t('settings.sourceSystem'), portal.sourceSystem)}
    </SimpleGrid>
  );
}

/**
 * The summary cards, from their own request (it reads every matching row, so the rows do not wait
 * for it): a skeleton in each card while it loads, a small retry when it fails.
 */
function SummaryCards({
  summary,
  failed,
  onRetry,
}: {
  summary: DeliverySummary | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('delivery-report');
  // the moment's day in the reader's time zone, in digits; through the formatter, so a page rendered
  // by the server reads it in the same zone as the browser (src/web/i18n/format.ts)
  const day = (iso: string) => formatDate(iso, { year: 'numeric', month: '2-digit', day: '2-digit' });
  const percent = (value: number) =>
    formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const loading = !summary && !failed;
  const card = (label: string, value: number | undefined, detail: string | undefined, testId: string) => (
    <Paper withBorder radius="md" p="md" data-testid={testId} aria-busy={loading || undefined}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value !== undefined ? (
        <Text fz={28} fw={700} lh={1.2}>
          {formatNumber(value)}
        </Text>
      ) : failed ? (
        <Text fz={28} fw={700} lh={1.2} c="dimmed">
          {t('table.none')}
        </Text>
      ) : (
        <Skeleton height={28} width="50%" my={3} />
      )}
      {detail !== undefined ? (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      ) : (
        loading && <Skeleton height={10} width="70%" mt={6} />
      )}
    </Paper>
  );
  return (
    <Stack gap="xs">
      {loading && <VisuallyHidden role="status">{t('summary.loading')}</VisuallyHidden>}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {card(
          t('summary.totalItems'),
          summary?.totalItems,
          summary
            ? summary.firstCreatedAt && summary.lastCreatedAt
              ? t('summary.span', { from: day(summary.firstCreatedAt), to: day(summary.lastCreatedAt) })
              : t('summary.noSpan')
            : undefined,
          'summary-total',
        )}
        {(['trash', 'recycling', 'yardwaste'] as const).map((service) => (
          <div key={service}>
            {card(
              t(`summary.${service}`),
              summary?.[service].count,
              summary ? t('summary.percent', { percent: percent(summary[service].percent) }) : undefined,
              `summary-${service}`,
            )}
          </div>
        ))}
      </SimpleGrid>
      {failed && (
        <Group gap="xs" role="alert">
          <IconAlertCircle size={16} color="var(--mantine-color-red-6)" aria-hidden="true" />
          <Text size="sm" c="red">
            {t('summary.failed')}
          </Text>
          <Button size="compact-xs" variant="light" color="red" onClick={onRetry}>
            {t('summary.retry')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export function DeliveryReportPage() {
  const { t } = useTranslation('delivery-report');
  const [settings, setSettings] = useState<TReportSettings>(() => defaultSettings());
  const [debouncedSearch] = useDebouncedValue(settings.search, 300);
  const [truxFetched, setTruxFetched] = useState(false);
  const [truxMessage, setTruxMessage] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const portals = useDeliveryReportPortals();
  const portal = portals.data?.portals.find((p) => p.id === settings.portalId);
  // a municipality user reports on one of its own portals at a time (never all portals)
  const { staff } = useSession();
  const municipality = staff?.role === 'municipality';
  const firstOwnPortal = municipality ? portals.data?.portals[0]?.id : undefined;
  useEffect(() => {
    if (firstOwnPortal && settings.portalId === '')
      setSettings((current) => ({ ...current, portalId: firstOwnPortal }));
  }, [firstOwnPortal, settings.portalId]);
  const rangeBad =
    settings.createdFrom !== '' && settings.createdTo !== '' && settings.createdFrom > settings.createdTo;
  const query = useMemo(
    () =>
      reportQuery(
        rangeBad ? { ...settings, createdFrom: '', createdTo: '' } : settings,
        debouncedSearch,
        truxFetched,
      ),
    [settings, debouncedSearch, truxFetched, rangeBad],
  );
  const reportEnabled = !municipality || query.portalId !== undefined;
  const report = useDeliveryReport(query, reportEnabled);
  const summary = useDeliveryReportSummary(query, reportEnabled);
  const summaryData = summary.data?.summary;
  const rows = rowsOf(report.data?.pages);
  const first = report.data?.pages[0];
  const services = (['trash', 'recycling', 'yardwaste'] as const).filter(
    (s) => settings[s],
  ) as TDeliveryService[];

  // a back office that fails: the banner says so and the report goes on without TRUX
  const truxFailed =
    report.isError && query.trux === 'true' && isApiError(report.error) && report.error.status === 503;
  useEffect(() => {
    if (truxFailed) {
      setBanner(t('settings.truxFailed'));
      setTruxFetched(false);
    }
  }, [truxFailed, t]);

  const set = <K extends keyof TReportSettings>(key: K, value: TReportSettings[K]) =>
    setSettings((current) => ({ ...current, [key]: value }));

  const choosePortal = (portalId: string) => {
    setSettings((current) => ({ ...current, portalId }));
    setTruxFetched(false);
    setTruxMessage(null);
  };

  const fetchTrux = () => {
    const problem = truxFetchProblem(portal, settings.portalId !== '');
    if (problem) {
      setTruxMessage(problem);
      return;
    }
    setTruxMessage(null);
    setBanner(null);
    if (truxFetched) {
      void report.refetch();
      void summary.refetch();
    } else setTruxFetched(true);
  };

  const reset = () => {
    setSettings((current) => ({ ...defaultSettings(), portalId: current.portalId, date: current.date }));
    setTruxFetched(false);
    setTruxMessage(null);
  };

  const exportReport = async () => {
    setExporting(true);
    setBanner(null);
    try {
      await downloadDeliveryReport(query, () => undefined);
    } catch {
      setBanner(t('exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const settingsPanel = (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('settings.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Select
            label={t('settings.portal')}
            value={settings.portalId}
            onChange={(value) => choosePortal(value ?? '')}
            allowDeselect={false}
            searchable
            nothingFoundMessage={t('settings.noPortals')}
            data={[
              ...(municipality ? [] : [{ value: '', label: t('settings.allPortals') }]),
              ...(portals.data?.portals ?? []).map((p) => ({ value: p.id, label: p.portalTitle })),
            ]}
          />
          <TextInput
            type="date"
            label={t('settings.deliveryDate')}
            value={settings.date || isoDay(first?.deliveryDate)}
            onChange={(e) => set('date', e.currentTarget.value)}
          />
          <TextInput
            label={t('settings.search')}
            placeholder={t('settings.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={settings.search}
            onChange={(e) => set('search', e.currentTarget.value)}
          />
        </SimpleGrid>
        {portal && <PortalDetails portal={portal} />}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('settings.dateRange')}{' '}
            <Text span size="xs" c="dimmed">
              ({t('settings.dateRangeHint')})
            </Text>
          </Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              type="date"
              label={t('settings.createdFrom')}
              value={settings.createdFrom}
              onChange={(e) => set('createdFrom', e.currentTarget.value)}
              w={{ base: '100%', xs: 180 }}
            />
            <TextInput
              type="date"
              label={t('settings.createdTo')}
              value={settings.createdTo}
              onChange={(e) => set('createdTo', e.currentTarget.value)}
              error={rangeBad ? t('settings.rangeOrder') : undefined}
              w={{ base: '100%', xs: 180 }}
            />
            <Button
              variant="default"
              disabled={!settings.createdFrom && !settings.createdTo}
              onClick={() => setSettings((current) => ({ ...current, createdFrom: '', createdTo: '' }))}
            >
              {t('settings.clear')}
            </Button>
          </Group>
        </Stack>
        <Group gap="lg" wrap="wrap" role="group" aria-label={t('settings.switches')}>
          {(['trash', 'recycling', 'yardwaste', 'changes', 'noRemovals'] as const).map((key) => (
            <Switch
              key={key}
              label={t(`settings.${key}`)}
              checked={settings[key]}
              onChange={(e) => set(key, e.currentTarget.checked)}
            />
          ))}
        </Group>
        <Group gap="sm" wrap="wrap" align="center">
          <Switch
            label={t('settings.showTrux')}
            checked={settings.showTrux}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              set('showTrux', on);
              if (!on) {
                setTruxFetched(false);
                setTruxMessage(null);
              }
            }}
          />
          {settings.showTrux && (
            <Button
              size="xs"
              variant={truxFetched ? 'default' : 'filled'}
              leftSection={
                truxFetched ? (
                  <IconRefresh size={14} aria-hidden="true" />
                ) : (
                  <IconDatabase size={14} aria-hidden="true" />
                )
              }
              loading={truxFetched && report.isFetching}
              onClick={fetchTrux}
            >
              {truxFetched ? t('settings.refresh') : t('settings.fetchTrux')}
            </Button>
          )}
          {first?.truxIncluded && (
            <Text size="xs" c="teal" fw={500}>
              {t('settings.truxIncluded')}
            </Text>
          )}
        </Group>
        {truxMessage && (
          <Alert color="yellow" role="alert" icon={<IconAlertCircle size={16} aria-hidden="true" />}>
            {t(TRUX_MESSAGE_KEYS[truxMessage] ?? 'settings.truxMissingSetup')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );

  let body: React.ReactNode;
  if (report.isPending) {
    body = (
      <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={96} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton height={320} radius="md" />
      </Stack>
    );
  } else if (report.isError && !report.data && !truxFailed) {
    body = (
      <ReportError
        title={t('error.title')}
        text={t('error.text')}
        retryLabel={t('error.retry')}
        onRetry={() => void report.refetch()}
      />
    );
  } else if (first) {
    body = (
      <Stack gap="md" style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
        <SummaryCards
          summary={summaryData}
          failed={summary.isError && !summaryData}
          onRetry={() => void summary.refetch()}
        />
        {rows.length === 0 ? (
          <ReportEmpty icon={IconTruckDelivery} text={t('table.empty')}>
            <Button variant="light" onClick={reset}>
              {t('table.resetFilters')}
            </Button>
          </ReportEmpty>
        ) : (
          <>
            <DeliveryRows rows={rows} services={services} noRemovals={settings.noRemovals} />
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text size="sm" c="dimmed">
                {summaryData
                  ? t('table.showing', {
                      shown: formatNumber(rows.length),
                      total: formatNumber(summaryData.totalItems),
                    })
                  : t('table.showingSoFar', { shown: formatNumber(rows.length) })}
              </Text>
              <LoadMoreButton list={report} label={t('table.loadMore')} />
            </Group>
          </>
        )}
        <Text size="xs" c="dimmed" ta="end">
          {t('lastUpdated', {
            time: formatDate(first.lastUpdated, { dateStyle: 'short', timeStyle: 'short' }),
          })}
        </Text>
      </Stack>
    );
  }

  return (
    <AdminPage
      {...pageWords(t)}
      icon={<IconTruckDelivery size={24} />}
      actions={
        <Button
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          disabled={rows.length === 0 || report.isPending}
          loading={exporting}
          onClick={() => void exportReport()}
        >
          {t('export')}
        </Button>
      }
    >
      {banner && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={t('error.dismiss')}
          onClose={() => setBanner(null)}
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
        >
          {banner}
        </Alert>
      )}
      {settingsPanel}
      {body}
    </AdminPage>
  );
}

export default DeliveryReportPage;
