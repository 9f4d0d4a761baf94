/**
 * Pickup reminders (issue 14): what a customer chooses in My Account, per kind and channel, and what
 * GET /api/reminders answers. The server and the web read the same schemas.
 */
import { z } from 'zod';

export const REMINDER_KINDS = ['evening', 'holiday'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export type ReminderChannel = 'mail' | 'sms';

export const ZReminderPreferences = z.object({
  /** The evening before each pickup, at the portal's reminder time. */
  eveningMail: z.boolean(),
  eveningSms: z.boolean(),
  /** The week before a pickup that a holiday moves. */
  holidayMail: z.boolean(),
  holidaySms: z.boolean(),
  /** A ticket's status changes (on unless turned off). */
  statusMail: z.boolean(),
  statusSms: z.boolean(),
});
export type TReminderPreferences = z.infer<typeof ZReminderPreferences>;

/** A customer who never chose: no reminders, ticket status notices on every allowed channel. */
export const DEFAULT_REMINDER_PREFERENCES: TReminderPreferences = {
  eveningMail: false,
  eveningSms: false,
  holidayMail: false,
  holidaySms: false,
  statusMail: true,
  statusSms: true,
};

export const ZRemindersResponse = z.object({
  preferences: ZReminderPreferences,
  /** The channels the customer's contact choices allow (status updates on; Email or Text chosen). */
  channels: z.object({ mail: z.boolean(), sms: z.boolean() }),
  /** The customer's mobile number replied STOP to a text: no texts until it replies START. */
  smsStopped: z.boolean(),
  /** The portal's local time of the evening-before reminder, "HH:MM". */
  reminderTime: z.string(),
  timeZone: z.string(),
});
export type TRemindersResponse = z.infer<typeof ZRemindersResponse>;

export const REMINDER_MESSAGES = {
  notificationsOff:
    'Reminders need notifications on: turn on "Send me service notifications" in your communication preferences first.',
  mailNotAllowed: 'Choose Email as a contact method in your contact information to get reminder e-mails.',
  smsNotAllowed:
    'Add a mobile number and choose Text as a contact method in your contact information to get text reminders.',
  unsubscribed:
    'You will no longer receive pickup reminder e-mails. You can turn them on again in My Account.',
  smsStopped:
    'Your mobile number replied STOP to our texts. Reply START to any of our texts to receive them again.',
  invalidLink: 'This unsubscribe link is not valid. Sign in and turn reminders off in My Account.',
} as const;

/**
 * The message that refuses `preferences` under `channels`; null when they are allowed. Only the
 * reminders are checked: the status notices are on by default and simply not sent on a channel the
 * contact choices close.
 */
export function refuseReminderChoice(
  preferences: TReminderPreferences,
  channels: { mail: boolean; sms: boolean },
  notificationsOn: boolean,
  smsStopped = false,
): string | null {
  const wantsMail = preferences.eveningMail || preferences.holidayMail;
  const wantsSms = preferences.eveningSms || preferences.holidaySms;
  if ((wantsMail || wantsSms) && !notificationsOn) return REMINDER_MESSAGES.notificationsOff;
  if (wantsMail && !channels.mail) return REMINDER_MESSAGES.mailNotAllowed;
  if (wantsSms && !channels.sms) return REMINDER_MESSAGES.smsNotAllowed;
  if (wantsSms && smsStopped) return REMINDER_MESSAGES.smsStopped;
  return null;
}
