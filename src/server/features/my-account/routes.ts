/**
 * GET /api/me/profile and PUT /api/me/profile: My Account (spec 01 §2, §5, §7); PUT /api/me/language:
 * the translate menu's choice, kept on the profile for mails and texts (issue 16). Only the signed-in
 * customer's own profile; there is no uid in the path to tamper with. The edit is validated with the
 * schema the form uses; the e-mail cannot be changed.
 */
import type { FeatureRoutes } from '../types';
import { ZErrorBody } from '../../../domain/errors';
import {
  MY_ACCOUNT_MESSAGES,
  ZLanguageUpdate,
  ZMyProfile,
  ZProfileUpdate,
  type TMyProfile,
} from '../../../domain/my-account';
import { AppError } from '../../errors';
import { saveCustomerLanguage } from './customer-language';
import { customerFirst, requireCustomer } from '../../auth/guards';
import { changeCustomerPassword } from '../../auth/customer-sign-in';
import { ZOkResponse, ZPasswordChange } from '../../../domain/auth';
import { getMyProfile, updateMyProfile } from './my-account-service';

export const myAccountRoutes: FeatureRoutes = async (api, ctx) => {
  api.get(
    '/me/profile',
    {
      schema: {
        tags: ['my-account'],
        summary: 'The signed-in customer’s profile',
        response: { 200: ZMyProfile, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply): Promise<TMyProfile> => {
      const customer = requireCustomer(request);
      reply.header('cache-control', 'private, no-store');
      return getMyProfile(ctx, customer.uid);
    },
  );

  api.put(
    '/me/profile',
    {
      schema: {
        tags: ['my-account'],
        summary: 'Update the signed-in customer’s contact information (the e-mail cannot be changed)',
        description:
          'Saves the profile and, in the same transaction, queues the back-office customer update (skipped when the customer id, site id or source is missing).',
        body: ZProfileUpdate,
        response: { 200: ZMyProfile, 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody },
      },
      // a visitor gets 401, not a validation answer about a body they may not send
      preValidation: customerFirst,
    },
    async (request, reply): Promise<TMyProfile> => {
      const customer = requireCustomer(request);
      reply.header('cache-control', 'private, no-store');
      const { profile } = await updateMyProfile(ctx, customer.uid, request.body);
      return profile;
    },
  );

  api.put(
    '/me/language',
    {
      schema: {
        tags: ['my-account'],
        summary: 'Store the language the signed-in customer chose in the translate menu',
        description:
          'One of the ten codes of the translate menu (en, es, fr, de, it, ja, pt, zh-CN, hi, ar); every e-mail and text message to the customer is written in it from then on, including status notices and reminders already planned.',
        body: ZLanguageUpdate,
        response: { 200: ZLanguageUpdate, 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody },
      },
      preValidation: customerFirst,
    },
    async (request, reply) => {
      const customer = requireCustomer(request);
      reply.header('cache-control', 'private, no-store');
      if (!(await saveCustomerLanguage(ctx.db, customer.uid, request.body.language, ctx.now()))) {
        throw new AppError('NOT_FOUND', MY_ACCOUNT_MESSAGES.notFound);
      }
      return { language: request.body.language };
    },
  );

  api.post(
    '/me/password',
    {
      schema: {
        tags: ['my-account'],
        summary: 'Change the signed-in customer’s password',
        description:
          'Needs the current password (5 wrong tries per 15 minutes lock the form); the new one follows the registration rules. Ends every other session of the account and renews this one.',
        body: ZPasswordChange,
        response: { 200: ZOkResponse, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
      },
      preValidation: customerFirst,
    },
    async (request, reply) => {
      const customer = requireCustomer(request);
      await changeCustomerPassword(ctx, request, reply, customer.uid, request.body);
      return { ok: true as const };
    },
  );
};
