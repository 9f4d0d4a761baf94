/**
 * POST /api/contact: the Contact Us form (spec 02 §2.7). Public. The spec's form only showed a
 * browser alert; here the message is mailed to the company's service address (COMPANY_EMAIL) and a
 * copy confirming receipt goes to the sender, both queued in one transaction so neither is lost.
 * Rate-limited per client address and per e-mail (the copy must not become a way to mail strangers).
 *
 * Anyone can type any address into the form, so the copy must not let a stranger mail their own text
 * in the company's name: it repeats the message only when the address is the signed-in customer's
 * own verified e-mail (proven theirs, so there is no one else to reach); every other address gets a
 * short acknowledgement with none of the sender's words. And one address gets at most
 * CONTACT_LIMITS.copiesPerRecipientPerDay copies a day, however many client addresses send: past
 * that the company still gets the message, the address gets nothing more.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FeatureRoutes } from '../types';
import { ZErrorBody } from '../../../domain/errors';
import { CONTACT_MESSAGES, ZContactRequest, ZContactResponse, contactMails } from '../../../domain/contact';
import { enforce, hit, rule } from '../../auth/rate-limit';
import type { AppContext } from '../../app-context';
import { customerProfiles } from '../../db/schema';
import { queueMail } from '../../jobs/messaging';
import { requestLanguageOf } from '../../http/request-language';

const HOUR = 60 * 60;

export const CONTACT_LIMITS = {
  perIp: { limit: 10, windowSeconds: HOUR },
  perEmail: { limit: 5, windowSeconds: HOUR },
  copiesPerRecipientPerDay: { limit: 5, windowSeconds: 24 * HOUR },
} as const;

/** True when `email` is the signed-in customer's own address and that address is verified. */
async function isOwnVerifiedEmail(
  ctx: AppContext,
  customer: { uid: string; email: string } | null,
  email: string,
): Promise<boolean> {
  if (!customer || customer.email.trim().toLowerCase() !== email.trim().toLowerCase()) return false;
  const [row] = await ctx.db
    .select({ emailVerified: customerProfiles.emailVerified })
    .from(customerProfiles)
    .where(eq(customerProfiles.uid, customer.uid))
    .limit(1);
  return row?.emailVerified === true;
}

export const contactRoutes: FeatureRoutes = async (api, ctx) => {
  api.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a Contact Us message to the company (and a copy to the sender)',
        body: ZContactRequest,
        response: { 200: ZContactResponse, 400: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) => {
      const body = request.body;
      // counted on the main handle, outside the transaction, so a hit stays counted
      await enforce(
        ctx.db,
        [
          rule('contact:ip', request.ip, CONTACT_LIMITS.perIp),
          rule('contact:email', body.email, CONTACT_LIMITS.perEmail),
        ],
        ctx.now(),
        CONTACT_MESSAGES.tooManyRequests,
      );
      const copy = await hit(
        ctx.db,
        rule('contact:copy-recipient', body.email, CONTACT_LIMITS.copiesPerRecipientPerDay),
        ctx.now(),
      );
      const sendCopy = copy.hits <= CONTACT_LIMITS.copiesPerRecipientPerDay.limit;
      const mails = contactMails(body, {
        companyName: ctx.config.COMPANY_NAME,
        companyEmail: ctx.config.COMPANY_EMAIL,
        companyPhoneDisplay: ctx.config.COMPANY_PHONE_DISPLAY,
        customer: request.customer ? { uid: request.customer.uid, email: request.customer.email } : null,
        receivedAt: ctx.now(),
        echoToSender: await isOwnVerifiedEmail(ctx, request.customer, body.email),
        language: requestLanguageOf(request.headers['accept-language']),
      });
      const id = randomUUID();
      await ctx.db.transaction(async (tx) => {
        await queueMail(ctx, tx, mails.company, `contact:${id}:company`);
        if (sendCopy) await queueMail(ctx, tx, mails.sender, `contact:${id}:sender`);
      });
      return { sent: true as const };
    },
  );
};
