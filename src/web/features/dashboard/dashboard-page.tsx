/**
 * The Customer Service Dashboard (/admin/dashboard, customerservice, admin and municipality; spec 03
 * §2.10, issue 13): a portal filter that applies to every figure, the four stat cards, the four charts
 * the missed-pickup and exception counts per route and day of the last week (issue 32) and Recent
 * Customers. A municipality user's filter offers its own portals ("all" is all of them)
 * and it gets no Recent Customers (customer details stay with the hauler's staff). States: loading, "Unable to load dashboard" with Retry, and "No customer data available"
 * with Back to Admin Center. The figures are SQL aggregates at most a minute old; the page never gets
 * customer rows beyond the recent-customers page.
 */
import { useState } from 'react';
import { Button, Grid, Group, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconChartBar, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TDashboardService, TGrowthRange } from '../../../domain/dashboard/dashboard';
import { paths } from '../../../domain/paths';
import { AdminPage, ReportEmpty, ReportError } from '../../components/admin-list';
import { useSession } from '../../lib/use-session';
import { useDashboardFigures, useDashboardPortals } from './api/dashboard-queries';
import {
  CartSizeChart,
  GrowthChart,
  ResidenceTypeChart,
  ServiceChangeChart,
} from './components/dashboard-charts';
import { RecentCustomers } from './components/recent-customers';
import { RouteExceptionsPanel } from './components/route-exceptions-panel';
import { StatCards } from './components/stat-cards';
import { WasteGuideMissesPanel } from '../what-goes-where';
import { formatDate, formatNumber } from '../../i18n/format';

function DashboardSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={112} radius="md" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Skeleton height={300} radius="md" />
        <Skeleton height={300} radius="md" />
      </SimpleGrid>
    </Stack>
  );
}

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const [portalId, setPortalId] = useState('');
  const [growth, setGrowth] = useState<TGrowthRange>('all');
  const [cartService, setCartService] = useState<TDashboardService | null>(null);
  const portals = useDashboardPortals();
  const { staff } = useSession();
  const municipality = staff?.role === 'municipality';
  const dashboard = useDashboardFigures(portalId, growth);
  const figures = dashboard.data;

  const portalSelect = (
    <Select
      label={t('portal.label')}
      w={{ base: '100%', sm: 320 }}
      value={portalId}
      onChange={(value) => setPortalId(value ?? '')}
      allowDeselect={false}
      data={[
        { value: '', label: municipality ? t('portal.allOwn') : t('portal.all') },
        ...(portals.data?.portals ?? []).map((p) => ({ value: p.id, label: p.title })),
      ]}
      error={portals.isError ? t('portal.error') : undefined}
      searchable
      nothingFoundMessage={t('portal.none')}
    />
  );

  let body: React.ReactNode;
  if (dashboard.isPending) {
    body = <DashboardSkeleton />;
  } else if (dashboard.isError) {
    body = (
      <ReportError
        title={t('error.title')}
        text={t('error.text')}
        retryLabel={t('retry')}
        onRetry={() => void dashboard.refetch()}
      />
    );
  } else if (figures!.totals.customers === 0) {
    body = (
      <ReportEmpty icon={IconUsers} text={t('empty')}>
        <Button
          component={Link}
          to={paths.admin.center}
          variant="light"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
        >
          {t('backToAdminCenter')}
        </Button>
      </ReportEmpty>
    );
  } else {
    const f = figures!;
    body = (
      <Stack gap="md" style={{ opacity: dashboard.isPlaceholderData ? 0.6 : 1 }}>
        <StatCards totals={f.totals} />
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ServiceChangeChart figures={f} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ResidenceTypeChart residence={f.residenceTypes} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <CartSizeChart cartSizes={f.cartSizes} service={cartService} onServiceChange={setCartService} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <GrowthChart growth={f.growth} range={growth} onRangeChange={setGrowth} />
          </Grid.Col>
        </Grid>
        <RouteExceptionsPanel portalId={portalId} />
        {municipality ? null : <RecentCustomers portalId={portalId} />}
        <WasteGuideMissesPanel portalId={portalId} />
        <Text size="xs" c="dimmed" ta="end">
          {t('computedAt', {
            time: formatDate(f.computedAt, { timeStyle: 'short' }),
          })}
        </Text>
      </Stack>
    );
  }

  return (
    <AdminPage
      title={t('title')}
      icon={<IconChartBar size={24} />}
      subtitle={
        figures
          ? t('subtitle', {
              count: figures.totals.customers,
              n: formatNumber(figures.totals.customers),
            })
          : t('subtitleLoading')
      }
      backLabel={t('backToAdminCenter')}
    >
      <Group>{portalSelect}</Group>
      {body}
    </AdminPage>
  );
}

export default DashboardPage;
