import { describe, expect, it } from 'vitest';
import { zonedNow } from '../pickup-calendar/calendar-days';
import { addWorkingDays, missedPickupWindow } from './missed-pickup-window';

// 2026-09-04 is a Friday; 2026-09-07 is Labor Day (Monday).
const FRIDAY = '2026-09-04';
const LABOR_DAY = '2026-09-07';

describe('missed-pickup window', () => {
  it('is not yet open before the pickup day, and in progress on it until the route is completed', () => {
    expect(missedPickupWindow({ pickupDay: FRIDAY, today: '2026-09-03', routeCompleted: false })).toEqual({
      state: 'not-yet',
    });
    expect(missedPickupWindow({ pickupDay: FRIDAY, today: FRIDAY, routeCompleted: false })).toEqual({
      state: 'route-in-progress',
    });
    expect(missedPickupWindow({ pickupDay: FRIDAY, today: FRIDAY, routeCompleted: true })).toEqual({
      state: 'open',
      lastDay: '2026-09-08',
    });
  });

  it('opens when the day is over even if the route was never marked complete', () => {
    expect(missedPickupWindow({ pickupDay: FRIDAY, today: '2026-09-05', routeCompleted: false })).toEqual({
      state: 'open',
      lastDay: '2026-09-08',
    });
  });

  it('counts two working days after the pickup day: the weekend does not count', () => {
    const on = (today: string) =>
      missedPickupWindow({ pickupDay: FRIDAY, today, routeCompleted: true }).state;
    expect(on('2026-09-07')).toBe('open');
    expect(on('2026-09-08')).toBe('open');
    expect(on('2026-09-09')).toBe('closed');
  });

  it('leaves holidays out: Labor Day moves the last day to Wednesday', () => {
    const window = (today: string) =>
      missedPickupWindow({ pickupDay: FRIDAY, today, routeCompleted: true, holidays: [LABOR_DAY] });
    expect(window('2026-09-09')).toEqual({ state: 'open', lastDay: '2026-09-09' });
    expect(window('2026-09-10')).toEqual({ state: 'closed', lastDay: '2026-09-09' });
  });

  it('takes the portal’s own window: 0 allows the pickup day only, 5 a working week', () => {
    const tuesday = '2026-09-01';
    expect(
      missedPickupWindow({ pickupDay: tuesday, today: tuesday, routeCompleted: true, windowWorkingDays: 0 }),
    ).toEqual({
      state: 'open',
      lastDay: tuesday,
    });
    expect(
      missedPickupWindow({
        pickupDay: tuesday,
        today: '2026-09-02',
        routeCompleted: true,
        windowWorkingDays: 0,
      }).state,
    ).toBe('closed');
    expect(addWorkingDays(tuesday, 5, new Set())).toBe('2026-09-08');
  });

  it('judges by the portal’s day: 11 pm Tuesday in Chicago is still Tuesday there, Wednesday in UTC', () => {
    const instant = new Date('2026-09-09T04:30:00Z');
    const chicago = zonedNow(instant, 'America/Chicago').date;
    expect(chicago).toBe('2026-09-08');
    expect(missedPickupWindow({ pickupDay: FRIDAY, today: chicago, routeCompleted: true }).state).toBe(
      'open',
    );
    const utc = zonedNow(instant, 'UTC').date;
    expect(missedPickupWindow({ pickupDay: FRIDAY, today: utc, routeCompleted: true }).state).toBe('closed');
  });

  it('crosses a year end: a pickup on Thursday 2026-12-31 with New Year’s Day off closes on Tuesday', () => {
    expect(addWorkingDays('2026-12-31', 2, new Set(['2027-01-01']))).toBe('2027-01-05');
  });
});
