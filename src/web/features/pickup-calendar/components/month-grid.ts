/** The weeks of a month view, Sunday first, as calendar days (YYYY-MM-DD). */

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** "2026-11" of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The months from `from`'s to `lastDay`'s, in order. */
export function monthsBetween(from: string, lastDay: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = monthOf(lastDay);
  for (;;) {
    const current = `${year}-${pad(month)}`;
    months.push(current);
    if (current >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** The month's weeks, Sunday to Saturday; days of the neighbouring months fill the first and last. */
export function monthWeeks(month: string): string[][] {
  const first = new Date(`${month}-01T00:00:00Z`);
  const start = new Date(first);
  start.setUTCDate(1 - first.getUTCDay());
  const weeks: string[][] = [];
  const cursor = new Date(start);
  do {
    const week: string[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(isoOf(cursor));
      cursor.setUTCDate(cursor.getUTCDate() + 1);
    }
    weeks.push(week);
  } while (monthOf(isoOf(cursor)) === month);
  return weeks;
}

/** The day before `day`. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return isoOf(date);
}
