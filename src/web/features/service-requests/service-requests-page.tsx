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
import { Chip, Group, Stack, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
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
import {
  AdminPage,
  countLine,
  countsOf,
  filterFieldsFor,
  FoldingFilters,
  headCells,
  ListBody,
  listWords,
  ListCard,
  pageWords,
  RowButton,
  useFilterInputs,
  useListExport,
  type TFilterChange,
} from '../../components/admin-list';
import { isApiError } from '../../lib/api-client';
import { flattenServiceRequestPages, useServiceRequests } from './api/find-service-requests';
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

const ALL = 'all';
const DETAIL_PARAM = 'id';
const COLUMNS = [
  'customer',
  'address',
  'portal',
  'kind',
  'service',
  'reference',
  'delivery',
  'boStatus',
  'created',
  'actions',
];

/** The rows of count chips: per back-office status, and per delivery state. */
const COUNT_ROWS = [
  {
    key: 'boStatus',
    values: BACK_OFFICE_STATUS_FILTERS,
    label: 'filters.statusCounts',
    title: 'filters.statusRow',
  },
  { key: 'delivery', values: DELIVERY_STATES, label: 'filters.deliveryCounts', title: 'filters.deliveryRow' },
] as const;

/**
 * The count after a chip's label. Until the counts are here a hidden digit holds its place: chips
 * that widened when their counts arrived wrapped the row and moved the page below (issue 33 §1,
 * layout shift 0.12 on a phone).
 */
function ChipCount({ n }: { n: number | undefined }) {
  if (n === undefined) {
    return (
      <span style={{ visibility: 'hidden' }} aria-hidden="true">
        {' 0'}
      </span>
    );
  }
  return <>{` ${formatNumber(n)}`}</>;
}

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
  /** The count per value (each row's counts hold all its values). */
  counts: Partial<Record<Value, number>> | null;
  chosen: string;
  labelOf: (value: Value) => string;
  onChoose: (value: Value | '') => void;
}) {
  const { t } = useTranslation('service-requests');
  const total = counts ? values.reduce((sum, v) => sum + (counts[v] ?? 0), 0) : undefined;
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
          <ChipCount n={total} />
        </Chip>
        {values.map((value) => (
          <Chip key={value} value={value} size="sm" variant="outline">
            {labelOf(value)}
            <ChipCount n={counts?.[value]} />
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}

export function ServiceRequestsPage() {
  const { t } = useTranslation('service-requests');
  const kindLabel = useKindLabel();
  const when = useDateTime();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();

  /** What the list is filtered by: the address's parameters. */
  const applied = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  /** What the inputs show, as typed (text reaches the address after a pause). */
  const filters = useFilterInputs({
    initial: applied,
    empty: NO_SERVICE_REQUEST_FILTERS,
    apply: (change: TFilterChange<TServiceRequestFilterState>) => setApplied(change(applied)),
  });
  const { inputs, setInputs } = filters;
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

  const exporter = useListExport(
    t,
    (onProgress) => downloadServiceRequestExport(query, onProgress),
    (error) => {
      const noData = isApiError(error) && (error.status === 404 || error.status === 422);
      return { color: noData ? 'yellow' : 'red', message: t(noData ? 'export.noData' : 'export.failed') };
    },
    t('dismiss'),
  );

  const nameOf = (r: TServiceRequestListItem) => r.customer.name || r.customer.email || r.customer.uid;
  const portalOf = (r: TServiceRequestListItem) => r.portalTitle ?? r.portalId ?? t('unknownPortal');
  const openButton = (r: TServiceRequestListItem) => (
    <RowButton
      icon={IconEye}
      label={t('openLabel', { name: nameOf(r), kind: kindLabel(r.kind) })}
      onClick={() => openDetail(r.id)}
    >
      {t('open')}
    </RowButton>
  );

  const half = { base: 12, sm: 6, lg: 4 };
  const field = filterFieldsFor<TServiceRequestFilterState>(t, filters);
  const kinds = SERVICE_REQUEST_KINDS.map((k) => ({ value: k, label: kindLabel(k) }));
  const fields = [
    field.search('text', half),
    field.text('customer', half, { placeholder: t('filters.customerPlaceholder'), maxLength: 200 }),
    field.portal(portals.data?.portals, half),
    field.select('kind', t('filters.allKinds'), kinds, half),
    ...field.dates({ base: 6, sm: 3, lg: 2 }),
  ];

  return (
    <AdminPage
      {...pageWords(t)}
      exporter={exporter}
      modals={
        <ServiceRequestDetailModal
          id={detailId}
          opened={detailId !== null}
          onClose={() => openDetail(null)}
        />
      }
    >
      <FoldingFilters
        t={t}
        before={
          <Stack gap="sm">
            {COUNT_ROWS.map(({ key, values, label, title }) => (
              <CountChips
                key={key}
                label={t(label)}
                title={t(title)}
                values={values}
                counts={counts?.[key] ?? null}
                chosen={applied[key]}
                labelOf={(value) => t(`${key}.${value}`)}
                onChoose={(value) => filters.choose(key, value)}
              />
            ))}
          </Stack>
        }
        open={panelOpen}
        onToggle={() => setPanelOpen((open) => !open)}
        id="service-request-filters"
        activeCount={activeCount}
        filters={filters}
        fields={fields}
      />

      {/* columns sized to fit the card at 1280 px; narrower windows scroll inside the card */}
      <ListBody
        list={list}
        {...listWords(t)}
        items={requests}
        keyOf={(r) => r.id}
        // Open keeps the address's other parameters: its handler reads them from its render
        rowDeps={[searchParams]}
        loadingLabel={t('common:loading')}
        emptyText={activeCount > 0 ? t('empty') : t('emptyNone')}
        minWidth={980}
        scrollType="native"
        horizontalSpacing="sm"
        head={headCells(
          COLUMNS.map((column) => t(`columns.${column}`)),
          classes.actions,
        )}
        row={(r) => (
          <>
            <Table.Td>
              <Text fz="sm" fw={500} maw={200} truncate="end" title={nameOf(r)}>
                {nameOf(r)}
              </Text>
              <Text fz="xs" c="dimmed" maw={200} truncate="end" title={r.customer.email || undefined}>
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
          </>
        )}
        card={(r) => (
          <ListCard
            heading={
              <>
                <Text fw={600}>{kindLabel(r.kind)}</Text>
                <Text fz="xs" c="dimmed">
                  <ReferenceText item={r} />
                </Text>
                <Text fz="xs" c="dimmed">
                  {when(r.createdAt)}
                </Text>
              </>
            }
            aside={
              <Group gap={4} justify="flex-end">
                <DeliveryBadge item={r} />
                <StatusBadge status={r.boStatus} delivery={r.delivery} />
              </Group>
            }
            actions={openButton(r)}
          >
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
          </ListCard>
        )}
        footer={countLine(t, requests.length, counts)}
      />
    </AdminPage>
  );
}
