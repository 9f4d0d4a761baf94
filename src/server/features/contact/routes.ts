/**
 * POST /api/contact: the Contact Us form (spec 02 §2.7). Public. The spec's form only showed a
 * browser alert; here the message is mailed to the company's service address (COMPANY_EMAIL) and a
 * copy confirming receipt goes to the sender, both queued in one transaction so neither is lost.
 * Rate-limited per client address and per e-mail (the copy must not become a way to mail strangers).
 */
import { randomUUID } from 'node:crypto';
import type { FeatureRoutes } from '../types';
import { ZErrorBody } from '../../../domain/errors';
import { CONTACT_MESSAGES, ZContactRequest, ZContactResponse, contactMails } from '../../../domain/contact';
import { enforce, rule } from '../../auth/rate-limit';
import { queueMail } from '../../jobs/messaging';

const HOUR = 60 * 60;

export const CONTACT_LIMITS = {
  perIp: { limit: 10, windowSeconds: HOUR },
  perEmail: { limit: 5, windowSeconds: HOUR },
} as const;

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
      const mails = contactMails(body, {
        companyName: ctx.config.COMPANY_NAME,
        companyEmail: ctx.config.COMPANY_EMAIL,
        companyPhoneDisplay: ctx.config.COMPANY_PHONE_DISPLAY,
        customer: request.customer ? { uid: request.customer.uid, email: request.customer.email } : null,
        receivedAt: ctx.now(),
      });
      const id = randomUUID();
      await ctx.db.transaction(async (tx) => {
        await queueMail(ctx, tx, mails.company, `contact:${id}:company`);
        await queueMail(ctx, tx, mails.sender, `contact:${id}:sender`);
      });
      return { sent: true as const };
    },
  );
};
