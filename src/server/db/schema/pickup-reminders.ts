import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { writtenAt } from './columns';
import { customerProfiles } from './customers';
import type { LanguageCode } from '../../../domain/languages';

/**
 * A customer's personal calendar feed (issue 14): the feed URL carries a long random token; only its
 * SHA-256 is kept, so the URL is shown once when the feed is turned on or renewed. Renewing replaces
 * the row's hash (the old URL stops working); turning the feed off deletes the row.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  uid: text('uid')
    .primaryKey()
    .references(() => customerProfiles.uid, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: writtenAt('created_at'),
  /** Last time a calendar app fetched the feed (shown in My Account, written at most hourly). */
  lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
});

/**
 * Which pickup reminders and ticket notices a customer asked for, per kind and channel (issue 14).
 * No row: no reminders, status notices on. The channels are further limited when sent by the
 * customer's contact methods and optInNotifications.
 */
export const reminderPreferences = pgTable(
  'reminder_preferences',
  {
    uid: text('uid')
      .primaryKey()
      .references(() => customerProfiles.uid, { onDelete: 'cascade' }),
    /** The evening before each pickup, at the portal's reminder time. */
    eveningMail: boolean('evening_mail').notNull().default(false),
    eveningSms: boolean('evening_sms').notNull().default(false),
    /** The week before a pickup that a holiday moves. */
    holidayMail: boolean('holiday_mail').notNull().default(false),
    holidaySms: boolean('holiday_sms').notNull().default(false),
    /**
     * A ticket's status changes (issue 11's notices). On by default: a customer without a row gets
     * them on every channel their contact choices allow, as before these choices existed.
     */
    statusMail: boolean('status_mail').notNull().default(true),
    statusSms: boolean('status_sms').notNull().default(true),
    /**
     * The language the customer used when they last saved these choices, kept as a record: reminders are
     * written in the profile's language when they are sent (customer_profiles.language, issue 16).
     */
    language: text('language').$type<LanguageCode>().notNull().default('en'),
    updatedAt: writtenAt('updated_at'),
  },
  (t) => [
    // The reminder run reads only customers with something turned on.
    index('reminder_preferences_any_idx')
      .on(t.uid)
      .where(sql`${t.eveningMail} or ${t.eveningSms} or ${t.holidayMail} or ${t.holidaySms}`),
  ],
);

/**
 * One evening's reminder run per portal: the first sweep past the portal's reminder time inserts the
 * row and starts the run; every later sweep (or another server) finds it and does nothing.
 */
export const reminderRuns = pgTable(
  'reminder_runs',
  {
    portalId: text('portal_id').notNull(),
    /** The portal's local date of the evening the run is for. */
    runDate: date('run_date', { mode: 'string' }).notNull(),
    startedAt: writtenAt('started_at'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.portalId, t.runDate] })],
);

/**
 * Every reminder handed to the mail or SMS queue, once per customer, kind, pickup day and channel: the
 * row is inserted in the transaction that queues the message, so a retried batch, a restart mid-run
 * or a second server never queues one twice.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    uid: text('uid').notNull(),
    kind: text('kind').$type<'evening' | 'holiday'>().notNull(),
    /** The route day the reminder is about (the pickup's original date). */
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    channel: text('channel').$type<'mail' | 'sms'>().notNull(),
    createdAt: writtenAt('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.kind, t.pickupDate, t.channel] }),
    index('reminder_sends_created_idx').on(t.createdAt),
  ],
);

/**
 * Phone numbers (E.164) that replied STOP to a text. No text is sent to them until they reply START;
 * the SMS job checks this list before every send.
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  createdAt: writtenAt('created_at'),
});
