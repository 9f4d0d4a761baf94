/** Excel serials of a portal's local time: against Intl's wall clock, across daylight-saving changes. */
import { describe, expect, it } from 'vitest';
import { excelSerialAt, excelSerialOfDay } from './spreadsheet-dates';
import { zonedClock } from './zoned-clock';

/** The wall clock Intl shows for `ms` in `timeZone`, as "YYYY-MM-DD HH:MM:SS". */
function intlWallClock(ms: number, timeZone: string): string {
  const parts = Object.fromEntries(
    zonedClock(timeZone)
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The wall clock a serial stands for, as Excel shows it. */
function serialWallClock(serial: number): string {
  const ms = Math.round(serial * 86_400_000) + Date.UTC(1899, 11, 30);
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

describe('excelSerialAt', () => {
  it('is the local time of the portal: 2026-11-28 03:30 UTC is 2026-11-27 21:30 in Chicago', () => {
    expect(serialWallClock(excelSerialAt('2026-11-28T03:30:00.000Z', 'America/Chicago')!)).toBe(
      '2026-11-27 21:30:00',
    );
    expect(excelSerialAt('1900-03-01T00:00:00Z', 'UTC')).toBe(61);
    expect(excelSerialAt(new Date('2026-11-20T15:00:00Z'), 'UTC')).toBeCloseTo(46346 + 15 / 24, 9);
    expect(excelSerialAt(null, 'UTC')).toBeNull();
    expect(excelSerialAt('', 'UTC')).toBeNull();
    expect(excelSerialAt('not a time', 'UTC')).toBeNull();
  });

  it('matches Intl every 17 minutes through daylight-saving changes, in zones with odd offsets too', () => {
    const zones = [
      'America/Chicago',
      'Europe/Berlin',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
      'America/St_Johns',
    ];
    const windows = [
      Date.UTC(2026, 2, 7, 12),
      Date.UTC(2026, 3, 4, 12),
      Date.UTC(2026, 9, 3, 12),
      Date.UTC(2026, 10, 1),
    ];
    for (const timeZone of zones) {
      for (const start of windows) {
        for (let ms = start; ms < start + 2 * 86_400_000; ms += 17 * 60_000 + 13_000) {
          expect(
            serialWallClock(excelSerialAt(ms, timeZone)!),
            `${timeZone} ${new Date(ms).toISOString()}`,
          ).toBe(intlWallClock(ms, timeZone));
        }
      }
    }
  });
});

describe('excelSerialOfDay', () => {
  it('reads YYYY-MM-DD and MM/DD/YYYY, and refuses what is not a day', () => {
    expect(excelSerialOfDay('2026-11-20')).toBe(46346);
    expect(excelSerialOfDay('11/20/2026')).toBe(46346);
    expect(excelSerialOfDay('02/30/2026')).toBeNull();
    expect(excelSerialOfDay('')).toBeNull();
    expect(excelSerialOfDay('Monday')).toBeNull();
  });
});
