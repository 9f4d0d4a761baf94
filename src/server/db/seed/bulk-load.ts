/**
 * What the bulk loads (seed-delivery-portal.ts, seed-load-customers.ts) share: counting what is there
 * already, inserting numbered rows in batches with progress after each, and keeping the customer
 * search's trigram indexes cheap to fill while they run.
 */
import type { Database } from '../client';

/** The first column of the query's first row as a number (0 without a row). */
export async function scalar(database: Database, text: string, values: unknown[] = []): Promise<number> {
  const { rows } = await database.executor.executeSql(text, values);
  const row = rows[0] as Record<string, unknown> | undefined;
  return Number(row ? Object.values(row)[0] : 0);
}

/**
 * Calls `insert(from, to)` for the numbers `first`…`last` in batches of `batchSize`, then `progress`
 * with how many are inserted so far; answers that count.
 */
export async function insertInBatches(
  first: number,
  last: number,
  batchSize: number,
  insert: (from: number, to: number) => Promise<unknown>,
  progress: (inserted: number) => void = () => undefined,
): Promise<number> {
  let inserted = 0;
  for (let from = first; from <= last; from += batchSize) {
    const to = Math.min(from + batchSize - 1, last);
    await insert(from, to);
    inserted += to - from + 1;
    progress(inserted);
  }
  return inserted;
}

/** The head of the bulk loads' insert of generated customer profiles: the columns each select fills. */
export const INSERT_CUSTOMER_PROFILES = `insert into customer_profiles (
  uid, entry_type, default_services_id, email, salutation, first_name, last_name, display_name, phone_type,
  phone_number, zip_code, selected_address, cm04_cust, cm04_site, source, street, city, residence_type, apt_unit,
  preferred_contact_methods, opt_in_marketing, opt_in_notifications, opt_in_paperless_billing, auth_provider,
  is_google_sign_up, email_verified, service_changes, has_service_changes, has_additional_services,
  created_at, updated_at
)`;

const TRIGRAM_INDEXES = ['customer_profiles_search_trgm', 'customer_profiles_cust_trgm'];

/**
 * The customer search's trigram indexes take single rows straight into the index (fastupdate off,
 * migration 0006); for a bulk load their pending list is faster (on), merged once at the end (off).
 */
export async function setTrigramFastUpdate(database: Database, on: boolean): Promise<void> {
  for (const index of TRIGRAM_INDEXES) {
    await database.executor.executeSql(`alter index ${index} set (fastupdate = ${on})`, []);
    if (!on) await database.executor.executeSql(`select gin_clean_pending_list('${index}')`, []);
  }
}
