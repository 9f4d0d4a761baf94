import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { backOfficeSiteColumns, writtenAt } from './columns';

/**
 * The built-in back office: the spec's TRUX tables in Curbside's own database, so the portal works
 * offline with the demo hauler. Column names keep the spec's CM04/CM05/CD07/SC01 field names.
 */
export const boSites = pgTable(
  'bo_sites',
  {
    ...backOfficeSiteColumns(),
    cm04Name: text('cm04_name'),
    cm04Add2: text('cm04_add2').notNull(),
    cm04City: text('cm04_city').notNull(),
    cm04Stat: text('cm04_stat').notNull(),
    cm04Pzip: text('cm04_pzip').notNull(),
    cm04Email: text('cm04_email'),
    cm04Phon: text('cm04_phon'),
    multiFamily: boolean('multi_family').notNull().default(false),
    /** WGS84 decimal degrees of the site (an Open311 request by lat/long finds its nearest site); null: unknown. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    updatedAt: writtenAt('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.cm04Cust, t.cm04Site] }),
    index('bo_sites_zip_idx').on(t.cm04Pzip),
    // a point's nearest site: the bounding box is a range on latitude, then on longitude
    index('bo_sites_lat_long_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.latitude} is not null`),
    check(
      'bo_sites_coordinates_check',
      sql`(${t.latitude} is null and ${t.longitude} is null) or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180)`,
    ),
    index('bo_sites_cust_idx').on(t.source, t.cm04Cust),
    // address suggestions: prefix and fuzzy match on the street line
    index('bo_sites_add2_trgm').using('gin', sql`${t.cm04Add2} gin_trgm_ops`),
  ],
);

export const boServices = pgTable(
  'bo_services',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    cm05Cust: text('cm05_cust').notNull(),
    cm05Site: text('cm05_site').notNull(),
    /** 1 trash, 2 recycling, 3 yard waste; other numbers for commercial lines. */
    cm05Serv: integer('cm05_serv').notNull(),
    cm05Type: text('cm05_type').notNull(),
    cm05Size: numeric('cm05_size').notNull(),
    cm05Qty: integer('cm05_qty').notNull().default(1),
    cm05Rate: numeric('cm05_rate', { precision: 12, scale: 2 }).notNull().default('0'),
    cm05Sdte: date('cm05_sdte'),
    serviceDayOfWeek: text('service_day_of_week'),
    cm05Cycl: text('cm05_cycl'),
    cm05Uom: text('cm05_uom'),
    cm05Ctg: text('cm05_ctg'),
    totalRate: numeric('total_rate', { precision: 12, scale: 2 }),
    cd07Code: text('cd07_code'),
  },
  (t) => [
    index('bo_services_site_idx').on(t.source, t.cm05Cust, t.cm05Site),
    index('bo_services_type_idx').on(t.cm05Type),
  ],
);

export const boSalesReps = pgTable('bo_sales_reps', {
  cd07Code: text('cd07_code').primaryKey(),
  cd07Desc: text('cd07_desc').notNull(),
  cd07Email: text('cd07_email'),
  phone: text('phone'),
});

export const boAgents = pgTable('bo_agents', {
  username: text('username').primaryKey(),
  fullName: text('full_name').notNull(),
});

/** Companies (databases) and their customers, for the enterprise pick list. */
export const boCompanies = pgTable('bo_companies', {
  database: text('database').primaryKey(),
  companyFullName: text('company_full_name').notNull(),
});

export const boCustomers = pgTable(
  'bo_customers',
  {
    database: text('database').notNull(),
    customerNumber: text('customer_number').notNull(),
    customerName: text('customer_name').notNull(),
    salesRepCode: text('sales_rep_code'),
  },
  (t) => [
    primaryKey({ columns: [t.database, t.customerNumber] }),
    index('bo_customers_name_idx').on(t.customerName),
  ],
);

/** Service issues (tickets) filed in the back office; the idempotency key tells a retry from a new one. */
export const boIssues = pgTable(
  'bo_issues',
  {
    issueId: serial('issue_id').primaryKey(),
    databaseName: text('database_name').notNull(),
    sc01Site: text('sc01_site'),
    sc01Cust: text('sc01_cust'),
    sc01Type: text('sc01_type').notNull(),
    sc01: jsonb('sc01').$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: writtenAt('created_at'),
    /** open, in-progress or closed; staff set it in the tickets desk. */
    status: text('status').$type<'open' | 'in-progress' | 'closed'>().notNull().default('open'),
    /** The note the issue was closed with; null while it is not closed. */
    closingNote: text('closing_note'),
  },
  (t) => [
    uniqueIndex('bo_issues_idem_uq').on(t.idempotencyKey),
    index('bo_issues_site_idx').on(t.databaseName, t.sc01Cust, t.sc01Site),
    index('bo_issues_created_idx').on(t.createdAt),
  ],
);

export const boIssueNotes = pgTable(
  'bo_issue_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => boIssues.issueId, { onDelete: 'cascade' }),
    sc02Date: text('sc02_date').notNull(),
    sc02User: text('sc02_user').notNull(),
    sc02Text: text('sc02_text').notNull(),
    sc02Sysnote: boolean('sc02_sysnote').notNull().default(false),
  },
  (t) => [index('bo_issue_notes_issue_idx').on(t.issueId, t.id)],
);

/** "Update customer in back-office system" calls received by the built-in back office. */
export const boCustomerUpdates = pgTable(
  'bo_customer_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...backOfficeSiteColumns(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text('idempotency_key'),
    receivedAt: writtenAt('received_at'),
  },
  (t) => [uniqueIndex('bo_customer_updates_idem_uq').on(t.idempotencyKey)],
);
