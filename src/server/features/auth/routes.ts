/**
 * Customer sign-in routes: the session, e-mail and password, phone code, password reset and Google.
 * The work happens in src/server/auth; these handlers validate, call it and answer.
 */
import { z, type ZodType } from 'zod';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswers, featureRouteOptions } from '../../http/route-options';
import type { FeatureRoutes } from '../types';
import type { AppContext } from '../../app-context';
import { ZErrorBody } from '../../../domain/errors';
import { ZSession, type TSession } from '../../../domain/session';
import { messageLanguageOf } from '../../../domain/messages';
import {
  AUTH_MESSAGES,
  ZGooglePending,
  ZLoginRequest,
  ZOkResponse,
  ZPasswordResetConfirm,
  ZPasswordResetRequest,
  ZPhoneSendRequest,
  ZPhoneVerifyRequest,
} from '../../../domain/auth';
import { customerProfiles } from '../../db/schema';
import { AppError } from '../../errors';
import { endSession } from '../../auth/sessions';
import {
  confirmPasswordReset,
  loginWithPassword,
  requestPasswordReset,
  sendPhoneCode,
  verifyPhoneCode,
} from '../../auth/customer-sign-in';
import { findPendingGoogle, handleGoogleIdentity } from '../../auth/google';
import { beginOidcSignIn, finishOidcSignIn, OidcSignInError, ZOidcCallbackQuery } from '../../auth/oidc/flow';

const redirect = { 302: z.null().describe('Redirect') };
const ok = { ok: true as const };
const routeOptions = featureRouteOptions({
  tags: ['auth'],
  errors: errorAnswers(400, 401, 429),
});

export async function getSession(ctx: AppContext, request: FastifyRequest): Promise<TSession> {
  let customer: TSession['customer'] = null;
  if (request.customer) {
    const [row] = await ctx.db
      .select({
        uid: customerProfiles.uid,
        entryType: customerProfiles.entryType,
        email: customerProfiles.email,
        salutation: customerProfiles.salutation,
        firstName: customerProfiles.firstName,
        lastName: customerProfiles.lastName,
        displayName: customerProfiles.displayName,
        phoneType: customerProfiles.phoneType,
        phoneNumber: customerProfiles.phoneNumber,
        defaultServicesId: customerProfiles.defaultServicesId,
        organizationName: customerProfiles.organizationName,
        language: customerProfiles.language,
      })
      .from(customerProfiles)
      .where(eq(customerProfiles.uid, request.customer.uid))
      .limit(1);
    customer = row ? { ...row, language: messageLanguageOf(row.language) } : null;
  }
  const staff = request.staff
    ? { name: request.staff.name, email: request.staff.email, role: request.staff.role }
    : null;
  const pendingGoogleRegistration = !customer && (await findPendingGoogle(ctx, request)) !== null;
  return { customer, staff, pendingGoogleRegistration };
}

function loginRedirect(reply: FastifyReply, code: 'cancelled' | 'failed') {
  return reply.redirect(`/login?error=${code}`, 302);
}

export const authRoutes: FeatureRoutes = async (api, ctx) => {
  /** A sign-in or reset step: its body checked, its work done, then `{ ok: true }` (or its AppError). */
  function postOk<Body extends ZodType>(
    url: string,
    summary: string,
    body: Body,
    step: (request: FastifyRequest<{ Body: z.infer<Body> }>, reply: FastifyReply) => Promise<unknown>,
  ) {
    api.post(url, routeOptions({ summary, body, response: { 200: ZOkResponse } }), async (request, reply) => {
      await step(request as FastifyRequest<{ Body: z.infer<Body> }>, reply);
      return ok;
    });
  }

  api.get(
    '/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is signed in (customer, staff) and whether a Google registration is pending',
        response: { 200: ZSession },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getSession(ctx, request);
    },
  );

  postOk('/auth/login', 'Customer sign-in with e-mail and password', ZLoginRequest, (request, reply) =>
    loginWithPassword(ctx, request, reply, request.body),
  );

  api.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Customer sign-out', response: { 200: ZOkResponse } } },
    async (request, reply) => {
      await endSession(ctx, request, reply, 'customer');
      return ok;
    },
  );

  postOk(
    '/auth/phone/send',
    'Sends a 6-digit sign-in code by SMS (same answer for unknown numbers)',
    ZPhoneSendRequest,
    (request) => sendPhoneCode(ctx, request, request.body.phone),
  );

  postOk('/auth/phone/verify', 'Signs in with the SMS code', ZPhoneVerifyRequest, (request, reply) =>
    verifyPhoneCode(ctx, request, reply, request.body),
  );

  postOk(
    '/auth/password-reset/request',
    'Mails a password reset link (same answer for unknown e-mails)',
    ZPasswordResetRequest,
    (request) => requestPasswordReset(ctx, request, request.body.email),
  );

  postOk(
    '/auth/password-reset/confirm',
    'Sets a new password from a reset link and ends all sessions of the account',
    ZPasswordResetConfirm,
    (request) => confirmPasswordReset(ctx, request, request.body),
  );

  api.get(
    '/auth/google/start',
    { schema: { tags: ['auth'], summary: 'Starts Google sign-in (redirect)', response: redirect } },
    async (request, reply) => {
      try {
        return reply.redirect(await beginOidcSignIn(ctx, reply, 'google', { prompt: 'select_account' }), 302);
      } catch (error) {
        request.log.error({ err: error }, 'Google sign-in could not start');
        return loginRedirect(reply, 'failed');
      }
    },
  );

  api.get(
    '/auth/google/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Google redirects here: signs an existing customer in, or keeps the data for registration',
        querystring: ZOidcCallbackQuery,
        response: redirect,
      },
    },
    async (request, reply) => {
      try {
        const identity = await finishOidcSignIn(ctx, request, reply, 'google');
        if (!identity.emailVerified) throw new OidcSignInError('failed', 'Google e-mail not verified');
        const outcome = await handleGoogleIdentity(ctx, request, reply, identity);
        return reply.redirect(outcome === 'signed-in' ? '/' : '/register?source=google', 302);
      } catch (error) {
        if (error instanceof OidcSignInError) {
          if (error.code === 'failed')
            request.log.warn({ err: error.cause ?? error }, `Google sign-in failed: ${error.message}`);
          return loginRedirect(reply, error.code);
        }
        request.log.error({ err: error }, 'Google sign-in failed');
        return loginRedirect(reply, 'failed');
      }
    },
  );

  api.get(
    '/auth/google/pending',
    {
      schema: {
        tags: ['auth'],
        summary: 'The Google account waiting for registration in this browser',
        response: { 200: ZGooglePending, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const pending = await findPendingGoogle(ctx, request);
      if (!pending) throw new AppError('NOT_FOUND', AUTH_MESSAGES.googleDataError);
      reply.header('cache-control', 'no-store');
      return {
        email: pending.email,
        displayName: pending.displayName,
        photoURL: pending.photoURL,
        isGoogleSignUp: true as const,
      };
    },
  );
};
