/**
 * The arithmetic of the dashboard's own SVG charts (issue 33 §1): axis ticks, a smooth curve through
 * the points and pie slices. Pure functions of the figures, with no measuring of the screen, so that a
 * chart is drawn in the first render and the server draws exactly what the browser does. The charts
 * draw in a fixed coordinate box (a viewBox) that CSS stretches to the panel; see chart-frame.tsx.
 */

/**
 * Ticks for a count axis from 0: four to six, at 1, 2, 2.5 or 5 times a power of ten and never a
 * fraction (the figures are counts). The last tick is the axis' top, at or above `max`.
 */
export function countTicks(max: number): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const nice = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const step = Math.ceil(Math.max(1, nice));
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) ticks.push(tick);
  return ticks;
}

/** Where each of `count` labels goes on an axis of `length` points: at most `most`, first and last kept. */
export function labelIndexes(length: number, most: number): number[] {
  if (length <= most) return Array.from({ length }, (_, i) => i);
  const indexes = new Set<number>();
  for (let k = 0; k < most; k++) indexes.add(Math.round((k * (length - 1)) / (most - 1)));
  return [...indexes];
}

export interface Point {
  x: number;
  y: number;
}

const sign = (n: number) => (n < 0 ? -1 : 1);
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The tangent at the middle of three points that keeps the curve monotone between them (Steffen's
 * method, as d3's curveMonotoneX and so recharts' "monotone" curve draw it): the curve never
 * overshoots a point, so a running total never seems to fall.
 */
function middleTangent(a: Point, b: Point, c: Point): number {
  const h0 = b.x - a.x;
  const h1 = c.x - b.x;
  const s0 = (b.y - a.y) / h0;
  const s1 = (c.y - b.y) / h1;
  const p = (s0 * h1 + s1 * h0) / (h0 + h1);
  return (sign(s0) + sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p)) || 0;
}

/** The tangent at an end point, from its neighbour's tangent `t`. */
function endTangent(a: Point, b: Point, t: number): number {
  const h = b.x - a.x;
  return h ? (3 * (b.y - a.y)) / h / 2 - t / 2 : t;
}

/** An SVG path through the points (x increasing), smooth and monotone between each two. */
export function monotonePath(points: Point[]): string {
  if (points.length === 0) return '';
  const [first] = points as [Point];
  let d = `M${round(first.x)},${round(first.y)}`;
  if (points.length === 1) return d;
  if (points.length === 2) return `${d}L${round(points[1]!.x)},${round(points[1]!.y)}`;
  const tangents = points.map((p, i) =>
    i === 0 || i === points.length - 1 ? 0 : middleTangent(points[i - 1]!, p, points[i + 1]!),
  );
  tangents[0] = endTangent(points[0]!, points[1]!, tangents[1]!);
  const last = points.length - 1;
  tangents[last] = endTangent(points[last - 1]!, points[last]!, tangents[last - 1]!);
  for (let i = 0; i < last; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const third = (b.x - a.x) / 3;
    d +=
      `C${round(a.x + third)},${round(a.y + third * tangents[i]!)} ` +
      `${round(b.x - third)},${round(b.y - third * tangents[i + 1]!)} ${round(b.x)},${round(b.y)}`;
  }
  return d;
}

/** The same curve closed down to `baseline`, the shape an area chart fills. */
export function areaPath(points: Point[], baseline: number): string {
  if (points.length === 0) return '';
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return `${monotonePath(points)}L${round(last.x)},${baseline}L${round(first.x)},${baseline}Z`;
}

/** One dot per point as a single path: each a zero-length stroke that a round cap makes a circle. */
export function dotsPath(points: Point[]): string {
  return points.map((p) => `M${round(p.x)},${round(p.y)}h0`).join('');
}

export interface PieSlice {
  /** The slice's outline in a circle of radius `r` centred at (r, r), or null for a full circle. */
  path: string | null;
  /** The index of its value in the values given. */
  index: number;
}

/**
 * Slices of a pie of radius `r` for the values, the first starting at three o'clock and each going on
 * anticlockwise (as the pie was drawn before); values of 0 get no slice.
 */
export function pieSlices(values: number[], r: number): PieSlice[] {
  const total = values.reduce((sum, v) => sum + Math.max(0, v), 0);
  if (total <= 0) return [];
  const at = (angle: number) => `${round(r + r * Math.cos(angle))},${round(r - r * Math.sin(angle))}`;
  const slices: PieSlice[] = [];
  let start = 0;
  values.forEach((value, index) => {
    if (value <= 0) return;
    if (value >= total) {
      slices.push({ path: null, index });
      return;
    }
    const end = start + (value / total) * 2 * Math.PI;
    const large = end - start > Math.PI ? 1 : 0;
    slices.push({ path: `M${r},${r}L${at(start)}A${r},${r} 0 ${large} 0 ${at(end)}Z`, index });
    start = end;
  });
  return slices;
}
