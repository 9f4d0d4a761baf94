/**
 * Address verification by account number (CM04_CUST.CM04_SITE of the chosen address) and, since the
 * number alone is printed on every bill and passed around (issue 26 §1), the account holder's last
 * name as the back office has it: both must match for the try to count as a success. 3 tries per
 * registration, counted on the server, and a cap per site across registrations so that starting over
 * does not buy more guesses. An entry that cannot be an account number at all (not XXXX.XXX or
 * XXXX.XXXX) is answered with the format and uses up no try: it is a typing slip, not a guess.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import {
  ACCOUNT_NUMBER_MAX_ATTEMPTS,
  accountNumberMatches,
  isAccountNumberShape,
  lastNameMatches,
  normalizeAccountNumber,
} from '../../../domain/registration/account-number';
import { invalidAccountNumberMessage, REGISTRATION_MESSAGES } from '../../../domain/registration/messages';
import type { TRegistrationState } from '../../../domain/registration/schemas';
import { loadDraft, stateOf } from './draft';
import { registrationError } from './errors';
import { enforceLimits, limitRule } from './limits';
import { findRegistration, stripRaw, updateRegistration } from './repository';

const tooMany = () =>
  registrationError(
    'RATE_LIMITED',
    'registration/account-too-many-attempts',
    REGISTRATION_MESSAGES.accountTooManyAttempts,
    {
      remaining: 0,
    },
  );

export async function verifyAccountNumber(
  ctx: AppContext,
  request: FastifyRequest,
  accountNumber: string,
  lastName: string,
): Promise<TRegistrationState> {
  const draft = await loadDraft(ctx, ctx.db, request);
  if (draft.accountNumberAttempts >= ACCOUNT_NUMBER_MAX_ATTEMPTS) throw tooMany();
  if (normalizeAccountNumber(accountNumber) === '') {
    throw registrationError(
      'BAD_REQUEST',
      'registration/invalid-account-number',
      REGISTRATION_MESSAGES.accountNumberRequired,
      {
        remaining: ACCOUNT_NUMBER_MAX_ATTEMPTS - draft.accountNumberAttempts,
      },
    );
  }
  if (!isAccountNumberShape(accountNumber)) {
    throw registrationError(
      'BAD_REQUEST',
      'registration/account-number-format',
      REGISTRATION_MESSAGES.accountNumberFormat,
      { remaining: ACCOUNT_NUMBER_MAX_ATTEMPTS - draft.accountNumberAttempts },
    );
  }
  if (lastName.trim() === '') {
    throw registrationError(
      'BAD_REQUEST',
      'registration/account-last-name-required',
      REGISTRATION_MESSAGES.accountLastNameRequired,
      { remaining: ACCOUNT_NUMBER_MAX_ATTEMPTS - draft.accountNumberAttempts },
    );
  }
  const site = `${stripRaw(draft.source)}|${draft.cm04Cust}|${draft.cm04Site}`;
  await enforceLimits(
    ctx,
    [limitRule('accountNumberPerSite', site), limitRule('accountNumberPerIp', request.ip)],
    REGISTRATION_MESSAGES.accountTooManyAttempts,
    'registration/account-too-many-attempts',
  );

  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const current = await findRegistration(tx, draft.id, true);
    if (!current || current.completedAt) return { ok: false as const, remaining: 0 };
    if (current.accountNumberAttempts >= ACCOUNT_NUMBER_MAX_ATTEMPTS)
      return { ok: false as const, remaining: 0 };
    const numberMatches = accountNumberMatches(accountNumber, current.cm04Cust, current.cm04Site);
    // the back office has no holder name for this account: the number alone proves nothing, and the
    // customer is sent to another method (no try used; they knew the number)
    if (numberMatches && !current.accountName) return { ok: false as const, remaining: -1 };
    if (numberMatches && lastNameMatches(lastName, current.accountName)) {
      await updateRegistration(
        tx,
        current.id,
        { addressVerifiedBy: 'account-number', addressVerifiedAt: now },
        now,
      );
      return {
        ok: true as const,
        row: { ...current, addressVerifiedBy: 'account-number' as const, addressVerifiedAt: now },
      };
    }
    const attempts = current.accountNumberAttempts + 1;
    await updateRegistration(tx, current.id, { accountNumberAttempts: attempts }, now);
    return { ok: false as const, remaining: ACCOUNT_NUMBER_MAX_ATTEMPTS - attempts };
  });
  if (!outcome.ok) {
    if (outcome.remaining === -1) {
      throw registrationError(
        'UNPROCESSABLE',
        'registration/account-name-missing',
        REGISTRATION_MESSAGES.accountNameMissing,
      );
    }
    if (outcome.remaining <= 0) throw tooMany();
    throw registrationError(
      'BAD_REQUEST',
      'registration/invalid-account-number',
      invalidAccountNumberMessage(outcome.remaining),
      {
        remaining: outcome.remaining,
      },
    );
  }
  return stateOf(ctx, request, outcome.row);
}
