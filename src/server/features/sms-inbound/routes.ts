/**
 * POST /api/sms/inbound: the webhook the SMS provider calls for every text sent to Curbside's number
 * (Twilio's shape: a form-encoded POST with From, To, Body, MessageSid, …), answered with TwiML. It
 * makes STOP, START and HELP work (sms-inbound-service.ts).
 *
 * Who may post:
 * - With the HTTP SMS adapter (SMS_API_URL set) only the provider: X-Twilio-Signature must be the
 *   HMAC of PUBLIC_URL + this path and the params with SMS_AUTH_TOKEN (twilio-signature.ts), else 403.
 *   PUBLIC_URL must therefore be the address the provider is configured to call.
 * - With the built-in SMS adapter there is no provider and no token: unsigned posts are taken only in
 *   demo mode (to try STOP from curl or a test); otherwise the route answers 404, so it is never an
 *   open door on a public address.
 *
 * Rate limits: a failed signature counts against the client address (and past the limit the address
 * gets 429 before any check); unsigned demo posts count per address. A STOP is never refused for
 * volume, since a provider's burst of replies after a reminder run must all be honoured: past the
 * per-number limit the keyword still applies but no text is sent back, so no two systems can keep
 * texting each other.
 */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorBody } from '../../../domain/errors';
import { AppError, badRequest, notFound } from '../../errors';
import { enforce, hit, peek, rule } from '../../auth/rate-limit';
import { publicBase } from '../../auth/oidc/clients';
import type { FeatureRoutes } from '../types';
import { handleInboundSms } from './sms-inbound-service';
import { twiml } from './sms-keywords';
import { isValidTwilioSignature } from './twilio-signature';

const HOUR = 60 * 60;
const FORM = 'application/x-www-form-urlencoded';

export const SMS_INBOUND_LIMITS = {
  /** Posts with a wrong or missing signature from one address (signed mode). */
  badSignaturesPerIp: { limit: 20, windowSeconds: HOUR },
  /** Unsigned posts from one address (demo mode). */
  unsignedPerIp: { limit: 60, windowSeconds: HOUR },
  /** Texts answered per sending number; past it keywords still apply, unanswered. */
  repliesPerNumber: { limit: 10, windowSeconds: HOUR },
  /** A Twilio webhook body is about 1 KB; 16 KB leaves room for every optional field. */
  bodyBytes: 16 * 1024,
} as const;

export const SMS_INBOUND_MESSAGES = {
  off: 'Inbound texts are not taken here: there is no SMS provider configured and demo mode is off.',
  badSignature: 'The X-Twilio-Signature header is missing or does not match this request.',
  tooManyRequests: 'Too many requests. Please try again later.',
  formOnly: `Send the webhook as a form (Content-Type: ${FORM}).`,
  duplicateParam: 'A parameter is given more than once.',
} as const;

/** The webhook's fields Curbside reads; every other field the provider sends is kept for the signature. */
export const ZInboundSmsBody = z.looseObject({
  From: z
    .string()
    .min(1)
    .max(32)
    .regex(/^\+?[0-9][0-9 ().-]*$/, 'From must be a phone number')
    .describe('the sender, E.164 (+13125550123)'),
  To: z.string().max(32).optional().describe('the number texted (SMS_FROM)'),
  Body: z.string().max(1600).optional().describe('the text: STOP, START, HELP, … (case-insensitive)'),
  MessageSid: z.string().max(64).optional(),
});

/** The form as one string per name; a name given twice is refused (Twilio never does). */
function parseForm(body: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    if (Object.hasOwn(params, name)) throw badRequest(SMS_INBOUND_MESSAGES.duplicateParam);
    params[name] = value;
  }
  return params;
}

function formParams(body: unknown): Record<string, string> {
  return body && typeof body === 'object' ? (body as Record<string, string>) : {};
}

export const smsInboundRoutes: FeatureRoutes = async (api, ctx) => {
  const signed = Boolean(ctx.config.SMS_API_URL);
  const open = signed || ctx.config.demoMode;
  const authToken = ctx.config.SMS_AUTH_TOKEN;

  const refuseWhenOff = async (request: FastifyRequest) => {
    if (!open) throw notFound(SMS_INBOUND_MESSAGES.off);
    const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (type !== undefined && type !== FORM)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', SMS_INBOUND_MESSAGES.formOnly);
  };

  const checkSender = async (request: FastifyRequest) => {
    const now = ctx.now();
    if (!signed) {
      await enforce(
        ctx.db,
        [rule('sms-inbound:ip', request.ip, SMS_INBOUND_LIMITS.unsignedPerIp)],
        now,
        SMS_INBOUND_MESSAGES.tooManyRequests,
        'sms-inbound/too-many-requests',
      );
      return;
    }
    const failures = rule('sms-inbound:bad-signature-ip', request.ip, SMS_INBOUND_LIMITS.badSignaturesPerIp);
    if ((await peek(ctx.db, failures, now)) >= failures.limit) {
      throw new AppError('RATE_LIMITED', SMS_INBOUND_MESSAGES.tooManyRequests, {
        reason: 'sms-inbound/too-many-requests',
      });
    }
    const url = `${publicBase(ctx.config)}${request.url}`;
    const signature = request.headers['x-twilio-signature'];
    if (
      !isValidTwilioSignature(
        authToken,
        url,
        formParams(request.body),
        typeof signature === 'string' ? signature : undefined,
      )
    ) {
      await hit(ctx.db, failures, now);
      throw new AppError('FORBIDDEN', SMS_INBOUND_MESSAGES.badSignature);
    }
  };

  await api.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      FORM,
      { parseAs: 'string', bodyLimit: SMS_INBOUND_LIMITS.bodyBytes },
      (_request, body, done) => {
        try {
          done(null, parseForm(body as string));
        } catch (error) {
          done(error as Error);
        }
      },
    );

    scope.post(
      '/sms/inbound',
      {
        bodyLimit: SMS_INBOUND_LIMITS.bodyBytes,
        onRequest: refuseWhenOff,
        preValidation: checkSender,
        schema: {
          tags: ['sms'],
          summary:
            'Webhook for texts sent to the SMS number (Twilio shape, signed with X-Twilio-Signature): STOP and its synonyms opt the number out and turn off text reminders, START opts back in, HELP answers; replies in TwiML',
          consumes: [FORM],
          produces: ['text/xml'],
          headers: z.looseObject({
            'x-twilio-signature': z
              .string()
              .optional()
              .describe('required when SMS_API_URL is set: base64 HMAC-SHA1 with SMS_AUTH_TOKEN'),
          }),
          body: ZInboundSmsBody,
          response: {
            200: z
              .string()
              .describe('TwiML: <Response> with a <Message> for STOP, START and HELP, else empty'),
            400: ZErrorBody,
            403: ZErrorBody,
            404: ZErrorBody,
            413: ZErrorBody,
            415: ZErrorBody,
            429: ZErrorBody,
          },
        },
      },
      async (request, reply) => {
        const result = await handleInboundSms(ctx, { from: request.body.From, body: request.body.Body });
        let answer = result.reply;
        if (answer !== null) {
          const replies = await hit(
            ctx.db,
            rule('sms-inbound:replies', request.body.From, SMS_INBOUND_LIMITS.repliesPerNumber),
            ctx.now(),
          );
          if (replies.hits > SMS_INBOUND_LIMITS.repliesPerNumber.limit) answer = null;
        }
        return reply
          .status(200)
          .type('text/xml; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(twiml(answer));
      },
    );
  });
};
