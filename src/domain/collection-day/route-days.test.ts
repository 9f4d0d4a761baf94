import { describe, expect, it } from 'vitest';
import { holidayRuleFor, ZPickupCalendarSettings } from '../pickup-calendar/holiday-rules';
import { routeWeekdayOn, weekdaysRunningOn } from './route-days';

const settings = (input: Record<string, unknown>) =>
  ZPickupCalendarSettings.parse({ timeZone: 'America/Chicago', state: 'IL', ...input });

describe('weekdaysRunningOn', () => {
  it("is the day's own weekday in a week without holidays", () => {
    const rule = holidayRuleFor(settings({}));
    expect(weekdaysRunningOn('2026-12-03', rule)).toEqual(['THU']);
    expect(weekdaysRunningOn('2026-12-05', rule)).toEqual(['SAT']);
  });

  it('follows the slide-week rule: after Thanksgiving, Thursday runs on Friday and Friday on Saturday', () => {
    const rule = holidayRuleFor(
      settings({ observedHolidays: [{ date: '2026-11-26', name: 'Thanksgiving' }] }),
    );
    expect(weekdaysRunningOn('2026-11-25', rule)).toEqual(['WED']);
    expect(weekdaysRunningOn('2026-11-26', rule)).toEqual([]);
    expect(weekdaysRunningOn('2026-11-27', rule)).toEqual(['THU']);
    expect(weekdaysRunningOn('2026-11-28', rule)).toEqual(['FRI', 'SAT']);
  });

  it('follows overrides, including a pickup cancelled outright', () => {
    const rule = holidayRuleFor(
      settings({
        rule: 'overrides',
        overrides: [
          { from: '2026-12-25', to: '2026-12-23', reason: 'Christmas' },
          { from: '2027-01-01', to: null, reason: "New Year's Day" },
        ],
      }),
    );
    expect(weekdaysRunningOn('2026-12-23', rule)).toEqual(['WED', 'FRI']);
    expect(weekdaysRunningOn('2026-12-25', rule)).toEqual([]);
    expect(weekdaysRunningOn('2027-01-01', rule)).toEqual([]);
  });
});

describe('routeWeekdayOn', () => {
  it('is the one weekday running that day, else the day’s own', () => {
    const rule = holidayRuleFor(
      settings({ observedHolidays: [{ date: '2026-11-26', name: 'Thanksgiving' }] }),
    );
    expect(routeWeekdayOn('2026-11-25', rule)).toBe('WED');
    expect(routeWeekdayOn('2026-11-27', rule)).toBe('THU');
    // Friday's moved pickups and Saturday's own cannot be told apart: the day's own
    expect(routeWeekdayOn('2026-11-28', rule)).toBe('SAT');
    // nothing runs on the holiday: the day's own
    expect(routeWeekdayOn('2026-11-26', rule)).toBe('THU');
  });
});
