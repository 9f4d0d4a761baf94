/**
 * The Customer Service Dashboard (/admin/dashboard, customerservice, admin and municipality; spec 03
 * §2.10, issue 13): a portal filter that applies to every figure, the four stat cards, the four charts
 * the missed-pickup and exception counts per route and day of the last week (issue 32) and Recent
 * Customers. A municipality user's filter offers its own portals ("all" is all of them)
 * and it gets no Recent Customers (customer details stay with the hauler's staff). States: loading, "Unable to load dashboard" with Retry, and "No customer data available"
 * with Back to Admin Center. The figures are SQL aggregates at most a minute old; the page never gets
 * customer rows beyond the recent-customers page.
 *
 * Rendering cheaply (issue 33 §1: on a slow phone each answer's render was a long task of up to
 * 620 ms): every part is memoized and renders again only when its own inputs change (the portal
 * list's answer renders the filter alone, each panel's answer that panel alone); new figures are
 * rendered as a deferred value, so React renders them in slices between other work rather than in
 * one task; and the panels below the first screen are laid out only when they come near it (CSS
 * content-visibility), which the server's render does not change.
 */
import { memo, useDeferredValue, useState } from 'react';
import { Button, Select, Skeleton } from '@mantine/core';
import { IconArrowLeft, IconChartBar, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TDashboardFigures, TDashboardService, TGrowthRange } from '../../../domain/dashboard/dashboard';
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
import classes from './components/dashboard.module.css';
import { RecentCustomers } from './components/recent-customers';
import { RouteExceptionsPanel } from './components/route-exceptions-panel';
import { StatCards } from './components/stat-cards';
import { WasteGuideMissesPanel } from '../what-goes-where';
import { formatDate, formatNumber } from '../../i18n/format';

/** The misses panel renders again only for another portal, not with each of the page's answers. */
const MissesPanel = memo(WasteGuideMissesPanel);

function DashboardSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <div className={classes.parts} role="status" aria-busy="true" aria-label={t('loading')}>
      <div className={classes.stats}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={112} radius="md" />
        ))}
      </div>
      <div className={classes.charts}>
        <Skeleton height={300} radius="md" />
        <Skeleton height={300} radius="md" />
      </div>
    </div>
  );
}

/** The portal filter; the portal list's answer renders it alone. */
const PortalFilter = memo(function PortalFilter({
  portalId,
  municipality,
  onChange,
}: {
  portalId: string;
  municipality: boolean;
  onChange: (portalId: string) => void;
}) {
  const { t } = useTranslation('dashboard');
  const portals = useDashboardPortals();
  return (
    <Select
      label={t('portal.label')}
      w={{ base: '100%', sm: 320 }}
      value={portalId}
      onChange={(value) => onChange(value ?? '')}
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
});

/** The charts: the growth toggle and the cart-size choice render their own chart only. */
const Charts = memo(function Charts({
  figures,
  growth,
  onGrowthChange,
}: {
  figures: TDashboardFigures;
  growth: TGrowthRange;
  onGrowthChange: (range: TGrowthRange) => void;
}) {
  const [cartService, setCartService] = useState<TDashboardService | null>(null);
  return (
    <div className={classes.charts}>
      <ServiceChangeChart byService={figures.serviceChangesByService} />
      <ResidenceTypeChart residence={figures.residenceTypes} />
      <CartSizeChart cartSizes={figures.cartSizes} service={cartService} onServiceChange={setCartService} />
      <GrowthChart growth={figures.growth} range={growth} onRangeChange={onGrowthChange} />
    </div>
  );
});

/** When the figures were computed. */
function ComputedAt({ at }: { at: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <p className={classes.computedAt}>{t('computedAt', { time: formatDate(at, { timeStyle: 'short' }) })}</p>
  );
}

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const [portalId, setPortalId] = useState('');
  const [growth, setGrowth] = useState<TGrowthRange>('all');
  const { staff } = useSession();
  const municipality = staff?.role === 'municipality';
  const dashboard = useDashboardFigures(portalId, growth);
  // the answer's render waits for the cheap one that takes it (React renders it in slices)
  const figures = useDeferredValue(dashboard.data);

  let body: React.ReactNode;
  if (dashboard.isError) {
    body = (
      <ReportError
        title={t('error.title')}
        text={t('error.text')}
        retryLabel={t('retry')}
        onRetry={() => void dashboard.refetch()}
      />
    );
  } else if (!figures) {
    body = <DashboardSkeleton />;
  } else if (figures.totals.customers === 0) {
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
    body = (
      <div className={classes.parts}>
        <div className={classes.parts} style={{ opacity: dashboard.isPlaceholderData ? 0.6 : 1 }}>
          <StatCards totals={figures.totals} />
          <Charts figures={figures} growth={growth} onGrowthChange={setGrowth} />
        </div>
        <div className={classes.later}>
          <RouteExceptionsPanel portalId={portalId} />
        </div>
        {/* customer details and the lists' gaps stay with the hauler's staff */}
        {municipality ? null : (
          <>
            <div className={classes.later}>
              <RecentCustomers portalId={portalId} />
            </div>
            <div className={classes.later}>
              <MissesPanel portalId={portalId} />
            </div>
          </>
        )}
        <ComputedAt at={figures.computedAt} />
      </div>
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
      <div>
        <PortalFilter portalId={portalId} municipality={municipality} onChange={setPortalId} />
      </div>
      {body}
    </AdminPage>
  );
}

export default DashboardPage;
