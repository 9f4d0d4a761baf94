/**
 * Pickup reminders (issue 14):
 * - GET and PUT /api/reminders: the signed-in customer's choices in My Account.
 * - POST /api/reminders/unsubscribe?u=…&t=…: stops reminder e-mails; what the List-Unsubscribe
 *   header points at (RFC 8058 one-click: a form-encoded POST with no cookies) and what the
 *   /unsubscribe page posts (JSON body). A GET of the same URL only redirects to that page.
 * - POST /api/reminders/demo-run: demo mode only (the demo mailbox is on): runs the signed-in
 *   customer's portal's reminder run as of a given instant, so a newcomer (and the browser journey)
 *   can see the evening-before reminder arrive without waiting for the evening.
 */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '../../../domain/errors';
import {
  REMINDER_MESSAGES,
  ZReminderPreferences,
  ZRemindersResponse,
} from '../../../domain/pickup-reminders/reminder-preferences';
import { customerFirst, requireCustomer } from '../../auth/guards';
import { AppError } from '../../errors';
import { declareCustomerRoutes } from '../../http/declare-customer-routes';
import { errorAnswers } from '../../http/route-options';
import { acceptIgnoredFormBodies, FORM_TYPES } from '../../http/ignored-form-bodies';
import { rememberRequestLanguage } from '../my-account/customer-language';
import type { FeatureRoutes } from '../types';
import { getReminders, saveReminders } from './reminder-preferences-service';
import { runRemindersForCustomerPortal } from './reminder-run';
import { unsubscribeFromReminders } from './reminder-unsubscribe';

const ZLink = z.object({
  u: z.string().trim().min(1).max(200),
  t: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/i, REMINDER_MESSAGES.invalidLink),
});

export const pickupReminderRoutes: FeatureRoutes = async (api, ctx) => {
  const mine = declareCustomerRoutes(api, { tags: ['pickups'], errors: errorAnswers(401, 404, 503) });

  mine.read(
    '/reminders',
    {
      summary:
        "The signed-in customer's pickup-reminder choices, the channels they may use and the reminder time",
      response: { 200: ZRemindersResponse },
    },
    (_request, customer) => getReminders(ctx, customer.uid),
  );

  mine.put(
    '/reminders',
    {
      summary:
        "Save the signed-in customer's pickup-reminder choices (the request's language becomes the profile's)",
      body: ZReminderPreferences,
      response: { 200: ZRemindersResponse, 400: ZErrorBody },
    },
    async (request, customer, reply) => {
      reply.header('cache-control', 'private, no-store');
      return saveReminders(
        ctx,
        customer.uid,
        request.body,
        await rememberRequestLanguage(ctx, request, customer.uid),
      );
    },
  );

  // its own scope: the form parsers below apply to this route only
  await api.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    acceptIgnoredFormBodies(scope);
    scope.post(
      '/reminders/unsubscribe',
      {
        // webmail may send the one-click POST with its own Origin: the signed link is the proof
        config: { signedLinkOnly: true },
        schema: {
          tags: ['pickups'],
          summary: 'Stop reminder e-mails (RFC 8058 one-click POST, or the /unsubscribe page)',
          description:
            'The link is in the query (u, t) for the one-click POST of a mail client, whose body is `List-Unsubscribe=One-Click`; the /unsubscribe page sends it as a JSON body.',
          // the request guard refuses form bodies on routes that do not declare them
          consumes: ['application/json', ...FORM_TYPES],
          querystring: ZLink.partial(),
          response: { 200: z.object({ message: z.string() }), 400: ZErrorBody },
        },
      },
      async (request) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const link = ZLink.safeParse({ u: request.query.u ?? body.u, t: request.query.t ?? body.t });
        if (!link.success || !(await unsubscribeFromReminders(ctx, link.data.u, link.data.t))) {
          throw new AppError('BAD_REQUEST', REMINDER_MESSAGES.invalidLink);
        }
        return { message: REMINDER_MESSAGES.unsubscribed };
      },
    );
  });

  api.get(
    '/reminders/unsubscribe',
    {
      schema: {
        tags: ['pickups'],
        summary: 'Opening the one-click link in a browser: redirects to the page that asks first',
        querystring: z.object({ u: z.string().max(200).optional(), t: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const query = new URLSearchParams({
        k: 'reminders',
        u: request.query.u ?? '',
        t: request.query.t ?? '',
      });
      return reply.redirect(`/unsubscribe?${query.toString()}`, 303);
    },
  );

  api.post(
    '/reminders/demo-run',
    {
      schema: {
        tags: ['demo'],
        summary:
          "Demo mode only: run the reminders of the signed-in customer's portal as of `at` (the clock moved), and answer how many were queued",
        body: z.object({ at: z.iso.datetime({ offset: true }) }),
        response: {
          200: z.object({ queued: z.number().int(), customers: z.number().int() }),
          400: ZErrorBody,
          401: ZErrorBody,
          404: ZErrorBody,
        },
      },
      preValidation: customerFirst,
    },
    async (request) => {
      if (!ctx.config.demoMailbox)
        throw new AppError('NOT_FOUND', 'The reminder demo run exists only in demo mode.');
      const customer = requireCustomer(request);
      return runRemindersForCustomerPortal(ctx, customer.uid, new Date(request.body.at));
    },
  );
};
