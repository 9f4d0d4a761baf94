import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { writtenAt } from './columns';
import { sql } from 'drizzle-orm';
import { customerProfiles } from './customers';

/**
 * Sign-in state (see docs/decisions/001-auth.md). Every secret a browser or a message carries (session
 * tokens, reset tokens, one-time codes, OIDC transaction handles) is stored only as a hash.
 */

/** Server-side sessions. A customer session names a profile; a staff session names a work account. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    /** sha256 of the cookie token (hex). */
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').$type<'customer' | 'staff'>().notNull(),
    uid: text('uid').references(() => customerProfiles.uid, { onDelete: 'cascade' }),
    /** Staff: the work account as the identity provider named it; the role is looked up per request. */
    staffSubject: text('staff_subject'),
    staffEmail: text('staff_email'),
    staffName: text('staff_name'),
    createdAt: writtenAt('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_sessions_uid_idx').on(t.uid), index('auth_sessions_expires_idx').on(t.expiresAt)],
);

/** A customer's password (scrypt, per-password salt). Customers who only use Google or phone have none. */
export const authPasswords = pgTable('auth_passwords', {
  uid: text('uid')
    .primaryKey()
    .references(() => customerProfiles.uid, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  updatedAt: writtenAt('updated_at'),
});

/** External identities (Google) linked to a customer profile. */
export const authIdentities = pgTable(
  'auth_identities',
  {
    provider: text('provider').$type<'google'>().notNull(),
    subject: text('subject').notNull(),
    uid: text('uid')
      .notNull()
      .references(() => customerProfiles.uid, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: writtenAt('created_at'),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('auth_identities_uid_idx').on(t.uid)],
);

/**
 * The phone sign-in code of one phone number: a keyed hash, 10 minutes, single use. Failed tries are
 * counted per phone over a window that a new code does not reset.
 */
export const authPhoneCodes = pgTable('auth_phone_codes', {
  /** E.164 (+1 and 10 digits). */
  phone: text('phone').primaryKey(),
  uid: text('uid')
    .notNull()
    .references(() => customerProfiles.uid, { onDelete: 'cascade' }),
  /** HMAC of phone and code; null once used or burnt by too many failed tries. */
  codeHash: text('code_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  /** Failed tries count until this moment, across resends. */
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
});

/** Password reset links: token hashed, 1 hour, single use. */
export const authPasswordResets = pgTable(
  'auth_password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    uid: text('uid')
      .notNull()
      .references(() => customerProfiles.uid, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: writtenAt('created_at'),
  },
  (t) => [index('auth_password_resets_uid_idx').on(t.uid)],
);

/**
 * An OpenID Connect sign-in in progress (state, nonce, PKCE verifier), bound to the browser that
 * started it by a cookie whose hash is the key. Single use, 10 minutes.
 */
export const authOidcTransactions = pgTable('auth_oidc_transactions', {
  handleHash: text('handle_hash').primaryKey(),
  provider: text('provider').$type<'google' | 'microsoft'>().notNull(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A Google sign-in with no customer yet: kept for this browser until registration finishes (1 hour). */
export const authPendingGoogle = pgTable(
  'auth_pending_google',
  {
    handleHash: text('handle_hash').primaryKey(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    displayName: text('display_name'),
    photoUrl: text('photo_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_pending_google_email_idx').on(sql`lower(${t.email})`)],
);
