/**
 * Address Management (/admin/added-addresses, spec 03 §2.15, §3, §8, §9): the addresses staff added
 * for sites the back office does not have yet, newest first, 20 at a time with Load More, a text
 * filter and a portal filter (both run on the server), each Verified (with Smarty data) or Manual.
 * Delete asks first ("Address deleted successfully"); Export to Excel streams the server's
 * added-addresses-{yyyy-MM-dd}.xlsx; with the built-in back office an address can be loaded as a real
 * site. A load failure shows an error (never sample data). Phones get cards instead of the table.
 */
import { useMemo, useState } from 'react';
import { Badge, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingWarehouse, IconTrash, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TAddedAddress, TAddedAddressFilters } from '../../../domain/address-tools/address-tools';
import { formatPhone } from '../../../domain/registration/phone';
import {
  AdminPage,
  countLine,
  countsOf,
  FilterFields,
  filterFieldsFor,
  FilterPanel,
  ListBody,
  listWords,
  ListCard,
  PageLink,
  pageWords,
  RowButton,
  useAppliedFilters,
  useFilterInputs,
  useListExport,
  useRowDialog,
} from '../../components/admin-list';
import { EmailText } from '../../components/email-text';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../../domain/paths';
import {
  VerificationBadge,
  addressToolsKeys,
  customerNameOf,
  useAddressToolsPortals,
  useToolMessage,
} from '../undelivered-cart';
import { flattenAddedPages, useAddedAddresses } from './api/find-added-addresses';
import { downloadAddedAddresses } from './api/export-added-addresses';
import { useLoadAddedAddress } from './api/load-added-address';
import { DeleteAddedAddressModal } from './components/delete-added-address-modal';
import { formatDateTime } from '../../i18n/format';

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
  const { t } = useTranslation('added-addresses');
  const toolMessage = useToolMessage();
  /** A filter change starts the list again at its first 20. */
  const [applied, apply] = useAppliedFilters<TAddedAddressFilterState>(
    NO_FILTERS,
    addressToolsKeys.addedLists(),
  );
  const filters = useFilterInputs({ initial: NO_FILTERS, empty: NO_FILTERS, apply });
  const field = filterFieldsFor<TAddedAddressFilterState>(t, filters);
  const deleting = useRowDialog<TAddedAddress>();
  const [loadingId, setLoadingId] = useState<string | null>(null);

  const query = useMemo(() => addedFilterQuery(applied), [applied]);
  const list = useAddedAddresses(query);
  const portals = useAddressToolsPortals();
  const load = useLoadAddedAddress();
  const items = flattenAddedPages(list.data?.pages);
  const counts = countsOf(list.data?.pages);

  const notify = (color: string, message: string) =>
    notifications.show({ color, message, closeButtonProps: { 'aria-label': t('close') } });

  const exporter = useListExport(
    t,
    (onProgress) => downloadAddedAddresses(query, onProgress),
    (error) => {
      const noData = isApiError(error) && error.status === 404;
      return {
        color: noData ? 'yellow' : 'red',
        message: toolMessage(error, noData ? 'noAddressesToExport' : 'exportFailed'),
      };
    },
    t('close'),
  );

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
          <RowButton
            icon={IconBuildingWarehouse}
            label={t('loadLabel', { address: label })}
            loading={loadingId === item.id}
            disabled={loadingId !== null && loadingId !== item.id}
            onClick={() => loadIntoBackOffice(item)}
          >
            {t('load')}
          </RowButton>
        )}
        <RowButton
          icon={IconTrash}
          color="red"
          label={t('deleteLabel', { address: label })}
          onClick={() => deleting.open(item)}
        >
          {t('delete.button')}
        </RowButton>
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

  return (
    <AdminPage
      {...pageWords(t, '', 'backToAdmin')}
      actions={
        <PageLink to={paths.admin.undeliveredCart} icon={IconTruckDelivery} variant="default">
          {t('handleUndeliveredCart')}
        </PageLink>
      }
      exporter={exporter}
      modals={
        <DeleteAddedAddressModal
          opened={deleting.opened}
          item={deleting.item}
          onClose={deleting.close}
          onDeleted={(message) => {
            deleting.close();
            notify('green', message);
          }}
        />
      }
    >
      <FilterPanel label={t('filters.label')}>
        <FilterFields
          align="flex-end"
          filters={filters}
          fields={[
            field.search('text', { base: 12, sm: 7 }),
            field.portal(
              portals.data?.items,
              { base: 12, sm: 5 },
              {
                // the text as typed goes with the choice (not only once its pause is over)
                onChoose: (portal) => {
                  filters.setInputs((current) => ({ ...current, portal }));
                  apply(() => ({ text: filters.inputs.text, portal }));
                },
              },
            ),
          ]}
        />
      </FilterPanel>

      <ListBody
        list={list}
        {...listWords(t)}
        items={items}
        keyOf={(item) => item.id}
        // the Load button's spinner, and the others disabled meanwhile
        rowDeps={[loadingId, deleting.open]}
        loadingLabel={t('loading')}
        emptyText={Object.keys(query).length > 0 ? t('emptyFiltered') : t('empty')}
        minWidth={960}
        head={[
          <Table.Th key="address">{t('columns.address')}</Table.Th>,
          <Table.Th key="portal">{t('columns.portal')}</Table.Th>,
          <Table.Th key="customer">{t('columns.customer')}</Table.Th>,
          <Table.Th key="status" miw={120}>
            {t('columns.status')}
          </Table.Th>,
          <Table.Th key="added" miw={120}>
            {t('columns.added')}
          </Table.Th>,
          <Table.Th key="actions" ta="end">
            {t('columns.actions')}
          </Table.Th>,
        ]}
        row={(item) => (
          <>
            <Table.Td>
              <Text fz="sm" fw={500}>
                {item.addressToAdd.CM04_ADD2}
              </Text>
              <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {item.addressToAdd.CM04_CITY}, {item.addressToAdd.CM04_STAT} {item.addressToAdd.CM04_PZIP}
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
          </>
        )}
        card={(item) => (
          <ListCard
            heading={
              <>
                <Text fw={600}>{item.addressToAdd.CM04_ADD2}</Text>
                <Text fz="sm">
                  {item.addressToAdd.CM04_CITY}, {item.addressToAdd.CM04_STAT} {item.addressToAdd.CM04_PZIP}
                </Text>
              </>
            }
            aside={statusBadges(item)}
            actions={rowActions(item)}
          >
            <Text fz="xs" c="dimmed">
              {item.portalTitle ?? t('unknownPortal')} · {dateOf(item)}
            </Text>
            {customerLines(item)}
          </ListCard>
        )}
        footer={countLine(t, items.length, counts)}
      />
    </AdminPage>
  );
}
