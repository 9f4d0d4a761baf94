/**
 * The registration wizard's API (spec 01 §2 "Registration wizard"). A registration starts when an
 * address is chosen; later calls carry its token in the X-Registration-Token header or, failing that,
 * the curbside_registration cookie set at the start (it survives the round trip through Google).
 *
 *   GET  /api/registration/addresses?zip=     step 1: addresses of a ZIP (not yet registered)
 *   POST /api/registration                    step 1: choose one → registration token
 *   GET  /api/registration/current            the registration's state
 *   POST /api/registration/email              step 2: e-mail on file, another e-mail, or Google's
 *   POST /api/registration/email/code         step 3: send (or resend) the code
 *   POST /api/registration/email/verify       step 3: check the code
 *   POST /api/registration/account-number     step 3 (alternative): the account number
 *   POST /api/registration/document           step 3 (alternative): a proof-of-address document
 *   POST /api/registration/letter             step 3 (alternative): mail a letter with a code to the address
 *   POST /api/registration/letter/verify      step 3 (alternative): the code from the letter
 *   POST /api/registration/email-check        e-mail deliverability (on blur)
 *   POST /api/registration/phone-check        phone validity (on blur)
 *   POST /api/registration/submit             step 6: create the customer and sign in
 *   GET  /api/admin/address-proofs            staff: how customers proved their address (address-proof-admin.ts)
 */
import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers, featureRouteOptions } from '../../http/route-options';
import type { FeatureRoutes } from '../types';
import {
  ZAccountNumberRequest,
  ZAddressSearchQuery,
  ZAddressSearchResponse,
  ZCheckResult,
  ZEmailCheckRequest,
  ZRegistrationState,
  ZRegistrationSubmit,
  ZRegistrationSubmitResponse,
  ZSendCodeResponse,
  ZSetEmailRequest,
  ZStartRegistrationRequest,
  ZStartRegistrationResponse,
  ZVerifyCodeRequest,
} from '../../../domain/registration/schemas';
import { UPLOAD_MAX_BYTES } from '../../../domain/registration/document';
import { clearRegistrationCookie, loadDraft, setRegistrationCookie, stateOf } from './draft';
import { searchAddresses, startRegistration } from './service-address';
import { verifyAccountNumber } from './service-account-number';
import { verifyDocument } from './service-document';
import { requestAddressLetter, verifyAddressLetter } from './service-letter';
import { ZLetterCodeRequest } from '../../../domain/registration/letter';
import { checkEmailForRequest, sendEmailCode, setRegistrationEmail, verifyEmailCode } from './service-email';
import { checkPhoneForRequest, submitRegistration } from './service-submit';
import { addressProofAdminRoutes } from './address-proof-admin';

const tags = ['registration'];
const errors = errorAnswers(400, 403, 404, 409, 410, 413, 415, 422, 429, 503);
const tokenHeader = z.object({ 'x-registration-token': z.string().optional() });
const routeOptions = featureRouteOptions({ tags, errors });

export const registrationRoutes: FeatureRoutes = async (api, ctx) => {
  addressProofAdminRoutes(api, ctx);

  // encapsulated, so the multipart parser and the close hook stay with this feature
  await api.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, {
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        files: 1,
        fields: 5,
        parts: 6,
        fieldSize: 1024,
        headerPairs: 100,
      },
    });

    scope.get(
      '/registration/addresses',
      routeOptions({
        summary: 'Addresses in a ZIP code that are not registered yet',
        querystring: ZAddressSearchQuery,
        response: { 200: ZAddressSearchResponse },
      }),
      async (request) => searchAddresses(ctx, request, request.query.zip),
    );

    scope.post(
      '/registration',
      routeOptions({
        summary: 'Start a registration for the chosen address',
        body: ZStartRegistrationRequest,
        response: { 201: ZStartRegistrationResponse },
      }),
      async (request, reply) => {
        const started = await startRegistration(ctx, request, request.body.addressId);
        setRegistrationCookie(ctx, reply, started.registrationToken);
        return reply.status(201).send(started);
      },
    );

    scope.get(
      '/registration/current',
      routeOptions({
        summary: 'The registration in progress',
        headers: tokenHeader,
        response: { 200: ZRegistrationState },
      }),
      async (request) => stateOf(ctx, request, await loadDraft(ctx, ctx.db, request)),
    );

    scope.post(
      '/registration/email',
      routeOptions({
        summary: "Choose the account's e-mail",
        headers: tokenHeader,
        body: ZSetEmailRequest,
        response: { 200: ZRegistrationState },
      }),
      async (request) => setRegistrationEmail(ctx, request, request.body),
    );

    scope.post(
      '/registration/email/code',
      routeOptions({
        summary: 'Send a verification code',
        headers: tokenHeader,
        response: { 200: ZSendCodeResponse },
      }),
      async (request) => sendEmailCode(ctx, request),
    );

    scope.post(
      '/registration/email/verify',
      routeOptions({
        summary: 'Check a verification code',
        headers: tokenHeader,
        body: ZVerifyCodeRequest,
        response: { 200: ZRegistrationState },
      }),
      async (request) => verifyEmailCode(ctx, request, request.body.code),
    );

    scope.post(
      '/registration/account-number',
      routeOptions({
        summary: 'Verify the address by its account number',
        headers: tokenHeader,
        body: ZAccountNumberRequest,
        response: { 200: ZRegistrationState },
      }),
      async (request) => verifyAccountNumber(ctx, request, request.body.accountNumber, request.body.lastName),
    );

    scope.post(
      '/registration/document',
      {
        bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024,
        schema: {
          tags,
          summary: 'Verify the address with a document (multipart field "file")',
          consumes: ['multipart/form-data'],
          headers: tokenHeader,
          response: { 200: ZRegistrationState, ...errors },
        },
      },
      async (request) => verifyDocument(ctx, request),
    );

    scope.post(
      '/registration/letter',
      routeOptions({
        summary: 'Mail a letter with a one-time code to the address',
        headers: tokenHeader,
        response: { 200: ZRegistrationState },
      }),
      async (request, reply) => requestAddressLetter(ctx, request, reply),
    );

    scope.post(
      '/registration/letter/verify',
      routeOptions({
        summary: 'Verify the address with the code from the letter',
        headers: tokenHeader,
        body: ZLetterCodeRequest,
        response: { 200: ZRegistrationState },
      }),
      async (request) => verifyAddressLetter(ctx, request, request.body.code),
    );

    scope.post(
      '/registration/email-check',
      routeOptions({
        summary: 'E-mail format and deliverability',
        body: ZEmailCheckRequest,
        response: { 200: ZCheckResult },
      }),
      async (request) => checkEmailForRequest(ctx, request, request.body.email),
    );

    scope.post(
      '/registration/phone-check',
      routeOptions({
        summary: 'Phone number validity',
        body: z.object({ phone: z.string().max(40) }),
        response: { 200: ZCheckResult },
      }),
      async (request) => checkPhoneForRequest(ctx, request, request.body.phone),
    );

    scope.post(
      '/registration/submit',
      routeOptions({
        summary: 'Create the customer from the registration and sign in',
        headers: tokenHeader,
        body: ZRegistrationSubmit,
        response: { 201: ZRegistrationSubmitResponse },
      }),
      async (request, reply) => {
        const created = await submitRegistration(ctx, request, reply, request.body);
        clearRegistrationCookie(reply);
        return reply.status(201).send(created);
      },
    );
  });
};
