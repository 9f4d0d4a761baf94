/**
 * A pie of a few figures (the dashboard's Residence Type and Cart Size Distribution), drawn as plain
 * SVG in the first render (issue 33 §1) at a fixed size. The figures are written out in the legend
 * beside it, so the drawing is hidden from screen readers; hovering a slice shows its name and figure
 * (the SVG's own title tooltip).
 */
import { formatNumber } from '../../../i18n/format';
import { pieSlices } from './chart-geometry';
import { colorVar } from './chart-frame';
import classes from './dashboard.module.css';

export interface PieEntry {
  name: string;
  value: number;
  /** A Mantine colour, e.g. 'brand.6'. */
  color: string;
}

export function PieChart({ entries, size }: { entries: PieEntry[]; size: number }) {
  const r = size / 2;
  const slices = pieSlices(
    entries.map((entry) => entry.value),
    r,
  );
  return (
    <svg
      className={classes.pie}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      aria-hidden="true"
      focusable="false"
    >
      {slices.map((slice) => {
        const entry = entries[slice.index]!;
        const title = <title>{`${entry.name}: ${formatNumber(entry.value)}`}</title>;
        return slice.path === null ? (
          <circle key={entry.name} cx={r} cy={r} r={r} fill={colorVar(entry.color)}>
            {title}
          </circle>
        ) : (
          <path key={entry.name} d={slice.path} fill={colorVar(entry.color)}>
            {title}
          </path>
        );
      })}
    </svg>
  );
}
