import { describe, expect, it } from 'vitest';
import { dayBefore, monthsBetween, monthWeeks } from './month-grid';

describe('month grid', () => {
  it('lists the months of an 8-week window, across New Year', () => {
    expect(monthsBetween('2026-11-26', '2027-01-20')).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(monthsBetween('2026-12-01', '2026-12-31')).toEqual(['2026-12']);
  });

  it('lays a month out in Sunday-to-Saturday weeks, neighbouring days filling the edges', () => {
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks.at(-1)?.at(-1)).toBe('2027-01-02');
    // a month starting on Sunday and ending on Saturday: exactly its own days
    const february = monthWeeks('2026-02');
    expect(february).toHaveLength(4);
    expect(february[0]![0]).toBe('2026-02-01');
    expect(february[3]![6]).toBe('2026-02-28');
  });

  it('steps back a day across months and years', () => {
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
  });
});
