/**
 * An area chart over time with a count axis on each side (the dashboard's Customer Growth Trend: all
 * customers on the left axis, the new customers of each period, a sliver of the running total, on the
 * right), drawn as plain SVG in the first render (issue 33 §1): for each series a smooth monotone
 * line, a fill fading down to the axis and a dot per period. Hovering a period shows its figures
 * (the SVG's own title tooltip).
 */
import { useId } from 'react';
import { areaPath, countTicks, dotsPath, labelIndexes, monotonePath, type Point } from './chart-geometry';
import { ChartFrame, colorVar, figuresTitle, PLOT_HEIGHT, PLOT_WIDTH, yOf } from './chart-frame';
import classes from './dashboard.module.css';

export interface AreaSeries {
  label: string;
  /** A Mantine colour, e.g. 'brand.6'. */
  color: string;
  /** One figure per period, in the periods' order. */
  values: number[];
  axis: 'left' | 'right';
}

/** Labels under the plot: at most seven, four on a narrow chart (a phone's). */
const MOST_LABELS = 7;

export function AreaChart({
  periods,
  series,
  height,
}: {
  /** Each period's label, oldest first. */
  periods: string[];
  series: AreaSeries[];
  height: number;
}) {
  const gradientId = useId();
  const ticksOf = (axis: AreaSeries['axis']) =>
    countTicks(Math.max(0, ...series.filter((s) => s.axis === axis).flatMap((s) => s.values)));
  const left = ticksOf('left');
  const right = series.some((s) => s.axis === 'right') ? ticksOf('right') : undefined;
  const last = periods.length - 1;
  const xOf = (i: number) => (last > 0 ? (i / last) * PLOT_WIDTH : PLOT_WIDTH / 2);
  const step = last > 0 ? PLOT_WIDTH / last : PLOT_WIDTH;
  const shown = labelIndexes(periods.length, MOST_LABELS);
  const labels = shown.map((i, k) => ({
    at: xOf(i) / PLOT_WIDTH,
    text: periods[i]!,
    // a narrow chart keeps every second label, and the last
    wide: k % 2 === 1 && k < shown.length - 1,
  }));
  return (
    <ChartFrame
      height={height}
      left={left}
      right={right}
      xLabels={labels}
      legend={series.map(({ label, color }) => ({ label, color }))}
    >
      {periods.map((period, i) => (
        <rect
          key={period}
          className={classes.band}
          x={Math.max(0, xOf(i) - step / 2)}
          y={0}
          width={Math.min(PLOT_WIDTH, xOf(i) + step / 2) - Math.max(0, xOf(i) - step / 2)}
          height={PLOT_HEIGHT}
        >
          <title>{figuresTitle(period, series, i)}</title>
        </rect>
      ))}
      {series.map((s, n) => {
        const ticks = s.axis === 'left' ? left : right!;
        const top = ticks[ticks.length - 1]!;
        const points: Point[] = s.values.map((value, i) => ({ x: xOf(i), y: yOf(value, top) }));
        const color = colorVar(s.color);
        const fill = `${gradientId}-${n}`;
        return (
          <g key={s.label} className={classes.series}>
            <defs>
              <linearGradient id={fill} x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={color} stopOpacity={0.2} />
                <stop offset="100%" stopColor={color} stopOpacity={0.01} />
              </linearGradient>
            </defs>
            <path d={areaPath(points, PLOT_HEIGHT)} fill={`url(#${fill})`} />
            <path className={classes.line} d={monotonePath(points)} stroke={color} />
            <path className={classes.dots} d={dotsPath(points)} stroke={color} />
          </g>
        );
      })}
    </ChartFrame>
  );
}
