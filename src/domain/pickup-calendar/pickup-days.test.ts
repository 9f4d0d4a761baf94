import { describe, expect, it } from 'vitest';
import { defaultObservedHolidaysForYears } from './default-holidays';
import { ZPickupCalendarSettings, holidayRuleFor } from './holiday-rules';
import type { TPickupCalendarSettingsInput } from './holiday-rules';
import { findNextPickupDay, findReminderDue, groupPickupsByDay, pickupEventUid } from './pickup-days';
import { ZPickupService, findPickups, monthsFrom, weeksFrom } from './pickup-schedule';
import type { PickupWindow, TPickupService } from './pickup-schedule';

function settings(overrides: Partial<TPickupCalendarSettingsInput> = {}) {
  return ZPickupCalendarSettings.parse({
    timeZone: 'America/Chicago',
    state: 'IL',
    observedHolidays: defaultObservedHolidaysForYears('IL', 2026, 2),
    yardWasteSeason: { start: '04-01', end: '11-30' },
    ...overrides,
  });
}

const household: TPickupService[] = [
  ZPickupService.parse({ serviceType: 'yardwaste', daysOfWeek: 'THU' }),
  ZPickupService.parse({ serviceType: 'trash', daysOfWeek: 'THU' }),
  ZPickupService.parse({
    serviceType: 'recycling',
    daysOfWeek: 'THU',
    cadence: { kind: 'every-other-week', referenceDate: '2026-11-26' },
  }),
];

function pickupDays(services: TPickupService[], window: PickupWindow, calendar = settings()) {
  const rule = holidayRuleFor(calendar);
  return groupPickupsByDay(services.flatMap((s) => findPickups(s, calendar, window, rule).pickups));
}

describe('groupPickupsByDay', () => {
  it('gives one day per date with its carts in portal order', () => {
    expect(pickupDays(household, weeksFrom('2026-11-23', 3))).toEqual([
      {
        date: '2026-11-27',
        carts: ['trash', 'recycling', 'yardwaste'],
        originalDate: '2026-11-26',
        shiftedBy: 'Thanksgiving Day',
      },
      // Yard waste season is over and recycling is every other week.
      { date: '2026-12-03', carts: ['trash'], originalDate: '2026-12-03', shiftedBy: null },
      { date: '2026-12-10', carts: ['trash', 'recycling'], originalDate: '2026-12-10', shiftedBy: null },
    ]);
  });

  it('merges a Friday route moved onto a Saturday route, keeping the earlier route day', () => {
    const friday = ZPickupService.parse({ serviceType: 'trash', daysOfWeek: 'FRI' });
    const saturday = ZPickupService.parse({ serviceType: 'yardwaste', daysOfWeek: 'SAT' });
    const days = pickupDays([saturday, friday], { from: '2026-11-27', until: '2026-11-29' });
    expect(days).toEqual([
      {
        date: '2026-11-28',
        carts: ['trash', 'yardwaste'],
        originalDate: '2026-11-27',
        shiftedBy: 'Thanksgiving Day',
      },
    ]);
  });

  it('lists a cart once when two services of one type share a day', () => {
    const twice = [household[1], ZPickupService.parse({ serviceType: 'trash', daysOfWeek: 'THU' })];
    expect(pickupDays(twice, weeksFrom('2026-12-01', 1))[0].carts).toEqual(['trash']);
  });
});

describe('findNextPickupDay', () => {
  const days = pickupDays(household, weeksFrom('2026-11-26'));

  it('shows today while today is a pickup day', () => {
    expect(findNextPickupDay(days, '2026-11-27')?.date).toBe('2026-11-27');
  });

  it('shows the moved day with its reason on the holiday itself', () => {
    expect(findNextPickupDay(days, '2026-11-26')).toMatchObject({
      date: '2026-11-27',
      shiftedBy: 'Thanksgiving Day',
    });
  });

  it('moves on the day after', () => {
    expect(findNextPickupDay(days, '2026-11-28')?.date).toBe('2026-12-03');
  });

  it('is null when nothing is left', () => {
    expect(findNextPickupDay(days, '2027-06-01')).toBeNull();
  });
});

describe('pickupEventUid', () => {
  it('builds the UID from the customer and the route day', () => {
    expect(pickupEventUid('cust-42', { originalDate: '2026-11-26' })).toBe('cust-42-2026-11-26@curbside');
  });

  it('keeps UIDs when staff add a holiday later, so calendar apps move the event', () => {
    // Six months: at the 12-month edge Thanksgiving 2027 moves a pickup out of the window.
    const window = monthsFrom('2026-11-26', 6);
    const before = pickupDays(household, window, settings({ observedHolidays: [] }));
    const after = pickupDays(household, window);
    const uids = (days: typeof before) => days.map((day) => pickupEventUid('cust-42', day));
    expect(uids(after)).toEqual(uids(before));
    expect(before[0].date).toBe('2026-11-26');
    expect(after[0].date).toBe('2026-11-27');
  });

  it('gives every day of a 12-month feed its own UID', () => {
    const days = pickupDays(household, monthsFrom('2026-11-26'));
    expect(days.length).toBeGreaterThan(50);
    expect(new Set(days.map((day) => pickupEventUid('cust-42', day))).size).toBe(days.length);
  });

  it('needs a customer id', () => {
    expect(() => pickupEventUid('  ', { originalDate: '2026-11-26' })).toThrow(RangeError);
  });
});

describe('findReminderDue', () => {
  const days = pickupDays(household, weeksFrom('2026-11-23'));

  it('is not due before the reminder time on the evening before', () => {
    expect(findReminderDue(days, { date: '2026-11-26', time: '17:59' }, '18:00')).toBeNull();
  });

  it('is due from the reminder time for the moved pickup', () => {
    expect(findReminderDue(days, { date: '2026-11-26', time: '18:00' }, '18:00')?.date).toBe('2026-11-27');
    expect(findReminderDue(days, { date: '2026-11-26', time: '23:59' }, '18:00')?.date).toBe('2026-11-27');
  });

  it('is not due on the route day a holiday emptied', () => {
    // Wednesday evening before Thanksgiving: no pickup on Thursday any more.
    expect(findReminderDue(days, { date: '2026-11-25', time: '18:30' }, '18:00')).toBeNull();
  });

  it('is not due on a pickup day for that same day, before or after the reminder time', () => {
    expect(findReminderDue(days, { date: '2026-12-03', time: '07:00' }, '18:00')).toBeNull();
    expect(findReminderDue(days, { date: '2026-12-03', time: '19:00' }, '18:00')).toBeNull();
  });

  it('follows the portal reminder time', () => {
    expect(findReminderDue(days, { date: '2026-12-09', time: '16:00' }, '15:30')?.date).toBe('2026-12-10');
  });
});
