/**
 * Staff sign-in with a Microsoft work account, and a guard probe. The session names the work account;
 * the role is looked up from the active staff users at every request (src/server/auth/sessions.ts).
 */
import { z } from 'zod';
import type { FeatureRoutes } from '../types';
import { ZErrorBody } from '../../../domain/errors';
import { adminReturnPath, ZOkResponse, ZStaffWhoami } from '../../../domain/auth';
import { endSession, startStaffSession } from '../../auth/sessions';
import { OVERSIGHT_ROLES, requireStaff } from '../../auth/guards';
import { beginOidcSignIn, finishOidcSignIn, OidcSignInError, ZOidcCallbackQuery } from '../../auth/oidc/flow';

const redirect = { 302: z.null().describe('Redirect') };

export const adminAuthRoutes: FeatureRoutes = async (api, ctx) => {
  api.get(
    '/admin/auth/start',
    {
      schema: {
        tags: ['admin auth'],
        summary: 'Starts the work-account sign-in (redirect); returnTo must be a relative /admin path',
        querystring: z.object({ returnTo: z.string().max(512).optional() }),
        response: redirect,
      },
    },
    async (request, reply) => {
      const returnTo = adminReturnPath(request.query.returnTo);
      try {
        return reply.redirect(await beginOidcSignIn(ctx, reply, 'microsoft', { returnTo }), 302);
      } catch (error) {
        request.log.error({ err: error }, 'work-account sign-in could not start');
        return reply.redirect('/admin/login?error=failed', 302);
      }
    },
  );

  api.get(
    '/admin/auth/callback',
    {
      schema: {
        tags: ['admin auth'],
        summary: 'The identity provider redirects here: sets the staff cookie and returns to the admin path',
        querystring: ZOidcCallbackQuery,
        response: redirect,
      },
    },
    async (request, reply) => {
      try {
        const identity = await finishOidcSignIn(ctx, request, reply, 'microsoft');
        await ctx.db.transaction((tx) =>
          startStaffSession(ctx, tx, request, reply, {
            subject: identity.subject,
            email: identity.email,
            name: identity.name ?? identity.email,
          }),
        );
        return reply.redirect(adminReturnPath(identity.returnTo), 302);
      } catch (error) {
        const code = error instanceof OidcSignInError ? error.code : 'failed';
        request.log.warn({ err: error }, 'work-account sign-in failed');
        return reply.redirect(`/admin/login?error=${code}`, 302);
      }
    },
  );

  api.post(
    '/admin/auth/logout',
    { schema: { tags: ['admin auth'], summary: 'Staff sign-out', response: { 200: ZOkResponse } } },
    async (request, reply) => {
      await endSession(ctx, request, reply, 'staff');
      return { ok: true as const };
    },
  );

  api.get(
    '/admin/whoami',
    {
      schema: {
        tags: ['admin auth'],
        summary:
          'The signed-in staff member (any staff role); 401 without a staff sign-in, 403 without a role',
        response: { 200: ZStaffWhoami, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async (request) => {
      const staff = requireStaff(request, OVERSIGHT_ROLES);
      return { id: staff.id, name: staff.name, email: staff.email, role: staff.role };
    },
  );
};
