/**
 * User management (spec 03 §2.12, §4, §8, §9), admin only: search, role and status filters, a name
 * sort cycling none → A–Z → Z–A, 20 per page with Load More showing the remaining count, add and
 * edit modal, and deactivation after a confirmation. Searching, filtering, sorting and paging run on
 * the server; any search or filter change resets the sort to none and the list to its first 20.
 */
import { useState } from 'react';
import { Badge, Button, Group, Select, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  IconChevronDown,
  IconChevronUp,
  IconPencil,
  IconSelector,
  IconUserOff,
  IconUserPlus,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { nextStaffSort, STAFF_STATUSES } from '../../../domain/staff/staff-list';
import { STAFF_ROLES, type TStaffUser } from '../../../domain/staff/staff-user';
import {
  AdminPage,
  FilterPanel,
  PageButton,
  headCells,
  ListBody,
  listWords,
  pageWords,
  RowIconAction,
  TEXT_DEBOUNCE_MS,
  useFormDialog,
  useRowDialog,
} from '../../components/admin-list';
import { useSession } from '../../lib/use-session';
import { flattenStaffPages, useStaffUsers } from './api/find-staff-users';
import { NO_STAFF_FILTERS, type TStaffListFilters } from './api/staff-filters';
import { staffKeys } from './api/staff-keys';
import { adminOnlyPage } from '../../components/admin-forms/admin-only-page';
import { SearchInput } from '../../components/widgets/search-input';
import { DeactivateStaffModal } from './components/deactivate-staff-modal';
import { roleColor } from './components/staff-labels';
import { StaffUserFormModal } from './components/staff-user-form-modal';
import { portalTitles, useStaffPortals } from './api/find-staff-portals';
import { formatShortDate } from '../../i18n/format';

const ALL = 'all';
/** The columns after the name (which sorts). */
const COLUMNS = ['email', 'role', 'status', 'created', 'actions'];

/** The filters that are All or one value: the list filter each sets, its values and its words. */
const CHOICE_FILTERS = [
  {
    key: 'role',
    values: STAFF_ROLES,
    label: 'management.roleFilter',
    allLabel: 'management.allRoles',
    valueLabels: 'roles',
  },
  {
    key: 'status',
    values: STAFF_STATUSES,
    label: 'management.statusFilter',
    allLabel: 'management.allStatuses',
    valueLabels: 'statuses',
  },
] as const;

/** A filter that is All (null) or one of its values. */
function AllOrOneSelect<V extends string>({
  label,
  allLabel,
  values,
  labelOf,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  values: readonly V[];
  labelOf: (value: V) => string;
  value: V | null | undefined;
  onChange: (value: V | null) => void;
}) {
  return (
    <Select
      label={label}
      allowDeselect={false}
      value={value ?? ALL}
      data={[{ value: ALL, label: allLabel }, ...values.map((one) => ({ value: one, label: labelOf(one) }))]}
      onChange={(chosen) => onChange(chosen && chosen !== ALL ? (chosen as V) : null)}
    />
  );
}

export const UserManagementPage = adminOnlyPage(UserManagement);

function UserManagement() {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const { staff } = useSession();
  const [filters, setFilters] = useState<TStaffListFilters>(NO_STAFF_FILTERS);
  const [searchInput, setSearchInput] = useState('');
  const editor = useFormDialog<TStaffUser>();
  const deactivating = useRowDialog<TStaffUser>();

  const list = useStaffUsers(filters);
  const portalOptions = useStaffPortals();
  const users = flattenStaffPages(list.data?.pages);
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const remaining = Math.max(0, total - users.length);

  /** A search or filter change: sort back to none and the list back to its first page (spec §4). */
  function changeFilters(change: Partial<Omit<TStaffListFilters, 'sort'>>) {
    queryClient.removeQueries({ queryKey: staffKeys.lists() });
    setFilters((current) => ({ ...current, ...change, sort: null }));
  }
  /** The name sort alone: search and filters stay. */
  function cycleSort() {
    setFilters((current) => ({ ...current, sort: nextStaffSort(current.sort ?? undefined) ?? null }));
  }
  const applySearch = useDebouncedCallback((search: string) => changeFilters({ search }), TEXT_DEBOUNCE_MS);

  const shortDate = (iso: string) => formatShortDate(iso);
  const sortLabel =
    filters.sort === 'name:asc'
      ? t('management.sort.asc')
      : filters.sort === 'name:desc'
        ? t('management.sort.desc')
        : t('management.sort.none');
  const SortIcon =
    filters.sort === 'name:asc'
      ? IconChevronUp
      : filters.sort === 'name:desc'
        ? IconChevronDown
        : IconSelector;
  const ariaSort =
    filters.sort === 'name:asc' ? 'ascending' : filters.sort === 'name:desc' ? 'descending' : 'none';
  const isSelf = (user: TStaffUser) => staff?.email.toLowerCase() === user.email.toLowerCase();
  /** "You" beside the signed-in admin's own name, in the table and on a phone's card. */
  const youBadge = (user: TStaffUser) =>
    isSelf(user) ? (
      <Badge size="xs" variant="outline" color="gray">
        {t('management.you')}
      </Badge>
    ) : null;
  /** A municipality user's portals, by title. */
  const portalsOf = (user: TStaffUser) =>
    user.portalIds.length > 0 ? (
      <Text fz="xs" c="dimmed" data-testid="staff-portals">
        {t('management.columns.portals')}: {portalTitles(user.portalIds, portalOptions.data).join(', ')}
      </Text>
    ) : null;

  // phones (under 768 px) get one card per user instead of the wide table
  const sortGroup = (
    <Group hiddenFrom="sm" justify="flex-end">
      <Button
        variant="subtle"
        size="compact-sm"
        rightSection={<SortIcon size={16} aria-hidden="true" />}
        onClick={cycleSort}
      >
        {sortLabel}
      </Button>
    </Group>
  );

  const rowActions = (user: TStaffUser) => (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <RowIconAction
        icon={IconPencil}
        tooltip={t('management.edit', { name: user.name })}
        label={t('management.edit', { name: user.name })}
        onClick={() => editor.open(user)}
      />
      <RowIconAction
        icon={IconUserOff}
        color="red"
        tooltip={t('management.deactivate', { name: user.name })}
        label={t('management.deactivate', { name: user.name })}
        disabled={!user.isActive || isSelf(user)}
        onClick={() => deactivating.open(user)}
      />
    </Group>
  );

  return (
    <AdminPage
      {...pageWords(t, 'management.')}
      actions={
        <PageButton icon={IconUserPlus} onClick={() => editor.open()}>
          {t('management.addUser')}
        </PageButton>
      }
      modals={
        <>
          <StaffUserFormModal
            opened={editor.opened}
            user={editor.item}
            formKey={editor.key}
            onClose={editor.close}
          />
          <DeactivateStaffModal
            opened={deactivating.opened}
            user={deactivating.item}
            onClose={deactivating.close}
          />
        </>
      }
    >
      <FilterPanel label={t('management.filters')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <SearchInput
            label={t('management.search')}
            placeholder={t('management.searchPlaceholder')}
            value={searchInput}
            onChange={(event) => {
              setSearchInput(event.currentTarget.value);
              applySearch(event.currentTarget.value);
            }}
          />
          {CHOICE_FILTERS.map((filter) => (
            <AllOrOneSelect<string>
              key={filter.key}
              label={t(filter.label)}
              allLabel={t(filter.allLabel)}
              values={filter.values}
              labelOf={(one) => t(`${filter.valueLabels}.${one}`)}
              value={filters[filter.key]}
              onChange={(one) => changeFilters({ [filter.key]: one })}
            />
          ))}
        </SimpleGrid>
      </FilterPanel>

      <ListBody
        list={list}
        {...listWords(t, 'management.')}
        beforeRows={sortGroup}
        items={users}
        keyOf={(user) => user.id}
        // "You" and the portals' titles (a query of their own)
        rowDeps={[staff, portalOptions.data, editor.open, deactivating.open]}
        loadingLabel={t('common:loading')}
        emptyText={t('management.empty')}
        alwaysList
        minWidth={760}
        head={[
          <Table.Th key="name" aria-sort={ariaSort}>
            <UnstyledButton onClick={cycleSort} aria-label={`${t('management.columns.name')}: ${sortLabel}`}>
              <Group gap={4} wrap="nowrap">
                <Text fw={700} fz="sm">
                  {t('management.columns.name')}
                </Text>
                <SortIcon size={16} aria-hidden="true" />
              </Group>
            </UnstyledButton>
          </Table.Th>,
          ...headCells(COLUMNS.map((column) => t(`management.columns.${column}`))),
        ]}
        row={(user) => (
          <>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Text fw={500} fz="sm">
                  {user.name}
                </Text>
                {youBadge(user)}
              </Group>
            </Table.Td>
            <Table.Td>
              <Text fz="sm">{user.email}</Text>
            </Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <Badge variant="light" color={roleColor[user.role]}>
                  {t(`roles.${user.role}`)}
                </Badge>
                {portalsOf(user)}
              </Stack>
            </Table.Td>
            <Table.Td>
              <Badge variant="dot" color={user.isActive ? 'green' : 'gray'}>
                {t(user.isActive ? 'statuses.active' : 'statuses.inactive')}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Text fz="sm">{shortDate(user.createdAt)}</Text>
            </Table.Td>
            <Table.Td>{rowActions(user)}</Table.Td>
          </>
        )}
        card={(user) => (
          <>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>{user.name}</Text>
                  {youBadge(user)}
                </Group>
                <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Text>
              </Stack>
              {rowActions(user)}
            </Group>
            <Group gap="xs" mt="sm">
              <Badge variant="light" color={roleColor[user.role]}>
                {t(`roles.${user.role}`)}
              </Badge>
              {portalsOf(user)}
              <Badge variant="dot" color={user.isActive ? 'green' : 'gray'}>
                {t(user.isActive ? 'statuses.active' : 'statuses.inactive')}
              </Badge>
              <Text fz="xs" c="dimmed" ms="auto">
                {t('management.columns.created')}: {shortDate(user.createdAt)}
              </Text>
            </Group>
          </>
        )}
        footer={
          list.data
            ? {
                shownText: t('management.showing', { shown: users.length, total }),
                loadMoreText: t('management.loadMore', { remaining }),
                hasMore: remaining > 0,
              }
            : null
        }
      />
    </AdminPage>
  );
}
