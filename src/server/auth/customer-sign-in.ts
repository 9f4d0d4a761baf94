/**
 * Customer sign-in: e-mail and password, phone code, password reset, Google. Each flow counts its rate
 * limits first (on the main handle, so the count survives a failure), then does its change and any
 * message in one transaction.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { DbOrTx } from '../db/client';
import { authPasswordResets, authPasswords, authPhoneCodes, customerProfiles } from '../db/schema';
import { AppError } from '../errors';
import { queueSms, queueUrgentMail } from '../jobs/messaging';
import { AUTH_MESSAGES } from '../../domain/auth';
import {
  getDummyPasswordHash,
  hashPassword,
  hashToken,
  keyedHash,
  randomCode,
  randomToken,
  verifyPassword,
  equalHex,
} from './crypto';
import { AUTH_LIMITS, enforce, hit, peek, reset, rule, slowdownDelayMs } from './rate-limit';
import { getAuthRuntime } from './runtime';
import { endAllCustomerSessions, startCustomerSession } from './sessions';
import { checkPhoneCode, PHONE_CODE_RULES, planCodeSend } from './phone-codes';
import { publicBase } from './oidc/clients';
import { escapeHtml } from '../../domain/escape-html';
import { greeting, mailHtmlIn, message, messageLanguageOf, type MessageKey } from '../../domain/messages';

const RESET_TOKEN_MS = 60 * 60 * 1000;

async function findCustomerByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      uid: customerProfiles.uid,
      email: customerProfiles.email,
      firstName: customerProfiles.firstName,
      language: customerProfiles.language,
    })
    .from(customerProfiles)
    .where(sql`lower(${customerProfiles.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** Sets (or replaces) a customer's password. For registration and staff-created accounts too. */
export async function setCustomerPassword(
  tx: DbOrTx,
  uid: string,
  password: string,
  now = new Date(),
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await tx
    .insert(authPasswords)
    .values({ uid, passwordHash, updatedAt: now })
    .onConflictDoUpdate({ target: authPasswords.uid, set: { passwordHash, updatedAt: now } });
}

// ---------------------------------------------------------------- e-mail and password

/**
 * The password comparison of the sign-in, as an object so a test can watch which hash each answer
 * compared against (login-enumeration.test.ts) without mocking a module.
 */
export const passwordCheck = { verify: verifyPassword };

export async function loginWithPassword(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; password: string },
): Promise<{ uid: string }> {
  const email = input.email.trim().toLowerCase();
  const now = ctx.now();
  // the account is locked for this client address only (keyed by both), so nobody can lock a
  // customer out from elsewhere; tries are counted before the check, so parallel guesses count too
  const accountAtAddress = rule('login:email-ip', `${email} ${request.ip}`, AUTH_LIMITS.loginPerEmailAndIp);
  await enforce(
    ctx.db,
    [rule('login:ip', request.ip, AUTH_LIMITS.loginPerIp), accountAtAddress],
    now,
    AUTH_MESSAGES.tooManyFailedAttempts,
  );
  // across addresses: slow down instead of locking
  const slowdown = AUTH_LIMITS.loginSlowdownPerEmail;
  const accountRule = rule('login:email', email, { limit: Infinity, windowSeconds: slowdown.windowSeconds });
  const { hits } = await hit(ctx.db, accountRule, now);
  const delayMs = slowdownDelayMs(hits, slowdown);
  if (delayMs > 0) await sleep(delayMs);

  // the account and its password in one query, found or not
  const [customer] = await ctx.db
    .select({ uid: customerProfiles.uid, passwordHash: authPasswords.passwordHash })
    .from(customerProfiles)
    .leftJoin(authPasswords, eq(authPasswords.uid, customerProfiles.uid))
    .where(sql`lower(${customerProfiles.email}) = ${email}`)
    .limit(1);
  // The spec's answers tell an unknown e-mail from a wrong password; the time must not tell more. So
  // an unknown e-mail and an account without a password are compared against a dummy hash: every
  // path does one password hash (plus the slow-down above, per e-mail for known and unknown alike).
  const storedHash = customer?.passwordHash ?? null;
  const ok = await passwordCheck.verify(input.password, storedHash ?? (await getDummyPasswordHash()));
  if (!customer) {
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.userNotFound, { reason: 'auth/user-not-found' });
  }
  if (!ok || storedHash === null) {
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.wrongPassword, { reason: 'auth/wrong-password' });
  }
  await reset(ctx.db, accountAtAddress);
  await reset(ctx.db, accountRule);
  await ctx.db.transaction((tx) => startCustomerSession(ctx, tx, request, reply, customer.uid));
  return { uid: customer.uid };
}

// ---------------------------------------------------------------- phone code

function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

async function findCustomerByPhone(db: DbOrTx, phone: string) {
  const digits = phoneDigits(phone);
  const [row] = await db
    .select({ uid: customerProfiles.uid, language: customerProfiles.language })
    .from(customerProfiles)
    .where(
      sql`regexp_replace(${customerProfiles.phoneNumber}, '[^0-9]', '', 'g') in (${digits}, ${`1${digits}`})`,
    )
    .orderBy(asc(customerProfiles.createdAt), asc(customerProfiles.uid))
    .limit(1);
  return row ?? null;
}

const phoneFailRule = (phone: string) => rule('code-fail:phone', phone, AUTH_LIMITS.codeFailPerPhone);

function phoneLocked(): AppError {
  return new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyFailedAttempts, {
    reason: 'auth/too-many-requests',
  });
}

/**
 * The phone answers take at least this long, success or failure: a number with an account does
 * more work (stores the code, queues the SMS: about 10 ms more, measured) than one without, and that
 * difference must not tell the numbers apart. Far above both paths' usual time, unnoticeable to a person.
 */
export const PHONE_ANSWER_FLOOR_MS = 250;

async function withAnswerFloor<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = PHONE_ANSWER_FLOOR_MS - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

/** 429 once a number has had its three wrong codes in the window, whether or not it has an account. */
async function refuseLockedPhone(ctx: AppContext, phone: string, now: Date): Promise<void> {
  if ((await peek(ctx.db, phoneFailRule(phone), now)) >= AUTH_LIMITS.codeFailPerPhone.limit) {
    throw phoneLocked();
  }
}

/**
 * Sends a sign-in code by SMS to a customer's phone. An unknown number gets the same answer and no
 * SMS, so the endpoint does not tell which numbers have accounts: the lock-out after three wrong
 * codes comes from a counter kept for every number (codeFailPerPhone), not from the account's row.
 */
export function sendPhoneCode(ctx: AppContext, request: FastifyRequest, phone: string): Promise<void> {
  return withAnswerFloor(() => sendPhoneCodeNow(ctx, request, phone));
}

async function sendPhoneCodeNow(ctx: AppContext, request: FastifyRequest, phone: string): Promise<void> {
  const now = ctx.now();
  await enforce(
    ctx.db,
    [
      rule('code-send:ip', request.ip, AUTH_LIMITS.codeSendPerIp),
      rule('code-send:phone', phone, AUTH_LIMITS.codeSendPerPhone),
    ],
    now,
  );
  await refuseLockedPhone(ctx, phone, now);
  const secret = getAuthRuntime(ctx).secret;
  await ctx.db.transaction(async (tx) => {
    const customer = await findCustomerByPhone(tx, phone);
    if (!customer) return;
    const [existing] = await tx
      .select()
      .from(authPhoneCodes)
      .where(eq(authPhoneCodes.phone, phone))
      .for('update')
      .limit(1);
    const plan = planCodeSend(existing ?? null, now);
    if (!plan.allowed) throw phoneLocked();
    const code = randomCode();
    const values = {
      uid: customer.uid,
      codeHash: keyedHash(secret, 'phone-code', phone, code),
      expiresAt: plan.expiresAt,
      failedAttempts: plan.failedAttempts,
      windowEndsAt: plan.windowEndsAt,
      lastSentAt: now,
    };
    await tx
      .insert(authPhoneCodes)
      .values({ phone, ...values })
      .onConflictDoUpdate({ target: authPhoneCodes.phone, set: values });
    await queueSms(
      ctx,
      tx,
      {
        to: phone,
        text: message(messageLanguageOf(customer.language), 'phoneCode.sms', {
          code,
          company: ctx.config.COMPANY_NAME,
          minutes: PHONE_CODE_RULES.ttlMs / 60_000,
        }),
      },
      `phone-code:${values.codeHash}`,
    );
  });
}

/**
 * Checks a phone code and signs the customer in. Wrong tries stay counted (the transaction commits).
 * Every failure answers alike, whether the number has an account, a code, or an expired one: the
 * spec's "Invalid verification code." (no tries-left count), and after the third wrong try in the
 * window "Too many failed attempts. Please try again later."; so the answers do not tell which
 * numbers have accounts.
 */
export function verifyPhoneCode(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { phone: string; code: string },
): Promise<{ uid: string }> {
  return withAnswerFloor(() => verifyPhoneCodeNow(ctx, request, reply, input));
}

async function verifyPhoneCodeNow(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { phone: string; code: string },
): Promise<{ uid: string }> {
  const now = ctx.now();
  await enforce(
    ctx.db,
    [
      rule('code-verify:ip', request.ip, AUTH_LIMITS.codeVerifyPerIp),
      rule('code-verify:phone', input.phone, AUTH_LIMITS.codeVerifyPerPhone),
    ],
    now,
  );
  await refuseLockedPhone(ctx, input.phone, now);
  const secret = getAuthRuntime(ctx).secret;
  const result = await ctx.db.transaction(async (tx) => {
    const [state] = await tx
      .select()
      .from(authPhoneCodes)
      .where(eq(authPhoneCodes.phone, input.phone))
      .for('update')
      .limit(1);
    // hashed for unknown numbers too, so both paths do the same work
    const submitted = keyedHash(secret, 'phone-code', input.phone, input.code);
    const matches = !!state?.codeHash && equalHex(submitted, state.codeHash);
    const check = checkPhoneCode(state ?? null, matches, now);
    if (state && check.next) {
      await tx
        .update(authPhoneCodes)
        .set({
          codeHash: check.next.codeHash,
          failedAttempts: check.next.failedAttempts,
          windowEndsAt: check.next.windowEndsAt,
        })
        .where(eq(authPhoneCodes.phone, input.phone));
    }
    if (check.outcome === 'ok' && state) await startCustomerSession(ctx, tx, request, reply, state.uid);
    return { ...check, uid: state?.uid };
  });
  if (result.outcome === 'ok') {
    await reset(ctx.db, phoneFailRule(input.phone));
    return { uid: result.uid! };
  }
  const { hits } = await hit(ctx.db, phoneFailRule(input.phone), now);
  if (result.outcome === 'locked' || hits >= AUTH_LIMITS.codeFailPerPhone.limit) throw phoneLocked();
  throw new AppError('BAD_REQUEST', AUTH_MESSAGES.invalidCode, { reason: 'auth/invalid-code' });
}

// ---------------------------------------------------------------- password reset

/** The reset mail, in the customer's language (their profile's). */
function passwordResetMail(
  company: string,
  customer: { email: string; firstName: string; language: string },
  link: string,
) {
  const language = messageLanguageOf(customer.language);
  const m = (key: MessageKey) => message(language, key, { company });
  const hello = greeting(language, customer.firstName);
  return {
    to: customer.email,
    subject: m('reset.subject'),
    text: `${hello}\n\n${m('reset.asked')}\n${m('reset.openLink')}\n\n${link}\n\n${m('reset.ignore')}`,
    html: mailHtmlIn(
      language,
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(m('reset.asked'))} ${escapeHtml(m('reset.openLink'))}</p>` +
        `<p><a href="${escapeHtml(link)}">${escapeHtml(m('reset.button'))}</a></p><p>${escapeHtml(m('reset.ignore'))}</p>`,
    ),
  };
}

/**
 * Mails a reset link (1 hour, single use) in the same transaction that stores the token. Unknown
 * e-mails get the same answer and no mail.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  request: FastifyRequest,
  emailInput: string,
): Promise<void> {
  const email = emailInput.trim().toLowerCase();
  const now = ctx.now();
  await enforce(
    ctx.db,
    [
      rule('reset:ip', request.ip, AUTH_LIMITS.resetPerIp),
      rule('reset:email', email, AUTH_LIMITS.resetPerEmail),
    ],
    now,
  );
  await ctx.db.transaction(async (tx) => {
    const customer = await findCustomerByEmail(tx, email);
    if (!customer) return;
    const { link, tokenHash } = await issuePasswordLink(ctx, tx, customer.uid, RESET_TOKEN_MS);
    await queueUrgentMail(
      ctx,
      tx,
      passwordResetMail(ctx.config.COMPANY_NAME, customer, link),
      `password-reset:${tokenHash}`,
    );
  });
}

/**
 * A one-time link to choose a password (the reset page), valid for `validMs`: for a reset, and for the
 * welcome mail of an account staff created (which has no password until the customer sets one).
 */
export async function issuePasswordLink(
  ctx: AppContext,
  tx: DbOrTx,
  uid: string,
  validMs: number,
): Promise<{ link: string; tokenHash: string }> {
  const now = ctx.now();
  const token = randomToken();
  const tokenHash = hashToken(token);
  await tx.insert(authPasswordResets).values({
    tokenHash,
    uid,
    createdAt: now,
    expiresAt: new Date(now.getTime() + validMs),
  });
  return { link: `${publicBase(ctx.config)}/reset-password?token=${encodeURIComponent(token)}`, tokenHash };
}

/** Sets the new password from a reset link, uses the link up, and ends every session of the account. */
export async function confirmPasswordReset(
  ctx: AppContext,
  request: FastifyRequest,
  input: { token: string; password: string },
): Promise<void> {
  const now = ctx.now();
  await enforce(ctx.db, [rule('reset-confirm:ip', request.ip, AUTH_LIMITS.resetConfirmPerIp)], now);
  const passwordHash = await hashPassword(input.password);
  const done = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(authPasswordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(authPasswordResets.tokenHash, hashToken(input.token)),
          isNull(authPasswordResets.usedAt),
          gt(authPasswordResets.expiresAt, now),
        ),
      )
      .returning({ uid: authPasswordResets.uid });
    if (!used) return false;
    await tx
      .insert(authPasswords)
      .values({ uid: used.uid, passwordHash, updatedAt: now })
      .onConflictDoUpdate({ target: authPasswords.uid, set: { passwordHash, updatedAt: now } });
    // other outstanding links for the account are void too
    await tx
      .delete(authPasswordResets)
      .where(and(eq(authPasswordResets.uid, used.uid), isNull(authPasswordResets.usedAt)));
    await endAllCustomerSessions(tx, used.uid);
    return true;
  });
  if (!done)
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.resetLinkInvalid, { reason: 'auth/invalid-reset-link' });
}

// ---------------------------------------------------------------- change password (My Account)

/**
 * Changes the signed-in customer's password: the current one must match (tries limited per account),
 * the new one follows the registration rules (the body schema). Every other session of the account
 * ends; this browser gets a fresh session, so the customer stays signed in here.
 */
export async function changeCustomerPassword(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  uid: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const now = ctx.now();
  const tries = rule('password-change:uid', uid, AUTH_LIMITS.passwordChangePerAccount);
  await enforce(ctx.db, [tries], now, AUTH_MESSAGES.tooManyFailedAttempts);
  const [credential] = await ctx.db.select().from(authPasswords).where(eq(authPasswords.uid, uid)).limit(1);
  if (!credential) {
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.noPasswordYet, { reason: 'auth/no-password' });
  }
  if (!(await verifyPassword(input.currentPassword, credential.passwordHash))) {
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.currentPasswordWrong, {
      reason: 'auth/current-password-wrong',
    });
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.samePassword, { reason: 'auth/same-password' });
  }
  await reset(ctx.db, tries);
  await ctx.db.transaction(async (tx) => {
    await setCustomerPassword(tx, uid, input.newPassword, now);
    await endAllCustomerSessions(tx, uid);
    await startCustomerSession(ctx, tx, request, reply, uid);
  });
}
