/**
 * My Services (spec 02 §2.2) at /MyServices/{uid}. Enterprise customers get the multi-site view:
 * header and sales-rep line, Export Report, filters, three summary cards, the services table with
 * Load More and the row-action modal. Residential customers see the Services cards. A uid that is not
 * the signed-in customer's shows the not-found page (the API refuses it too).
 */
import { useState } from 'react';
import { Button, Center, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList, IconFileSpreadsheet, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../domain/paths';
import { MY_SERVICES_PAGE_SIZE, type TMyServiceRow } from '../../../domain/services/my-services-api';
import type { EnterpriseAction } from '../../../domain/services/service-requests';
import { NotFoundPage } from '../../components/not-found-page';
import { PageLoading } from '../../components/page-loading';
import { useContentLoadingWhile } from '../../components/content-loading';
import { useSession } from '../../lib/use-session';
import { ServicesPage } from '../services';
import { exportUrl, flattenRows, useMyServices } from './api/find-my-services';
import { useServiceTypes } from './api/find-service-types';
import type { TMyServicesFilterValues } from './api/my-services-keys';
import { ActionModal, type ActionSelection } from './components/action-modal';
import { DEFAULT_FILTERS, FiltersCard } from './components/filters-card';
import { SalesRepLine } from './components/sales-rep-line';
import { ServicesTable } from './components/services-table';
import { SummaryCards } from './components/summary-cards';
import { LoadErrorRetry } from '../../components/widgets/retry-line';
import { LoadMoreButton } from '../../components/widgets/load-more-button';

function EnterpriseServices({ uid }: { uid: string }) {
  const { t } = useTranslation('my-services');
  const [filters, setFilters] = useState<TMyServicesFilterValues>(DEFAULT_FILTERS);
  const query = useMyServices(uid, filters);
  const types = useServiceTypes(uid);
  const [selection, setSelection] = useState<ActionSelection | null>(null);
  const [modalOpened, setModalOpened] = useState(false);
  useContentLoadingWhile(query.isPending);

  const rows = flattenRows(query.data?.pages);
  const first = query.data?.pages[0];
  const total = first?.total ?? 0;
  const loadingRows = query.isPending
    ? MY_SERVICES_PAGE_SIZE
    : query.isFetchingNextPage
      ? Math.min(MY_SERVICES_PAGE_SIZE, Math.max(0, total - rows.length))
      : 0;

  const openAction = (action: EnterpriseAction, row: TMyServiceRow) => {
    setSelection({ action, row });
    setModalOpened(true);
  };
  // the selection stays until the dialog has faded out: cleared on a timer, a slow phone (or a busy
  // machine) saw the closing dialog's title turn to "Change Service" while it was still on screen
  const closeAction = () => setModalOpened(false);

  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <Stack gap={6}>
            <Title order={1} fz={{ base: 26, sm: 32 }} tt="uppercase" lts={0.5}>
              {t('title')}
            </Title>
            <SalesRepLine uid={uid} />
          </Stack>
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.myRequests}
              variant="default"
              leftSection={<IconClipboardList size={18} aria-hidden="true" />}
            >
              {t('myRequests')}
            </Button>
            <Button
              component="a"
              href={exportUrl(uid, filters)}
              download
              variant="light"
              leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
            >
              {t('export')}
            </Button>
          </Group>
        </Group>

        <FiltersCard
          filters={filters}
          onChange={setFilters}
          typeOptions={types.data?.items ?? []}
          typesLoading={types.isPending}
        />

        <SummaryCards totals={first?.totals ?? null} />

        {query.isError && !first ? (
          <LoadErrorRetry query={query} message={t('loadError')} retryLabel={t('retry')} />
        ) : null}

        {first && total === 0 ? (
          <Paper withBorder radius="lg" p="xl">
            <Stack align="center" gap="xs" ta="center">
              <IconInfoCircle size={24} aria-hidden="true" color="var(--mantine-color-dimmed)" />
              <Text c="dimmed">{t('empty')}</Text>
            </Stack>
          </Paper>
        ) : (
          <ServicesTable
            rows={rows}
            loadingRows={query.isError && !first ? 0 : loadingRows}
            onAction={openAction}
          />
        )}

        {query.hasNextPage ? (
          <Center>
            <LoadMoreButton list={query} label={t('loadMore', { shown: rows.length, total })} />
          </Center>
        ) : first && total > 0 ? (
          <Text ta="center" size="sm" c="dimmed">
            {t('allShown', { total })}
          </Text>
        ) : null}
      </Stack>
      <ActionModal
        uid={uid}
        opened={modalOpened}
        selection={selection}
        onClose={closeAction}
        onExited={() => setSelection(null)}
      />
    </Container>
  );
}

export function MyServicesPage() {
  const { uid } = useParams();
  const { customer, isLoading } = useSession();
  if (isLoading) return <PageLoading />;
  if (!customer || !uid || uid !== customer.uid) return <NotFoundPage />;
  if (customer.entryType !== 'EnterpriseCustomerProfile') return <ServicesPage />;
  return <EnterpriseServices uid={uid} />;
}
