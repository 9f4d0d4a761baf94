import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, siteAddressColumns, writtenAt } from './columns';
import { sql } from 'drizzle-orm';

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
    /** The address as the back office gave it (never the e-mail on file). */
    ...siteAddressColumns(),
    /** The e-mail on file for the address, from the back office; never sent to the browser unproven. */
    emailOnFile: text('email_on_file'),
    /** The e-mail chosen for the account and where it came from. */
    email: text('email'),
    emailSource: text('email_source').$type<'on-file' | 'manual' | 'google'>(),
    /** Set when this registration entered the right code for `email`. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set when this registration proved the address by a document or the account number. */
    addressVerifiedBy: text('address_verified_by').$type<
      'document' | 'document-matched' | 'account-number' | 'letter'
    >(),
    addressVerifiedAt: timestamp('address_verified_at', { withTimezone: true }),
    /**
     * The profile that holds the address with weak proof when this registration started: strong proof
     * may take the address over from it (checked again at submit).
     */
    replacesUid: text('replaces_uid'),
    accountNumberAttempts: integer('account_number_attempts').notNull().default(0),
    /** The account holder's name as the back office has it (CM04_NAME): a document must show it. */
    accountName: text('account_name'),
    /**
     * A document uploaded while the address is held by another account: kept (with its OCR text and
     * match score) so that staff can look at it when the registration becomes a claim. Dropped with
     * the registration, or moved to the claim at submit and deleted when the claim is decided.
     */
    documentData: bytea('document_data'),
    documentType: text('document_type'),
    documentText: text('document_text'),
    documentScore: real('document_score'),
    /** When a letter with a one-time code was requested for the address (address_letters). */
    letterRequestedAt: timestamp('letter_requested_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedUid: text('completed_uid'),
    createdAt: writtenAt('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastModified: writtenAt('last_modified'),
  },
  (t) => [
    index('registrations_site_idx').on(t.source, t.cm04Cust, t.cm04Site),
    index('registrations_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A claim on an address another account holds (decision 006): a registration that would take a held
 * address creates its account without the address and opens a claim. The holder is told (mail and
 * text) and may object in one click; staff approve or refuse; an unopposed claim with strong proof
 * over a weakly held address moves by itself once `moves_after` has passed.
 */
export const addressClaims = pgTable(
  'address_claims',
  {
    id: text('id').primaryKey(),
    status: text('status').$type<'open' | 'approved' | 'refused' | 'objected' | 'moved'>().notNull(),
    ...siteAddressColumns(),
    claimantUid: text('claimant_uid').notNull(),
    claimantProof: text('claimant_proof').notNull(),
    /** The claimant's selected address (residence details included), applied when the claim moves. */
    selectedAddress: jsonb('selected_address').$type<Record<string, unknown>>().notNull(),
    holderUid: text('holder_uid').notNull(),
    holderProof: text('holder_proof'),
    documentData: bytea('document_data'),
    documentType: text('document_type'),
    documentText: text('document_text'),
    documentScore: real('document_score'),
    /** sha256 of the holder's one-click objection token. */
    objectionTokenHash: text('objection_token_hash').notNull(),
    /** When an unopposed claim moves by itself; null when only staff may decide it. */
    movesAfter: timestamp('moves_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** 'staff:<id>', 'holder' (objection) or 'waiting-period'. */
    decidedBy: text('decided_by'),
    note: text('note'),
  },
  (t) => [
    index('address_claims_status_idx').on(t.status, t.createdAt),
    index('address_claims_due_idx')
      .on(t.movesAfter)
      .where(sql`${t.status} = 'open'`),
    index('address_claims_claimant_idx').on(t.claimantUid),
    index('address_claims_holder_idx').on(t.holderUid),
    uniqueIndex('address_claims_open_site_uq')
      .on(t.source, t.cm04Cust, t.cm04Site, t.claimantUid)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * A letter with a one-time code mailed to a service address (decision 006): a code from it is strong
 * proof, because only someone who gets the mail at the address can read it. The code is kept in
 * clear only until the letter is printed or handed to the print-and-mail service and until it is
 * used; `code_hash` is what an entry is checked against.
 */
export const addressLetters = pgTable(
  'address_letters',
  {
    id: text('id').primaryKey(),
    /** The registration (its id) the code proves the address for. */
    registrationId: text('registration_id').notNull(),
    ...siteAddressColumns(),
    recipientName: text('recipient_name'),
    language: text('language').notNull().default('en'),
    code: text('code'),
    codeHash: text('code_hash').notNull(),
    status: text('status').$type<'pending' | 'printed' | 'sent' | 'used'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    providerId: text('provider_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('address_letters_status_idx').on(t.status, t.createdAt),
    index('address_letters_registration_idx').on(t.registrationId),
  ],
);
