import { describe, expect, it } from 'vitest';
import {
  DATE_UNAVAILABLE,
  INVALID_DATE_FORMAT,
  NO_DATE_PROVIDED,
  dayBounds,
  displayDate,
  formatCalendarDate,
  parseCalendarDate,
  toCalendarDate,
} from './calendar-date';

describe('parseCalendarDate', () => {
  it.each([
    ['2026-03-01', '2026-03-01'],
    ['  2026-03-01  ', '2026-03-01'],
    ['2026-03-01T00:00:00Z', '2026-03-01'],
    ['2026-03-01T23:30:00-08:00', '2026-03-01'],
    ['2026-03-01 10:00:00', '2026-03-01'],
    ['03/01/2026', '2026-03-01'],
    ['3/1/2026', '2026-03-01'],
    ['2024-02-29', '2024-02-29'],
  ])('reads %j as %s', (input, expected) => {
    expect(parseCalendarDate(input)).toEqual({ ok: true, date: expected });
  });

  it.each([null, undefined, '', '   '])('reports a missing date for %j', (input) => {
    expect(parseCalendarDate(input)).toEqual({ ok: false, error: NO_DATE_PROVIDED });
  });

  it.each([
    '2025-02-29',
    '2026-13-01',
    '2026-04-31',
    '2026-00-10',
    'soon',
    '20260301',
    42,
    {},
    new Date('nope'),
  ])('reports an invalid format for %j', (input) => {
    expect(parseCalendarDate(input)).toEqual({ ok: false, error: INVALID_DATE_FORMAT });
  });

  it('reads a Date in local time', () => {
    expect(parseCalendarDate(new Date(2026, 0, 5, 23, 59))).toEqual({ ok: true, date: '2026-01-05' });
    expect(parseCalendarDate(new Date(2026, 0, 6, 0, 0))).toEqual({ ok: true, date: '2026-01-06' });
  });
});

describe('toCalendarDate', () => {
  it('accepts a Date or a day string', () => {
    expect(toCalendarDate('2026-07-04')).toBe('2026-07-04');
    expect(toCalendarDate(new Date(2026, 6, 4, 12))).toBe('2026-07-04');
  });

  it('throws on an unreadable today', () => {
    expect(() => toCalendarDate('tomorrow')).toThrow(RangeError);
    expect(() => toCalendarDate('')).toThrow(RangeError);
  });
});

describe('display', () => {
  it('formats days as MM/DD/YYYY', () => {
    expect(formatCalendarDate('2026-07-04')).toBe('07/04/2026');
    expect(displayDate('2026-07-04T00:00:00Z')).toBe('07/04/2026');
  });

  it('shows Date unavailable for unreadable dates', () => {
    expect(displayDate(null)).toBe(DATE_UNAVAILABLE);
    expect(displayDate('31/31/2026')).toBe(DATE_UNAVAILABLE);
  });
});

describe('dayBounds', () => {
  it('covers the whole local day', () => {
    const { start, end } = dayBounds('2026-01-05');
    expect(start).toEqual(new Date(2026, 0, 5, 0, 0, 0, 0));
    expect(end).toEqual(new Date(2026, 0, 5, 23, 59, 59, 999));
  });
});
