/**
 * Enterprise step 1, Select Customers (spec 03 §2.8, §5, §9): search by customer name, site name or
 * customer number (300 ms debounce); a table of at most 100 rows with a checkbox each, "Showing A–B of
 * N", Load More for the next 100 (replacing the window) and Show All (clears the search); "Select all
 * N matching" asks the server for every match (up to 5,000) with a progress bar; the selection as
 * badges. A customer is never selected twice. Next needs at least one.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Progress,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, IconListCheck, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMERS_PAGE_SIZE,
  useAvailableCustomers,
  useSelectAllCustomers,
} from '../api/find-available-customers';
import { SelectedCustomerBadges } from './selected-customer-badges';
import {
  addCustomers,
  customerRowKey,
  removeCustomer,
  selectionLookup,
  type TSelectedCustomer,
} from './selected-customers';
import classes from './setup-customer-profile.module.css';
import { formatNumber } from '../../../i18n/format';
import { WizardStep } from '../../../components/widgets/wizard-step';
import { ErrorAlert } from '../../../components/widgets/error-alert';

export const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  selected: readonly TSelectedCustomer[];
  onChange: (selected: TSelectedCustomer[]) => void;
  onNext: () => void;
}

/** What the last "Select all" did. */
type TSelectAllNote = { kind: 'added'; count: number; capped: boolean } | { kind: 'failed' } | null;

export function SelectCustomersStep({ selected, onChange, onNext }: Props) {
  const { t } = useTranslation(['setup-customer-profile', 'registration']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // the page belongs to one search: a new search starts at page 1
  const [pageOf, setPageOf] = useState({ search: '', page: 1 });
  const page = pageOf.search === debounced ? pageOf.page : 1;
  const available = useAvailableCustomers(debounced, page);
  const selectAll = useSelectAllCustomers();
  const [note, setNote] = useState<TSelectAllNote>(null);

  const isSelected = selectionLookup(selected);
  const number = (n: number) => formatNumber(n);
  const rows = available.data?.items ?? [];
  const total = available.data?.total ?? 0;
  const shownPage = available.data?.page ?? page;
  const from = rows.length > 0 ? (shownPage - 1) * CUSTOMERS_PAGE_SIZE + 1 : 0;
  const busy = selectAll.isPending;
  const to = from + rows.length - (rows.length > 0 ? 1 : 0);

  const toggle = (row: TSelectedCustomer, checked: boolean) => {
    setNote(null);
    if (!checked) onChange(removeCustomer(selected, row));
    else onChange(addCustomers(selected, [row]).selected);
  };

  const runSelectAll = () => {
    setNote(null);
    selectAll.mutate(debounced, {
      onSuccess: (result) => {
        const added = addCustomers(selected, result.items);
        onChange(added.selected);
        setNote({
          kind: 'added',
          count: added.selected.length - selected.length,
          capped: added.dropped > 0 || result.total > result.items.length,
        });
      },
      onError: () => setNote({ kind: 'failed' }),
    });
  };

  const showAll = () => {
    setSearch('');
    setPageOf({ search: '', page: 1 });
  };

  return (
    <WizardStep heading={t('customers.heading')} level={3}>
      <Stack gap="xs">
        <Group justify="space-between" align="center" gap="xs">
          <Text fw={600} size="sm">
            {t('customers.selected', { count: selected.length })}
          </Text>
          {selected.length > 0 && (
            <Button
              variant="subtle"
              size="compact-sm"
              color="red"
              onClick={() => onChange([])}
              disabled={busy}
            >
              {t('customers.clear')}
            </Button>
          )}
        </Group>
        <SelectedCustomerBadges selected={selected} onRemove={busy ? undefined : (c) => toggle(c, false)} />
      </Stack>

      <TextInput
        label={t('customers.search')}
        placeholder={t('customers.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={available.isFetching ? <Loader size="xs" aria-label={t('customers.search')} /> : null}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          // a changed search starts again at its first 100
          setPageOf({ search: '', page: 1 });
        }}
        maxLength={100}
        autoComplete="off"
      />

      {available.isError ? (
        <ErrorAlert>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('customers.loadFailed')}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void available.refetch()}>
              {t('customers.retry')}
            </Button>
          </Group>
        </ErrorAlert>
      ) : available.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label={t('customers.search')} />
        </Center>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {t('customers.noOptions')}
        </Text>
      ) : (
        <Stack gap="xs">
          <Table.ScrollContainer minWidth={720} mah={480}>
            <Table
              striped
              highlightOnHover
              stickyHeader
              verticalSpacing="xs"
              fz="sm"
              aria-label={t('customers.tableLabel')}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={44}>
                    <VisuallyHidden>{t('customers.select')}</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>{t('customers.company')}</Table.Th>
                  <Table.Th>{t('customers.customerNumber')}</Table.Th>
                  <Table.Th>{t('customers.customerName')}</Table.Th>
                  <Table.Th>{t('customers.siteName')}</Table.Th>
                  <Table.Th>{t('customers.salesRep')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const checked = isSelected(row);
                  return (
                    <Table.Tr key={customerRowKey(row)} className={checked ? classes.selectedRow : undefined}>
                      <Table.Td>
                        <Checkbox
                          checked={checked}
                          disabled={busy}
                          onChange={(e) => toggle(row, e.currentTarget.checked)}
                          aria-label={t('customers.selectRow', {
                            name: [row.customerNumber, row.customerName, row.siteName]
                              .filter(Boolean)
                              .join(' '),
                          })}
                        />
                      </Table.Td>
                      <Table.Td>{row.companyFullName}</Table.Td>
                      <Table.Td>{row.customerNumber}</Table.Td>
                      <Table.Td>{row.customerName}</Table.Td>
                      <Table.Td>{row.siteName ?? ''}</Table.Td>
                      <Table.Td>{row.salesRepCode ?? ''}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('customers.showing', { from: number(from), to: number(to), total: number(total) })}
            </Text>
            <Group gap="xs">
              {(debounced !== '' || shownPage > 1) && (
                <Button variant="default" size="sm" onClick={showAll}>
                  {t('customers.showAll')}
                </Button>
              )}
              {to < total && (
                <Button
                  variant="light"
                  size="sm"
                  loading={available.isPlaceholderData && available.isFetching}
                  onClick={() => setPageOf({ search: debounced, page: shownPage + 1 })}
                >
                  {t('customers.loadMore')}
                </Button>
              )}
            </Group>
          </Group>
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconListCheck size={18} aria-hidden="true" />}
              onClick={runSelectAll}
              disabled={busy}
            >
              {t('customers.selectAll', { total: number(total) })}
            </Button>
          </Group>
        </Stack>
      )}

      {busy && (
        <Stack gap={4}>
          <Text size="sm">{t('customers.selecting')}</Text>
          <Progress value={100} striped animated size="lg" aria-label={t('customers.selecting')} />
        </Stack>
      )}
      {note?.kind === 'added' && (
        <Alert
          color={note.capped ? 'yellow' : 'green'}
          icon={
            note.capped ? (
              <IconAlertCircle size={18} aria-hidden="true" />
            ) : (
              <IconCircleCheck size={18} aria-hidden="true" />
            )
          }
          role="status"
          withCloseButton
          onClose={() => setNote(null)}
        >
          {t('customers.added', { count: note.count })}
          {note.capped && ` ${t('messages.tooManyCustomers')}`}
        </Alert>
      )}
      {note?.kind === 'failed' && <ErrorAlert>{t('customers.selectAllFailed')}</ErrorAlert>}

      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed">
          {selected.length === 0 ? t('messages.atLeastOneCustomer') : ''}
        </Text>
        <Button onClick={onNext} disabled={selected.length === 0 || busy}>
          {t('registration:nav.next')}
        </Button>
      </Group>
    </WizardStep>
  );
}
