/**
 * Steps 2 and 3 by e-mail: choosing the account's e-mail (the one on file, another one, or Google's),
 * the deliverability check, and the verification code (sent through the outbox, stored hashed,
 * 10 minutes, 3 wrong tries per 10-minute window that a resend does not reset, 60-second resend
 * cooldown, and a daily cap per recipient on top of the hourly ones).
 *
 * Choosing the e-mail answers "already in use" for a registered address (the spec's words), so the
 * step is rate-limited per client address, per registration and per e-mail asked about (the last holds
 * across client addresses and registrations): it cannot be used to test a list of e-mails for accounts.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import type { AppError, ErrorCode } from '../../errors';
import { equalHex, keyedHash, randomCode } from '../../auth/crypto';
import { findPendingGoogle } from '../../auth/google';
import { getAuthRuntime } from '../../auth/runtime';
import { queueUrgentMail } from '../../jobs/messaging';
import { requestLanguageOf } from '../../http/request-language';
import { escapeHtml } from '../../../domain/escape-html';
import type { LanguageCode } from '../../../domain/languages';
import { mailHtmlIn, message, type MessageKey } from '../../../domain/messages';
import { REGISTRATION_MESSAGES, type TRegistrationErrorReason } from '../../../domain/registration/messages';
import {
  ZRegistrationEmail,
  type TCheckResult,
  type TRegistrationState,
  type TSendCodeResponse,
  type TSetEmailRequest,
} from '../../../domain/registration/schemas';
import {
  CODE_TTL_SECONDS,
  RESEND_COOLDOWN_SECONDS,
  decideCodeCheck,
  decideCodeSend,
  type CodeRecordState,
} from '../../../domain/registration/verification-code';
import { hasVerifiedEmail, loadDraft, stateOf, visibleEmail } from './draft';
import { emailInUseError, registrationError } from './errors';
import { enforceLimits, limitRule } from './limits';
import {
  findEmailVerification,
  findRegistration,
  isEmailRegistered,
  markEmailVerified,
  recordFailedAttempt,
  saveSentCode,
  updateRegistration,
  verificationIdOf,
  type EmailVerificationRow,
} from './repository';

// ---------------------------------------------------------------- deliverability

/** The format and deliverability check (spec 01 §5). A check that cannot answer accepts. */
export async function checkEmail(ctx: AppContext, email: string): Promise<TCheckResult> {
  if (!ZRegistrationEmail.safeParse(email).success) {
    return {
      ok: false,
      reason: 'registration/invalid-email',
      message: REGISTRATION_MESSAGES.enterValidEmail,
    };
  }
  let verdict: string;
  try {
    verdict = (await ctx.ports.emailCheck.check(email.trim())).verdict;
  } catch {
    verdict = 'unknown';
  }
  switch (verdict) {
    case 'invalid-syntax':
      return {
        ok: false,
        reason: 'registration/invalid-email',
        message: REGISTRATION_MESSAGES.enterValidEmail,
      };
    case 'disposable':
      return {
        ok: false,
        reason: 'registration/disposable-email',
        message: REGISTRATION_MESSAGES.disposableEmail,
      };
    case 'undeliverable':
      return {
        ok: false,
        reason: 'registration/undeliverable-email',
        message: REGISTRATION_MESSAGES.undeliverableEmail,
      };
    default:
      return { ok: true };
  }
}

export async function checkEmailForRequest(
  ctx: AppContext,
  request: FastifyRequest,
  email: string,
): Promise<TCheckResult> {
  await enforceLimits(ctx, [limitRule('checkPerIp', request.ip)]);
  return checkEmail(ctx, email);
}

/** Throws the check's message when the e-mail is refused. */
export async function assertEmailAcceptable(ctx: AppContext, email: string): Promise<void> {
  const result = await checkEmail(ctx, email);
  if (!result.ok) {
    throw registrationError(
      'BAD_REQUEST',
      result.reason as TRegistrationErrorReason,
      result.message ?? REGISTRATION_MESSAGES.enterValidEmail,
    );
  }
}

// ---------------------------------------------------------------- choosing the e-mail

export async function setRegistrationEmail(
  ctx: AppContext,
  request: FastifyRequest,
  body: TSetEmailRequest,
): Promise<TRegistrationState> {
  const draft = await loadDraft(ctx, ctx.db, request);
  await enforceLimits(ctx, [
    limitRule('emailStepPerIp', request.ip),
    limitRule('emailStepPerRegistration', draft.id),
  ]);
  let email: string;
  if (body.source === 'on-file') {
    if (!draft.emailOnFile)
      throw registrationError(
        'BAD_REQUEST',
        'registration/email-required',
        REGISTRATION_MESSAGES.noEmailOnFile,
      );
    email = draft.emailOnFile;
  } else if (body.source === 'google') {
    const google = await findPendingGoogle(ctx, request);
    if (!google)
      throw registrationError(
        'BAD_REQUEST',
        'registration/google-data-error',
        REGISTRATION_MESSAGES.googleDataError,
      );
    email = google.email;
  } else {
    const parsed = ZRegistrationEmail.safeParse(body.email);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? REGISTRATION_MESSAGES.invalidEmailFormat;
      throw registrationError(
        'BAD_REQUEST',
        message === REGISTRATION_MESSAGES.emailRequired
          ? 'registration/email-required'
          : 'registration/invalid-email',
        message,
      );
    }
    email = parsed.data;
    await assertEmailAcceptable(ctx, email);
  }
  await enforceLimits(ctx, [limitRule('emailStepPerEmail', email)]);
  if (await isEmailRegistered(ctx.db, email)) {
    throw emailInUseError(body.source === 'google');
  }
  const changed = (draft.email ?? '').toLowerCase() !== email.toLowerCase();
  const now = ctx.now();
  await updateRegistration(
    ctx.db,
    draft.id,
    { email, emailSource: body.source, ...(changed ? { emailVerifiedAt: null } : {}) },
    now,
  );
  return stateOf(ctx, request, {
    ...draft,
    email,
    emailSource: body.source,
    emailVerifiedAt: changed ? null : draft.emailVerifiedAt,
  });
}

// ---------------------------------------------------------------- the code

function codeHash(ctx: AppContext, id: string, code: string): string {
  return keyedHash(getAuthRuntime(ctx).secret, 'registration-email-code', id, code);
}

/** Serialises code sends and checks of one e-mail across requests and server instances. */
async function lockEmail(tx: DbOrTx, id: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`curbside-registration-code:${id}`}, 0))`,
  );
}

const stateOfRecord = (row: EmailVerificationRow): CodeRecordState => ({
  attempts: row.attempts,
  verified: row.verified,
  expiresAt: row.expiresAt,
  sentAt: row.createdAt,
  windowEndsAt: row.windowEndsAt,
});

/** The code mail, in the language of the request (there is no profile yet to hold one). */
function codeMail(ctx: AppContext, code: string, language: LanguageCode) {
  const values = { company: ctx.config.COMPANY_NAME, code, minutes: CODE_TTL_SECONDS / 60 };
  const m = (key: MessageKey) => message(language, key, values);
  return {
    subject: m('registrationCode.subject'),
    text: [m('registrationCode.code'), m('registrationCode.expires'), '', m('registrationCode.ignore')].join(
      '\n',
    ),
    html: mailHtmlIn(
      language,
      [
        `<p>${escapeHtml(m('registrationCode.codeIs'))}</p>`,
        `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>`,
        `<p>${escapeHtml(m('registrationCode.expires'))}</p>`,
        `<p>${escapeHtml(m('registrationCode.ignore'))}</p>`,
      ].join('\n'),
    ),
  };
}

/**
 * The registration and its typed e-mail, which a code is to prove: refused with `missing` when none was
 * chosen, and as already verified when it came from Google or a code proved it.
 */
async function draftToProve(ctx: AppContext, request: FastifyRequest, missing: AppError) {
  const draft = await loadDraft(ctx, ctx.db, request);
  if (!draft.email) throw missing;
  if (draft.emailSource === 'google' || hasVerifiedEmail(draft)) {
    throw registrationError(
      'CONFLICT',
      'registration/email-already-verified',
      REGISTRATION_MESSAGES.emailAlreadyVerified,
    );
  }
  return { draft, email: draft.email };
}

/** Sends a new code to the registration's e-mail (a resend keeps the attempts of a live code). */
export async function sendEmailCode(ctx: AppContext, request: FastifyRequest): Promise<TSendCodeResponse> {
  const { draft, email } = await draftToProve(
    ctx,
    request,
    registrationError('BAD_REQUEST', 'registration/email-required', REGISTRATION_MESSAGES.emailRequired),
  );
  await enforceLimits(ctx, [
    limitRule('codeSendPerEmail', email),
    limitRule('codeSendPerEmailDay', email),
    limitRule('codeSendPerIp', request.ip),
  ]);

  const id = verificationIdOf(email);
  const now = ctx.now();
  const outcome = await ctx.db
    .transaction(async (tx) => {
      await lockEmail(tx, id);
      const existing = await findEmailVerification(tx, email, true);
      const decision = decideCodeSend(existing ? stateOfRecord(existing) : null, now);
      if (!decision.ok) return decision;
      const code = randomCode();
      await saveSentCode(tx, {
        email,
        codeHash: codeHash(ctx, id, code),
        attempts: decision.attempts,
        windowEndsAt: decision.windowEndsAt,
        sentAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      });
      await queueUrgentMail(
        ctx,
        tx,
        { to: email, ...codeMail(ctx, code, requestLanguageOf(request.headers['accept-language'])) },
        `registration-code:${id}:${now.getTime()}`,
      );
      return decision;
    })
    .catch((error: unknown) => {
      request.log.error({ err: error }, 'registration code could not be queued');
      throw registrationError('UNAVAILABLE', 'registration/send-failed', REGISTRATION_MESSAGES.sendFailed);
    });
  if (!outcome.ok) {
    throw registrationError('RATE_LIMITED', outcome.reason, outcome.message, {
      waitSeconds: outcome.waitSeconds,
    });
  }
  return {
    sentTo: visibleEmail(draft, null) ?? email,
    expiresInSeconds: CODE_TTL_SECONDS,
    resendAfterSeconds: RESEND_COOLDOWN_SECONDS,
  };
}

const CHECK_STATUS: Partial<Record<TRegistrationErrorReason, ErrorCode>> = {
  'registration/email-and-code-required': 'BAD_REQUEST',
  'registration/code-digits': 'BAD_REQUEST',
  'registration/invalid-code': 'BAD_REQUEST',
  'registration/code-not-found': 'NOT_FOUND',
  'registration/email-already-verified': 'CONFLICT',
  'registration/code-too-many-attempts': 'RATE_LIMITED',
  'registration/code-expired': 'GONE',
};

/** Checks a code; the right one gives this registration its proof that the e-mail is the customer's. */
export async function verifyEmailCode(
  ctx: AppContext,
  request: FastifyRequest,
  code: string | undefined,
): Promise<TRegistrationState> {
  const { draft, email } = await draftToProve(
    ctx,
    request,
    registrationError(
      'BAD_REQUEST',
      'registration/email-and-code-required',
      REGISTRATION_MESSAGES.emailAndCodeRequired,
    ),
  );
  await enforceLimits(ctx, [
    limitRule('codeVerifyPerEmail', email),
    limitRule('codeVerifyPerIp', request.ip),
  ]);

  const id = verificationIdOf(email);
  const now = ctx.now();
  const decision = await ctx.db.transaction(async (tx) => {
    await lockEmail(tx, id);
    const current = await findRegistration(tx, draft.id, true);
    if (!current || current.email?.toLowerCase() !== email.toLowerCase() || current.completedAt) {
      return { ok: false as const, reason: 'registration/verification-failed' as const };
    }
    const record = await findEmailVerification(tx, email, true);
    const check = decideCodeCheck(record ? stateOfRecord(record) : null, code, now, (entered) =>
      equalHex(codeHash(ctx, id, entered), record!.codeHash),
    );
    if (!check.ok) {
      if (record && check.attempts !== undefined) await recordFailedAttempt(tx, id, check.attempts, now);
      return check;
    }
    await markEmailVerified(tx, id, now);
    await updateRegistration(tx, draft.id, { emailVerifiedAt: now }, now);
    return check;
  });
  if (!decision.ok) {
    if (decision.reason === 'registration/verification-failed') {
      throw registrationError(
        'CONFLICT',
        'registration/verification-failed',
        REGISTRATION_MESSAGES.verificationFailed,
      );
    }
    throw registrationError(
      CHECK_STATUS[decision.reason] ?? 'BAD_REQUEST',
      decision.reason,
      decision.message,
      {
        ...(decision.remaining !== undefined ? { remaining: decision.remaining } : {}),
      },
    );
  }
  return stateOf(ctx, request, { ...draft, emailVerifiedAt: now });
}
