/**
 * A bar chart of a few categories with one bar per series in each (the dashboard's Service Change
 * Distribution: size changes and additional carts per service), drawn as plain SVG in the first
 * render (issue 33 §1). Hovering a category shows its figures (the SVG's own title tooltip).
 */
import { countTicks } from './chart-geometry';
import { ChartFrame, colorVar, figuresTitle, PLOT_HEIGHT, PLOT_WIDTH, yOf } from './chart-frame';
import classes from './dashboard.module.css';

export interface BarSeries {
  label: string;
  /** A Mantine colour, e.g. 'blue.6'. */
  color: string;
  /** One figure per category, in the categories' order. */
  values: number[];
}

/** The share of a category's width left empty on each side of its bars, and between two bars. */
const CATEGORY_GAP = 0.1;
const BAR_GAP = 0.02;

export function BarChart({
  categories,
  series,
  height,
}: {
  categories: string[];
  series: BarSeries[];
  height: number;
}) {
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = countTicks(max);
  const top = ticks[ticks.length - 1]!;
  const band = PLOT_WIDTH / Math.max(1, categories.length);
  const inner = band * (1 - 2 * CATEGORY_GAP);
  const barWidth = (inner - BAR_GAP * band * (series.length - 1)) / Math.max(1, series.length);
  return (
    <ChartFrame
      height={height}
      left={ticks}
      xLabels={categories.map((text, i) => ({ at: (i + 0.5) / categories.length, text }))}
      legend={series.map(({ label, color }) => ({ label, color }))}
    >
      {categories.map((category, i) => (
        <g key={category}>
          <rect className={classes.band} x={i * band} y={0} width={band} height={PLOT_HEIGHT}>
            <title>{figuresTitle(category, series, i)}</title>
          </rect>
          {series.map((s, j) => {
            const value = s.values[i] ?? 0;
            const y = yOf(value, top);
            return (
              <rect
                key={s.label}
                className={classes.bar}
                data-value={value}
                x={i * band + CATEGORY_GAP * band + j * (barWidth + BAR_GAP * band)}
                y={y}
                width={barWidth}
                height={PLOT_HEIGHT - y}
                fill={colorVar(s.color)}
              />
            );
          })}
        </g>
      ))}
    </ChartFrame>
  );
}
