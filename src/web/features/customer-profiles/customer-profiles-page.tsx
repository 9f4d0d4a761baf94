/**
 * Customer Profiles (spec 03 §2.9, §8, §9), for customerservice and admin: the filter panel, 20
 * profiles at a time with Load More, "Showing X of Y customers (total: Z)", Manage and Delete per row,
 * View Dashboard and Export to Excel with download progress. Filtering, counting and paging run on
 * the server (keyset pages); phones get one card per customer instead of the wide table.
 *
 * The link `?customerId=…` pre-filters to that customer, opens the filter panel and opens the
 * customer's detail once the list has it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge, Button, Collapse, Grid, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconChartBar, IconSearch, IconSettings, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  customerAddressText,
  type TCustomerProfileListItem,
} from '../../../domain/customer-profiles/customer-profile-admin';
import {
  AdminListPage,
  countsOf,
  ExportButton,
  ExportStatus,
  FilterBar,
  FilterPanel,
  ListError,
  ListMore,
  ListResults,
  useAppliedFilters,
  useFilterInputs,
  useListExport,
} from '../../components/admin-list';
import { EmailText } from '../../components/email-text';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../../domain/paths';
import {
  filterQuery,
  flattenCustomerPages,
  NO_CUSTOMER_PROFILE_FILTERS,
  useCustomerProfiles,
  type TCustomerProfileFilterState,
} from './api/find-customer-profiles';
import { useCustomerProfileFilterOptions } from './api/find-customer-profile-filter-options';
import { downloadCustomerExport } from './api/export-customer-profiles';
import { customerProfileKeys } from './api/customer-profile-keys';
import { DeleteCustomerModal } from './components/delete-customer-modal';
import { ManageCustomerProfileModal } from './components/manage-customer-profile-modal';
import { formatNumber } from '../../i18n/format';

const ANY = 'any';
const COLUMNS = 6;

/** A filter value the server accepts, or undefined while the typed text is not one yet. */
function applicable(key: keyof TCustomerProfileFilterState, value: string): boolean {
  const text = value.trim();
  if (key === 'zip') return text === '' || /^\d{5}$/.test(text);
  return true;
}

/**
 * The spec's words for a failed export (03 §8): nothing to export (404/422); "Failed to prepare export
 * data" when the server refused or failed before the file began (any other answer); "Failed to export
 * data" when the download itself broke (the network, or the file cut off).
 */
export function exportFailureKey(error: unknown): 'export.noData' | 'export.prepareFailed' | 'export.failed' {
  if (!isApiError(error)) return 'export.failed';
  if (error.status === 404 || error.status === 422) return 'export.noData';
  return error.status > 0 ? 'export.prepareFailed' : 'export.failed';
}

export function CustomerProfilesPage() {
  const { t, i18n } = useTranslation('customer-profiles');
  const language = i18n.resolvedLanguage ?? 'en';
  const [searchParams] = useSearchParams();
  const linkedCustomerId = searchParams.get('customerId')?.trim() ?? '';
  const queryClient = useQueryClient();

  const linked = { ...NO_CUSTOMER_PROFILE_FILTERS, customerId: linkedCustomerId };
  /** What the list is filtered by (text applied after a pause, and only once valid). */
  const [applied, apply] = useAppliedFilters<TCustomerProfileFilterState>(
    linked,
    customerProfileKeys.lists(),
  );
  /** What the inputs show, as typed. */
  const filters = useFilterInputs({
    initial: linked,
    empty: NO_CUSTOMER_PROFILE_FILTERS,
    apply,
    accept: applicable,
  });
  const [panelOpen, setPanelOpen] = useState(linkedCustomerId !== '');
  const [managing, setManaging] = useState<{ opened: boolean; customer: TCustomerProfileListItem | null }>({
    opened: false,
    customer: null,
  });
  const [deleting, setDeleting] = useState<{ opened: boolean; customer: TCustomerProfileListItem | null }>({
    opened: false,
    customer: null,
  });

  const query = useMemo(() => filterQuery(applied), [applied]);
  const list = useCustomerProfiles(query);
  const options = useCustomerProfileFilterOptions();
  const customers = flattenCustomerPages(list.data?.pages);
  const counts = countsOf(list.data?.pages);
  const activeCount = Object.values(query).length;

  // the ?customerId= link opens that customer's detail once the list has loaded it (once per link)
  const openedLink = useRef('');
  useEffect(() => {
    if (!linkedCustomerId || openedLink.current === linkedCustomerId) return;
    const customer = customers.find((c) => c.uid === linkedCustomerId);
    if (customer) {
      openedLink.current = linkedCustomerId;
      setManaging({ opened: true, customer });
    }
  }, [customers, linkedCustomerId]);

  const exporter = useListExport((onProgress) => downloadCustomerExport(query, onProgress), {
    button: t('export.button'),
    progress: (size) => t('export.progress', { size }),
    done: (fileName) => t('export.done', { fileName }),
    failed: (error) => {
      const key = exportFailureKey(error);
      return { color: key === 'export.noData' ? 'yellow' : 'red', message: t(key) };
    },
    dismiss: t('dismiss'),
  });

  const nameOf = (c: TCustomerProfileListItem) =>
    `${c.firstName} ${c.lastName}`.trim() || c.organizationName || c.email;
  const portalOf = (c: TCustomerProfileListItem) => c.portalTitle ?? t('unknownPortal');

  const rowActions = (customer: TCustomerProfileListItem) => (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconSettings size={16} aria-hidden="true" />}
        aria-label={t('manageLabel', { name: nameOf(customer) })}
        onClick={() => setManaging({ opened: true, customer })}
      >
        {t('manage')}
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden="true" />}
        aria-label={t('deleteLabel', { name: nameOf(customer) })}
        onClick={() => setDeleting({ opened: true, customer })}
      >
        {t('delete')}
      </Button>
    </Group>
  );

  const showEmpty = !list.isPending && !list.isError && customers.length === 0;

  return (
    <AdminListPage
      title={t('title')}
      subtitle={t('subtitle')}
      backLabel={t('backToAdminCenter')}
      actions={
        <>
          <Button
            component={Link}
            to={paths.admin.dashboard}
            variant="default"
            leftSection={<IconChartBar size={18} aria-hidden="true" />}
          >
            {t('viewDashboard')}
          </Button>
          <ExportButton exporter={exporter} />
        </>
      }
      modals={
        <>
          <ManageCustomerProfileModal
            opened={managing.opened}
            uid={managing.customer?.uid ?? null}
            onClose={() => setManaging((m) => ({ ...m, opened: false }))}
            // the list shows names, e-mails and phones the save may have changed
            onSaved={() => void queryClient.invalidateQueries({ queryKey: customerProfileKeys.lists() })}
          />
          <DeleteCustomerModal
            opened={deleting.opened}
            customer={deleting.customer}
            onClose={() => setDeleting((d) => ({ ...d, opened: false }))}
          />
        </>
      }
    >
      <ExportStatus exporter={exporter} language={language} />

      <FilterPanel label={t('filters.label')}>
        <FilterBar
          open={panelOpen}
          onToggle={() => setPanelOpen((open) => !open)}
          controls="customer-profile-filters"
          toggleText={t('filters.toggle')}
          activeCount={activeCount}
          showClear={activeCount > 0 || filters.typed}
          clearText={t('filters.clearAll')}
          onClear={filters.clearAll}
        />
        <Collapse in={panelOpen}>
          <Grid id="customer-profile-filters" gutter="md" mt="md">
            <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
              <TextInput
                type="search"
                label={t('filters.customer')}
                placeholder={t('filters.customerPlaceholder')}
                leftSection={<IconSearch size={16} aria-hidden="true" />}
                value={filters.inputs.customer}
                maxLength={100}
                onChange={(e) => filters.typeText('customer', e.currentTarget.value)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
              <TextInput
                label={t('filters.customerId')}
                value={filters.inputs.customerId}
                maxLength={200}
                onChange={(e) => filters.typeText('customerId', e.currentTarget.value)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
              <Select
                label={t('filters.portal')}
                allowDeselect={false}
                searchable
                value={filters.inputs.portal || ANY}
                data={[
                  { value: ANY, label: t('filters.allPortals') },
                  ...(options.data?.portals ?? []).map((p) => ({ value: p.id, label: p.title })),
                ]}
                onChange={(value) => filters.choose('portal', value && value !== ANY ? value : '')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 6, lg: 3 }}>
              <Select
                label={t('filters.customerType')}
                allowDeselect={false}
                value={filters.inputs.customerType || ANY}
                data={[
                  { value: ANY, label: t('filters.allTypes') },
                  { value: 'residential', label: t('types.residential') },
                  { value: 'enterprise', label: t('types.enterprise') },
                ]}
                onChange={(value) => filters.choose('customerType', value && value !== ANY ? value : '')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 6, lg: 3 }}>
              <TextInput
                label={t('filters.zip')}
                inputMode="numeric"
                maxLength={5}
                value={filters.inputs.zip}
                error={
                  filters.inputs.zip !== '' && !applicable('zip', filters.inputs.zip)
                    ? t('filters.zipInvalid')
                    : undefined
                }
                onChange={(e) => filters.typeText('zip', e.currentTarget.value.replace(/\D/g, ''))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 6, lg: 3 }}>
              <TextInput
                type="date"
                label={t('filters.createdFrom')}
                value={filters.inputs.createdFrom}
                onChange={(e) => filters.choose('createdFrom', e.currentTarget.value)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 6, lg: 3 }}>
              <TextInput
                type="date"
                label={t('filters.createdTo')}
                value={filters.inputs.createdTo}
                error={filters.datesOutOfOrder ? t('filters.datesOutOfOrder') : undefined}
                onChange={(e) => filters.choose('createdTo', e.currentTarget.value)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
              <Select
                label={t('filters.serviceChanges')}
                allowDeselect={false}
                value={filters.inputs.hasServiceChanges || ANY}
                data={[
                  { value: ANY, label: t('filters.any') },
                  { value: 'true', label: t('filters.withChanges') },
                  { value: 'false', label: t('filters.withoutChanges') },
                ]}
                onChange={(value) => filters.choose('hasServiceChanges', value && value !== ANY ? value : '')}
              />
            </Grid.Col>
          </Grid>
        </Collapse>
      </FilterPanel>

      {list.isError ? (
        <ListError title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />
      ) : null}

      <ListResults
        items={customers}
        keyOf={(customer) => customer.uid}
        label={t('tableLabel')}
        loadingLabel={t('common:loading')}
        pending={list.isPending}
        fetching={list.isFetching}
        empty={showEmpty ? t('empty') : null}
        minWidth={900}
        columns={COLUMNS}
        head={
          <>
            <Table.Th>{t('columns.portal')}</Table.Th>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.email')}</Table.Th>
            <Table.Th>{t('columns.phone')}</Table.Th>
            <Table.Th>{t('columns.address')}</Table.Th>
            <Table.Th ta="end">{t('columns.actions')}</Table.Th>
          </>
        }
        row={(customer) => (
          <>
            <Table.Td>
              <Text fz="sm">{portalOf(customer)}</Text>
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Text fz="sm" fw={500}>
                  {nameOf(customer)}
                </Text>
                {customer.customerType === 'enterprise' ? (
                  <Badge variant="light" size="xs">
                    {t('types.enterprise')}
                  </Badge>
                ) : null}
              </Group>
            </Table.Td>
            <Table.Td>
              <Text fz="sm">
                <EmailText email={customer.email} />
              </Text>
            </Table.Td>
            <Table.Td>
              <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {customer.phoneNumber || '-'}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text fz="sm">{customerAddressText(customer)}</Text>
            </Table.Td>
            <Table.Td>{rowActions(customer)}</Table.Td>
          </>
        )}
        card={(customer) => (
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600}>{nameOf(customer)}</Text>
                <Text fz="xs" c="dimmed">
                  {portalOf(customer)}
                </Text>
              </Stack>
              {customer.customerType === 'enterprise' ? (
                <Badge variant="light" size="sm">
                  {t('types.enterprise')}
                </Badge>
              ) : null}
            </Group>
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {customer.email}
            </Text>
            {customer.phoneNumber ? <Text fz="sm">{customer.phoneNumber}</Text> : null}
            <Text fz="sm" c="dimmed">
              {customerAddressText(customer)}
            </Text>
            <Group justify="flex-end" mt={4}>
              {rowActions(customer)}
            </Group>
          </Stack>
        )}
      />

      {counts && customers.length > 0 ? (
        <ListMore
          list={list}
          shownText={t('footer', {
            shown: formatNumber(customers.length),
            matching: `${formatNumber(counts.matching)}${counts.matchingCapped ? '+' : ''}`,
            total: formatNumber(counts.total),
          })}
          loadMoreText={t('loadMore')}
        />
      ) : null}
    </AdminListPage>
  );
}
