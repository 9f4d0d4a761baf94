/**
 * Which reminders a customer's pickup days call for on one evening's run (issue 14). Pure: the run
 * (src/server/features/pickup-reminders) records each one it queues, so a reminder found again by a
 * later run, a retry or a second server is not sent twice.
 */
import { addDays, type CalendarDate } from '../pickup-calendar/calendar-days';
import type { PickupDay } from '../pickup-calendar/pickup-days';
import type { ReminderKind } from './reminder-preferences';

/** A holiday notice goes out on the first run that sees the moved pickup within this many days. */
export const HOLIDAY_NOTICE_DAYS = 7;

export interface DueReminder {
  kind: ReminderKind;
  day: PickupDay;
}

/**
 * The reminders due on the evening of `runDate` (the portal's day):
 * - "evening": the pickup day that is tomorrow;
 * - "holiday": each pickup a holiday moved that falls after today and within HOLIDAY_NOTICE_DAYS.
 *   Sent once per pickup (keyed by its route day), the first evening it is in reach: normally a week
 *   ahead, later when staff add the holiday late.
 */
export function findDueReminders(days: readonly PickupDay[], runDate: CalendarDate): DueReminder[] {
  const tomorrow = addDays(runDate, 1);
  const horizon = addDays(runDate, HOLIDAY_NOTICE_DAYS);
  const due: DueReminder[] = [];
  for (const day of days) {
    if (day.date === tomorrow) due.push({ kind: 'evening', day });
    if (day.shiftedBy !== null && day.date > runDate && day.date <= horizon)
      due.push({ kind: 'holiday', day });
  }
  return due;
}
