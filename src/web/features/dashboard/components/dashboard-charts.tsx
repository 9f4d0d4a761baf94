/**
 * The dashboard's four charts (spec 03 §2.10) with the installed Mantine charts: Service Change
 * Distribution (bars by service), Residence Type (pie), Cart Size Distribution (pie once a service is
 * chosen) and Customer Growth Trend (area, daily or monthly new and cumulative; its toggle filters
 * the data). Each chart's figures are also written out: the pies as a legend with counts, the others
 * as a table for screen readers, so nothing is only in the picture.
 *
 * The drawings themselves (chart-drawings.ts) load after the first paint; until they are here a
 * placeholder of their size holds their place, so nothing moves when they arrive (issue 33 §1).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import {
  Center,
  ColorSwatch,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  DASHBOARD_SERVICES,
  gallonLabel,
  GROWTH_RANGES,
  type TDashboardFigures,
  type TDashboardService,
  type TGrowthRange,
} from '../../../../domain/dashboard/dashboard';
import { formatDate, formatNumber } from '../../../i18n/format';

const drawings = () => import('./chart-drawings');
const BarChart = lazy(() => drawings().then((module) => ({ default: module.BarChart })));
const AreaChart = lazy(() => drawings().then((module) => ({ default: module.AreaChart })));
const PieChart = lazy(() => drawings().then((module) => ({ default: module.PieChart })));

/** A drawing once its module is here, a grey block of its size until then. */
function Drawing({ height, width, children }: { height: number; width?: number; children: ReactNode }) {
  return (
    <Suspense fallback={<Skeleton h={height} w={width} circle={width !== undefined} />}>{children}</Suspense>
  );
}

const PIE_COLORS = ['brand.6', 'blue.6', 'orange.6', 'grape.6', 'teal.6', 'red.6', 'yellow.6', 'gray.6'];

export function ChartPanel({
  id,
  title,
  controls,
  children,
}: {
  id: string;
  title: string;
  controls?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {controls}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

interface Slice {
  name: string;
  value: number;
  color: string;
}

/** A pie with its legend (name, count) beside it, or a sentence when every slice is 0. */
function PieWithLegend({ slices, label }: { slices: Slice[]; label: string }) {
  const { t } = useTranslation('dashboard');
  const shown = slices.filter((s) => s.value > 0);
  if (shown.length === 0) {
    return (
      <Center mih={160}>
        <Text c="dimmed">{t('charts.noData')}</Text>
      </Center>
    );
  }
  return (
    <Group justify="center" align="center" gap="xl" wrap="wrap">
      <Drawing height={180} width={180}>
        <PieChart data={shown} size={180} withTooltip tooltipDataSource="segment" />
      </Drawing>
      <Stack gap={6} component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {slices.map((slice) => (
          <Group component="li" key={slice.name} gap="xs" wrap="nowrap">
            <ColorSwatch color={`var(--mantine-color-${slice.color.replace('.', '-')})`} size={12} />
            <Text size="sm">
              {slice.name}: <b>{formatNumber(slice.value)}</b>
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}

/** The figures of a bar or area chart as a table only screen readers see. */
function HiddenTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

export function ServiceChangeChart({ figures }: { figures: TDashboardFigures }) {
  const { t } = useTranslation('dashboard');
  const data = figures.serviceChangesByService.map((row) => ({
    service: t(`services.${row.service}`),
    sizeChanges: row.sizeChanges,
    additionalCarts: row.additionalCarts,
  }));
  const title = t('charts.serviceChanges');
  return (
    <ChartPanel id="dashboard-service-changes" title={title}>
      <Drawing height={240}>
        <BarChart
          h={240}
          data={data}
          dataKey="service"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          series={[
            { name: 'sizeChanges', label: t('charts.sizeChanges'), color: 'blue.6' },
            { name: 'additionalCarts', label: t('charts.additionalCarts'), color: 'orange.6' },
          ]}
        />
      </Drawing>
      <HiddenTable
        caption={title}
        head={[t('charts.service'), t('charts.sizeChanges'), t('charts.additionalCarts')]}
        rows={data.map((d) => [d.service, d.sizeChanges, d.additionalCarts])}
      />
    </ChartPanel>
  );
}

export function ResidenceTypeChart({ residence }: { residence: TDashboardFigures['residenceTypes'] }) {
  const { t } = useTranslation('dashboard');
  const title = t('charts.residenceTypes');
  const slices: Slice[] = (['singleFamily', 'multiFamily', 'other', 'unknown'] as const).map((key, i) => ({
    name: t(`residence.${key}`),
    value: residence[key],
    color: PIE_COLORS[i]!,
  }));
  return (
    <ChartPanel id="dashboard-residence" title={title}>
      <PieWithLegend slices={slices} label={title} />
    </ChartPanel>
  );
}

export function CartSizeChart({
  cartSizes,
  service,
  onServiceChange,
}: {
  cartSizes: TDashboardFigures['cartSizes'];
  service: TDashboardService | null;
  onServiceChange: (service: TDashboardService) => void;
}) {
  const { t } = useTranslation('dashboard');
  const title = t('charts.cartSizes');
  const slices: Slice[] = service
    ? cartSizes[service].map((row, i) => ({
        name: gallonLabel(row.size),
        value: row.count,
        color: PIE_COLORS[i % PIE_COLORS.length]!,
      }))
    : [];
  return (
    <ChartPanel
      id="dashboard-cart-sizes"
      title={title}
      controls={
        <SegmentedControl
          size="xs"
          aria-label={t('charts.chooseService')}
          value={service ?? ''}
          onChange={(value) => onServiceChange(value as TDashboardService)}
          data={DASHBOARD_SERVICES.map((s) => ({ value: s, label: t(`services.${s}`) }))}
        />
      }
    >
      {service ? (
        <PieWithLegend slices={slices} label={`${title}: ${t(`services.${service}`)}`} />
      ) : (
        <Center mih={160}>
          <Text c="dimmed">{t('charts.chooseServiceHint')}</Text>
        </Center>
      )}
    </ChartPanel>
  );
}

export function GrowthChart({
  growth,
  range,
  onRangeChange,
}: {
  growth: TDashboardFigures['growth'];
  range: TGrowthRange;
  onRangeChange: (range: TGrowthRange) => void;
}) {
  const { t } = useTranslation('dashboard');
  const title = t('charts.growth');
  const label = (period: string) => {
    const date = new Date(period.length === 7 ? `${period}-01T00:00:00Z` : `${period}T00:00:00Z`);
    return formatDate(date, {
      timeZone: 'UTC',
      ...(growth.unit === 'month' ? { month: 'short', year: 'numeric' } : { month: 'short', day: 'numeric' }),
    });
  };
  const data = growth.points.map((p) => ({ period: label(p.period), new: p.new, cumulative: p.cumulative }));
  return (
    <ChartPanel
      id="dashboard-growth"
      title={title}
      controls={
        <SegmentedControl
          size="xs"
          aria-label={t('charts.growthRange')}
          value={range}
          onChange={(value) => onRangeChange(value as TGrowthRange)}
          data={GROWTH_RANGES.map((r) => ({ value: r, label: t(`growthRanges.${r}`) }))}
        />
      }
    >
      <Drawing height={260}>
        <AreaChart
          h={260}
          data={data}
          dataKey="period"
          curveType="monotone"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          // the new customers of a day are a sliver of the running total: they get their own axis
          withRightYAxis
          series={[
            { name: 'cumulative', label: t('charts.cumulative'), color: 'brand.6' },
            { name: 'new', label: t('charts.new'), color: 'orange.6', yAxisId: 'right' },
          ]}
        />
      </Drawing>
      <HiddenTable
        caption={`${title} (${t(`growthRanges.${range}`)})`}
        head={[t('charts.period'), t('charts.new'), t('charts.cumulative')]}
        rows={data.map((d) => [d.period, d.new, d.cumulative])}
      />
    </ChartPanel>
  );
}
