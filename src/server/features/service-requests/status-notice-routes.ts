/**
 * POST /api/notices/unsubscribe: the link at the end of every status notice turns the notices off
 * (status e-mails and texts; reminders and other messages stay as they are).
 * Public (the person may not be signed in on the device they read mail on); the link's token is an
 * HMAC of the customer under the server secret, so only a link the portal sent works. The page at
 * /unsubscribe asks before it posts, so a mail scanner opening the link changes nothing.
 */
import { ZErrorBody } from '../../../domain/errors';
import {
  UNSUBSCRIBE_MESSAGES,
  ZUnsubscribeRequest,
  ZUnsubscribeResponse,
} from '../../../domain/service-requests/status-notice';
import { AppError } from '../../errors';
import type { FeatureRoutes } from '../types';
import { unsubscribeFromNotices } from './status-notices';

export const statusNoticeRoutes: FeatureRoutes = async (api, ctx) => {
  api.post(
    '/notices/unsubscribe',
    {
      schema: {
        tags: ['notices'],
        summary: "Turn a customer's ticket status notices off (the link in each notice)",
        body: ZUnsubscribeRequest,
        response: { 200: ZUnsubscribeResponse, 400: ZErrorBody },
      },
    },
    async (request) => {
      const done = await unsubscribeFromNotices(ctx, request.body.u, request.body.t);
      if (!done) throw new AppError('BAD_REQUEST', UNSUBSCRIBE_MESSAGES.invalid);
      return { message: UNSUBSCRIBE_MESSAGES.done };
    },
  );
};
