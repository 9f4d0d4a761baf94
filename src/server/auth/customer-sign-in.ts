/**
 * Customer sign-in: e-mail and password, phone code, password reset, Google. Each flow counts its rate
 * limits first (on the main handle, so the count survives a failure), then does its change and any
 * message in one transaction.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
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
import { AUTH_LIMITS, enforce, reset, rule } from './rate-limit';
import { getAuthRuntime } from './runtime';
import { endAllCustomerSessions, startCustomerSession } from './sessions';
import { checkPhoneCode, planCodeSend } from './phone-codes';
import { publicBase } from './oidc/clients';

const RESET_TOKEN_MS = 60 * 60 * 1000;

async function findCustomerByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      uid: customerProfiles.uid,
      email: customerProfiles.email,
      firstName: customerProfiles.firstName,
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

export async function loginWithPassword(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; password: string },
): Promise<{ uid: string }> {
  const email = input.email.trim().toLowerCase();
  const now = ctx.now();
  const emailRule = rule('login:email', email, AUTH_LIMITS.loginPerEmail);
  await enforce(
    ctx.db,
    [rule('login:ip', request.ip, AUTH_LIMITS.loginPerIp), emailRule],
    now,
    AUTH_MESSAGES.tooManyFailedAttempts,
  );

  const customer = await findCustomerByEmail(ctx.db, email);
  if (!customer) {
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.userNotFound, { reason: 'auth/user-not-found' });
  }
  const [credential] = await ctx.db
    .select()
    .from(authPasswords)
    .where(eq(authPasswords.uid, customer.uid))
    .limit(1);
  // compare against a dummy hash for accounts without a password, so the answer takes the same time
  const ok = await verifyPassword(input.password, credential?.passwordHash ?? (await getDummyPasswordHash()));
  if (!ok || !credential) {
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.wrongPassword, { reason: 'auth/wrong-password' });
  }
  await reset(ctx.db, emailRule);
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
    .select({ uid: customerProfiles.uid })
    .from(customerProfiles)
    .where(
      sql`regexp_replace(${customerProfiles.phoneNumber}, '[^0-9]', '', 'g') in (${digits}, ${`1${digits}`})`,
    )
    .orderBy(asc(customerProfiles.createdAt), asc(customerProfiles.uid))
    .limit(1);
  return row ?? null;
}

/**
 * Sends a sign-in code by SMS to a customer's phone. An unknown number gets the same answer and no
 * SMS, so the endpoint does not tell which numbers have accounts.
 */
export async function sendPhoneCode(ctx: AppContext, request: FastifyRequest, phone: string): Promise<void> {
  const now = ctx.now();
  await enforce(
    ctx.db,
    [
      rule('code-send:ip', request.ip, AUTH_LIMITS.codeSendPerIp),
      rule('code-send:phone', phone, AUTH_LIMITS.codeSendPerPhone),
    ],
    now,
  );
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
    if (!plan.allowed) {
      throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyFailedAttempts, {
        reason: 'auth/too-many-requests',
      });
    }
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
        text: `${code} is your ${ctx.config.COMPANY_NAME} sign-in code. It expires in 10 minutes.`,
      },
      `phone-code:${values.codeHash}`,
    );
  });
}

/** Checks a phone code and signs the customer in. Wrong tries stay counted (the transaction commits). */
export async function verifyPhoneCode(
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
  const secret = getAuthRuntime(ctx).secret;
  const result = await ctx.db.transaction(async (tx) => {
    const [state] = await tx
      .select()
      .from(authPhoneCodes)
      .where(eq(authPhoneCodes.phone, input.phone))
      .for('update')
      .limit(1);
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
  switch (result.outcome) {
    case 'ok':
      return { uid: result.uid! };
    case 'expired':
      throw new AppError('BAD_REQUEST', AUTH_MESSAGES.codeExpired, { reason: 'auth/code-expired' });
    case 'locked':
      throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyFailedAttempts, {
        reason: 'auth/too-many-requests',
      });
    default:
      throw new AppError('BAD_REQUEST', AUTH_MESSAGES.invalidCode, {
        reason: 'auth/invalid-code',
        attemptsRemaining: result.attemptsRemaining,
      });
  }
}

// ---------------------------------------------------------------- password reset

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

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
    const token = randomToken();
    const tokenHash = hashToken(token);
    await tx.insert(authPasswordResets).values({
      tokenHash,
      uid: customer.uid,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_MS),
    });
    const link = `${publicBase(ctx.config)}/reset-password?token=${encodeURIComponent(token)}`;
    const company = ctx.config.COMPANY_NAME;
    const greeting = customer.firstName ? `Hello ${customer.firstName},` : 'Hello,';
    await queueUrgentMail(
      ctx,
      tx,
      {
        to: customer.email,
        subject: `Reset your ${company} customer portal password`,
        text: `${greeting}\n\nWe received a request to reset the password of your ${company} customer portal account.\nOpen this link within one hour to choose a new password:\n\n${link}\n\nIf you did not ask for this, you can ignore this e-mail; your password stays the same.`,
        html: `<p>${escapeHtml(greeting)}</p><p>We received a request to reset the password of your ${escapeHtml(company)} customer portal account. Open this link within one hour to choose a new password:</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>If you did not ask for this, you can ignore this e-mail; your password stays the same.</p>`,
      },
      `password-reset:${tokenHash}`,
    );
  });
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
