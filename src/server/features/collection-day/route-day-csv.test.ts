/** The route-day CSV's pure parts: wall-clock times in the portal's zone, lines, formula protection. */
import { describe, expect, it } from 'vitest';
import { csvCell, unprotectCsvCell } from '../../http/csv-export';
import { instantOfWallClock, parseRouteDayCsv, zonedIsoTime } from './route-day-csv';
import { WEEKDAY_CODES, weekdayOf } from '../../../domain/pickup-calendar/calendar-days';

const CHICAGO = 'America/Chicago';

describe('times at the portal', () => {
  it('reads a wall-clock time on either side of a daylight-saving change', () => {
    expect(instantOfWallClock('2026-07-07', '09:42', CHICAGO).toISOString()).toBe('2026-07-07T14:42:00.000Z');
    expect(instantOfWallClock('2026-11-03', '09:42', CHICAGO).toISOString()).toBe('2026-11-03T15:42:00.000Z');
    expect(instantOfWallClock('2026-03-08', '07:00:30', CHICAGO).toISOString()).toBe(
      '2026-03-08T12:00:30.000Z',
    );
  });

  it('writes an instant with the portal’s offset, to the millisecond when it has some', () => {
    expect(zonedIsoTime(new Date('2026-11-17T15:42:00Z'), CHICAGO)).toBe('2026-11-17T09:42:00-06:00');
    expect(zonedIsoTime(new Date('2026-07-07T14:42:00.250Z'), CHICAGO)).toBe('2026-07-07T09:42:00.250-05:00');
    expect(zonedIsoTime(new Date('2026-07-07T14:42:00Z'), 'Asia/Kolkata')).toBe('2026-07-07T20:12:00+05:30');
  });
});

describe('parseRouteDayCsv', () => {
  const header = 'day,route,customer,site,service,outcome,time,reason,note,photo\n';
  // the holiday rule is the service's to apply; here every day runs its own weekday's routes
  const options = {
    source: 'SRC',
    timeZone: CHICAGO,
    weekdaysOn: (day: string) => [WEEKDAY_CODES[weekdayOf(day)]],
  };

  it('numbers the lines as the file does, a note over two lines included', () => {
    const { events, errors } = parseRouteDayCsv(
      header +
        '2026-11-17,TRASH-TUE,1,2,,not-collected,09:00,blocked,"car in\nthe way",\n' +
        '2026-11-17,TRASH-TUE,1,3,,not-collected,09:00,,,\n',
      options,
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.event).toMatchObject({
      note: 'car in\nthe way',
      reason: 'blocked',
      serviceType: 'trash',
    });
    expect(errors).toEqual([{ line: 4, message: expect.stringContaining('reason') }]);
  });

  it('refuses a route line with a stop, a stop line without its site and a service that is not the route’s', () => {
    const { errors } = parseRouteDayCsv(
      header +
        '2026-11-17,TRASH-TUE,1,2,,completed,17:00,,,\n' +
        '2026-11-17,TRASH-TUE,1,,,collected,09:00,,,\n' +
        '2026-11-17,TRASH-TUE,1,2,recycling,collected,09:00,,,\n' +
        '2026-11-17,TRASH-TUE,1,2,,collected,09:00,blocked,,\n',
      options,
    );
    expect(errors.map((e) => e.line)).toEqual([2, 3, 4, 5]);
  });
});

describe('formula protection', () => {
  it('writes a formula-like cell as text and reads it back as it was', () => {
    for (const text of ['=1+2', '+1', '-2', '@SUM(A1)', '\tx']) {
      const cell = csvCell(text);
      expect(cell).toContain(`'${text}`);
      expect(unprotectCsvCell(`'${text}`)).toBe(text);
    }
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell("it's")).toBe(`"it's"`);
    expect(unprotectCsvCell("'hello")).toBe("'hello");
  });
});
