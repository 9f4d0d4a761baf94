import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-days';
import { defaultObservedHolidaysForYears } from './default-holidays';
import { ZPickupCalendarSettings, holidayRuleFor } from './holiday-rules';
import type { TObservedHoliday, TPickupCalendarSettingsInput } from './holiday-rules';

function settings(overrides: Partial<TPickupCalendarSettingsInput> = {}) {
  return ZPickupCalendarSettings.parse({ timeZone: 'America/Chicago', state: 'IL', ...overrides });
}

function slideRule(observedHolidays: TObservedHoliday[]) {
  return holidayRuleFor(settings({ observedHolidays }));
}

/** Where the five routes Monday…Friday of the week starting `monday` end up. */
function weekOutcome(rule: ReturnType<typeof holidayRuleFor>, monday: string) {
  return [0, 1, 2, 3, 4].map((offset) => {
    const outcome = rule(addDays(monday, offset));
    return outcome.kind === 'cancelled' ? null : outcome.date;
  });
}

describe('ZPickupCalendarSettings', () => {
  it('takes every-other-week services with a reference date, each service once', () => {
    const base = { timeZone: 'America/Chicago', state: 'IL' };
    const ok = ZPickupCalendarSettings.safeParse({
      ...base,
      everyOtherWeek: { serviceTypes: ['recycling'], referenceDate: '2026-12-02' },
    });
    expect(ok.success).toBe(true);
    for (const everyOtherWeek of [
      { serviceTypes: [], referenceDate: '2026-12-02' },
      { serviceTypes: ['recycling', 'recycling'], referenceDate: '2026-12-02' },
      { serviceTypes: ['compost'], referenceDate: '2026-12-02' },
      { serviceTypes: ['recycling'], referenceDate: '12/02/2026' },
    ]) {
      expect(ZPickupCalendarSettings.safeParse({ ...base, everyOtherWeek }).success).toBe(false);
    }
  });

  it('fills the defaults', () => {
    expect(settings()).toEqual({
      timeZone: 'America/Chicago',
      state: 'IL',
      observedHolidays: [],
      rule: 'slide-week',
      overrides: [],
      yardWasteSeason: null,
      everyOtherWeek: null,
      reminderTime: '18:00',
    });
  });

  it('accepts a lower-case state and a full setup', () => {
    const parsed = settings({
      state: 'tx',
      rule: 'overrides',
      overrides: [{ from: '2026-12-25', to: null, reason: 'Christmas Day' }],
      yardWasteSeason: { start: '04-01', end: '11-30' },
      reminderTime: '19:30',
    });
    expect(parsed.state).toBe('TX');
    expect(parsed.overrides[0].to).toBeNull();
  });

  it.each([
    ['an unknown zone', { timeZone: 'America/Springfield' }],
    ['a state outside the US list', { state: 'ON' }],
    ['a holiday date that is not a day', { observedHolidays: [{ date: '2026-02-30', name: 'X' }] }],
    ['a holiday without a name', { observedHolidays: [{ date: '2026-12-25', name: ' ' }] }],
    [
      'the same date twice',
      {
        observedHolidays: [
          { date: '2026-12-25', name: 'Christmas Day' },
          { date: '2026-12-25', name: 'Christmas' },
        ],
      },
    ],
    [
      'two overrides of one date',
      {
        overrides: [
          { from: '2026-12-25', to: null, reason: 'Christmas Day' },
          { from: '2026-12-25', to: '2026-12-26', reason: 'Christmas Day' },
        ],
      },
    ],
    ['a season day that does not exist', { yardWasteSeason: { start: '02-30', end: '11-30' } }],
    ['a reminder at 24:00', { reminderTime: '24:00' }],
    ['an unknown rule', { rule: 'next-business-day' }],
  ])('rejects %s', (_, input) => {
    const result = ZPickupCalendarSettings.safeParse({ timeZone: 'America/Chicago', state: 'IL', ...input });
    expect(result.success).toBe(false);
  });

  it('allows a season starting on 02-29', () => {
    expect(settings({ yardWasteSeason: { start: '02-29', end: '11-30' } }).yardWasteSeason?.start).toBe(
      '02-29',
    );
  });
});

describe('slide-week rule, every default holiday of 2026 and 2027 (Illinois)', () => {
  const rule = slideRule(defaultObservedHolidaysForYears('IL', 2026, 2));

  // For each holiday: the Monday of its week and where Monday…Friday routes go.
  it.each([
    [
      "New Year's Day 2026 (Thu)",
      '2025-12-29',
      ['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-02', '2026-01-03'],
    ],
    [
      'Memorial Day 2026 (Mon)',
      '2026-05-25',
      ['2026-05-26', '2026-05-27', '2026-05-28', '2026-05-29', '2026-05-30'],
    ],
    [
      'Independence Day 2026 (Sat): nothing moves',
      '2026-06-29',
      ['2026-06-29', '2026-06-30', '2026-07-01', '2026-07-02', '2026-07-03'],
    ],
    [
      'Labor Day 2026 (Mon)',
      '2026-09-07',
      ['2026-09-08', '2026-09-09', '2026-09-10', '2026-09-11', '2026-09-12'],
    ],
    [
      'Thanksgiving Day 2026 (Thu)',
      '2026-11-23',
      ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-27', '2026-11-28'],
    ],
    [
      'Christmas Day 2026 (Fri)',
      '2026-12-21',
      ['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24', '2026-12-26'],
    ],
    [
      "New Year's Day 2027 (Fri)",
      '2026-12-28',
      ['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-02'],
    ],
    [
      'Memorial Day 2027 (Mon)',
      '2027-05-31',
      ['2027-06-01', '2027-06-02', '2027-06-03', '2027-06-04', '2027-06-05'],
    ],
    [
      'Independence Day 2027 (Sun): nothing moves',
      '2027-06-28',
      ['2027-06-28', '2027-06-29', '2027-06-30', '2027-07-01', '2027-07-02'],
    ],
    [
      'the week after a Sunday holiday: nothing moves',
      '2027-07-05',
      ['2027-07-05', '2027-07-06', '2027-07-07', '2027-07-08', '2027-07-09'],
    ],
    [
      'Labor Day 2027 (Mon)',
      '2027-09-06',
      ['2027-09-07', '2027-09-08', '2027-09-09', '2027-09-10', '2027-09-11'],
    ],
    [
      'Thanksgiving Day 2027 (Thu)',
      '2027-11-22',
      ['2027-11-22', '2027-11-23', '2027-11-24', '2027-11-26', '2027-11-27'],
    ],
    [
      'Christmas Day 2027 (Sat): nothing moves',
      '2027-12-20',
      ['2027-12-20', '2027-12-21', '2027-12-22', '2027-12-23', '2027-12-24'],
    ],
  ])('%s', (_, monday, expected) => {
    expect(weekOutcome(rule, monday)).toEqual(expected);
  });

  it('names the holiday that moved a pickup', () => {
    expect(rule('2026-11-27')).toEqual({ kind: 'moved', date: '2026-11-28', reason: 'Thanksgiving Day' });
    expect(rule('2026-11-25')).toEqual({ kind: 'as-scheduled', date: '2026-11-25' });
  });

  it('does not move anything for the federal observed Friday of a Saturday holiday', () => {
    expect(rule('2026-07-03')).toEqual({ kind: 'as-scheduled', date: '2026-07-03' });
  });

  it('leaves Saturday and Sunday routes alone, even on a holiday', () => {
    expect(rule('2026-07-04')).toEqual({ kind: 'as-scheduled', date: '2026-07-04' });
    expect(rule('2027-07-04')).toEqual({ kind: 'as-scheduled', date: '2027-07-04' });
    expect(rule('2026-11-28')).toEqual({ kind: 'as-scheduled', date: '2026-11-28' });
  });

  it('does not carry a shift into the next week (Christmas and New Year on consecutive Thursdays)', () => {
    const thursdays = slideRule(defaultObservedHolidaysForYears('IL', 2025, 2));
    expect(weekOutcome(thursdays, '2025-12-22')).toEqual([
      '2025-12-22',
      '2025-12-23',
      '2025-12-24',
      '2025-12-26',
      '2025-12-27',
    ]);
    expect(weekOutcome(thursdays, '2025-12-29')).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-02',
      '2026-01-03',
    ]);
  });
});

describe('slide-week rule, two holidays in one week', () => {
  const thanksgiving = { date: '2026-11-26', name: 'Thanksgiving Day' };
  const dayAfter = { date: '2026-11-27', name: 'Day after Thanksgiving' };

  it('moves pickups after both holidays two days (Thursday and Friday off)', () => {
    const rule = slideRule([thanksgiving, dayAfter]);
    expect(weekOutcome(rule, '2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(rule('2026-11-27')).toEqual({
      kind: 'moved',
      date: '2026-11-29',
      reason: 'Thanksgiving Day and Day after Thanksgiving',
    });
  });

  // Two holidays in one week: each case's week of outcomes (Monday to Friday) and the reasons given.
  it.each([
    {
      name: 'never lands a moved pickup on the second holiday (Tuesday and Thursday off)',
      holidays: [
        { date: '2026-10-13', name: 'Route holiday A' },
        { date: '2026-10-15', name: 'Route holiday B' },
      ],
      monday: '2026-10-12',
      // Wednesday's route cannot go to Thursday, a holiday: it goes to Friday, two days later.
      week: ['2026-10-12', '2026-10-14', '2026-10-16', '2026-10-17', '2026-10-18'],
      reasons: { '2026-10-13': 'Route holiday A', '2026-10-14': 'Route holiday A and Route holiday B' },
    },
    {
      name: 'skips a Saturday holiday when a Friday holiday moves Friday routes (Christmas Eve added in 2027)',
      holidays: [
        { date: '2027-12-24', name: 'Christmas Eve' },
        { date: '2027-12-25', name: 'Christmas Day' },
      ],
      monday: '2027-12-20',
      week: ['2027-12-20', '2027-12-21', '2027-12-22', '2027-12-23', '2027-12-26'],
      reasons: { '2027-12-24': 'Christmas Eve and Christmas Day' },
    },
  ])('$name', ({ holidays, monday, week, reasons }) => {
    const rule = slideRule(holidays);
    expect(weekOutcome(rule, monday)).toEqual(week);
    for (const [date, reason] of Object.entries(reasons)) {
      expect(rule(date)).toMatchObject({ reason });
    }
  });

  it('treats a holiday staff removed as a normal day', () => {
    const withoutThanksgiving = slideRule(
      defaultObservedHolidaysForYears('IL', 2026, 1).filter((h) => h.name !== 'Thanksgiving Day'),
    );
    expect(withoutThanksgiving('2026-11-26')).toEqual({ kind: 'as-scheduled', date: '2026-11-26' });
  });
});

describe('overrides rule', () => {
  const rule = holidayRuleFor(
    settings({
      rule: 'overrides',
      // The list stays for the form; with overrides it moves nothing.
      observedHolidays: [{ date: '2026-11-26', name: 'Thanksgiving Day' }],
      overrides: [
        { from: '2026-11-26', to: '2026-11-28', reason: 'Thanksgiving Day' },
        { from: '2026-12-25', to: null, reason: 'Christmas Day' },
        { from: '2026-12-24', to: '2026-12-24', reason: 'Christmas Eve' },
        { from: '2027-01-01', to: '2026-12-31', reason: "New Year's Day" },
      ],
    }),
  );

  it('moves a listed day to its replacement', () => {
    expect(rule('2026-11-26')).toEqual({ kind: 'moved', date: '2026-11-28', reason: 'Thanksgiving Day' });
  });

  it('does not slide the rest of the week', () => {
    expect(rule('2026-11-27')).toEqual({ kind: 'as-scheduled', date: '2026-11-27' });
  });

  it('cancels a day with no replacement', () => {
    expect(rule('2026-12-25')).toEqual({ kind: 'cancelled', reason: 'Christmas Day' });
  });

  it('can move a pickup earlier', () => {
    expect(rule('2027-01-01')).toEqual({ kind: 'moved', date: '2026-12-31', reason: "New Year's Day" });
  });

  it('treats an override onto the same day as no move', () => {
    expect(rule('2026-12-24')).toEqual({ kind: 'as-scheduled', date: '2026-12-24' });
  });
});
