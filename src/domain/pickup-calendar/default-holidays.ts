/**
 * The holidays a portal starts with: the six that US haulers commonly do not run on, on the dates
 * `date-holidays` gives for the portal's state. Staff add or remove dates afterwards; this list is
 * only the starting point, stored with the portal, never recomputed behind the staff's back.
 *
 * Server only: `date-holidays` carries the rules of every country (about 1 MB), which the browser
 * bundle should not. The web form gets the defaults from the API.
 *
 * Dates are the holidays' actual dates, not the federal "observed" substitutes (a Saturday
 * Independence Day is not moved to Friday): see ./holiday-rules for why.
 */
import Holidays from 'date-holidays';
import type { TObservedHoliday, UsStateCode } from './holiday-rules';

/**
 * The six holidays, keyed by their `date-holidays` rule ("4th thursday in November"): rules do not
 * change with the language setting, names do ("Labor Day" in en-us, "Labour Day" in en).
 */
export const DEFAULT_HOLIDAYS_BY_RULE: Readonly<Record<string, string>> = {
  '01-01': "New Year's Day",
  'monday before 06-01': 'Memorial Day',
  '07-04': 'Independence Day',
  '1st monday in September': 'Labor Day',
  '4th thursday in November': 'Thanksgiving Day',
  '12-25': 'Christmas Day',
};

/**
 * The six default holidays of `year` in `state`, in date order. A holiday that a state's rules do
 * not list (none today) is absent rather than guessed.
 */
export function defaultObservedHolidays(state: UsStateCode, year: number): TObservedHoliday[] {
  const holidays: TObservedHoliday[] = [];
  for (const holiday of new Holidays('US', state).getHolidays(year)) {
    // "07-04 and if saturday then previous friday" yields the 4th and a substitute; keep the 4th.
    const name = DEFAULT_HOLIDAYS_BY_RULE[holiday.rule.split(' and ')[0]];
    if (name === undefined || holiday.substitute) continue;
    holidays.push({ date: holiday.date.slice(0, 10), name });
  }
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}

/** The default holidays of several consecutive years, e.g. this year and next for a new portal. */
export function defaultObservedHolidaysForYears(
  state: UsStateCode,
  firstYear: number,
  years: number,
): TObservedHoliday[] {
  return Array.from({ length: years }, (_, i) => defaultObservedHolidays(state, firstYear + i)).flat();
}
