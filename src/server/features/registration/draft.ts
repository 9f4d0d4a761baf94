/**
 * The registration draft: found by the token the browser sends in the X-Registration-Token header,
 * and the state of it the browser may see.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { hashToken } from '../../auth/crypto';
import { findPendingGoogle, type PendingGoogle } from '../../auth/google';
import { getAuthRuntime } from '../../auth/runtime';
import { ACCOUNT_NUMBER_MAX_ATTEMPTS } from '../../../domain/registration/account-number';
import { proofStrength } from '../../../domain/registration/address-proof';
import { addressStandingOf } from '../../../domain/registration/address-standing';
import { maskEmail } from '../../../domain/registration/masking';
import { REGISTRATION_MESSAGES } from '../../../domain/registration/messages';
import { REGISTRATION_TOKEN_HEADER, type TRegistrationState } from '../../../domain/registration/schemas';
import { registrationError } from './errors';
import { findRegistration, type RegistrationRow } from './repository';

/** How long a registration may take from the address choice to submit. */
export const REGISTRATION_TTL_SECONDS = 3 * 60 * 60;

/**
 * The token also travels in an HTTP-only, SameSite=Strict cookie scoped to /api/registration, so the
 * registration survives the round trip through Google. The header, when sent, wins (a second tab
 * that started another registration does not take this one over).
 */
export const REGISTRATION_COOKIE = 'curbside_registration';

export function setRegistrationCookie(
  ctx: AppContext,
  reply: FastifyReply,
  token: string,
  maxAge = REGISTRATION_TTL_SECONDS,
): void {
  reply.setCookie(REGISTRATION_COOKIE, token, {
    path: '/api/registration',
    httpOnly: true,
    sameSite: 'strict',
    secure: getAuthRuntime(ctx).secureCookies,
    maxAge,
  });
}

export function clearRegistrationCookie(reply: FastifyReply): void {
  reply.clearCookie(REGISTRATION_COOKIE, { path: '/api/registration' });
}

export function registrationIdOf(request: FastifyRequest): string {
  const header = request.headers[REGISTRATION_TOKEN_HEADER];
  const token = (Array.isArray(header) ? header[0] : header) || request.cookies[REGISTRATION_COOKIE];
  if (!token || token.length < 20 || token.length > 200) {
    throw registrationError('GONE', 'registration/draft-expired', REGISTRATION_MESSAGES.registrationExpired);
  }
  return hashToken(token);
}

/** The open registration of this request (optionally locked for update), or 410. */
export async function loadDraft(
  ctx: AppContext,
  db: DbOrTx,
  request: FastifyRequest,
  forUpdate = false,
): Promise<RegistrationRow> {
  const row = await findRegistration(db, registrationIdOf(request), forUpdate);
  if (!row || row.completedAt || row.expiresAt <= ctx.now()) {
    throw registrationError('GONE', 'registration/draft-expired', REGISTRATION_MESSAGES.registrationExpired);
  }
  return row;
}

/** True when this registration holds proof: the chosen e-mail verified by code, or the address verified. */
export function hasVerifiedEmail(row: RegistrationRow): boolean {
  return row.email !== null && row.emailVerifiedAt !== null;
}

export function verificationMethodOf(
  row: RegistrationRow,
  google: PendingGoogle | null,
): TRegistrationState['verifiedBy'] {
  if (row.emailSource === 'google' && google) return 'google';
  if (row.addressVerifiedBy) return row.addressVerifiedBy;
  if (hasVerifiedEmail(row)) return 'email';
  return null;
}

/**
 * The e-mail as the browser may see it: the e-mail on file stays masked until this registration has
 * proved the e-mail or the address.
 */
export function visibleEmail(row: RegistrationRow, google: PendingGoogle | null): string | null {
  if (!row.email) return null;
  if (row.emailSource === 'on-file' && verificationMethodOf(row, google) === null)
    return maskEmail(row.email);
  return row.email;
}

export function toState(row: RegistrationRow, google: PendingGoogle | null): TRegistrationState {
  return {
    address: row.address,
    emailOnFile: row.emailOnFile ? maskEmail(row.emailOnFile) : null,
    email: visibleEmail(row, google),
    emailSource: row.emailSource ?? null,
    emailVerified: hasVerifiedEmail(row) || (row.emailSource === 'google' && google !== null),
    verifiedBy: verificationMethodOf(row, google),
    accountNumberAttemptsRemaining: Math.max(0, ACCOUNT_NUMBER_MAX_ATTEMPTS - row.accountNumberAttempts),
    strongProofRequired: row.replacesUid !== null,
    proofStrength: row.addressVerifiedBy
      ? proofStrength(row.addressVerifiedBy) === 'strong'
        ? 'strong'
        : 'weak'
      : null,
    letter: row.letterRequestedAt ? { requestedAt: row.letterRequestedAt.toISOString() } : null,
    addressStanding: addressStandingOf({
      heldBy: row.replacesUid,
      emailOnFile: row.emailOnFile,
      accountName: row.accountName,
    }),
    google: google
      ? { email: google.email, displayName: google.displayName, photoURL: google.photoURL }
      : null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function stateOf(
  ctx: AppContext,
  request: FastifyRequest,
  row: RegistrationRow,
): Promise<TRegistrationState> {
  return toState(row, await findPendingGoogle(ctx, request));
}
