/**
 * Route Day (/admin/route-day; issue 32 §1, built-in back office): a portal and a day (today at the
 * portal unless chosen), the routes running that day with their state and counts, Mark route started
 * and Mark route complete, and a route's stops where staff mark a cart collected or record an
 * exception. Load CSV takes a file of the day's events from the routing system (all or nothing: the
 * wrong lines are listed); Download CSV gives the day's events in the same columns. A municipality
 * user reads its own portals only; with an external back office the screen only reads (its routing
 * system records the events).
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  List,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconCircleCheck,
  IconDownload,
  IconListDetails,
  IconPlayerPlay,
  IconRoute,
  IconUpload,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TCsvLineError, TRouteDaySummary } from '../../../domain/collection-day/route-day-api';
import { AdminPage, pageWords, ReportEmpty, ReportError } from '../../components/admin-list';
import { LabelledFigure } from '../../components/widgets/labelled-figure';
import { formatCalendarDay, formatDate } from '../../i18n/format';
import { isApiError } from '../../lib/api-client';
import { useSession } from '../../lib/use-session';
import {
  CsvLinesError,
  downloadRouteDayCsv,
  useImportRouteDayCsv,
  useRecordRouteState,
  useRouteDayPortals,
  useRouteDays,
} from './api/route-day-queries';
import { RouteStops } from './components/route-stops';

/** The lines shown of a refused file; the rest are counted. */
const SHOWN_LINE_ERRORS = 20;

/** The states a route can be marked with, each offered until the route has reached it. */
const STATE_MARKS = [
  {
    state: 'started',
    offered: (route: TRouteDaySummary) => !route.startedAt && !route.completedAt,
    icon: IconPlayerPlay,
    color: undefined,
    label: 'routes.markStarted',
  },
  {
    state: 'completed',
    offered: (route: TRouteDaySummary) => !route.completedAt,
    icon: IconCircleCheck,
    color: 'teal',
    label: 'routes.markComplete',
  },
] as const;

function RouteCard({
  route,
  timeZone,
  canRecord,
  selected,
  busy,
  onState,
  onOpen,
}: {
  route: TRouteDaySummary;
  timeZone: string;
  canRecord: boolean;
  selected: boolean;
  busy: boolean;
  onState: (state: 'started' | 'completed') => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation('route-day');
  const time = (iso: string) => formatDate(iso, { timeStyle: 'short', timeZone });
  const label = t(`services.${route.serviceType}`);
  const state = route.completedAt
    ? { color: 'teal', text: t('routes.completedAt', { time: time(route.completedAt) }) }
    : route.startedAt
      ? { color: 'blue', text: t('routes.startedAt', { time: time(route.startedAt) }) }
      : { color: 'gray', text: t('routes.notStarted') };
  const figure = (name: string, value: number) => (
    <div>
      <LabelledFigure label={name} value={value} size="lg" />
    </div>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={t('routes.cardLabel', { route: route.route })}
      style={selected ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={3} size="h5">
              {label}
            </Title>
            <Text size="xs" c="dimmed">
              {route.route}
            </Text>
          </div>
          <Badge variant="light" color={state.color}>
            {state.text}
          </Badge>
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          {figure(t('routes.stops'), route.stops)}
          {figure(t('routes.collected'), route.collected)}
          {figure(t('routes.notCollected'), route.notCollected)}
        </SimpleGrid>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant={selected ? 'filled' : 'default'}
            leftSection={<IconListDetails size={14} aria-hidden="true" />}
            onClick={onOpen}
            aria-pressed={selected}
          >
            {t('routes.showStops')}
          </Button>
          {canRecord &&
            STATE_MARKS.filter((mark) => mark.offered(route)).map(
              ({ state, icon: MarkIcon, color, label }) => (
                <Button
                  key={state}
                  size="xs"
                  variant="light"
                  color={color}
                  leftSection={<MarkIcon size={14} aria-hidden="true" />}
                  loading={busy}
                  onClick={() => onState(state)}
                >
                  {t(label)}
                </Button>
              ),
            )}
        </Group>
      </Stack>
    </Paper>
  );
}

function LineErrors({ lines }: { lines: TCsvLineError[] }) {
  const { t } = useTranslation('route-day');
  return (
    <Alert color="red" role="alert" title={t('csv.refused')}>
      <List size="sm" spacing={2}>
        {lines.slice(0, SHOWN_LINE_ERRORS).map((line) => (
          <List.Item key={`${line.line}-${line.message}`}>
            {t('csv.line', { line: line.line, message: line.message })}
          </List.Item>
        ))}
      </List>
      {lines.length > SHOWN_LINE_ERRORS && (
        <Text size="sm" mt="xs">
          {t('csv.moreLines', { count: lines.length - SHOWN_LINE_ERRORS })}
        </Text>
      )}
    </Alert>
  );
}

export function RouteDayPage() {
  const { t } = useTranslation('route-day');
  const { staff } = useSession();
  const portals = useRouteDayPortals();
  const [portalId, setPortalId] = useState('');
  const [day, setDay] = useState('');
  const [openRoute, setOpenRoute] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const [lineErrors, setLineErrors] = useState<TCsvLineError[] | null>(null);
  const [downloading, setDownloading] = useState(false);
  const firstPortal = portals.data?.portals[0]?.id;
  useEffect(() => {
    if (firstPortal && portalId === '') setPortalId(firstPortal);
  }, [firstPortal, portalId]);
  const days = useRouteDays(portalId, day);
  const data = days.data;
  const shownDay = day || data?.day || '';
  const canRecord = Boolean(data?.canRecord) && staff?.role !== 'municipality';
  const routeState = useRecordRouteState();
  const importCsv = useImportRouteDayCsv();

  const choose = (next: { portalId?: string; day?: string }) => {
    if (next.portalId !== undefined) setPortalId(next.portalId);
    if (next.day !== undefined) setDay(next.day);
    setOpenRoute(null);
    setNotice(null);
    setLineErrors(null);
  };

  const markRoute = (route: string, state: 'started' | 'completed') => {
    setNotice(null);
    routeState.mutate(
      { portalId, day: shownDay, route, state },
      {
        onError: (error) =>
          setNotice({ color: 'red', text: isApiError(error) ? error.message : t('error.save') }),
      },
    );
  };

  const loadCsv = (file: File | null) => {
    if (!file) return;
    setNotice(null);
    setLineErrors(null);
    importCsv.mutate(
      { portalId, file },
      {
        onSuccess: (answer) => setNotice({ color: 'teal', text: t('csv.loaded', { count: answer.applied }) }),
        onError: (error) => {
          if (error instanceof CsvLinesError) setLineErrors(error.lines);
          else setNotice({ color: 'red', text: isApiError(error) ? error.message : t('error.save') });
        },
      },
    );
  };

  const download = async () => {
    setDownloading(true);
    setNotice(null);
    try {
      await downloadRouteDayCsv(portalId, shownDay);
    } catch {
      setNotice({ color: 'red', text: t('csv.downloadFailed') });
    } finally {
      setDownloading(false);
    }
  };

  const open = data?.routes.find((r) => r.route === openRoute);

  let body: React.ReactNode;
  if (portals.isError) {
    body = (
      <ReportError
        title={t('error.title')}
        text={t('error.text')}
        retryLabel={t('error.retry')}
        onRetry={() => void portals.refetch()}
      />
    );
  } else if (!data && (days.isPending || portals.isPending)) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={180} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (days.isError && !data) {
    body = (
      <ReportError
        title={t('error.title')}
        text={isApiError(days.error) ? days.error.message : t('error.text')}
        retryLabel={t('error.retry')}
        onRetry={() => void days.refetch()}
      />
    );
  } else if (data) {
    body = (
      <Stack gap="md" style={{ opacity: days.isPlaceholderData ? 0.6 : 1 }}>
        <Title order={2} size="h4">
          {t('routes.title', { day: formatCalendarDay(data.day, { dateStyle: 'full' }) })}
        </Title>
        {data.routes.length === 0 ? (
          <ReportEmpty icon={IconRoute} text={t('routes.none')}>
            {null}
          </ReportEmpty>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {data.routes.map((route) => (
              <RouteCard
                key={route.route}
                route={route}
                timeZone={data.timeZone}
                canRecord={canRecord}
                selected={route.route === openRoute}
                busy={routeState.isPending && routeState.variables?.route === route.route}
                onState={(state) => markRoute(route.route, state)}
                onOpen={() => setOpenRoute(route.route === openRoute ? null : route.route)}
              />
            ))}
          </SimpleGrid>
        )}
        {!data.canRecord && <Text c="dimmed">{t('externalBackOffice')}</Text>}
        {open && (
          <RouteStops
            portalId={portalId}
            day={data.day}
            route={open.route}
            routeLabel={`${t(`services.${open.serviceType}`)} (${open.route})`}
            timeZone={data.timeZone}
            canRecord={canRecord}
          />
        )}
      </Stack>
    );
  }

  return (
    <AdminPage
      {...pageWords(t)}
      icon={<IconRoute size={24} />}
      actions={
        <>
          {canRecord && (
            <FileButton onChange={loadCsv} accept=".csv,text/csv">
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden="true" />}
                  loading={importCsv.isPending}
                  disabled={!data}
                >
                  {t('csv.load')}
                </Button>
              )}
            </FileButton>
          )}
          <Button
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={downloading}
            disabled={!data}
            onClick={() => void download()}
          >
            {t('csv.download')}
          </Button>
        </>
      }
    >
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('settings.portal')}
            value={portalId || null}
            onChange={(value) => choose({ portalId: value ?? '' })}
            allowDeselect={false}
            searchable
            nothingFoundMessage={t('settings.noPortals')}
            data={(portals.data?.portals ?? []).map((p) => ({ value: p.id, label: p.title }))}
          />
          <TextInput
            type="date"
            label={t('settings.day')}
            description={data ? t('settings.timeZone', { zone: data.timeZone }) : undefined}
            value={shownDay}
            onChange={(e) => choose({ day: e.currentTarget.value })}
          />
        </SimpleGrid>
      </Paper>
      {notice && (
        <Alert color={notice.color} role={notice.color === 'red' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      {lineErrors && <LineErrors lines={lineErrors} />}
      {body}
    </AdminPage>
  );
}
