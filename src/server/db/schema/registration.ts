import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A registration in progress (the wizard's server side). The browser holds a random token; the row is
 * keyed by its sha256. The row holds what the browser must not be trusted with: the chosen address's
 * back-office keys and e-mail on file, the e-mail chosen for the account, and the PROOF that this
 * registration verified the e-mail (a code) or the address (a document or the account number).
 * Submit creates the account only from this row. Rows expire after a few hours and are single use.
 */
export const registrations = pgTable(
  'registrations',
  {
    /** sha256 (hex) of the registration token. */
    id: text('id').primaryKey(),
    source: text('source').notNull(),
    cm04Cust: text('cm04_cust').notNull(),
    cm04Site: text('cm04_site').notNull(),
    /** The address as the back office gave it (street, city, state, ZIP; never the e-mail on file). */
    address: jsonb('address').$type<{ street: string; city: string; state: string; zip: string }>().notNull(),
    /** The e-mail on file for the address, from the back office; never sent to the browser unproven. */
    emailOnFile: text('email_on_file'),
    /** The e-mail chosen for the account and where it came from. */
    email: text('email'),
    emailSource: text('email_source').$type<'on-file' | 'manual' | 'google'>(),
    /** Set when this registration entered the right code for `email`. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set when this registration proved the address by a document or the account number. */
    addressVerifiedBy: text('address_verified_by').$type<'document' | 'account-number'>(),
    addressVerifiedAt: timestamp('address_verified_at', { withTimezone: true }),
    /**
     * The profile that holds the address with weak proof when this registration started: strong proof
     * may take the address over from it (checked again at submit).
     */
    replacesUid: text('replaces_uid'),
    accountNumberAttempts: integer('account_number_attempts').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedUid: text('completed_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastModified: timestamp('last_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registrations_site_idx').on(t.source, t.cm04Cust, t.cm04Site),
    index('registrations_expires_idx').on(t.expiresAt),
  ],
);
