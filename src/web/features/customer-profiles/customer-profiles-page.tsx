/**
 * Customer Profiles (spec 03 §2.9, §8, §9), for customerservice and admin: the filter panel, 20
 * profiles at a time with Load More, "Showing X of Y customers (total: Z)", Manage and Delete per row,
 * View Dashboard and Export to Excel with download progress. Filtering, counting and paging run on
 * the server (keyset pages); phones get one card per customer instead of the wide table.
 *
 * The link `?customerId=…` pre-filters to that customer, opens the filter panel and opens the
 * customer's detail once the list has it.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { IconChartBar } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TCustomerProfileListItem } from '../../../domain/customer-profiles/customer-profile-admin';
import {
  AdminPage,
  countLine,
  countsOf,
  filterFieldsFor,
  FoldingFilters,
  ListBody,
  listWords,
  PageLink,
  pageWords,
  useAppliedFilters,
  useFilterInputs,
  useListExport,
  useRowDialog,
} from '../../components/admin-list';
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
import {
  CustomerProfileCard,
  CustomerProfileCells,
  customerProfileHead,
} from './components/customer-profile-rows';
import { DeleteCustomerModal } from './components/delete-customer-modal';

/**
 * The profile dialog (its forms, date inputs and service editors) loads when staff first open a
 * customer, not before the list can paint (issue 33 §1).
 */
const ManageCustomerProfileModal = lazy(() =>
  import('./components/manage-customer-profile-modal').then((module) => ({
    default: module.ManageCustomerProfileModal,
  })),
);

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
  const { t } = useTranslation('customer-profiles');
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
  const managing = useRowDialog<TCustomerProfileListItem>();
  const deleting = useRowDialog<TCustomerProfileListItem>();
  const openManaging = managing.open;

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
      openManaging(customer);
    }
  }, [customers, linkedCustomerId, openManaging]);

  const exporter = useListExport(
    t,
    (onProgress) => downloadCustomerExport(query, onProgress),
    (error) => {
      const key = exportFailureKey(error);
      return { color: key === 'export.noData' ? 'yellow' : 'red', message: t(key) };
    },
    t('dismiss'),
  );

  const customerTypeOptions = [
    { value: 'residential', label: t('types.residential') },
    { value: 'enterprise', label: t('types.enterprise') },
  ];
  const serviceChangeOptions = [
    { value: 'true', label: t('filters.withChanges') },
    { value: 'false', label: t('filters.withoutChanges') },
  ];
  const wide = { base: 12, sm: 6, lg: 3 };
  const narrow = { base: 6, sm: 6, lg: 3 };
  const field = filterFieldsFor<TCustomerProfileFilterState>(t, filters);
  const zipError = filters.inputs.zip !== '' && !applicable('zip', filters.inputs.zip);
  const fields = [
    field.search('customer', wide),
    field.text('customerId', wide, { maxLength: 200 }),
    field.portal(options.data?.portals, wide),
    field.select('customerType', t('filters.allTypes'), customerTypeOptions, narrow),
    field.text('zip', narrow, {
      inputMode: 'numeric',
      maxLength: 5,
      clean: (typed) => typed.replace(/\D/g, ''),
      error: zipError ? t('filters.zipInvalid') : undefined,
    }),
    ...field.dates(narrow),
    field.select('hasServiceChanges', t('filters.any'), serviceChangeOptions, wide, {
      label: t('filters.serviceChanges'),
    }),
  ];

  return (
    <AdminPage
      {...pageWords(t)}
      actions={
        <PageLink to={paths.admin.dashboard} icon={IconChartBar} variant="default">
          {t('viewDashboard')}
        </PageLink>
      }
      exporter={exporter}
      modals={
        <>
          {/* mounted from the first opening on; the item stays after closing, for the closing transition */}
          {managing.item && (
            <Suspense fallback={null}>
              <ManageCustomerProfileModal
                opened={managing.opened}
                uid={managing.item.uid}
                onClose={managing.close}
                // the list shows names, e-mails and phones the save may have changed
                onSaved={() => void queryClient.invalidateQueries({ queryKey: customerProfileKeys.lists() })}
              />
            </Suspense>
          )}
          <DeleteCustomerModal opened={deleting.opened} customer={deleting.item} onClose={deleting.close} />
        </>
      }
    >
      <FoldingFilters
        t={t}
        open={panelOpen}
        onToggle={() => setPanelOpen((open) => !open)}
        id="customer-profile-filters"
        activeCount={activeCount}
        filters={filters}
        fields={fields}
      />

      <ListBody
        list={list}
        {...listWords(t)}
        items={customers}
        keyOf={(customer) => customer.uid}
        rowDeps={[managing.open, deleting.open]}
        loadingLabel={t('common:loading')}
        emptyText={t('empty')}
        minWidth={900}
        head={customerProfileHead(t)}
        row={(customer) => (
          <CustomerProfileCells customer={customer} onManage={managing.open} onDelete={deleting.open} />
        )}
        card={(customer) => (
          <CustomerProfileCard customer={customer} onManage={managing.open} onDelete={deleting.open} />
        )}
        footer={countLine(t, customers.length, counts, { capped: counts?.matchingCapped })}
      />
    </AdminPage>
  );
}
