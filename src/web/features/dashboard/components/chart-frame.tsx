/**
 * The frame of the dashboard's bar and area charts (issue 33 §1): the count axes with their labels,
 * dashed lines at each count, the labels under the plot and the legend. The drawing itself is an SVG
 * in a fixed coordinate box (PLOT_WIDTH × PLOT_HEIGHT) that CSS stretches over the plot, so nothing is
 * measured and the server renders the same markup as the browser; the words and numbers are HTML
 * placed by percentage, so they keep their size on a phone's narrow panel.
 *
 * The frame is hidden from screen readers: each chart writes its figures out as a table beside it.
 */
import type { ReactNode } from 'react';
import { formatNumber } from '../../../i18n/format';
import classes from './dashboard.module.css';

export const PLOT_WIDTH = 1000;
export const PLOT_HEIGHT = 1000;

/** 'blue.6' → Mantine's CSS variable for that colour. */
export const colorVar = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/** A hover's words for one category or period: "Trash: Size changes 1, Additional carts 0". */
export const figuresTitle = (name: string, series: { label: string; values: number[] }[], i: number) =>
  `${name}: ${series.map((s) => `${s.label} ${formatNumber(s.values[i] ?? 0)}`).join(', ')}`;

/** A count's height in the plot box on an axis whose top is `top`. */
export const yOf = (value: number, top: number) => PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;

export interface XLabel {
  /** Where the label stands, 0 (left edge) to 1 (right edge) of the plot. */
  at: number;
  text: string;
  /** Left out on a narrow chart (every second label of a long axis). */
  wide?: boolean;
}

export interface LegendEntry {
  label: string;
  color: string;
}

const percent = (fraction: number) => `${Math.round(fraction * 10_000) / 100}%`;

function YAxis({ ticks, side }: { ticks: number[]; side: 'left' | 'right' }) {
  const top = ticks[ticks.length - 1]!;
  return (
    <div className={side === 'left' ? classes.axisLeft : classes.axisRight}>
      {ticks.map((tick) => (
        <span key={tick} className={classes.tick} style={{ top: percent(1 - tick / top) }}>
          {formatNumber(tick)}
        </span>
      ))}
    </div>
  );
}

export function ChartFrame({
  height,
  left,
  right,
  xLabels,
  legend,
  children,
}: {
  /** The plot's height in CSS pixels (the axes' labels and the legend come on top). */
  height: number;
  /** The ticks of the count axis on the left (and its grid lines), from 0 up to the axis' top. */
  left: number[];
  /** A second count axis on the right, for a series on another scale. */
  right?: number[];
  xLabels: XLabel[];
  legend: LegendEntry[];
  /** The SVG shapes, in the PLOT_WIDTH × PLOT_HEIGHT box. */
  children: ReactNode;
}) {
  const top = left[left.length - 1]!;
  return (
    <div className={classes.frame} dir="ltr" aria-hidden="true" data-right-axis={right ? '' : undefined}>
      <YAxis ticks={left} side="left" />
      <div className={classes.plot} style={{ height }}>
        {left.map((tick) => (
          <span key={tick} className={classes.gridLine} style={{ top: percent(1 - tick / top) }} />
        ))}
        <svg
          className={classes.svg}
          viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          focusable="false"
        >
          {children}
        </svg>
      </div>
      {right ? <YAxis ticks={right} side="right" /> : null}
      <div className={classes.xAxis}>
        {xLabels.map((label) => (
          <span
            key={label.at}
            className={label.wide ? `${classes.xLabel} ${classes.wideOnly}` : classes.xLabel}
            style={{ left: percent(label.at) }}
          >
            {label.text}
          </span>
        ))}
      </div>
      <div className={classes.legend}>
        {legend.map((entry) => (
          <span key={entry.label} className={classes.legendItem}>
            <span className={classes.swatch} style={{ background: colorVar(entry.color) }} />
            {entry.label}
          </span>
        ))}
      </div>
    </div>
  );
}
