/**
 * Column builders several tables share. Drizzle wants fresh builders for each table, so each of these
 * makes new ones on every call; the column names, types and defaults are the ones the migrations
 * created (a change here is a migration).
 */
import { customType, date, jsonb, text, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes (an uploaded document, a stored file's chunk). PGlite answers a Uint8Array, pg a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** When the row was written (created, updated, recorded, queued…): set by the database. */
export function writtenAt<Name extends string>(name: Name) {
  return timestamp(name, { withTimezone: true }).notNull().defaultNow();
}

/** When and by which staff user (null: the system) a row was created and last changed. */
export function auditColumns() {
  return {
    createdAt: writtenAt('created_at'),
    updatedAt: writtenAt('updated_at'),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
  };
}

/** A back-office site's key as the back office names it (CM04): source database, customer, site. */
export function backOfficeSiteColumns() {
  return {
    source: text('source').notNull(),
    cm04Cust: text('cm04_cust').notNull(),
    cm04Site: text('cm04_site').notNull(),
  };
}

/** A back-office site with its address as the back office gave it (street, city, state, ZIP). */
export function siteAddressColumns() {
  return {
    ...backOfficeSiteColumns(),
    address: jsonb('address').$type<{ street: string; city: string; state: string; zip: string }>().notNull(),
  };
}

/** One service of one site on one day of collection (the portal's own copy of the route events). */
export function collectionSiteDayColumns() {
  return {
    source: text('source').notNull(),
    customer: text('customer').notNull(),
    site: text('site').notNull(),
    /** trash, recycling or yardwaste. */
    serviceType: text('service_type').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  };
}
