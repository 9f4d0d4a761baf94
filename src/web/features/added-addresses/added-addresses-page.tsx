/**
 * Address Management (/admin/added-addresses, spec 03 §2.15, §3, §8, §9): the addresses staff added
 * for sites the back office does not have yet, newest first, 20 at a time with Load More, a text
 * filter and a portal filter (both run on the server), each Verified (with Smarty data) or Manual.
 * Delete asks first ("Address deleted successfully"); Export to Excel streams the server's
 * added-addresses-{yyyy-MM-dd}.xlsx; with the built-in back office an address can be loaded as a real
 * site. A load failure shows an error (never sample data). Phones get cards instead of the table.
 */
import { useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
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
import {
  IconAlertCircle,
  IconBuildingWarehouse,
  IconFileSpreadsheet,
  IconSearch,
  IconTrash,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAddedAddress, TAddedAddressFilters } from '../../../domain/address-tools/address-tools';
import { formatPhone } from '../../../domain/registration/phone';
import { AdminPageHeader } from '../../components/admin-shell/admin-page-header';
import { ExportProgress } from '../../components/export-progress';
import { EmailText } from '../../components/email-text';
import { ListFooter } from '../../components/list-footer';
import { TableEmptyRow, TableLoadingRow } from '../../components/table-status-rows';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../../domain/paths';
import {
  VerificationBadge,
  addressToolsKeys,
  customerNameOf,
  useAddressToolsPortals,
  useToolMessage,
} from '../undelivered-cart';
import { addedCountsOf, flattenAddedPages, useAddedAddresses } from './api/find-added-addresses';
import { downloadAddedAddresses } from './api/export-added-addresses';
import { useLoadAddedAddress } from './api/load-added-address';
import { DeleteAddedAddressModal } from './components/delete-added-address-modal';
import { formatDateTime, formatNumber } from '../../i18n/format';

const ANY = 'any';
const TEXT_DEBOUNCE_MS = 300;
const COLUMNS = 6;

export interface TAddedAddressFilterState {
  text: string;
  portal: string;
}

const NO_FILTERS: TAddedAddressFilterState = { text: '', portal: '' };

/** The query values: blanks left out, text trimmed. */
export function addedFilterQuery(filters: TAddedAddressFilterState): TAddedAddressFilters {
  const query: TAddedAddressFilters = {};
  if (filters.text.trim()) query.text = filters.text.trim();
  if (filters.portal) query.portal = filters.portal;
  return query;
}

export function AddedAddressesPage() {
  const { t, i18n } = useTranslation('added-addresses');
  const language = i18n.resolvedLanguage ?? 'en';
  const toolMessage = useToolMessage();
  const queryClient = useQueryClient();
  const [inputs, setInputs] = useState<TAddedAddressFilterState>(NO_FILTERS);
  const [applied, setAppliedState] = useState<TAddedAddressFilterState>(NO_FILTERS);
  const [deleting, setDeleting] = useState<{ opened: boolean; item: TAddedAddress | null }>({
    opened: false,
    item: null,
  });
  const [exportBytes, setExportBytes] = useState<number | null>(null);
  const [loadingId, setLoadingId] = useState<string | null>(null);

  const query = useMemo(() => addedFilterQuery(applied), [applied]);
  const list = useAddedAddresses(query);
  const portals = useAddressToolsPortals();
  const load = useLoadAddedAddress();
  const items = flattenAddedPages(list.data?.pages);
  const counts = addedCountsOf(list.data?.pages);

  /** A filter change starts the list again at its first 20. */
  function setApplied(next: TAddedAddressFilterState) {
    queryClient.removeQueries({ queryKey: addressToolsKeys.addedLists() });
    setAppliedState(next);
  }
  const applyText = useDebouncedCallback(
    (text: string) => setApplied({ ...applied, text }),
    TEXT_DEBOUNCE_MS,
  );

  const notify = (color: string, message: string) =>
    notifications.show({ color, message, closeButtonProps: { 'aria-label': t('close') } });

  async function exportToExcel() {
    setExportBytes(0);
    try {
      const { fileName } = await downloadAddedAddresses(query, setExportBytes);
      notify('green', t('export.done', { fileName }));
    } catch (error) {
      const noData = isApiError(error) && error.status === 404;
      notify(noData ? 'yellow' : 'red', toolMessage(error, noData ? 'noAddressesToExport' : 'exportFailed'));
    } finally {
      setExportBytes(null);
    }
  }

  function loadIntoBackOffice(item: TAddedAddress) {
    setLoadingId(item.id);
    load.mutate(item.id, {
      onSuccess: () => notify('green', t('undelivered-cart:messages.addressLoaded')),
      onError: (error) => notify('red', toolMessage(error, 'loadFailed')),
      onSettled: () => setLoadingId(null),
    });
  }

  const dateOf = (item: TAddedAddress) => formatDateTime(item.createdAt);

  const statusBadges = (item: TAddedAddress) => (
    <Group gap={4} wrap="wrap" style={{ flexShrink: 0 }}>
      <VerificationBadge verification={item.verification} />
      {item.loadedSite ? (
        <Badge size="sm" variant="light" color="blue">
          {t('loaded')}
        </Badge>
      ) : null}
    </Group>
  );

  const rowActions = (item: TAddedAddress) => {
    const label = item.addressToAdd.CM04_ADD2;
    return (
      <Group gap="xs" justify="flex-end" wrap="wrap">
        {item.loadedSite ? null : (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconBuildingWarehouse size={16} aria-hidden="true" />}
            aria-label={t('loadLabel', { address: label })}
            loading={loadingId === item.id}
            disabled={loadingId !== null && loadingId !== item.id}
            onClick={() => loadIntoBackOffice(item)}
          >
            {t('load')}
          </Button>
        )}
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          aria-label={t('deleteLabel', { address: label })}
          onClick={() => setDeleting({ opened: true, item })}
        >
          {t('delete.button')}
        </Button>
      </Group>
    );
  };

  const customerLines = (item: TAddedAddress) => {
    const c = item.customerInfo;
    const name = customerNameOf(item);
    return (
      <>
        {name ? <Text fz="sm">{name}</Text> : null}
        {c?.email ? (
          <Text fz="sm">
            <EmailText email={c.email} />
          </Text>
        ) : null}
        {c?.phoneNumber ? (
          <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatPhone(c.phoneNumber)}
          </Text>
        ) : null}
      </>
    );
  };

  const filtered = Object.keys(query).length > 0;
  const emptyText = filtered ? t('emptyFiltered') : t('empty');
  const showEmpty = !list.isPending && !list.isError && items.length === 0;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <AdminPageHeader
          title={t('title')}
          subtitle={t('subtitle')}
          back={{ label: t('backToAdmin') }}
          actions={
            <>
              <Button
                component={Link}
                to={paths.admin.undeliveredCart}
                variant="default"
                leftSection={<IconTruckDelivery size={18} aria-hidden="true" />}
              >
                {t('handleUndeliveredCart')}
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
          <Grid gutter="md" align="flex-end">
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <TextInput
                type="search"
                label={t('filters.text')}
                placeholder={t('filters.textPlaceholder')}
                leftSection={<IconSearch size={16} aria-hidden="true" />}
                maxLength={100}
                value={inputs.text}
                onChange={(e) => {
                  const text = e.currentTarget.value;
                  setInputs((current) => ({ ...current, text }));
                  applyText(text);
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <Select
                label={t('filters.portal')}
                allowDeselect={false}
                searchable
                value={inputs.portal || ANY}
                data={[
                  { value: ANY, label: t('filters.allPortals') },
                  ...(portals.data?.items ?? []).map((p) => ({ value: p.id, label: p.title })),
                ]}
                onChange={(value) => {
                  const portal = value && value !== ANY ? value : '';
                  setInputs((current) => ({ ...current, portal }));
                  setApplied({ text: inputs.text, portal });
                }}
              />
            </Grid.Col>
          </Grid>
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

        {/* phones (under 768 px) get one card per address instead of the wide table */}
        <Stack
          gap="sm"
          hiddenFrom="sm"
          aria-label={t('tableLabel')}
          role={items.length > 0 && !list.isPending ? 'list' : undefined}
        >
          {list.isPending ? (
            <Center py="xl">
              <Loader aria-label={t('loading')} />
            </Center>
          ) : showEmpty ? (
            <Text ta="center" c="dimmed" py="xl">
              {emptyText}
            </Text>
          ) : (
            items.map((item) => (
              <Paper key={item.id} withBorder radius="md" p="md" role="listitem">
                <Stack gap={6}>
                  <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600}>{item.addressToAdd.CM04_ADD2}</Text>
                      <Text fz="sm">
                        {item.addressToAdd.CM04_CITY}, {item.addressToAdd.CM04_STAT}{' '}
                        {item.addressToAdd.CM04_PZIP}
                      </Text>
                    </Stack>
                    {statusBadges(item)}
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {item.portalTitle ?? t('unknownPortal')} · {dateOf(item)}
                  </Text>
                  {customerLines(item)}
                  <Group justify="flex-end" mt={4}>
                    {rowActions(item)}
                  </Group>
                </Stack>
              </Paper>
            ))
          )}
        </Stack>

        <Paper withBorder radius="md" visibleFrom="sm">
          <Table.ScrollContainer minWidth={960}>
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
                  <Table.Th>{t('columns.address')}</Table.Th>
                  <Table.Th>{t('columns.portal')}</Table.Th>
                  <Table.Th>{t('columns.customer')}</Table.Th>
                  <Table.Th miw={120}>{t('columns.status')}</Table.Th>
                  <Table.Th miw={120}>{t('columns.added')}</Table.Th>
                  <Table.Th ta="end">{t('columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.isPending ? (
                  <TableLoadingRow colSpan={COLUMNS} label={t('loading')} />
                ) : showEmpty ? (
                  <TableEmptyRow colSpan={COLUMNS}>{emptyText}</TableEmptyRow>
                ) : (
                  items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>
                        <Text fz="sm" fw={500}>
                          {item.addressToAdd.CM04_ADD2}
                        </Text>
                        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          {item.addressToAdd.CM04_CITY}, {item.addressToAdd.CM04_STAT}{' '}
                          {item.addressToAdd.CM04_PZIP}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text fz="sm">{item.portalTitle ?? t('unknownPortal')}</Text>
                      </Table.Td>
                      <Table.Td>{customerLines(item)}</Table.Td>
                      <Table.Td miw={120}>{statusBadges(item)}</Table.Td>
                      <Table.Td>
                        <Text fz="sm">{dateOf(item)}</Text>
                        {item.createdBy ? (
                          <Text fz="xs" c="dimmed">
                            {item.createdBy}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{rowActions(item)}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>

        {counts && items.length > 0 ? (
          <ListFooter
            shownText={t('footer', {
              shown: formatNumber(items.length),
              matching: formatNumber(counts.matching),
              total: formatNumber(counts.total),
            })}
            loadMoreText={t('loadMore')}
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        ) : null}
      </Stack>

      <DeleteAddedAddressModal
        opened={deleting.opened}
        item={deleting.item}
        onClose={() => setDeleting((d) => ({ ...d, opened: false }))}
        onDeleted={(message) => {
          setDeleting((d) => ({ ...d, opened: false }));
          notify('green', message);
        }}
      />
    </Container>
  );
}
