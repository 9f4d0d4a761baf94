import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf, zonedNow } from './calendar-days';
import { defaultObservedHolidaysForYears } from './default-holidays';
import { ZPickupCalendarSettings } from './holiday-rules';
import type { TPickupCalendarSettingsInput } from './holiday-rules';
import {
  ZPickupService,
  findPickups,
  findRouteDays,
  isInSeason,
  monthsFrom,
  weeksFrom,
} from './pickup-schedule';
import type { TPickupService } from './pickup-schedule';

const holidays = defaultObservedHolidaysForYears('IL', 2026, 3);

function settings(overrides: Partial<TPickupCalendarSettingsInput> = {}) {
  return ZPickupCalendarSettings.parse({
    timeZone: 'America/Chicago',
    state: 'IL',
    observedHolidays: holidays,
    yardWasteSeason: { start: '04-01', end: '11-30' },
    ...overrides,
  });
}

function service(input: Partial<TPickupService> & { daysOfWeek: string }): TPickupService {
  return ZPickupService.parse({ serviceType: 'trash', ...input });
}

const dates = (schedule: ReturnType<typeof findPickups>) => schedule.pickups.map((p) => p.date);

describe('weekly service', () => {
  it('gives eight Thursdays from Thanksgiving 2026, the first moved to Friday', () => {
    const schedule = findPickups(service({ daysOfWeek: 'THU' }), settings(), weeksFrom('2026-11-26'));
    expect(schedule.pickups[0]).toEqual({
      serviceType: 'trash',
      originalDate: '2026-11-26',
      date: '2026-11-27',
      shiftedBy: 'Thanksgiving Day',
    });
    expect(dates(schedule)).toEqual([
      '2026-11-27',
      '2026-12-03',
      '2026-12-10',
      '2026-12-17',
      '2026-12-24', // Christmas is on Friday: Thursday keeps its day
      '2026-12-31', // New Year's Day 2027 is a Friday too
      '2027-01-07',
      '2027-01-14',
    ]);
    expect(schedule.pickups.filter((p) => p.shiftedBy !== null)).toHaveLength(1);
  });

  it('shows a Friday pickup moved onto today, a Saturday', () => {
    const schedule = findPickups(service({ daysOfWeek: 'FRI' }), settings(), weeksFrom('2026-11-28', 1));
    expect(schedule.pickups).toEqual([
      { serviceType: 'trash', originalDate: '2026-11-27', date: '2026-11-28', shiftedBy: 'Thanksgiving Day' },
      { serviceType: 'trash', originalDate: '2026-12-04', date: '2026-12-04', shiftedBy: null },
    ]);
  });

  it('leaves out a pickup moved past the end of the window', () => {
    const schedule = findPickups(service({ daysOfWeek: 'FRI' }), settings(), {
      from: '2026-11-21',
      until: '2026-11-28',
    });
    expect(schedule.pickups).toEqual([]);
  });

  it('runs each day of a multi-day service', () => {
    const schedule = findPickups(service({ daysOfWeek: 'mon, thu' }), settings(), weeksFrom('2026-11-23', 1));
    expect(dates(schedule)).toEqual(['2026-11-23', '2026-11-27']);
  });

  it('has no dates for a Non Regular Service', () => {
    expect(findPickups(service({ daysOfWeek: '' }), settings(), weeksFrom('2026-11-26')).pickups).toEqual([]);
    expect(findPickups(service({ daysOfWeek: 'N/A' }), settings(), weeksFrom('2026-11-26')).pickups).toEqual(
      [],
    );
  });
});

describe('horizons', () => {
  it('8 weeks: eight pickups of a weekly route, whatever today is', () => {
    for (let offset = 0; offset < 7; offset += 1) {
      const today = addDays('2026-03-02', offset);
      const schedule = findPickups(service({ daysOfWeek: 'WED' }), settings(), weeksFrom(today));
      expect(schedule.pickups, today).toHaveLength(8);
    }
  });

  it('12 months: every Monday route of the year, Memorial Day and Labor Day moved', () => {
    const window = monthsFrom('2026-11-26');
    expect(window).toEqual({ from: '2026-11-26', until: '2027-11-26' });
    const schedule = findPickups(service({ daysOfWeek: 'MON' }), settings(), window);
    expect(schedule.pickups).toHaveLength(52);
    expect(schedule.pickups[0].date).toBe('2026-11-30');
    expect(schedule.pickups.at(-1)?.date).toBe('2027-11-22');
    expect(schedule.pickups.filter((p) => p.shiftedBy !== null)).toEqual([
      { serviceType: 'trash', originalDate: '2027-05-31', date: '2027-06-01', shiftedBy: 'Memorial Day' },
      { serviceType: 'trash', originalDate: '2027-09-06', date: '2027-09-07', shiftedBy: 'Labor Day' },
    ]);
  });

  it('12 months: Thanksgiving 2027 moves the last Thursday outside the window', () => {
    const schedule = findPickups(service({ daysOfWeek: 'THU' }), settings(), monthsFrom('2026-11-26'));
    // 53 Thursdays from 2026-11-26 to 2027-11-25; the last one moves to 11-26, the window's end.
    expect(schedule.pickups).toHaveLength(52);
    expect(schedule.pickups.at(-1)?.originalDate).toBe('2027-11-18');
    expect(new Set(schedule.pickups.map((p) => p.date)).size).toBe(52);
  });
});

describe('every other week', () => {
  // 2026 has 53 ISO weeks: 2026-12-29 is in ISO week 53 and 2027-01-12 in week 2, so parity of
  // ISO week numbers would put these two pickups in the same phase and skip or double one.
  const everyOtherTuesday = service({
    daysOfWeek: 'TUE',
    cadence: { kind: 'every-other-week', referenceDate: '2026-12-28' },
  });

  it('keeps a two-week rhythm across New Year', () => {
    const schedule = findPickups(everyOtherTuesday, settings(), { from: '2026-12-01', until: '2027-02-10' });
    expect(dates(schedule)).toEqual([
      '2026-12-01',
      '2026-12-15',
      '2026-12-29',
      '2027-01-12',
      '2027-01-26',
      '2027-02-09',
    ]);
  });

  it('accepts any day of the reference week, also one in the other year', () => {
    for (const referenceDate of ['2026-12-28', '2027-01-03', '2026-12-14', '2027-01-17']) {
      const shifted = service({ daysOfWeek: 'TUE', cadence: { kind: 'every-other-week', referenceDate } });
      expect(dates(findPickups(shifted, settings(), { from: '2026-12-01', until: '2027-02-10' }))).toEqual(
        dates(findPickups(everyOtherTuesday, settings(), { from: '2026-12-01', until: '2027-02-10' })),
      );
    }
  });

  it('runs in the other weeks when the reference is one week off', () => {
    const other = service({
      daysOfWeek: 'TUE',
      cadence: { kind: 'every-other-week', referenceDate: '2027-01-04' },
    });
    expect(dates(findPickups(other, settings(), { from: '2026-12-01', until: '2027-01-20' }))).toEqual([
      '2026-12-08',
      '2026-12-22',
      '2027-01-05',
      '2027-01-19',
    ]);
  });

  it('gives four pickups in eight weeks, holidays applied', () => {
    const biweeklyMonday = service({
      daysOfWeek: 'MON',
      cadence: { kind: 'every-other-week', referenceDate: '2027-05-31' },
    });
    const schedule = findPickups(biweeklyMonday, settings(), weeksFrom('2027-05-24'));
    expect(schedule.pickups.map((p) => [p.date, p.shiftedBy])).toEqual([
      ['2027-06-01', 'Memorial Day'],
      ['2027-06-14', null],
      ['2027-06-28', null],
      ['2027-07-12', null],
    ]);
  });

  it('needs a reference date', () => {
    expect(
      ZPickupService.safeParse({
        serviceType: 'recycling',
        daysOfWeek: 'TUE',
        cadence: { kind: 'every-other-week' },
      }).success,
    ).toBe(false);
  });
});

describe('daylight-saving weeks (America/Chicago)', () => {
  it('keeps the route day through spring forward, starting from the portal day', () => {
    // Sunday 2026-03-08 at 23:30 in Chicago is already Monday in UTC.
    const today = zonedNow(new Date('2026-03-09T04:30:00Z'), 'America/Chicago').date;
    expect(today).toBe('2026-03-08');
    const schedule = findPickups(service({ daysOfWeek: 'SUN,MON' }), settings(), weeksFrom(today, 2));
    expect(dates(schedule)).toEqual(['2026-03-08', '2026-03-09', '2026-03-15', '2026-03-16']);
  });

  it('keeps the route day through fall back', () => {
    const today = zonedNow(new Date('2026-11-01T05:30:00Z'), 'America/Chicago').date;
    expect(today).toBe('2026-11-01');
    const schedule = findPickups(service({ daysOfWeek: 'SUN,MON' }), settings(), weeksFrom(today, 2));
    expect(dates(schedule)).toEqual(['2026-11-01', '2026-11-02', '2026-11-08', '2026-11-09']);
    expect(schedule.pickups.every((p) => [0, 6].includes(weekdayOf(p.date)))).toBe(true);
  });
});

describe('yard-waste season (04-01 to 11-30)', () => {
  const yardWaste = (daysOfWeek: string) => service({ serviceType: 'yardwaste', daysOfWeek });

  it('starts on the season start day', () => {
    // 2026-04-01 is a Wednesday.
    const schedule = findPickups(yardWaste('WED'), settings(), { from: '2026-03-20', until: '2026-04-10' });
    expect(dates(schedule)).toEqual(['2026-04-01', '2026-04-08']);
  });

  it('ends on the season end day', () => {
    // 2026-11-30 is a Monday.
    const schedule = findPickups(yardWaste('MON'), settings(), { from: '2026-11-23', until: '2026-12-15' });
    expect(dates(schedule)).toEqual(['2026-11-23', '2026-11-30']);
  });

  it('still collects the last route day of the season when a holiday moves it out', () => {
    const endOnThanksgiving = settings({ yardWasteSeason: { start: '04-01', end: '11-26' } });
    const schedule = findPickups(yardWaste('THU'), endOnThanksgiving, weeksFrom('2026-11-19', 3));
    expect(dates(schedule)).toEqual(['2026-11-19', '2026-11-27']);
  });

  it('has no pickups outside the season', () => {
    expect(findPickups(yardWaste('MON'), settings(), weeksFrom('2026-12-01')).pickups).toEqual([]);
  });

  it('does not limit trash and recycling', () => {
    expect(
      findPickups(service({ daysOfWeek: 'MON' }), settings(), weeksFrom('2026-12-01')).pickups,
    ).toHaveLength(8);
  });

  it('runs all year without a season', () => {
    const schedule = findPickups(
      yardWaste('MON'),
      settings({ yardWasteSeason: null }),
      weeksFrom('2027-01-04'),
    );
    expect(schedule.pickups).toHaveLength(8);
  });

  it('can span New Year', () => {
    const winter = { start: '11-15', end: '02-28' };
    expect(isInSeason('2026-12-31', winter)).toBe(true);
    expect(isInSeason('2027-01-01', winter)).toBe(true);
    expect(isInSeason('2027-02-28', winter)).toBe(true);
    expect(isInSeason('2027-03-01', winter)).toBe(false);
    expect(isInSeason('2026-11-14', winter)).toBe(false);
    expect(isInSeason('2026-11-15', winter)).toBe(true);
  });

  it('reads a 02-29 start as 03-01 in other years', () => {
    const leapStart = { start: '02-29', end: '11-30' };
    expect(isInSeason('2027-02-28', leapStart)).toBe(false);
    expect(isInSeason('2027-03-01', leapStart)).toBe(true);
    expect(isInSeason('2028-02-29', leapStart)).toBe(true);
  });

  it('lists route days before holidays for the season check', () => {
    expect(
      findRouteDays(yardWaste('THU'), { start: '04-01', end: '11-26' }, '2026-11-20', '2026-12-10'),
    ).toEqual(['2026-11-26']);
  });
});

describe('overrides rule', () => {
  const overrides = settings({
    rule: 'overrides',
    overrides: [
      { from: '2026-12-24', to: '2026-12-26', reason: 'Christmas' },
      { from: '2026-12-31', to: null, reason: "New Year's Eve" },
    ],
  });

  it('moves and cancels listed days only', () => {
    const schedule = findPickups(service({ daysOfWeek: 'THU' }), overrides, weeksFrom('2026-11-26', 6));
    expect(schedule.pickups.map((p) => [p.originalDate, p.date, p.shiftedBy])).toEqual([
      ['2026-11-26', '2026-11-26', null], // Thanksgiving is in the list, but the list moves nothing here
      ['2026-12-03', '2026-12-03', null],
      ['2026-12-10', '2026-12-10', null],
      ['2026-12-17', '2026-12-17', null],
      ['2026-12-24', '2026-12-26', 'Christmas'],
    ]);
    expect(schedule.cancelled).toEqual([
      { serviceType: 'trash', originalDate: '2026-12-31', reason: "New Year's Eve" },
    ]);
  });

  it('keeps pickups in date order when an override moves one past the next', () => {
    const late = settings({
      rule: 'overrides',
      overrides: [{ from: '2026-12-03', to: '2026-12-11', reason: 'Storm' }],
    });
    const schedule = findPickups(service({ daysOfWeek: 'THU' }), late, weeksFrom('2026-12-01', 2));
    expect(dates(schedule)).toEqual(['2026-12-10', '2026-12-11']);
  });
});
