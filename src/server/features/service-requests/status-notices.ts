/**
 * Telling the customer when their ticket's status changes (issue 11). applyIssueStatus calls
 * queueStatusNotice in the transaction that writes the status-changed timeline row, and only when
 * that row is new: the notice is queued once per change (its job's idempotency key names the change),
 * and a rolled-back change sends nothing.
 *
 * Whom and how: nobody when the customer turned status updates off (optInNotifications) or their
 * profile is gone; not on a channel they turned off for status changes in My Account (issue 14); by text when their preferred contact methods include Text and the phone is a
 * mobile; by e-mail when they include Email, or when neither Email nor Text is chosen (the portal
 * cannot place a phone call, and the account's e-mail is the one channel it always has). In the
 * language the ticket was filed in, with a link to My Requests and a signed link that turns the
 * notices off, and only them (no sign-in needed: the link is an HMAC of the customer under the server
 * secret).
 */
import { eq } from 'drizzle-orm';
import { toE164 } from '../../../domain/registration/phone';
import { requestReference } from '../../../domain/service-requests/reference';
import { renderStatusNotice } from '../../../domain/service-requests/status-notice';
import type { TIssueStatusValue } from '../../../domain/back-office';
import { equalHex, keyedHash } from '../../auth/crypto';
import { publicBase } from '../../auth/oidc/clients';
import { getAuthRuntime } from '../../auth/runtime';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { customerProfiles, reminderPreferences, type serviceRequests } from '../../db/schema';
import { queueMail, queueSms } from '../../jobs/messaging';
import { messageLanguageOf } from '../../../domain/messages';

type ServiceRequestRow = typeof serviceRequests.$inferSelect;

export interface StatusChange {
  status: TIssueStatusValue;
  closingNote: string | null;
  /** The change's number among the ticket's status changes (its timeline key is `status:<n>`). */
  number: number;
}

/** A customer's contact and contact choices on the profile: where a notice goes and what noticeChannels decides by. */
export const CUSTOMER_CONTACT_COLUMNS = {
  email: customerProfiles.email,
  firstName: customerProfiles.firstName,
  phoneType: customerProfiles.phoneType,
  phoneNumber: customerProfiles.phoneNumber,
  preferredContactMethods: customerProfiles.preferredContactMethods,
  optInNotifications: customerProfiles.optInNotifications,
};

/**
 * What a notice needs of its customer: their contact, choices and language, and My Account's
 * status-update choices (select from customer_profiles left-joined with reminder_preferences on uid).
 */
export const NOTICE_RECIPIENT_COLUMNS = {
  ...CUSTOMER_CONTACT_COLUMNS,
  language: customerProfiles.language,
  statusMail: reminderPreferences.statusMail,
  statusSms: reminderPreferences.statusSms,
};

/** The channels a status-type notice goes by: the customer's contact choices and My Account's opt-outs (no row: both on). */
export function statusNoticeChannels(
  profile: Parameters<typeof noticeChannels>[0] & { statusMail: boolean | null; statusSms: boolean | null },
): { mail: boolean; sms: boolean } {
  const allowed = noticeChannels(profile);
  return {
    mail: allowed.mail && profile.statusMail !== false,
    sms: allowed.sms && profile.statusSms !== false,
  };
}

function unsubscribeToken(ctx: AppContext, uid: string): string {
  return keyedHash(getAuthRuntime(ctx).secret, 'notice-unsubscribe', uid);
}

export function unsubscribeUrl(ctx: AppContext, uid: string): string {
  const query = new URLSearchParams({ u: uid, t: unsubscribeToken(ctx, uid) });
  return `${publicBase(ctx.config)}/unsubscribe?${query.toString()}`;
}

export function isUnsubscribeToken(ctx: AppContext, uid: string, token: string): boolean {
  return equalHex(unsubscribeToken(ctx, uid), token);
}

/** The channels a customer with these preferences is told on. */
export function noticeChannels(profile: {
  optInNotifications: boolean;
  preferredContactMethods: readonly string[];
  phoneType: string;
  phoneNumber: string;
}): { mail: boolean; sms: boolean } {
  if (!profile.optInNotifications) return { mail: false, sms: false };
  const methods = new Set(profile.preferredContactMethods);
  const sms = methods.has('Text') && profile.phoneType === 'Mobile' && profile.phoneNumber.trim() !== '';
  return { mail: methods.has('Email') || !methods.has('Text'), sms };
}

/** Queues the notice of one status change in `tx` (see the file comment for whom and how). */
export async function queueStatusNotice(
  ctx: AppContext,
  tx: DbOrTx,
  request: ServiceRequestRow,
  change: StatusChange,
): Promise<void> {
  if (!request.issueId) return;
  const [profile] = await tx
    .select(NOTICE_RECIPIENT_COLUMNS)
    .from(customerProfiles)
    .leftJoin(reminderPreferences, eq(reminderPreferences.uid, customerProfiles.uid))
    .where(eq(customerProfiles.uid, request.uid))
    .limit(1);
  if (!profile) return;
  // the per-channel choice of My Account's reminders section (no row: both on)
  const channels = statusNoticeChannels(profile);
  if (!channels.mail && !channels.sms) return;

  const confirmation = request.confirmation as {
    companyName?: string;
    contact?: { phone?: string; email?: string };
  };
  const notice = renderStatusNotice({
    // the customer's language now (the profile's), not the one the ticket was filed in: a customer who
    // switched the portal to another language since expects to be written to in it
    language: messageLanguageOf(profile.language),
    companyName: confirmation.companyName ?? ctx.config.COMPANY_NAME,
    firstName: profile.firstName,
    kind: request.kind,
    serviceType: request.serviceType,
    reference: requestReference(request.id),
    issueId: request.issueId,
    status: change.status,
    closingNote: change.closingNote,
    myRequestsUrl: `${publicBase(ctx.config)}/MyRequests`,
    unsubscribeUrl: unsubscribeUrl(ctx, request.uid),
    contact: {
      phone: confirmation.contact?.phone ?? ctx.config.COMPANY_PHONE_DISPLAY,
      email: confirmation.contact?.email ?? ctx.config.COMPANY_EMAIL,
    },
  });
  const key = `status-notice:${request.id}:${change.number}`;
  if (channels.mail) {
    await queueMail(
      ctx,
      tx,
      { to: profile.email, subject: notice.subject, text: notice.text, html: notice.html },
      `${key}:mail`,
    );
  }
  if (channels.sms) {
    await queueSms(ctx, tx, { to: toE164(profile.phoneNumber), text: notice.sms }, `${key}:sms`);
  }
}

/**
 * Turns the status notices off (e-mail and text) for the customer a valid link names; false when the
 * link is not valid. Only the notices: the link says "Stop status updates", so pickup reminders and
 * the account's other messages stay as the customer chose them in My Account, where both status
 * switches can be turned on again.
 */
export async function unsubscribeFromNotices(ctx: AppContext, uid: string, token: string): Promise<boolean> {
  if (!isUnsubscribeToken(ctx, uid, token)) return false;
  const [profile] = await ctx.db
    .select({ uid: customerProfiles.uid })
    .from(customerProfiles)
    .where(eq(customerProfiles.uid, uid))
    .limit(1);
  if (!profile) return false;
  const off = { statusMail: false, statusSms: false, updatedAt: ctx.now() };
  await ctx.db
    .insert(reminderPreferences)
    .values({ uid, ...off })
    .onConflictDoUpdate({ target: reminderPreferences.uid, set: off });
  return true;
}
