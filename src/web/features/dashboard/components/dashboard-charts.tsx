/**
 * The dashboard's four charts (spec 03 §2.10): Service Change Distribution (bars by service),
 * Residence Type (pie), Cart Size Distribution (pie once a service is chosen) and Customer Growth
 * Trend (area, daily or monthly new and cumulative; its toggle filters the data). Each chart's
 * figures are also written out: the pies as a legend with counts, the others as a table for screen
 * readers, so nothing is only in the picture.
 *
 * The drawings are the dashboard's own SVG (bar-chart.tsx, area-chart.tsx, pie-chart.tsx), drawn in
 * the same render as the panel: before, recharts (through Mantine charts, 120 KB gzipped with d3)
 * loaded after the page, measured its box and drew in long tasks of their own (issue 33 §1). Each
 * chart is memoized: a panel renders again only when its own figures or choice change.
 */
import { memo, useId, type ReactNode } from 'react';
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
import { AreaChart } from './area-chart';
import { BarChart } from './bar-chart';
import { colorVar } from './chart-frame';
import classes from './dashboard.module.css';
import { PieChart, type PieEntry } from './pie-chart';

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
    <section className={classes.panel} aria-labelledby={id}>
      <div className={classes.panelHead}>
        <h2 className={classes.panelTitle} id={id}>
          {title}
        </h2>
        {controls}
      </div>
      {children}
    </section>
  );
}

/** A choice of one of a few (radio buttons drawn as Mantine's extra-small SegmentedControl). */
function SegmentedChoice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | null;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <div className={classes.segmented} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label key={option.value} className={classes.segment}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

/** A pie with its legend (name, count) beside it, or a sentence when every slice is 0. */
function PieWithLegend({ slices, label }: { slices: PieEntry[]; label: string }) {
  const { t } = useTranslation('dashboard');
  if (!slices.some((s) => s.value > 0)) return <p className={classes.hint}>{t('charts.noData')}</p>;
  return (
    <div className={classes.pieRow}>
      <PieChart entries={slices} size={180} />
      <ul className={classes.pieLegend} aria-label={label}>
        {slices.map((slice) => (
          <li key={slice.name}>
            <span className={classes.swatch} style={{ background: colorVar(slice.color) }} />
            <span>
              {slice.name}: <b>{formatNumber(slice.value)}</b>
            </span>
          </li>
        ))}
      </ul>
    </div>
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
  // hidden by a box around it: a table is never narrower than its cells, so one hidden itself kept
  // its whole width and gave the phone page a sideways scroll
  return (
    <div className={classes.visuallyHidden}>
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
    </div>
  );
}

/** A chart's words (the dashboard's namespace) and its title, `charts.<name>`. */
function useChartWords(name: 'serviceChanges' | 'residenceTypes' | 'cartSizes' | 'growth') {
  const { t } = useTranslation('dashboard');
  return { t, title: t(`charts.${name}`) };
}

export const ServiceChangeChart = memo(function ServiceChangeChart({
  byService,
}: {
  byService: TDashboardFigures['serviceChangesByService'];
}) {
  const { t, title } = useChartWords('serviceChanges');
  const services = byService.map((row) => t(`services.${row.service}`));
  const series = [
    {
      label: t('charts.sizeChanges'),
      color: 'blue.6',
      values: byService.map((row) => row.sizeChanges),
    },
    {
      label: t('charts.additionalCarts'),
      color: 'orange.6',
      values: byService.map((row) => row.additionalCarts),
    },
  ];
  return (
    <ChartPanel id="dashboard-service-changes" title={title}>
      <BarChart categories={services} series={series} height={170} />
      <HiddenTable
        caption={title}
        head={[t('charts.service'), t('charts.sizeChanges'), t('charts.additionalCarts')]}
        rows={byService.map((row, i) => [services[i]!, row.sizeChanges, row.additionalCarts])}
      />
    </ChartPanel>
  );
});

export const ResidenceTypeChart = memo(function ResidenceTypeChart({
  residence,
}: {
  residence: TDashboardFigures['residenceTypes'];
}) {
  const { t, title } = useChartWords('residenceTypes');
  const slices: PieEntry[] = (['singleFamily', 'multiFamily', 'other', 'unknown'] as const).map((key, i) => ({
    name: t(`residence.${key}`),
    value: residence[key],
    color: PIE_COLORS[i]!,
  }));
  return (
    <ChartPanel id="dashboard-residence" title={title}>
      <PieWithLegend slices={slices} label={title} />
    </ChartPanel>
  );
});

export const CartSizeChart = memo(function CartSizeChart({
  cartSizes,
  service,
  onServiceChange,
}: {
  cartSizes: TDashboardFigures['cartSizes'];
  service: TDashboardService | null;
  onServiceChange: (service: TDashboardService) => void;
}) {
  const { t, title } = useChartWords('cartSizes');
  const slices: PieEntry[] = service
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
        <SegmentedChoice
          label={t('charts.chooseService')}
          value={service}
          onChange={onServiceChange}
          options={DASHBOARD_SERVICES.map((s) => ({ value: s, label: t(`services.${s}`) }))}
        />
      }
    >
      {service ? (
        <PieWithLegend slices={slices} label={`${title}: ${t(`services.${service}`)}`} />
      ) : (
        <p className={classes.hint}>{t('charts.chooseServiceHint')}</p>
      )}
    </ChartPanel>
  );
});

export const GrowthChart = memo(function GrowthChart({
  growth,
  range,
  onRangeChange,
}: {
  growth: TDashboardFigures['growth'];
  range: TGrowthRange;
  onRangeChange: (range: TGrowthRange) => void;
}) {
  const { t, title } = useChartWords('growth');
  const label = (period: string) => {
    const date = new Date(period.length === 7 ? `${period}-01T00:00:00Z` : `${period}T00:00:00Z`);
    return formatDate(date, {
      timeZone: 'UTC',
      ...(growth.unit === 'month' ? { month: 'short', year: 'numeric' } : { month: 'short', day: 'numeric' }),
    });
  };
  const periods = growth.points.map((p) => label(p.period));
  const series = [
    {
      label: t('charts.cumulative'),
      color: 'brand.6',
      values: growth.points.map((p) => p.cumulative),
      axis: 'left' as const,
    },
    // the new customers of a day are a sliver of the running total: they get their own axis
    {
      label: t('charts.new'),
      color: 'orange.6',
      values: growth.points.map((p) => p.new),
      axis: 'right' as const,
    },
  ];
  return (
    <ChartPanel
      id="dashboard-growth"
      title={title}
      controls={
        <SegmentedChoice
          label={t('charts.growthRange')}
          value={range}
          onChange={onRangeChange}
          options={GROWTH_RANGES.map((r) => ({ value: r, label: t(`growthRanges.${r}`) }))}
        />
      }
    >
      <AreaChart periods={periods} series={series} height={190} />
      <HiddenTable
        caption={`${title} (${t(`growthRanges.${range}`)})`}
        head={[t('charts.period'), t('charts.new'), t('charts.cumulative')]}
        rows={growth.points.map((p, i) => [periods[i]!, p.new, p.cumulative])}
      />
    </ChartPanel>
  );
});
