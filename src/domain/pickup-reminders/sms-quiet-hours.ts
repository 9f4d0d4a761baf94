/**
 * Texts are not sent at night (issue 14): between 21:00 and 08:00 on the portal's clock, the hours
 * US rules on marketing texts (TCPA) and carriers' guidance keep quiet, and when most people would
 * rather not be woken by a reminder.
 */
export const SMS_QUIET_START = '21:00';
export const SMS_QUIET_END = '08:00';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Minutes from `time` ("HH:MM", local) to the end of quiet hours; 0 outside them. Wall-clock
 * minutes: on the night clocks change the text goes an hour early or late, still in the morning.
 */
export function minutesUntilQuietHoursEnd(time: string): number {
  const now = minutesOf(time);
  const start = minutesOf(SMS_QUIET_START);
  const end = minutesOf(SMS_QUIET_END);
  if (now >= start) return 24 * 60 - now + end;
  if (now < end) return end - now;
  return 0;
}

/** True when a text due at `time` would wait past midnight, into the next day. */
export function quietHoursReachNextDay(time: string): boolean {
  return minutesOf(time) >= minutesOf(SMS_QUIET_START);
}
