/**
 * Intl's wall clock in a time zone: year, 2-digit month, day, hour (00-23), minute and second. One
 * formatter per zone, kept: making one costs far more than using it, and the calendars and the
 * spreadsheet dates read the clock many times per request.
 */
const clocks = new Map<string, Intl.DateTimeFormat>();

/** The zone's clock; throws a RangeError for a zone this runtime does not know. */
export function zonedClock(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}
