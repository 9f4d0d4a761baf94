import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  mondayOf,
  parseServiceDays,
  weekdayOf,
  zonedNow,
} from './calendar-days';

describe('calendar days', () => {
  it('knows the weekday of any day, Monday = 0', () => {
    expect(weekdayOf('1970-01-01')).toBe(3);
    expect(weekdayOf('2026-11-26')).toBe(3); // Thanksgiving, a Thursday
    expect(weekdayOf('2026-07-04')).toBe(5); // Saturday
    expect(weekdayOf('2027-07-04')).toBe(6); // Sunday
    expect(weekdayOf('1969-12-29')).toBe(0); // before day 0 too
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-26', '2027-11-26')).toBe(365);
  });

  it('counts a daylight-saving week as seven days', () => {
    // America/Chicago springs forward on 2026-03-08 and falls back on 2026-11-01.
    expect(daysBetween('2026-03-02', '2026-03-09')).toBe(7);
    expect(addDays('2026-03-07', 7)).toBe('2026-03-14');
    expect(addDays('2026-10-29', 7)).toBe('2026-11-05');
  });

  it('finds the Monday of a week, also across New Year', () => {
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
    expect(mondayOf('2026-12-28')).toBe('2026-12-28');
  });

  it('adds months without leaving the month', () => {
    expect(addMonths('2026-11-26', 12)).toBe('2027-11-26');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('rejects days that do not exist', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('11/26/2026', 1)).toThrow(RangeError);
  });

  it('reads the back office day of service as dayOfServiceLabel does', () => {
    expect(parseServiceDays('THU')).toEqual([3]);
    expect(parseServiceDays(' thu, MON,mon ')).toEqual([0, 3]);
    expect(parseServiceDays('XYZ')).toEqual([]);
    expect(parseServiceDays('')).toEqual([]);
    expect(parseServiceDays(null)).toEqual([]);
  });
});

describe('zonedNow', () => {
  const chicago = 'America/Chicago';

  // [the instant, the portal's zone, the portal's day and time then]
  it.each([
    // 03:00 UTC on the 27th is still Thanksgiving evening in Chicago
    ['2026-11-27T03:00:00Z', chicago, '2026-11-26', '21:00'],
    ['2026-11-27T03:00:00Z', 'UTC', '2026-11-27', '03:00'],
    // spring forward: UTC−6 → UTC−5 on 2026-03-08
    ['2026-03-08T07:59:00Z', chicago, '2026-03-08', '01:59'],
    ['2026-03-08T08:00:00Z', chicago, '2026-03-08', '03:00'],
    // Monday starts at 05:00 UTC after the change, not at 06:00
    ['2026-03-09T04:59:00Z', chicago, '2026-03-08', '23:59'],
    ['2026-03-09T05:00:00Z', chicago, '2026-03-09', '00:00'],
    // fall back: UTC−5 → UTC−6 on 2026-11-01 (01:30 comes twice)
    ['2026-11-01T06:30:00Z', chicago, '2026-11-01', '01:30'],
    ['2026-11-01T07:30:00Z', chicago, '2026-11-01', '01:30'],
    ['2026-11-02T05:59:00Z', chicago, '2026-11-01', '23:59'],
    ['2026-11-02T06:00:00Z', chicago, '2026-11-02', '00:00'],
  ])(
    'at %s in %s it is %s %s on the portal day, across daylight-saving changes',
    (instant, zone, date, time) => {
      expect(zonedNow(new Date(instant), zone)).toEqual({ date, time });
    },
  );

  it('writes midnight as 00, not 24', () => {
    expect(zonedNow(new Date('2026-06-01T05:00:00Z'), chicago).time).toBe('00:00');
  });
});
