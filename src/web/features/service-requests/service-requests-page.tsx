/**
 * The tickets desk (/admin/service-requests, customerservice and admin; issue 11): every service
 * request filed from the portal with its delivery to the back office and its status there. Filters
 * (kept in the address, so a filtered desk can be bookmarked), chips with the counts per back-office
 * status and per delivery state, 20 requests at a time with Load More, Export to Excel with download
 * progress, and the request's detail in a modal. Phones get one card per request instead of the table.
 *
 * The link `?id=…` opens that request's detail; `?customer=<uid>` (from Customer Profiles) keeps one
 * customer's requests. Each request shows its REQ- reference, and "issue #N" once the back office
 * has filed it.
 */
import { useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Chip,
  Collapse,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconEye, IconFileSpreadsheet, IconFilter, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  BACK_OFFICE_STATUS_FILTERS,
  DELIVERY_STATES,
  SERVICE_REQUEST_KINDS,
  type TServiceRequestCounts,
  type TServiceRequestListItem,
} from '../../../domain/service-requests/service-request-desk';
import { AdminPageHeader } from '../../components/admin-shell/admin-page-header';
import { ExportProgress } from '../../components/export-progress';
import { ListFooter } from '../../components/list-footer';
import { TableEmptyRow, TableLoadingRow } from '../../components/table-status-rows';
import { isApiError } from '../../lib/api-client';
import { countsOf, flattenServiceRequestPages, useServiceRequests } from './api/find-service-requests';
import {
  filterQuery,
  filtersFromSearchParams,
  NO_SERVICE_REQUEST_FILTERS,
  SERVICE_REQUEST_FILTER_KEYS,
  type TServiceRequestFilterState,
} from './api/service-request-filters';
import { useServiceRequestPortals } from './api/find-service-request-portals';
import { downloadServiceRequestExport } from './api/export-service-requests';
import { serviceRequestKeys } from './api/service-request-keys';
import {
  DeliveryBadge,
  EmailText,
  ReferenceText,
  StatusBadge,
  useKindLabel,
} from './components/service-request-badges';
import { ServiceRequestDetailModal, useDateTime } from './components/service-request-detail-modal';
import { formatDate, formatNumber, formatShortDate } from '../../i18n/format';
import classes from './service-requests-page.module.css';

const ANY = 'any';
const ALL = 'all';
const DETAIL_PARAM = 'id';
const TEXT_DEBOUNCE_MS = 300;
const COLUMNS = 10;

/** The filters typed as text (applied after a pause). */
type TypedFilter = 'text' | 'customer';

/** A chip per value with its count, "All" first; one chosen at a time. */
function CountChips<Value extends string>({
  label,
  title,
  values,
  counts,
  chosen,
  labelOf,
  onChoose,
}: {
  label: string;
  /** The row's short visible name. */
  title: string;
  values: readonly Value[];
  counts: Record<Value, number> | null;
  chosen: string;
  labelOf: (value: Value) => string;
  onChoose: (value: Value | '') => void;
}) {
  const { t } = useTranslation('service-requests');
  const count = (n: number | undefined) => (n === undefined ? '' : ` ${formatNumber(n)}`);
  const total = counts ? values.reduce((sum, v) => sum + counts[v], 0) : undefined;
  return (
    <Group gap="xs" role="radiogroup" aria-label={label}>
      {/* the two rows (back-office status, delivery) read alike without their names */}
      <Text size="sm" fw={600} c="dimmed" w={{ base: '100%', sm: 130 }} aria-hidden="true">
        {title}
      </Text>
      <Chip.Group
        multiple={false}
        value={chosen || ALL}
        onChange={(v) => onChoose(v === ALL ? '' : (v as Value))}
      >
        <Chip value={ALL} size="sm" variant="outline">
          {t('filters.all')}
          {count(total)}
        </Chip>
        {values.map((value) => (
          <Chip key={value} value={value} size="sm" variant="outline">
            {labelOf(value)}
            {count(counts?.[value])}
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}

export function ServiceRequestsPage() {
  const { t, i18n } = useTranslation('service-requests');
  const language = i18n.resolvedLanguage ?? 'en';
  const kindLabel = useKindLabel();
  const when = useDateTime();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();

  /** What the list is filtered by: the address's parameters. */
  const applied = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  /** What the inputs show, as typed (text reaches the address after a pause). */
  const [inputs, setInputs] = useState<TServiceRequestFilterState>(applied);
  const [panelOpen, setPanelOpen] = useState(() =>
    (['portal', 'kind', 'createdFrom', 'createdTo', 'text', 'customer'] as const).some(
      (k) => applied[k] !== '',
    ),
  );
  // a link within the page (the detail's "all requests of this customer") changes the address only
  const [linkedCustomer, setLinkedCustomer] = useState(applied.customer);
  if (linkedCustomer !== applied.customer) {
    setLinkedCustomer(applied.customer);
    if (inputs.customer.trim() !== applied.customer) setInputs({ ...inputs, customer: applied.customer });
    if (applied.customer) setPanelOpen(true);
  }
  const detailId = searchParams.get(DETAIL_PARAM);
  const [exportBytes, setExportBytes] = useState<number | null>(null);

  /** A filter change starts the list again at its first 20 and is kept in the address. */
  function setApplied(next: TServiceRequestFilterState) {
    queryClient.removeQueries({ queryKey: serviceRequestKeys.lists() });
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        for (const key of SERVICE_REQUEST_FILTER_KEYS) {
          const value = next[key].trim();
          if (value) params.set(key, value);
          else params.delete(key);
        }
        return params;
      },
      { replace: true },
    );
  }

  function openDetail(id: string | null) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (id) params.set(DETAIL_PARAM, id);
        else params.delete(DETAIL_PARAM);
        return params;
      },
      { replace: true },
    );
  }

  const query = useMemo(() => filterQuery(applied), [applied]);
  const list = useServiceRequests(query);
  const portals = useServiceRequestPortals();
  const requests = flattenServiceRequestPages(list.data?.pages);
  const counts: TServiceRequestCounts | null = countsOf(list.data?.pages);
  const activeCount = Object.values(query).length;
  const datesOutOfOrder = Boolean(
    inputs.createdFrom && inputs.createdTo && inputs.createdFrom > inputs.createdTo,
  );

  const applyText = useDebouncedCallback((key: TypedFilter, value: string) => {
    setApplied({ ...applied, [key]: value });
  }, TEXT_DEBOUNCE_MS);

  function typeText(key: TypedFilter, value: string) {
    setInputs((current) => ({ ...current, [key]: value }));
    applyText(key, value);
  }

  function chooseFilter(key: keyof TServiceRequestFilterState, value: string) {
    const next = { ...inputs, [key]: value };
    setInputs(next);
    if (next.createdFrom && next.createdTo && next.createdFrom > next.createdTo) return;
    setApplied({ ...applied, createdFrom: next.createdFrom, createdTo: next.createdTo, [key]: value });
  }

  function clearAll() {
    setInputs(NO_SERVICE_REQUEST_FILTERS);
    setApplied(NO_SERVICE_REQUEST_FILTERS);
  }

  async function exportToExcel() {
    setExportBytes(0);
    try {
      const { fileName } = await downloadServiceRequestExport(query, setExportBytes);
      notifications.show({
        color: 'green',
        message: t('export.done', { fileName }),
        closeButtonProps: { 'aria-label': t('dismiss') },
      });
    } catch (error) {
      const noData = isApiError(error) && (error.status === 404 || error.status === 422);
      notifications.show({
        color: noData ? 'yellow' : 'red',
        message: t(noData ? 'export.noData' : 'export.failed'),
        closeButtonProps: { 'aria-label': t('dismiss') },
      });
    } finally {
      setExportBytes(null);
    }
  }

  const nameOf = (r: TServiceRequestListItem) => r.customer.name || r.customer.email || r.customer.uid;
  const portalOf = (r: TServiceRequestListItem) => r.portalTitle ?? r.portalId ?? t('unknownPortal');
  const openButton = (r: TServiceRequestListItem) => (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconEye size={16} aria-hidden="true" />}
      aria-label={t('openLabel', { name: nameOf(r), kind: kindLabel(r.kind) })}
      onClick={() => openDetail(r.id)}
    >
      {t('open')}
    </Button>
  );

  const emptyText = activeCount > 0 ? t('empty') : t('emptyNone');
  const showEmpty = !list.isPending && !list.isError && requests.length === 0;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <AdminPageHeader
          title={t('title')}
          subtitle={t('subtitle')}
          back={{ label: t('backToAdminCenter') }}
          actions={
            <Button
              leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
              loading={exportBytes !== null}
              onClick={() => void exportToExcel()}
            >
              {t('export.button')}
            </Button>
          }
        />

        {exportBytes !== null ? (
          <ExportProgress
            bytes={exportBytes}
            language={language}
            text={(size) => t('export.progress', { size })}
            label={t('export.button')}
          />
        ) : null}

        <Paper withBorder radius="md" p="md" component="section" aria-label={t('filters.label')}>
          <Stack gap="sm">
            <CountChips
              label={t('filters.statusCounts')}
              title={t('filters.statusRow')}
              values={BACK_OFFICE_STATUS_FILTERS}
              counts={counts?.boStatus ?? null}
              chosen={applied.boStatus}
              labelOf={(s) => t(`boStatus.${s}`)}
              onChoose={(value) => chooseFilter('boStatus', value)}
            />
            <CountChips
              label={t('filters.deliveryCounts')}
              title={t('filters.deliveryRow')}
              values={DELIVERY_STATES}
              counts={counts?.delivery ?? null}
              chosen={applied.delivery}
              labelOf={(s) => t(`delivery.${s}`)}
              onChoose={(value) => chooseFilter('delivery', value)}
            />
          </Stack>
          <Group justify="space-between" gap="sm" mt="sm">
            <Button
              variant="subtle"
              leftSection={<IconFilter size={18} aria-hidden="true" />}
              aria-expanded={panelOpen}
              aria-controls="service-request-filters"
              onClick={() => setPanelOpen((open) => !open)}
            >
              {t('filters.toggle')}
              {activeCount > 0 ? (
                <Badge ms="xs" size="sm" variant="filled">
                  {activeCount}
                </Badge>
              ) : null}
            </Button>
            {activeCount > 0 || Object.values(inputs).some((v) => v !== '') ? (
              <Anchor component="button" type="button" fz="sm" onClick={clearAll}>
                {t('filters.clearAll')}
              </Anchor>
            ) : null}
          </Group>
          <Collapse in={panelOpen}>
            <Grid id="service-request-filters" gutter="md" mt="md">
              <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
                <TextInput
                  type="search"
                  label={t('filters.text')}
                  placeholder={t('filters.textPlaceholder')}
                  leftSection={<IconSearch size={16} aria-hidden="true" />}
                  value={inputs.text}
                  maxLength={100}
                  onChange={(e) => typeText('text', e.currentTarget.value)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
                <TextInput
                  label={t('filters.customer')}
                  placeholder={t('filters.customerPlaceholder')}
                  value={inputs.customer}
                  maxLength={200}
                  onChange={(e) => typeText('customer', e.currentTarget.value)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
                <Select
                  label={t('filters.portal')}
                  allowDeselect={false}
                  searchable
                  value={inputs.portal || ANY}
                  data={[
                    { value: ANY, label: t('filters.allPortals') },
                    ...(portals.data?.portals ?? []).map((p) => ({ value: p.id, label: p.title })),
                  ]}
                  onChange={(value) => chooseFilter('portal', value && value !== ANY ? value : '')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
                <Select
                  label={t('filters.kind')}
                  allowDeselect={false}
                  value={inputs.kind || ANY}
                  data={[
                    { value: ANY, label: t('filters.allKinds') },
                    ...SERVICE_REQUEST_KINDS.map((k) => ({ value: k, label: kindLabel(k) })),
                  ]}
                  onChange={(value) => chooseFilter('kind', value && value !== ANY ? value : '')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
                <TextInput
                  type="date"
                  label={t('filters.createdFrom')}
                  value={inputs.createdFrom}
                  onChange={(e) => chooseFilter('createdFrom', e.currentTarget.value)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
                <TextInput
                  type="date"
                  label={t('filters.createdTo')}
                  value={inputs.createdTo}
                  error={datesOutOfOrder ? t('filters.datesOutOfOrder') : undefined}
                  onChange={(e) => chooseFilter('createdTo', e.currentTarget.value)}
                />
              </Grid.Col>
            </Grid>
          </Collapse>
        </Paper>

        {list.isError ? (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
            role="alert"
            title={t('loadFailed')}
          >
            <Button size="xs" variant="white" color="red" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : null}

        {/* phones (under 768 px) get one card per request instead of the wide table */}
        <Stack
          gap="sm"
          hiddenFrom="sm"
          aria-label={t('tableLabel')}
          role={requests.length > 0 && !list.isPending ? 'list' : undefined}
        >
          {list.isPending ? (
            <Center py="xl">
              <Loader aria-label={t('common:loading')} />
            </Center>
          ) : showEmpty ? (
            <Text ta="center" c="dimmed" py="xl">
              {emptyText}
            </Text>
          ) : (
            requests.map((r) => (
              <Paper key={r.id} withBorder radius="md" p="md" role="listitem">
                <Stack gap={6}>
                  <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600}>{kindLabel(r.kind)}</Text>
                      <Text fz="xs" c="dimmed">
                        <ReferenceText item={r} />
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {when(r.createdAt)}
                      </Text>
                    </Stack>
                    <Group gap={4} justify="flex-end">
                      <DeliveryBadge item={r} />
                      <StatusBadge status={r.boStatus} delivery={r.delivery} />
                    </Group>
                  </Group>
                  <Text fz="sm" fw={500}>
                    {nameOf(r)}
                  </Text>
                  <Text fz="sm">
                    <EmailText email={r.customer.email} />
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {r.address || t('none')}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {portalOf(r)}
                    {r.serviceType ? (
                      <>
                        {' · '}
                        <Text component="span" inherit tt="capitalize">
                          {r.serviceType}
                        </Text>
                      </>
                    ) : null}
                  </Text>
                  <Group justify="flex-end" mt={4}>
                    {openButton(r)}
                  </Group>
                </Stack>
              </Paper>
            ))
          )}
        </Stack>

        <Paper withBorder radius="md" visibleFrom="sm">
          {/* columns sized to fit the card at 1280 px; narrower windows scroll inside the card */}
          <Table.ScrollContainer minWidth={980} type="native">
            <Table
              striped
              highlightOnHover
              verticalSpacing="sm"
              horizontalSpacing="sm"
              aria-label={t('tableLabel')}
              aria-busy={list.isFetching}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.customer')}</Table.Th>
                  <Table.Th>{t('columns.address')}</Table.Th>
                  <Table.Th>{t('columns.portal')}</Table.Th>
                  <Table.Th>{t('columns.kind')}</Table.Th>
                  <Table.Th>{t('columns.service')}</Table.Th>
                  <Table.Th>{t('columns.reference')}</Table.Th>
                  <Table.Th>{t('columns.delivery')}</Table.Th>
                  <Table.Th>{t('columns.boStatus')}</Table.Th>
                  <Table.Th>{t('columns.created')}</Table.Th>
                  <Table.Th ta="end" className={classes.actions}>
                    {t('columns.actions')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.isPending ? (
                  <TableLoadingRow colSpan={COLUMNS} label={t('common:loading')} />
                ) : showEmpty ? (
                  <TableEmptyRow colSpan={COLUMNS}>{emptyText}</TableEmptyRow>
                ) : (
                  requests.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>
                        <Text fz="sm" fw={500} maw={200} truncate="end" title={nameOf(r)}>
                          {nameOf(r)}
                        </Text>
                        <Text
                          fz="xs"
                          c="dimmed"
                          maw={200}
                          truncate="end"
                          title={r.customer.email || undefined}
                        >
                          <EmailText email={r.customer.email} />
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {/* two lines at most; the whole address on hover */}
                        <Text fz="sm" maw={200} lineClamp={2} title={r.address || undefined}>
                          {r.address || t('none')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text fz="sm" maw={150} lineClamp={2} title={portalOf(r)}>
                          {portalOf(r)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text fz="sm">{kindLabel(r.kind)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text fz="sm" tt="capitalize">
                          {r.serviceType ?? t('none')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text fz="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                          {r.reference}
                        </Text>
                        {r.issueId ? (
                          <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                            {t('issueNumber', { id: r.issueId })}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <DeliveryBadge item={r} />
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge status={r.boStatus} delivery={r.delivery} />
                      </Table.Td>
                      <Table.Td>
                        {/* the day, and the time under it: one line of both ran the table past its card */}
                        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                          {formatShortDate(r.createdAt)}
                        </Text>
                        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          {formatDate(r.createdAt, { timeStyle: 'short' })}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="end" className={classes.actions}>
                        {openButton(r)}
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>

        {counts && requests.length > 0 ? (
          <ListFooter
            shownText={t('footer', {
              shown: formatNumber(requests.length),
              matching: formatNumber(counts.matching),
            })}
            loadMoreText={t('loadMore')}
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        ) : null}
      </Stack>

      <ServiceRequestDetailModal id={detailId} opened={detailId !== null} onClose={() => openDetail(null)} />
    </Container>
  );
}
