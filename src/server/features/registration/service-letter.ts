/**
 * Address verification by a letter with a one-time code (decision 006, issue 26 §1), the third proof
 * of step 3 besides the e-mail on file and the account number or a document:
 *
 *   POST /api/registration/letter         a letter is mailed to the chosen address
 *   POST /api/registration/letter/verify  the code from it: strong proof of the address
 *
 * A letter takes days, so requesting one keeps the registration open until the code expires
 * (LETTER_VALID_DAYS): the wizard picks it up again from the registration cookie. Letters cost postage
 * and land on someone's doormat: one per registration, LETTER_PER_SITE per address a month.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { LETTER_VALID_DAYS } from '../../../domain/registration/letter';
import { REGISTRATION_MESSAGES } from '../../../domain/registration/messages';
import type { TRegistrationState } from '../../../domain/registration/schemas';
import { requestLanguageOf } from '../../http/request-language';
import { checkLetterCode, requestLetter } from '../address-claims';
import { loadDraft, setRegistrationCookie, stateOf } from './draft';
import { registrationError } from './errors';
import { enforceLimits, limitRule } from './limits';
import { findRegistration, stripRaw, updateRegistration } from './repository';

export async function requestAddressLetter(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TRegistrationState> {
  const draft = await loadDraft(ctx, ctx.db, request);
  if (draft.letterRequestedAt) {
    throw registrationError('CONFLICT', 'registration/letter-too-many', REGISTRATION_MESSAGES.letterTooMany);
  }
  const site = `${stripRaw(draft.source)}|${draft.cm04Cust}|${draft.cm04Site}`;
  await enforceLimits(
    ctx,
    [limitRule('letterPerSite', site), limitRule('letterPerIp', request.ip)],
    REGISTRATION_MESSAGES.letterTooMany,
    'registration/letter-too-many',
  );
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + LETTER_VALID_DAYS * 86_400_000);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findRegistration(tx, draft.id, true);
    if (!current || current.completedAt || current.letterRequestedAt) {
      throw registrationError(
        'CONFLICT',
        'registration/letter-too-many',
        REGISTRATION_MESSAGES.letterTooMany,
      );
    }
    await requestLetter(ctx, tx, {
      registrationId: current.id,
      site: { source: current.source, cust: current.cm04Cust, site: current.cm04Site },
      address: current.address,
      recipientName: current.accountName,
      language: requestLanguageOf(request.headers['accept-language']),
      now,
    });
    await updateRegistration(tx, current.id, { letterRequestedAt: now, expiresAt }, now);
    return { ...current, letterRequestedAt: now, expiresAt };
  });
  // the browser's cookie must outlive the letter's journey too
  const header = request.headers['x-registration-token'];
  const token = (Array.isArray(header) ? header[0] : header) || request.cookies.curbside_registration;
  if (token) setRegistrationCookie(ctx, reply, token, LETTER_VALID_DAYS * 86_400);
  return stateOf(ctx, request, row);
}

export async function verifyAddressLetter(
  ctx: AppContext,
  request: FastifyRequest,
  code: string,
): Promise<TRegistrationState> {
  const draft = await loadDraft(ctx, ctx.db, request);
  await enforceLimits(ctx, [limitRule('letterVerifyPerIp', request.ip)]);
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const { result } = await checkLetterCode(ctx, tx, draft.id, code);
    if (result === 'ok') {
      await updateRegistration(tx, draft.id, { addressVerifiedBy: 'letter', addressVerifiedAt: now }, now);
    }
    return result;
  });
  if (outcome === 'none')
    throw registrationError(
      'BAD_REQUEST',
      'registration/letter-not-requested',
      REGISTRATION_MESSAGES.letterNotRequested,
    );
  if (outcome === 'spent')
    throw registrationError(
      'RATE_LIMITED',
      'registration/letter-too-many-attempts',
      REGISTRATION_MESSAGES.letterTooManyAttempts,
    );
  if (outcome === 'wrong')
    throw registrationError(
      'BAD_REQUEST',
      'registration/letter-code-invalid',
      REGISTRATION_MESSAGES.letterCodeInvalid,
    );
  return stateOf(ctx, request, { ...draft, addressVerifiedBy: 'letter', addressVerifiedAt: now });
}
