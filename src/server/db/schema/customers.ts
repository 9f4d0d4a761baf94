import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { writtenAt } from './columns';
import { sql, type SQL } from 'drizzle-orm';
import type { TAddressProof } from '../../../domain/registration/address-proof';
import { portalSetups } from './portals';

/**
 * The text the admin customer filter searches: the customer's name, the organization name and the site
 * (service street). Queries must use this very expression for the trigram index to serve them.
 */
export function customerSearchText(t: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  organizationName: AnyPgColumn;
  street: AnyPgColumn;
}): SQL {
  return sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || coalesce(${t.organizationName}, '') || ' ' || coalesce(${t.street}, ''))`;
}

/**
 * A customer profile (CustomerProfile or EnterpriseCustomerProfile). Spec field names are kept at the
 * API edge; here the columns are snake_case. The selected address is kept whole in `selectedAddress`
 * and its keys (customer, site, source, ZIP) are copied into indexed columns.
 */
export const customerProfiles = pgTable(
  'customer_profiles',
  {
    uid: text('uid').primaryKey(),
    entryType: text('entry_type').$type<'CustomerProfile' | 'EnterpriseCustomerProfile'>().notNull(),
    defaultServicesId: text('default_services_id').references(() => portalSetups.id, {
      onDelete: 'restrict',
    }),
    email: text('email').notNull(),
    salutation: text('salutation').notNull().default('Mr.'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    displayName: text('display_name'),
    phoneType: text('phone_type').notNull().default('Mobile'),
    phoneNumber: text('phone_number').notNull().default(''),
    zipCode: text('zip_code'),
    selectedAddress: jsonb('selected_address').$type<Record<string, unknown>>(),
    cm04Cust: text('cm04_cust'),
    cm04Site: text('cm04_site'),
    source: text('source'),
    street: text('street'),
    city: text('city'),
    residenceType: text('residence_type').$type<'singleFamily' | 'multiFamily'>().default('singleFamily'),
    aptUnit: text('apt_unit'),
    preferredContactMethods: jsonb('preferred_contact_methods')
      .$type<string[]>()
      .notNull()
      .default(['Email']),
    optInMarketing: boolean('opt_in_marketing').notNull().default(true),
    optInNotifications: boolean('opt_in_notifications').notNull().default(true),
    optInPaperlessBilling: boolean('opt_in_paperless_billing').notNull().default(true),
    differentBillingAddress: boolean('different_billing_address').notNull().default(false),
    billingAddress1: text('billing_address1'),
    billingAddress2: text('billing_address2'),
    billingCity: text('billing_city'),
    billingState: text('billing_state'),
    billingZip: text('billing_zip'),
    isGoogleSignUp: boolean('is_google_sign_up').notNull().default(false),
    photoUrl: text('photo_url'),
    authProvider: text('auth_provider').$type<'email' | 'google' | 'phone'>().notNull().default('email'),
    documentVerified: boolean('document_verified').notNull().default(false),
    accountNumberVerified: boolean('account_number_verified').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * How the customer proved the service address is theirs (src/domain/registration/address-proof.ts):
     * strong (email-on-file, account-number, document) or weak (other-email, google); null when not
     * recorded (profiles from before, or created by staff).
     */
    addressProof: text('address_proof').$type<TAddressProof>(),
    /**
     * Set when the real owner registered this profile's address with strong proof and it moved to
     * their account: the profile keeps its sign-in but no longer has the address.
     */
    addressReleasedAt: timestamp('address_released_at', { withTimezone: true }),
    serviceChanges: jsonb('service_changes').$type<Record<string, unknown>>().notNull().default({}),
    hasServiceChanges: boolean('has_service_changes').notNull().default(false),
    hasAdditionalServices: boolean('has_additional_services').notNull().default(false),
    organizationName: text('organization_name'),
    /**
     * The language the customer last used the portal in (a code of src/domain/languages.ts): every
     * mail and text written to them later is in it (issue 16).
     */
    language: text('language').notNull().default('en'),
    selectedCustomers: jsonb('selected_customers').$type<Record<string, unknown>[]>(),
    createdAt: writtenAt('created_at'),
    updatedAt: writtenAt('updated_at'),
  },
  (t) => [
    uniqueIndex('customer_profiles_email_uq').on(sql`lower(${t.email})`),
    index('customer_profiles_site_idx').on(t.source, t.cm04Cust, t.cm04Site),
    index('customer_profiles_setup_idx').on(t.defaultServicesId),
    // a portal's first and last creation time (the delivery report's summary) off the index's ends
    index('customer_profiles_setup_created_idx').on(t.defaultServicesId, t.createdAt),
    index('customer_profiles_created_idx').on(t.createdAt),
    index('customer_profiles_name_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    index('customer_profiles_phone_idx').on(t.phoneNumber),
    index('customer_profiles_zip_idx').on(t.zipCode),
    // Customer Profiles admin list (spec 03 §2.9): keyset pages newest first, and trigram indexes for
    // the contains-searches (pg_trgm), so a fragment search at a million rows reads an index.
    // fastupdate off: a GIN index otherwise keeps new entries in a pending list that every search
    // reads in full until VACUUM merges it, and PGlite has no autovacuum (at a million profiles the
    // list cost each search 30–170 ms; docs/benchmarks.md).
    index('customer_profiles_list_idx').on(t.createdAt, t.uid),
    index('customer_profiles_search_trgm')
      .using('gin', sql`(${customerSearchText(t)}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('customer_profiles_cust_trgm')
      .using('gin', sql`${t.cm04Cust} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** One-time e-mail verification codes (stored hashed), per registration attempt. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong tries in the current window (a resend inside the window keeps them). */
    attempts: integer('attempts').notNull().default(0),
    /** End of the window the wrong tries are counted over; it starts with the first code. */
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }),
    verified: boolean('verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: writtenAt('created_at'),
    lastModified: writtenAt('last_modified'),
  },
  (t) => [index('email_verifications_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * What the Address Management text filter searches: the street, city, state, ZIP and the customer's
 * name and e-mail. Queries must use this very expression for the trigram index to serve them.
 */
export function addedAddressSearchText(t: {
  street: AnyPgColumn;
  city: AnyPgColumn;
  state: AnyPgColumn;
  zip: AnyPgColumn;
  customerInfo: AnyPgColumn;
}): SQL {
  return sql`(${t.street} || ' ' || ${t.city} || ' ' || ${t.state} || ' ' || ${t.zip} || ' ' || coalesce(${t.customerInfo} ->> 'firstName', '') || ' ' || coalesce(${t.customerInfo} ->> 'lastName', '') || ' ' || coalesce(${t.customerInfo} ->> 'email', ''))`;
}

/**
 * Addresses staff added for sites the back office does not have yet (NewSiteAddress, spec 03 §3).
 * Once the back office has the site (with the built-in back office: staff mark it loaded), loaded_*
 * name it; until then they are null.
 */
export const addedAddresses = pgTable(
  'added_addresses',
  {
    id: text('id').primaryKey(),
    defaultServicesId: text('default_services_id').references(() => portalSetups.id, {
      onDelete: 'set null',
    }),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    smartyData: jsonb('smarty_data').$type<Record<string, unknown>>(),
    customerInfo: jsonb('customer_info').$type<Record<string, unknown>>(),
    createdAt: writtenAt('created_at'),
    createdBy: text('created_by'),
    loadedSource: text('loaded_source'),
    loadedCust: text('loaded_cust'),
    loadedSite: text('loaded_site'),
    loadedAt: timestamp('loaded_at', { withTimezone: true }),
  },
  (t) => [
    // the list: newest first, keyset pages
    index('added_addresses_list_idx').on(t.createdAt, t.id),
    // address suggestions (prefix and fuzzy match on the street line) and the duplicate check
    index('added_addresses_street_trgm').using('gin', sql`${t.street} gin_trgm_ops`),
    index('added_addresses_zip_idx').on(t.zip),
    index('added_addresses_search_trgm').using('gin', sql`(${addedAddressSearchText(t)}) gin_trgm_ops`),
  ],
);
