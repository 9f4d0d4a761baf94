import { describe, expect, it } from 'vitest';
import Holidays from 'date-holidays';
import { defaultObservedHolidays, defaultObservedHolidaysForYears } from './default-holidays';
import { US_STATE_CODES } from './holiday-rules';

describe('defaultObservedHolidays', () => {
  it('lists the six holidays of 2026 on their actual dates', () => {
    expect(defaultObservedHolidays('IL', 2026)).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-05-25', name: 'Memorial Day' },
      // A Saturday: the federal observed Friday (07-03) is not a route holiday.
      { date: '2026-07-04', name: 'Independence Day' },
      { date: '2026-09-07', name: 'Labor Day' },
      { date: '2026-11-26', name: 'Thanksgiving Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
  });

  it('lists the six holidays of 2027, with no substitute days', () => {
    expect(defaultObservedHolidays('TX', 2027)).toEqual([
      { date: '2027-01-01', name: "New Year's Day" },
      { date: '2027-05-31', name: 'Memorial Day' },
      { date: '2027-07-04', name: 'Independence Day' }, // a Sunday; not 07-05
      { date: '2027-09-06', name: 'Labor Day' },
      { date: '2027-11-25', name: 'Thanksgiving Day' },
      { date: '2027-12-25', name: 'Christmas Day' }, // a Saturday; not 12-24
    ]);
  });

  it('finds all six in every state', () => {
    for (const state of US_STATE_CODES) {
      expect(
        defaultObservedHolidays(state, 2026).map((h) => h.name),
        state,
      ).toHaveLength(6);
    }
  });

  it('covers consecutive years for a new portal', () => {
    const holidays = defaultObservedHolidaysForYears('IL', 2026, 2);
    expect(holidays).toHaveLength(12);
    expect(holidays[6]).toEqual({ date: '2027-01-01', name: "New Year's Day" });
  });

  it('offers exactly the states date-holidays has rules for', () => {
    expect(Object.keys(new Holidays().getStates('US') ?? {}).sort()).toEqual([...US_STATE_CODES]);
  });
});
