/**
 * Stopping reminder e-mails without signing in (issue 14). Each reminder e-mail carries two links
 * with the same token (an HMAC of the customer under the server secret, so only a link the portal
 * sent works):
 * - in the text, the page /unsubscribe?k=reminders&u=…&t=…, which asks before it posts (mail
 *   scanners open links; a GET changes nothing);
 * - in the List-Unsubscribe header, POST /api/reminders/unsubscribe?u=…&t=…, which mail apps call
 *   for a one-click unsubscribe (RFC 8058, with List-Unsubscribe-Post).
 * Both turn off the evening and holiday e-mails; texts are stopped by replying STOP.
 */
import { eq } from 'drizzle-orm';
import { equalHex, keyedHash } from '../../auth/crypto';
import { publicBase } from '../../auth/oidc/clients';
import { getAuthRuntime } from '../../auth/runtime';
import type { AppContext } from '../../app-context';
import { reminderPreferences } from '../../db/schema';

const token = (ctx: AppContext, uid: string) =>
  keyedHash(getAuthRuntime(ctx).secret, 'reminder-unsubscribe', uid);

const query = (ctx: AppContext, uid: string) =>
  new URLSearchParams({ u: uid, t: token(ctx, uid) }).toString();

/** The page a person opens from the mail's text. */
export const reminderUnsubscribePageUrl = (ctx: AppContext, uid: string) =>
  `${publicBase(ctx.config)}/unsubscribe?k=reminders&${query(ctx, uid)}`;

/** The URL of the List-Unsubscribe header (one-click POST). */
export const reminderOneClickUrl = (ctx: AppContext, uid: string) =>
  `${publicBase(ctx.config)}/api/reminders/unsubscribe?${query(ctx, uid)}`;

/** Turns the customer's reminder e-mails off; false when the link is not valid. */
export async function unsubscribeFromReminders(
  ctx: AppContext,
  uid: string,
  given: string,
): Promise<boolean> {
  if (!equalHex(token(ctx, uid), given)) return false;
  await ctx.db
    .update(reminderPreferences)
    .set({ eveningMail: false, holidayMail: false, updatedAt: ctx.now() })
    .where(eq(reminderPreferences.uid, uid));
  return true;
}
