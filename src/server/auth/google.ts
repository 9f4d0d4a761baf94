/**
 * Google sign-in for customers. A Google account linked to (or with the verified e-mail of) a customer
 * signs that customer in. Otherwise its e-mail, name and photo are kept server-side for this browser
 * (1 hour, under the hash of a cookie) and the browser goes on to /register?source=google; the
 * registration feature reads them with `findPendingGoogle` and, once the profile exists, calls
 * `completeGoogleRegistration`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { DbOrTx } from '../db/client';
import { authIdentities, authPendingGoogle, customerProfiles } from '../db/schema';
import type { TGooglePending } from '../../domain/auth';
import { hashToken, randomToken } from './crypto';
import { cookieOptions, endSession, startCustomerSession } from './sessions';
import type { OidcIdentity } from './oidc/flow';

export const GOOGLE_PENDING_COOKIE = 'curbside_google_pending';
const PENDING_SECONDS = 60 * 60;

export interface PendingGoogle extends TGooglePending {
  subject: string;
}

/** Signs the Google account's customer in, or keeps the account as pending registration. */
export async function handleGoogleIdentity(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  identity: OidcIdentity,
): Promise<'signed-in' | 'pending'> {
  const now = ctx.now();
  const [linked] = await ctx.db
    .select({ uid: authIdentities.uid })
    .from(authIdentities)
    .where(and(eq(authIdentities.provider, 'google'), eq(authIdentities.subject, identity.subject)))
    .limit(1);
  let uid = linked?.uid;
  if (!uid && identity.emailVerified) {
    const [byEmail] = await ctx.db
      .select({ uid: customerProfiles.uid })
      .from(customerProfiles)
      .where(sql`lower(${customerProfiles.email}) = ${identity.email}`)
      .limit(1);
    uid = byEmail?.uid;
  }
  if (uid) {
    const customerUid = uid;
    await ctx.db.transaction(async (tx) => {
      await linkGoogleIdentity(tx, customerUid, { subject: identity.subject, email: identity.email });
      await clearPendingGoogle(tx, request, reply);
      await startCustomerSession(ctx, tx, request, reply, customerUid);
    });
    return 'signed-in';
  }
  // no customer: sign out whoever was signed in here, keep the Google data for registration
  await endSession(ctx, request, reply, 'customer');
  const handle = randomToken();
  await ctx.db.transaction(async (tx) => {
    await tx.delete(authPendingGoogle).where(lt(authPendingGoogle.expiresAt, now));
    await clearPendingGoogle(tx, request, reply);
    await tx.insert(authPendingGoogle).values({
      handleHash: hashToken(handle),
      subject: identity.subject,
      email: identity.email,
      displayName: identity.name,
      photoUrl: identity.picture,
      expiresAt: new Date(now.getTime() + PENDING_SECONDS * 1000),
    });
  });
  reply.setCookie(GOOGLE_PENDING_COOKIE, handle, cookieOptions(ctx, PENDING_SECONDS));
  return 'pending';
}

/** The Google data waiting for registration in this browser, if any. */
export async function findPendingGoogle(
  ctx: AppContext,
  request: FastifyRequest,
  db: DbOrTx = ctx.db,
): Promise<PendingGoogle | null> {
  const handle = request.cookies[GOOGLE_PENDING_COOKIE];
  if (!handle) return null;
  const [row] = await db
    .select()
    .from(authPendingGoogle)
    .where(
      and(eq(authPendingGoogle.handleHash, hashToken(handle)), gt(authPendingGoogle.expiresAt, ctx.now())),
    )
    .limit(1);
  if (!row) return null;
  return {
    subject: row.subject,
    email: row.email,
    displayName: row.displayName,
    photoURL: row.photoUrl,
    isGoogleSignUp: true,
  };
}

/** Forgets this browser's pending Google registration. */
export async function clearPendingGoogle(
  tx: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const handle = request.cookies[GOOGLE_PENDING_COOKIE];
  if (!handle) return;
  await tx.delete(authPendingGoogle).where(eq(authPendingGoogle.handleHash, hashToken(handle)));
  reply.clearCookie(GOOGLE_PENDING_COOKIE, { path: '/' });
}

/** Links a Google account to a customer (idempotent). */
export async function linkGoogleIdentity(
  tx: DbOrTx,
  uid: string,
  google: { subject: string; email: string },
): Promise<void> {
  await tx
    .insert(authIdentities)
    .values({ provider: 'google', subject: google.subject, uid, email: google.email.toLowerCase() })
    .onConflictDoNothing();
}

/**
 * For the registration feature, inside its transaction once the profile row exists: links the
 * pending Google account, forgets the pending data and signs the new customer in.
 */
export async function completeGoogleRegistration(
  ctx: AppContext,
  tx: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
  uid: string,
  pending: PendingGoogle,
): Promise<void> {
  await linkGoogleIdentity(tx, uid, pending);
  await clearPendingGoogle(tx, request, reply);
  await startCustomerSession(ctx, tx, request, reply, uid);
}
