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
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Collapse,
  Container,
  Grid,
  Group,
  Loader,
  Center,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconChartBar,
  IconFileSpreadsheet,
  IconFilter,
  IconSearch,
  IconSettings,
  IconTrash,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  customerAddressText,
  type TCustomerProfileListItem,
} from '../../../domain/customer-profiles/customer-profile-admin';
import { AdminPageHeader } from '../../components/admin-shell/admin-page-header';
import { ExportProgress } from '../../components/export-progress';
import { EmailText } from '../../components/email-text';
import { ListFooter } from '../../components/list-footer';
import { TableEmptyRow, TableLoadingRow } from '../../components/table-status-rows';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../../domain/paths';
import {
  countsOf,
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
const TEXT_DEBOUNCE_MS = 300;
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

  /** What the inputs show, as typed. */
  const [inputs, setInputs] = useState<TCustomerProfileFilterState>({
    ...NO_CUSTOMER_PROFILE_FILTERS,
    customerId: linkedCustomerId,
  });
  /** What the list is filtered by (text applied after a pause, and only once valid). */
  const [applied, setAppliedState] = useState<TCustomerProfileFilterState>(inputs);
  const queryClient = useQueryClient();
  /** A filter change starts the list again at its first 20 (no pages kept from an earlier visit). */
  function setApplied(change: (current: TCustomerProfileFilterState) => TCustomerProfileFilterState) {
    queryClient.removeQueries({ queryKey: customerProfileKeys.lists() });
    setAppliedState(change);
  }
  const [panelOpen, setPanelOpen] = useState(linkedCustomerId !== '');
  const [managing, setManaging] = useState<{ opened: boolean; customer: TCustomerProfileListItem | null }>({
    opened: false,
    customer: null,
  });
  const [deleting, setDeleting] = useState<{ opened: boolean; customer: TCustomerProfileListItem | null }>({
    opened: false,
    customer: null,
  });
  const [exportBytes, setExportBytes] = useState<number | null>(null);

  const query = useMemo(() => filterQuery(applied), [applied]);
  const list = useCustomerProfiles(query);
  const options = useCustomerProfileFilterOptions();
  const customers = flattenCustomerPages(list.data?.pages);
  const counts = countsOf(list.data?.pages);
  const activeCount = Object.values(query).length;
  const datesOutOfOrder = Boolean(
    inputs.createdFrom && inputs.createdTo && inputs.createdFrom > inputs.createdTo,
  );

  const applyText = useDebouncedCallback((key: keyof TCustomerProfileFilterState, value: string) => {
    if (applicable(key, value)) setApplied((current) => ({ ...current, [key]: value }));
  }, TEXT_DEBOUNCE_MS);

  function typeFilter(key: 'customer' | 'customerId' | 'zip', value: string) {
    setInputs((current) => ({ ...current, [key]: value }));
    applyText(key, value);
  }

  function chooseFilter(key: keyof TCustomerProfileFilterState, value: string) {
    const next = { ...inputs, [key]: value };
    setInputs(next);
    if (next.createdFrom && next.createdTo && next.createdFrom > next.createdTo) return;
    setApplied((current) => ({
      ...current,
      createdFrom: next.createdFrom,
      createdTo: next.createdTo,
      [key]: value,
    }));
  }

  function clearAll() {
    setInputs(NO_CUSTOMER_PROFILE_FILTERS);
    setApplied(() => NO_CUSTOMER_PROFILE_FILTERS);
  }

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

  async function exportToExcel() {
    setExportBytes(0);
    try {
      const { fileName } = await downloadCustomerExport(query, setExportBytes);
      notifications.show({
        color: 'green',
        message: t('export.done', { fileName }),
        closeButtonProps: { 'aria-label': t('dismiss') },
      });
    } catch (error) {
      const key = exportFailureKey(error);
      notifications.show({
        color: key === 'export.noData' ? 'yellow' : 'red',
        message: t(key),
        closeButtonProps: { 'aria-label': t('dismiss') },
      });
    } finally {
      setExportBytes(null);
    }
  }

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

  const emptyText = t('empty');
  const showEmpty = !list.isPending && !list.isError && customers.length === 0;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <AdminPageHeader
          title={t('title')}
          subtitle={t('subtitle')}
          back={{ label: t('backToAdminCenter') }}
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
              <Button
                leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
                loading={exportBytes !== null}
                onClick={() => void exportToExcel()}
              >
                {t('export.button')}
              </Button>
            </>
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
          <Group justify="space-between" gap="sm">
            <Button
              variant="subtle"
              leftSection={<IconFilter size={18} aria-hidden="true" />}
              aria-expanded={panelOpen}
              aria-controls="customer-profile-filters"
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
            <Grid id="customer-profile-filters" gutter="md" mt="md">
              <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
                <TextInput
                  type="search"
                  label={t('filters.customer')}
                  placeholder={t('filters.customerPlaceholder')}
                  leftSection={<IconSearch size={16} aria-hidden="true" />}
                  value={inputs.customer}
                  maxLength={100}
                  onChange={(e) => typeFilter('customer', e.currentTarget.value)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
                <TextInput
                  label={t('filters.customerId')}
                  value={inputs.customerId}
                  maxLength={200}
                  onChange={(e) => typeFilter('customerId', e.currentTarget.value)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
                <Select
                  label={t('filters.portal')}
                  allowDeselect={false}
                  searchable
                  value={inputs.portal || ANY}
                  data={[
                    { value: ANY, label: t('filters.allPortals') },
                    ...(options.data?.portals ?? []).map((p) => ({ value: p.id, label: p.title })),
                  ]}
                  onChange={(value) => chooseFilter('portal', value && value !== ANY ? value : '')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 6, lg: 3 }}>
                <Select
                  label={t('filters.customerType')}
                  allowDeselect={false}
                  value={inputs.customerType || ANY}
                  data={[
                    { value: ANY, label: t('filters.allTypes') },
                    { value: 'residential', label: t('types.residential') },
                    { value: 'enterprise', label: t('types.enterprise') },
                  ]}
                  onChange={(value) => chooseFilter('customerType', value && value !== ANY ? value : '')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 6, lg: 3 }}>
                <TextInput
                  label={t('filters.zip')}
                  inputMode="numeric"
                  maxLength={5}
                  value={inputs.zip}
                  error={
                    inputs.zip !== '' && !applicable('zip', inputs.zip) ? t('filters.zipInvalid') : undefined
                  }
                  onChange={(e) => typeFilter('zip', e.currentTarget.value.replace(/\D/g, ''))}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 6, lg: 3 }}>
                <TextInput
                  type="date"
                  label={t('filters.createdFrom')}
                  value={inputs.createdFrom}
                  onChange={(e) => chooseFilter('createdFrom', e.currentTarget.value)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 6, lg: 3 }}>
                <TextInput
                  type="date"
                  label={t('filters.createdTo')}
                  value={inputs.createdTo}
                  error={datesOutOfOrder ? t('filters.datesOutOfOrder') : undefined}
                  onChange={(e) => chooseFilter('createdTo', e.currentTarget.value)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
                <Select
                  label={t('filters.serviceChanges')}
                  allowDeselect={false}
                  value={inputs.hasServiceChanges || ANY}
                  data={[
                    { value: ANY, label: t('filters.any') },
                    { value: 'true', label: t('filters.withChanges') },
                    { value: 'false', label: t('filters.withoutChanges') },
                  ]}
                  onChange={(value) => chooseFilter('hasServiceChanges', value && value !== ANY ? value : '')}
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

        {/* phones (under 768 px) get one card per customer instead of the wide table */}
        <Stack
          gap="sm"
          hiddenFrom="sm"
          aria-label={t('tableLabel')}
          role={customers.length > 0 && !list.isPending ? 'list' : undefined}
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
            customers.map((customer) => (
              <Paper key={customer.uid} withBorder radius="md" p="md" role="listitem">
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
              </Paper>
            ))
          )}
        </Stack>

        <Paper withBorder radius="md" visibleFrom="sm">
          <Table.ScrollContainer minWidth={900}>
            <Table
              striped
              highlightOnHover
              verticalSpacing="sm"
              horizontalSpacing="md"
              aria-label={t('tableLabel')}
              aria-busy={list.isFetching}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.portal')}</Table.Th>
                  <Table.Th>{t('columns.name')}</Table.Th>
                  <Table.Th>{t('columns.email')}</Table.Th>
                  <Table.Th>{t('columns.phone')}</Table.Th>
                  <Table.Th>{t('columns.address')}</Table.Th>
                  <Table.Th ta="end">{t('columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.isPending ? (
                  <TableLoadingRow colSpan={COLUMNS} label={t('common:loading')} />
                ) : showEmpty ? (
                  <TableEmptyRow colSpan={COLUMNS}>{emptyText}</TableEmptyRow>
                ) : (
                  customers.map((customer) => (
                    <Table.Tr key={customer.uid}>
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
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>

        {counts && customers.length > 0 ? (
          <ListFooter
            shownText={t('footer', {
              shown: formatNumber(customers.length),
              matching: `${formatNumber(counts.matching)}${counts.matchingCapped ? '+' : ''}`,
              total: formatNumber(counts.total),
            })}
            loadMoreText={t('loadMore')}
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        ) : null}
      </Stack>

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
    </Container>
  );
}
