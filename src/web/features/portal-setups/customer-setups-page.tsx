/**
 * Customer Portal Setups, /admin/customer-setups (spec 03 §2.6, §8): a collapsible filter panel with a
 * badge counting active filters and Clear All Filters; the table (stacked cards on phones) with View
 * Content, Edit and Delete; "Showing X of Y customers" and Load More. Filtering and paging run on the
 * server (the spec loaded every setup into the browser); the dropdowns offer the distinct values the
 * database holds. Admin only.
 */
import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Collapse,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  IconChevronDown,
  IconChevronUp,
  IconEye,
  IconFilter,
  IconFilterOff,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  activeFilterCount,
  NO_PORTAL_SETUP_FILTERS,
  SETUP_SERVICES,
  type TPortalSetupFilters,
  type TPortalSetupListItem,
  type TSetupService,
} from '../../../domain/portal-setup-admin';
import { paths } from '../../../domain/paths';
import { SearchInput } from '../../components/widgets/search-input';
import {
  AdminPage,
  FilterPanel,
  headCells,
  ListBody,
  PageLink,
  pageWords,
  RowIconAction,
  TEXT_DEBOUNCE_MS,
  useRowDialog,
} from '../../components/admin-list';
import { flattenSetupPages, usePortalSetups } from './api/find-portal-setups';
import { useFilterOptions } from './api/get-filter-options';
import { DeleteSetupModal } from './components/delete-setup-modal';
import { PortalPreviewModal } from './components/portal-preview-modal';

const SERVICE_COLORS: Record<TSetupService, string> = {
  trash: 'gray',
  recycling: 'blue',
  yardwaste: 'green',
};
/** The filter checkboxes in the spec's order: recycling, trash, yard waste. */
const FILTER_SERVICES: TSetupService[] = ['recycling', 'trash', 'yardwaste'];

type TextFilter = 'title' | 'customerId' | 'businessCode';

const COLUMNS = [
  'portalTitle',
  'type',
  'customerId',
  'businessCode',
  'services',
  'billingCycle',
  'serviceCategory',
  'serviceWeekCode',
  'actions',
];

export function CustomerSetupsPage() {
  const { t } = useTranslation('portal-setups');
  const [filters, setFilters] = useState<TPortalSetupFilters>(NO_PORTAL_SETUP_FILTERS);
  const [texts, setTexts] = useState<Record<TextFilter, string>>({
    title: '',
    customerId: '',
    businessCode: '',
  });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [errorDismissed, setErrorDismissed] = useState(false);
  const previewing = useRowDialog<string>();
  const deleting = useRowDialog<TPortalSetupListItem>();

  const list = usePortalSetups(filters);
  const options = useFilterOptions();
  const setups = flattenSetupPages(list.data?.pages);
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const active = activeFilterCount(filters);

  function change(patch: Partial<TPortalSetupFilters>) {
    setErrorDismissed(false);
    setFilters((current) => ({ ...current, ...patch }));
  }
  const applyText = useDebouncedCallback(
    (field: TextFilter, value: string) => change({ [field]: value }),
    TEXT_DEBOUNCE_MS,
  );

  function clearAll() {
    setTexts({ title: '', customerId: '', businessCode: '' });
    change(NO_PORTAL_SETUP_FILTERS);
  }

  const textInput = (field: TextFilter) => (
    <SearchInput
      label={t(`filters.fields.${field}`)}
      value={texts[field]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setTexts((current) => ({ ...current, [field]: value }));
        applyText(field, value);
      }}
    />
  );

  const select = (
    field: 'billingCycle' | 'serviceCategory' | 'serviceWeekCode',
    values: string[] | undefined,
  ) => (
    <Select
      label={t(`filters.fields.${field}`)}
      placeholder={t('filters.any')}
      clearable
      data={values ?? []}
      value={filters[field]}
      nothingFoundMessage={t('filters.noOptions')}
      onChange={(value) => change({ [field]: value })}
    />
  );

  const serviceBadges = (setup: TPortalSetupListItem) => (
    <Group gap={4}>
      {setup.services.length === 0 ? (
        <Text fz="sm" c="dimmed">
          —
        </Text>
      ) : (
        SETUP_SERVICES.filter((s) => setup.services.includes(s)).map((s) => (
          <Badge key={s} size="sm" variant="light" color={SERVICE_COLORS[s]}>
            {t(`services.${s}`)}
          </Badge>
        ))
      )}
    </Group>
  );

  const typeBadge = (setup: TPortalSetupListItem) => (
    <Badge
      variant="dot"
      color={setup.portalType === 'enterprise' ? 'grape' : 'teal'}
      style={{ minWidth: 'max-content' }}
    >
      {t(`types.${setup.portalType}`)}
    </Badge>
  );

  const actions = (setup: TPortalSetupListItem) => (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <RowIconAction
        icon={IconEye}
        tooltip={t('actions.viewContent')}
        label={t('actions.viewContentNamed', { title: setup.portalTitle })}
        onClick={() => previewing.open(setup.id)}
      />
      <RowIconAction
        icon={IconPencil}
        tooltip={t('actions.edit')}
        label={t('actions.editNamed', { title: setup.portalTitle })}
        to={paths.admin.editCustomerSetup(setup.id)}
      />
      <RowIconAction
        icon={IconTrash}
        color="red"
        tooltip={t('actions.delete')}
        label={t('actions.deleteNamed', { title: setup.portalTitle })}
        onClick={() => deleting.open(setup)}
      />
    </Group>
  );

  const dash = (value: string | null) => (value && value !== '' ? value : '—');

  return (
    <AdminPage
      {...pageWords(t, 'list.')}
      actions={
        <PageLink to={paths.admin.customerSetup} icon={IconPlus}>
          {t('list.create')}
        </PageLink>
      }
      modals={
        <>
          <PortalPreviewModal dialog={previewing} />
          <DeleteSetupModal opened={deleting.opened} setup={deleting.item} onClose={deleting.close} />
        </>
      }
    >
      <FilterPanel label={t('filters.heading')}>
        <Group justify="space-between" gap="sm">
          <Button
            variant="subtle"
            leftSection={<IconFilter size={18} aria-hidden="true" />}
            rightSection={
              filtersOpen ? (
                <IconChevronUp size={16} aria-hidden="true" />
              ) : (
                <IconChevronDown size={16} aria-hidden="true" />
              )
            }
            aria-expanded={filtersOpen}
            aria-controls="setup-filters"
            onClick={() => setFiltersOpen((o) => !o)}
          >
            <Group gap={6} wrap="nowrap">
              {t('filters.heading')}
              {active > 0 ? (
                <Badge size="sm" circle aria-label={t('filters.activeCount', { count: active })}>
                  {active}
                </Badge>
              ) : null}
            </Group>
          </Button>
          {active > 0 ? (
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              leftSection={<IconFilterOff size={16} aria-hidden="true" />}
              onClick={clearAll}
            >
              {t('filters.clearAll')}
            </Button>
          ) : null}
        </Group>
        <Collapse in={filtersOpen} id="setup-filters">
          <Stack gap="md" pt="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {textInput('title')}
              {textInput('customerId')}
              {textInput('businessCode')}
            </SimpleGrid>
            <Checkbox.Group
              label={t('filters.services')}
              value={filters.services}
              onChange={(value) => change({ services: value as TSetupService[] })}
            >
              <Group gap="lg" mt={6}>
                {FILTER_SERVICES.map((s) => (
                  <Checkbox key={s} value={s} label={t(`services.${s}`)} />
                ))}
              </Group>
            </Checkbox.Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {select('billingCycle', options.data?.billingCycles)}
              {select('serviceCategory', options.data?.serviceCategories)}
              {select('serviceWeekCode', options.data?.serviceWeekCodes)}
            </SimpleGrid>
          </Stack>
        </Collapse>
      </FilterPanel>

      {/* phones (under 768 px): one card per setup */}
      <ListBody
        list={list}
        error={{
          title: t('list.loadFailed'),
          retryLabel: t('retry'),
          dismiss: { label: t('list.dismiss'), onDismiss: () => setErrorDismissed(true) },
          hidden: errorDismissed,
        }}
        items={setups}
        keyOf={(setup) => setup.id}
        rowDeps={[previewing.open, deleting.open]}
        label={t('list.tableLabel')}
        loadingLabel={t('loading')}
        emptyText={t('list.empty')}
        alwaysList
        minWidth={980}
        horizontalSpacing="xs"
        head={headCells(COLUMNS.map((column) => t(`columns.${column}`)))}
        row={(setup) => (
          <>
            <Table.Td>
              <Text fw={500} fz="sm">
                {setup.portalTitle}
              </Text>
            </Table.Td>
            <Table.Td>{typeBadge(setup)}</Table.Td>
            <Table.Td>{dash(setup.customerId)}</Table.Td>
            <Table.Td>{dash(setup.businessCode)}</Table.Td>
            <Table.Td>{serviceBadges(setup)}</Table.Td>
            <Table.Td>{dash(setup.billingCycle)}</Table.Td>
            <Table.Td>{dash(setup.serviceCategory)}</Table.Td>
            <Table.Td>{dash(setup.serviceWeekCode)}</Table.Td>
            <Table.Td>{actions(setup)}</Table.Td>
          </>
        )}
        card={(setup) => (
          <>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {setup.portalTitle}
                </Text>
                {typeBadge(setup)}
              </Stack>
              {actions(setup)}
            </Group>
            <SimpleGrid cols={2} spacing={6} mt="sm">
              <CardField label={t('columns.customerId')} value={dash(setup.customerId)} />
              <CardField label={t('columns.businessCode')} value={dash(setup.businessCode)} />
              <CardField label={t('columns.billingCycle')} value={dash(setup.billingCycle)} />
              <CardField label={t('columns.serviceCategory')} value={dash(setup.serviceCategory)} />
              <CardField label={t('columns.serviceWeekCode')} value={dash(setup.serviceWeekCode)} />
            </SimpleGrid>
            <div style={{ marginTop: 8 }}>{serviceBadges(setup)}</div>
          </>
        )}
        footer={
          list.data
            ? {
                shownText: t('list.showing', { shown: setups.length, total }),
                loadMoreText: t('list.loadMore', { remaining: total - setups.length }),
              }
            : null
        }
      />
    </AdminPage>
  );
}

function CardField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm">{value}</Text>
    </div>
  );
}
