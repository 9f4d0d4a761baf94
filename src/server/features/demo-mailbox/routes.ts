/**
 * GET /api/demo-mailbox: every mail and SMS the built-in adapters kept, newest first, so a newcomer
 * trying the portal offline can read a verification code. It shows every code and reset link to
 * anyone, so it exists only in demo mode (demo-mode.ts) while both mail and SMS use the built-in
 * adapters; otherwise (SMTP_URL or SMS_API_URL set, or demo mode off) it answers 404. In a local demo
 * that HOST opens to other interfaces it answers this machine only (403 elsewhere, demo-mode.ts).
 */
import { ZErrorBody } from '../../../domain/errors';
import { ZFindDemoMessagesQuery, ZFindDemoMessagesResponse } from '../../../domain/demo-mailbox';
import { forbidden, notFound } from '../../errors';
import { DEMO_LOOPBACK_ONLY_MESSAGE, demoConveniencesAllowed } from '../../demo-mode';
import type { FeatureRoutes } from '../types';
import { findDemoMessages } from './demo-messages-repository';

export const demoMailboxRoutes: FeatureRoutes = async (api, ctx) => {
  api.get(
    '/demo-mailbox',
    {
      schema: {
        tags: ['demo'],
        summary:
          'Mail and SMS kept by the built-in adapters, newest first (only without real mail and SMS services)',
        querystring: ZFindDemoMessagesQuery,
        response: { 200: ZFindDemoMessagesResponse, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => {
      if (!ctx.config.demoMailbox) {
        throw notFound(
          ctx.config.builtInMessaging
            ? 'The demo mailbox is off: it exists only in demo mode.'
            : 'The demo mailbox is off: mail and SMS go through real services.',
        );
      }
      if (!demoConveniencesAllowed(ctx.config, request)) throw forbidden(DEMO_LOOPBACK_ONLY_MESSAGE);
      const { items, total } = await findDemoMessages(ctx.db, request.query);
      const smsSender = ctx.config.SMS_FROM || ctx.config.COMPANY_PHONE;
      return {
        total,
        items: items.map((m) => ({
          ...m,
          sender: m.channel === 'mail' ? ctx.config.MAIL_FROM : smsSender,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  );
};
