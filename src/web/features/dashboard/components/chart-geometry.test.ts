/** The dashboard charts' arithmetic: ticks, label places, the monotone curve, dots and pie slices. */
import { describe, expect, it } from 'vitest';
import { areaPath, countTicks, dotsPath, labelIndexes, monotonePath, pieSlices } from './chart-geometry';

/** The numbers of a path, in order. */
const numbers = (d: string) => (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

describe('countTicks', () => {
  it('counts up in whole steps to the top figure or just above it', () => {
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(2)).toEqual([0, 1, 2]);
    expect(countTicks(9)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(countTicks(180)).toEqual([0, 50, 100, 150, 200]);
    expect(countTicks(1_000_246)).toEqual([0, 250_000, 500_000, 750_000, 1_000_000, 1_250_000]);
  });

  it('gives an axis of 0 and 1 when every figure is 0', () => {
    expect(countTicks(0)).toEqual([0, 1]);
  });

  it('never has more than seven ticks', () => {
    for (let max = 1; max < 5000; max += 7) expect(countTicks(max).length).toBeLessThanOrEqual(7);
  });
});

describe('labelIndexes', () => {
  it('labels every period of a short axis', () => {
    expect(labelIndexes(5, 7)).toEqual([0, 1, 2, 3, 4]);
  });

  it('spreads at most seven labels over a long axis, keeping the first and the last', () => {
    const indexes = labelIndexes(180, 7);
    expect(indexes).toHaveLength(7);
    expect(indexes[0]).toBe(0);
    expect(indexes[6]).toBe(179);
  });

  it('has nothing to label on an empty axis', () => {
    expect(labelIndexes(0, 7)).toEqual([]);
  });
});

describe('monotonePath', () => {
  it('passes through every point', () => {
    const points = [
      { x: 0, y: 100 },
      { x: 50, y: 80 },
      { x: 100, y: 10 },
    ];
    const d = monotonePath(points);
    expect(d.startsWith('M0,100')).toBe(true);
    expect(d).toContain(' 50,80');
    expect(d.endsWith(' 100,10')).toBe(true);
  });

  it('never overshoots: a running total that stays flat is drawn flat', () => {
    const d = monotonePath([
      { x: 0, y: 100 },
      { x: 10, y: 40 },
      { x: 20, y: 40 },
      { x: 30, y: 40 },
    ]);
    // the control points of the flat stretch stay at its height
    const ys = numbers(d.slice(d.indexOf(' 10,40'))).filter((_, i) => i % 2 === 1);
    expect(ys.every((y) => y === 40)).toBe(true);
  });

  it('draws one point as a move and two as a line', () => {
    expect(monotonePath([{ x: 5, y: 5 }])).toBe('M5,5');
    expect(
      monotonePath([
        { x: 0, y: 0 },
        { x: 10, y: 10 },
      ]),
    ).toBe('M0,0L10,10');
    expect(monotonePath([])).toBe('');
  });

  it('closes an area down to the baseline', () => {
    expect(
      areaPath(
        [
          { x: 0, y: 10 },
          { x: 10, y: 0 },
        ],
        100,
      ),
    ).toBe('M0,10L10,0L10,100L0,100Z');
  });
});

describe('dotsPath', () => {
  it('makes a zero-length stroke at each point', () => {
    expect(
      dotsPath([
        { x: 1, y: 2 },
        { x: 3.456, y: 4 },
      ]),
    ).toBe('M1,2h0M3.46,4h0');
  });
});

describe('pieSlices', () => {
  it('gives a slice to each figure above 0, in order, naming its figure', () => {
    const slices = pieSlices([2, 0, 1, 1], 90);
    expect(slices.map((s) => s.index)).toEqual([0, 2, 3]);
    // the first is half the pie: from three o'clock to nine o'clock, anticlockwise over the top
    expect(slices[0]!.path).toBe('M90,90L180,90A90,90 0 0 0 0,90Z');
    // the last ends where the first began
    expect(slices[2]!.path!.endsWith('180,90Z')).toBe(true);
  });

  it('marks a slice of more than half as the large arc', () => {
    expect(pieSlices([3, 1], 10)[0]!.path).toContain('A10,10 0 1 0');
  });

  it('draws a single figure as the whole circle', () => {
    expect(pieSlices([0, 5], 10)).toEqual([{ path: null, index: 1 }]);
  });

  it('has no slices when every figure is 0', () => {
    expect(pieSlices([0, 0], 10)).toEqual([]);
    expect(pieSlices([], 10)).toEqual([]);
  });
});
