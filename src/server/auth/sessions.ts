/**
 * Server-side sessions. The browser holds a random 32-byte token in an HTTP-only, SameSite=Lax cookie
 * (Secure in production); the database holds its sha256 and the expiry. Customers and staff have
 * separate cookies and separate rows. Every sign-in issues a new token and drops the one the browser
 * had; sign-out deletes the row.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { DbOrTx } from '../db/client';
import { authSessions, customerProfiles, staffUsers } from '../db/schema';
import { hashToken, randomToken } from './crypto';
import { getAuthRuntime } from './runtime';

export const CUSTOMER_COOKIE = 'curbside_session';
export const STAFF_COOKIE = 'curbside_staff';
export const CUSTOMER_SESSION_SECONDS = 30 * 24 * 60 * 60;
export const STAFF_SESSION_SECONDS = 12 * 60 * 60;

export interface CustomerSession {
  uid: string;
  email: string;
}

export interface StaffSession {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'customerservice' | 'municipality' | 'unknown';
  /** The portals a municipality user oversees, looked up with the role; empty for the other roles. */
  portalIds: readonly string[];
}

export interface WorkAccount {
  subject: string;
  email: string;
  name: string;
}

export function cookieOptions(ctx: AppContext, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: getAuthRuntime(ctx).secureCookies,
    maxAge: maxAgeSeconds,
  };
}

async function dropPresented(tx: DbOrTx, request: FastifyRequest, cookie: string) {
  const presented = request.cookies[cookie];
  if (!presented) return;
  recentCustomerSessions.delete(hashToken(presented));
  await tx.delete(authSessions).where(eq(authSessions.tokenHash, hashToken(presented)));
}

/**
 * Customer sessions found in the last few seconds, by token hash: every /api request of a signed-in
 * customer looks its session up, and a page load makes several. Sign-out, the end of all of a
 * customer's sessions and a profile change forget them at once in this process, and on PostgreSQL in
 * every other instance too (session-revocations.ts: a trigger notifies, each instance listens; while
 * an instance's listening connection is down, its cache is off). Staff sessions are not cached: a
 * deactivated staff user loses access at the very next request.
 */
export const CUSTOMER_SESSION_CACHE_MS = 5_000;
const CUSTOMER_SESSION_CACHE_MAX = 10_000;
const recentCustomerSessions = new Map<
  string,
  { session: CustomerSession; expiresAt: Date; until: number }
>();
/**
 * Customers whose sessions were forgotten in the last CUSTOMER_SESSION_CACHE_MS, and until when none
 * of their sessions is cached again. Forgetting happens inside the transaction that changes the rows:
 * a request that reads before that transaction commits still sees the old rows, and must not put them
 * back in the cache.
 */
const recentlyForgotten = new Map<string, number>();

/**
 * False while a PostgreSQL instance cannot hear revocations from the others (session-revocations.ts):
 * then nothing is read from or put in the cache. Turning it back on empties the cache, since
 * notifications may have been missed meanwhile.
 */
let cacheTrusted = true;
export function setCustomerSessionCacheTrusted(trusted: boolean): void {
  if (trusted && !cacheTrusted) recentCustomerSessions.clear();
  cacheTrusted = trusted;
}

/** Forgets the cached sessions of a customer (their profile changed or their sessions ended). */
export function forgetCustomerSessions(uid: string): void {
  const now = Date.now();
  for (const [forgotten, until] of recentlyForgotten) if (until <= now) recentlyForgotten.delete(forgotten);
  recentlyForgotten.set(uid, now + CUSTOMER_SESSION_CACHE_MS);
  for (const [hash, entry] of recentCustomerSessions) {
    if (entry.session.uid === uid) recentCustomerSessions.delete(hash);
  }
}

/**
 * A new session row and its cookie: the session this browser presented under `cookie` is ended first.
 * `owner` is what the row says of whom it signs in (a customer's uid, or a work account).
 */
async function startSession(
  ctx: AppContext,
  tx: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: string,
  maxAgeSeconds: number,
  owner: Omit<typeof authSessions.$inferInsert, 'tokenHash' | 'createdAt' | 'expiresAt'>,
): Promise<void> {
  const now = ctx.now();
  await dropPresented(tx, request, cookie);
  const token = randomToken();
  await tx.insert(authSessions).values({
    ...owner,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + maxAgeSeconds * 1000),
  });
  reply.setCookie(cookie, token, cookieOptions(ctx, maxAgeSeconds));
}

/** Signs a customer in: a new session row and cookie; the session this browser had is ended. */
export async function startCustomerSession(
  ctx: AppContext,
  tx: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
  uid: string,
): Promise<void> {
  // the customer's expired sessions are cleared at each sign-in
  await tx.delete(authSessions).where(and(eq(authSessions.uid, uid), lt(authSessions.expiresAt, ctx.now())));
  await startSession(ctx, tx, request, reply, CUSTOMER_COOKIE, CUSTOMER_SESSION_SECONDS, {
    kind: 'customer',
    uid,
  });
}

/** Signs a work account in to the admin area. The role is not stored: it is looked up per request. */
export async function startStaffSession(
  ctx: AppContext,
  tx: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
  account: WorkAccount,
): Promise<void> {
  await startSession(ctx, tx, request, reply, STAFF_COOKIE, STAFF_SESSION_SECONDS, {
    kind: 'staff',
    staffSubject: account.subject,
    staffEmail: account.email.toLowerCase(),
    staffName: account.name,
  });
}

/** Ends the customer or staff session this browser presents and clears its cookie. */
export async function endSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: 'customer' | 'staff',
): Promise<void> {
  const cookie = kind === 'customer' ? CUSTOMER_COOKIE : STAFF_COOKIE;
  await dropPresented(ctx.db, request, cookie);
  reply.clearCookie(cookie, { path: '/' });
}

/** Ends every session of a customer (password reset, account removal). */
export async function endAllCustomerSessions(tx: DbOrTx, uid: string): Promise<void> {
  forgetCustomerSessions(uid);
  await tx.delete(authSessions).where(eq(authSessions.uid, uid));
}

export async function findCustomerSession(ctx: AppContext, token: string): Promise<CustomerSession | null> {
  const tokenHash = hashToken(token);
  const cached = cacheTrusted ? recentCustomerSessions.get(tokenHash) : undefined;
  if (cached && cached.until > Date.now() && cached.expiresAt > ctx.now()) return cached.session;
  const [row] = await ctx.db
    .select({ uid: customerProfiles.uid, email: customerProfiles.email, expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .innerJoin(customerProfiles, eq(customerProfiles.uid, authSessions.uid))
    .where(
      and(
        eq(authSessions.tokenHash, tokenHash),
        eq(authSessions.kind, 'customer'),
        gt(authSessions.expiresAt, ctx.now()),
      ),
    )
    .limit(1);
  if (!row) {
    recentCustomerSessions.delete(tokenHash);
    return null;
  }
  const session = { uid: row.uid, email: row.email };
  if (!cacheTrusted || (recentlyForgotten.get(row.uid) ?? 0) > Date.now()) return session;
  if (recentCustomerSessions.size >= CUSTOMER_SESSION_CACHE_MAX) recentCustomerSessions.clear();
  recentCustomerSessions.set(tokenHash, {
    session,
    expiresAt: row.expiresAt,
    until: Date.now() + CUSTOMER_SESSION_CACHE_MS,
  });
  return session;
}

/**
 * The staff member behind a staff cookie. The role comes from the ACTIVE staff user with the work
 * account's e-mail at this very request: a deactivated user loses access at once, and a work account
 * that is not on the list is 'unknown'.
 */
export async function findStaffSession(ctx: AppContext, token: string): Promise<StaffSession | null> {
  const [row] = await ctx.db
    .select({
      subject: authSessions.staffSubject,
      email: authSessions.staffEmail,
      name: authSessions.staffName,
      staffId: staffUsers.id,
      staffName: staffUsers.name,
      role: staffUsers.role,
      portalIds: staffUsers.portalIds,
    })
    .from(authSessions)
    .leftJoin(
      staffUsers,
      and(sql`lower(${staffUsers.email}) = ${authSessions.staffEmail}`, eq(staffUsers.isActive, true)),
    )
    .where(
      and(
        eq(authSessions.tokenHash, hashToken(token)),
        eq(authSessions.kind, 'staff'),
        gt(authSessions.expiresAt, ctx.now()),
      ),
    )
    .limit(1);
  if (!row || !row.email) return null;
  if (row.staffId && row.role) {
    return {
      id: row.staffId,
      name: row.staffName ?? row.name ?? row.email,
      email: row.email,
      role: row.role,
      portalIds: row.role === 'municipality' ? (row.portalIds ?? []) : [],
    };
  }
  return {
    id: `account:${row.subject ?? row.email}`,
    name: row.name ?? row.email,
    email: row.email,
    role: 'unknown',
    portalIds: [],
  };
}
