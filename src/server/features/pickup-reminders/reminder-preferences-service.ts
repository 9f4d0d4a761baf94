/**
 * A customer's pickup-reminder choices (issue 14): read and saved from My Account. The channels a
 * customer may choose follow the same rule as the ticket status notices (noticeChannels): nothing while
 * "Notifications" is off, texts only to a mobile number with Text among the contact methods.
 */
import { eq } from 'drizzle-orm';
import {
  DEFAULT_REMINDER_PREFERENCES,
  refuseReminderChoice,
  type TReminderPreferences,
  type TRemindersResponse,
} from '../../../domain/pickup-reminders/reminder-preferences';
import type { AppContext } from '../../app-context';
import { customerProfiles, reminderPreferences } from '../../db/schema';
import { AppError } from '../../errors';
import type { LanguageCode } from '../../../domain/languages';
import { loadCustomerCalendar } from '../pickup-calendar/pickup-calendar-service';
import { isSmsOptedOut, smsOptOutNumber } from '../../ports/sms/sms-opt-outs';
import { noticeChannels } from '../service-requests/status-notices';

async function findProfileChannels(ctx: AppContext, uid: string) {
  const [profile] = await ctx.db
    .select({
      optInNotifications: customerProfiles.optInNotifications,
      preferredContactMethods: customerProfiles.preferredContactMethods,
      phoneType: customerProfiles.phoneType,
      phoneNumber: customerProfiles.phoneNumber,
    })
    .from(customerProfiles)
    .where(eq(customerProfiles.uid, uid))
    .limit(1);
  if (!profile) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  const channels = noticeChannels(profile);
  // a number that replied STOP gets no texts (the SMS job drops them) until it replies START
  const number = channels.sms ? smsOptOutNumber(profile.phoneNumber) : null;
  const smsStopped = number !== null && (await isSmsOptedOut(ctx.db, number));
  return { notificationsOn: profile.optInNotifications, channels, smsStopped };
}

async function findPreferences(ctx: AppContext, uid: string): Promise<TReminderPreferences> {
  const [row] = await ctx.db
    .select({
      eveningMail: reminderPreferences.eveningMail,
      eveningSms: reminderPreferences.eveningSms,
      holidayMail: reminderPreferences.holidayMail,
      holidaySms: reminderPreferences.holidaySms,
      statusMail: reminderPreferences.statusMail,
      statusSms: reminderPreferences.statusSms,
    })
    .from(reminderPreferences)
    .where(eq(reminderPreferences.uid, uid))
    .limit(1);
  return row ?? DEFAULT_REMINDER_PREFERENCES;
}

export async function getReminders(ctx: AppContext, uid: string): Promise<TRemindersResponse> {
  const { channels, smsStopped } = await findProfileChannels(ctx, uid);
  const { settings } = await loadCustomerCalendar(ctx, uid);
  return {
    preferences: await findPreferences(ctx, uid),
    channels,
    smsStopped,
    reminderTime: settings.reminderTime,
    timeZone: settings.timeZone,
  };
}

/** Saves the choices (400 with the reason when the contact choices do not allow them). */
export async function saveReminders(
  ctx: AppContext,
  uid: string,
  preferences: TReminderPreferences,
  language: LanguageCode,
): Promise<TRemindersResponse> {
  const { channels, notificationsOn, smsStopped } = await findProfileChannels(ctx, uid);
  const refusal = refuseReminderChoice(preferences, channels, notificationsOn, smsStopped);
  if (refusal) throw new AppError('BAD_REQUEST', refusal);
  const now = ctx.now();
  await ctx.db
    .insert(reminderPreferences)
    .values({ uid, ...preferences, language, updatedAt: now })
    .onConflictDoUpdate({
      target: reminderPreferences.uid,
      set: { ...preferences, language, updatedAt: now },
    });
  return getReminders(ctx, uid);
}
