/**
 * The built-in back office: real SQL over Curbside's bo_* tables (seeded with the demo hauler and
 * loadable from CSV). Lists that can grow (enterprise services, the company customer pick list) are
 * filtered, counted and paginated in the database.
 *
 * PGlite is one connection: do not call this adapter built on the global handle from inside an open
 * transaction; build one on that transaction (`createBuiltInBackOffice(tx)`) instead.
 */
import { and, asc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ZIssuePayload,
  ZIssueUpdate,
  ZUpdateCustomerPayload,
  type TIssueStatus,
  type TCompanyCustomer,
  type TCustomerServiceRecord,
  type TSalesRep,
} from '../../../domain/back-office';
import type { DbOrTx } from '../../db/client';
import {
  boAgents,
  boCompanies,
  boCustomerUpdates,
  boCustomers,
  boIssueNotes,
  boIssues,
  boRouteEvents,
  boSalesReps,
  boServices,
  boSites,
} from '../../db/schema/index';
import { AppError } from '../../errors';
import { normalisePage, sourceVariants, type BackOfficePort } from './back-office-port';
import { containsPattern } from '../../db/sql-text';
import { loadBuiltInSite } from './built-in-load-site';

/** A ZIP has at most a few thousand addresses; this only guards against a runaway answer. */
const MAX_ADDRESSES_PER_ZIP = 5_000;
/** The mean earth radius (IUGG), and the meters in one degree of latitude. */
const EARTH_RADIUS_METERS = 6_371_008.8;
const METERS_PER_DEGREE = (Math.PI * EARTH_RADIUS_METERS) / 180;

const siteJoin = and(
  eq(boSites.source, boServices.source),
  eq(boSites.cm04Cust, boServices.cm05Cust),
  eq(boSites.cm04Site, boServices.cm05Site),
);

const siteAddress = sql<
  string | null
>`${boSites.cm04Add2} || ', ' || ${boSites.cm04City} || ', ' || ${boSites.cm04Stat} || ' ' || ${boSites.cm04Pzip}`;

/**
 * The day-of-service rule in SQL (see hasRegularServiceDay): regular when the comma list names at
 * least one weekday after trimming and upper-casing each part.
 */
const isRegularService = sql`exists (
  select 1 from unnest(string_to_array(coalesce(${boServices.serviceDayOfWeek}, ''), ',')) as day(part)
  where upper(trim(day.part)) in ('MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN')
)`;

/** A site as an address look-up answers it (by ZIP, or near a point). */
const addressColumns = {
  CM04_ADD2: boSites.cm04Add2,
  CM04_CITY: boSites.cm04City,
  CM04_STAT: boSites.cm04Stat,
  CM04_PZIP: boSites.cm04Pzip,
  CM04_CUST: boSites.cm04Cust,
  CM04_SITE: boSites.cm04Site,
  SOURCE: boSites.source,
  CM04_EMAIL: boSites.cm04Email,
  CM04_NAME: boSites.cm04Name,
};

const serviceColumns = {
  CM05_SERV: boServices.cm05Serv,
  CM05_TYPE: boServices.cm05Type,
  CM05_SIZE: boServices.cm05Size,
  CM05_UOM: boServices.cm05Uom,
  CM05_QTY: boServices.cm05Qty,
  CM05_RATE: boServices.cm05Rate,
  CM05_SDTE: boServices.cm05Sdte,
  SERVICE_DAY_OF_WEEK: boServices.serviceDayOfWeek,
  SITE_NAME: boSites.cm04Name,
  SITE_ADDRESS: siteAddress,
  CM05_SITE: boServices.cm05Site,
  TOTAL_RATE: boServices.totalRate,
  FREQUENCY: boServices.cm05Cycl,
  SOURCE: boServices.source,
  CM05_CUST: boServices.cm05Cust,
  CD07_CODE: boServices.cd07Code,
};

type ServiceRow = {
  [K in keyof typeof serviceColumns]: unknown;
};

function toServiceRecord(row: ServiceRow): TCustomerServiceRecord {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    CM05_SERV: Number(row.CM05_SERV),
    CM05_TYPE: text(row.CM05_TYPE),
    CM05_SIZE: text(row.CM05_SIZE),
    CM05_UOM: text(row.CM05_UOM).trim().toUpperCase(),
    CM05_QTY: Number(row.CM05_QTY ?? 0),
    CM05_RATE: Number(row.CM05_RATE ?? 0),
    CM05_SDTE: row.CM05_SDTE === null || row.CM05_SDTE === undefined ? null : text(row.CM05_SDTE),
    SERVICE_DAY_OF_WEEK: text(row.SERVICE_DAY_OF_WEEK),
    SITE_NAME: row.SITE_NAME === null || row.SITE_NAME === undefined ? null : text(row.SITE_NAME),
    SITE_ADDRESS: row.SITE_ADDRESS === null || row.SITE_ADDRESS === undefined ? null : text(row.SITE_ADDRESS),
    CM05_SITE: text(row.CM05_SITE),
    TOTAL_RATE: Number(row.TOTAL_RATE ?? 0),
    FREQUENCY: text(row.FREQUENCY),
    SOURCE: text(row.SOURCE),
    CM05_CUST: text(row.CM05_CUST),
    CD07_CODE: row.CD07_CODE === null || row.CD07_CODE === undefined ? null : text(row.CD07_CODE),
  };
}

function toSalesRep(row: typeof boSalesReps.$inferSelect): TSalesRep {
  return { CD07_CODE: row.cd07Code, CD07_DESC: row.cd07Desc, CD07_EMAIL: row.cd07Email, phone: row.phone };
}

function requireKey(idempotencyKey: string): string {
  const key = idempotencyKey.trim();
  if (key === '') throw new AppError('BAD_REQUEST', 'An idempotency key is required.');
  return key;
}

/** A write's payload as the real back office checks it: refused whole when a required field is missing. */
function requirePayload<T>(schema: z.ZodType<T>, input: unknown, what: string): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', `The ${what} is missing required fields.`, {
      issues: parsed.error.issues,
    });
  return parsed.data;
}

/**
 * One site's services: read on every Services page, so built once per database handle (Drizzle's
 * query building cost more than the query) and, on PostgreSQL, a named statement each connection plans
 * once. The source's spellings (with and without _RAW) are one array parameter.
 */
const prepareCustomerServices = (db: DbOrTx) =>
  db
    .select(serviceColumns)
    .from(boServices)
    .leftJoin(boSites, siteJoin)
    .where(
      and(
        sql`${boServices.source} = any(${sql.placeholder('sources')}::text[])`,
        eq(boServices.cm05Cust, sql.placeholder('customer')),
        eq(boServices.cm05Site, sql.placeholder('site')),
      ),
    )
    .orderBy(asc(boServices.cm05Serv), asc(boServices.cm05Sdte), asc(boServices.id))
    .prepare('backoffice_customer_services');
const customerServicesByDb = new WeakMap<DbOrTx, ReturnType<typeof prepareCustomerServices>>();
function preparedCustomerServices(db: DbOrTx) {
  let prepared = customerServicesByDb.get(db);
  if (!prepared) {
    prepared = prepareCustomerServices(db);
    customerServicesByDb.set(db, prepared);
  }
  return prepared;
}

/** The issue number as the bo_issues key; NOT_FOUND for anything that is not one. */
function issueNumber(issueId: string): number {
  const text = issueId.trim();
  const id = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647)
    throw new AppError('NOT_FOUND', `The back office has no issue ${issueId}.`);
  return id;
}

async function readIssueStatus(db: DbOrTx, id: number, issueId: string): Promise<TIssueStatus> {
  const [issue] = await db
    .select({ status: boIssues.status, closingNote: boIssues.closingNote })
    .from(boIssues)
    .where(eq(boIssues.issueId, id));
  if (!issue) throw new AppError('NOT_FOUND', `The back office has no issue ${issueId}.`);
  const notes = await db
    .select({ date: boIssueNotes.sc02Date, user: boIssueNotes.sc02User, text: boIssueNotes.sc02Text })
    .from(boIssueNotes)
    .where(eq(boIssueNotes.issueId, id))
    .orderBy(asc(boIssueNotes.id));
  return {
    status: issue.status,
    closingNote: issue.status === 'closed' ? issue.closingNote : null,
    notes,
  };
}

export function createBuiltInBackOffice(db: DbOrTx): BackOfficePort {
  /**
   * The TRUX service records (sites with their services) matching `where`, in site and service order.
   * Rows come straight from the driver: the ORM's per-column mapping was most of the cost of a
   * delivery report over 100,000 sites (about 280,000 records).
   */
  async function deliveryReportRecords(where: SQL | undefined) {
    const result = (await db.execute(sql`
      select ${boSites.cm04Site} as "CM04_SITE", ${boSites.cm04Add2} as "CM04_ADD2",
        ${boSites.cm04City} as "CM04_CITY", ${boSites.cm04Stat} as "CM04_STAT",
        ${boSites.cm04Pzip} as "CM04_PZIP", ${boSites.cm04Cust} as "CM04_CUST",
        ${boSites.cm04Name} as "CM04_NAME", ${boServices.serviceDayOfWeek} as "SERVICEDAY",
        ${boServices.cm05Type} as "CM05_TYPE", ${boServices.cm05Size} as "CM05_SIZE",
        ${boServices.cm05Qty} as "CM05_QTY", ${boServices.cm05Cycl} as "CM05_CYCL",
        ${boServices.cm05Uom} as "CM05_UOM", ${boServices.cm05Ctg} as "CM05_CTG", ${boSites.source} as "SOURCE"
      from ${boSites} inner join ${boServices} on ${siteJoin}
      ${where ? sql`where ${where}` : sql``}
      order by ${boSites.cm04Site}, ${boServices.cm05Serv}, ${boServices.id}`)) as unknown as {
      rows: {
        CM04_SITE: string;
        CM04_ADD2: string;
        CM04_CITY: string;
        CM04_STAT: string;
        CM04_PZIP: string;
        CM04_CUST: string;
        CM04_NAME: string | null;
        SERVICEDAY: string | null;
        CM05_TYPE: string;
        CM05_SIZE: string | number;
        CM05_QTY: number | string;
        CM05_CYCL: string | null;
        CM05_UOM: string | null;
        CM05_CTG: string | null;
        SOURCE: string;
      }[];
    };
    const rows = result.rows;
    return rows.map((r) => ({
      ...r,
      CM04_NAME: r.CM04_NAME ?? '',
      SERVICEDAY: r.SERVICEDAY ?? '',
      CM05_SIZE: String(r.CM05_SIZE),
      CM05_QTY: Number(r.CM05_QTY),
      CM05_CYCL: r.CM05_CYCL ?? '',
      CM05_UOM: r.CM05_UOM ?? '',
      CM05_CTG: r.CM05_CTG ?? '',
    }));
  }

  return {
    kind: 'built-in',

    async findAddressesByZip(zip) {
      if (!/^\d{5}$/.test(zip)) return [];
      const rows = await db
        .select(addressColumns)
        .from(boSites)
        .where(eq(boSites.cm04Pzip, zip))
        // Street name first, then house number as a number, the way people scan a list.
        .orderBy(
          sql`regexp_replace(${boSites.cm04Add2}, '^[0-9]+[A-Z]?\\s*', '') collate "C"`,
          sql`nullif(substring(${boSites.cm04Add2} from '^[0-9]+'), '')::bigint nulls last`,
          sql`${boSites.cm04Add2} collate "C"`,
        )
        .limit(MAX_ADDRESSES_PER_ZIP);
      return rows;
    },

    async findSitesNear({ lat, long, zips, radiusMeters, limit }) {
      const wanted = zips.filter((zip) => /^\d{5}$/.test(zip));
      if (wanted.length === 0) return [];
      // a bounding box first (a range on the latitude index), then the haversine distance inside it;
      // plain SQL, so PGlite (no PostGIS) and PostgreSQL answer the same
      const latDelta = radiusMeters / METERS_PER_DEGREE;
      const longDelta = radiusMeters / (METERS_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
      const distance = sql<number>`(2 * ${EARTH_RADIUS_METERS}::float8 * asin(least(1, sqrt(
        power(sin(radians(${boSites.latitude} - ${lat}::float8) / 2), 2)
        + cos(radians(${lat}::float8)) * cos(radians(${boSites.latitude}))
          * power(sin(radians(${boSites.longitude} - ${long}::float8) / 2), 2)))))`;
      const rows = await db
        .select({
          ...addressColumns,
          distance,
        })
        .from(boSites)
        .where(
          and(
            sql`${boSites.latitude} between ${lat - latDelta}::float8 and ${lat + latDelta}::float8`,
            sql`${boSites.longitude} between ${long - longDelta}::float8 and ${long + longDelta}::float8`,
            inArray(boSites.cm04Pzip, wanted),
            sql`${distance} <= ${radiusMeters}::float8`,
          ),
        )
        .orderBy(distance, boSites.source, boSites.cm04Cust, boSites.cm04Site)
        .limit(limit);
      return rows.map(({ distance: meters, ...site }) => ({ site, distanceMeters: Number(meters) }));
    },

    async siteExists({ source, cust, site }) {
      const rows = await db
        .select({ one: sql`1` })
        .from(boSites)
        .where(
          and(
            inArray(boSites.source, sourceVariants(source)),
            eq(boSites.cm04Cust, cust.trim()),
            eq(boSites.cm04Site, site.trim()),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async findCustomerServices({ source, customer, site }) {
      const rows = await preparedCustomerServices(db).execute({
        sources: sourceVariants(source),
        customer: customer.trim(),
        site: site.trim(),
      });
      return rows.map(toServiceRecord);
    },

    async findEnterpriseServices({ customers, filters = {}, page }) {
      const { page: pageNumber, pageSize } = normalisePage(page);
      const pairs = customers.flatMap((c) =>
        sourceVariants(c.database).map((db) => sql`(${db}, ${c.customerNumber.trim()})`),
      );
      if (pairs.length === 0) return { items: [], total: 0, totals: { services: 0, rate: 0, sites: 0 } };

      const conditions: SQL[] = [
        sql`(${boServices.source}, ${boServices.cm05Cust}) in (${sql.join(pairs, sql`, `)})`,
      ];
      if (filters.addressContains)
        conditions.push(ilike(siteAddress, containsPattern(filters.addressContains)));
      if (filters.siteNameContains)
        conditions.push(
          ilike(sql`coalesce(${boSites.cm04Name}, '')`, containsPattern(filters.siteNameContains)),
        );
      if (filters.serviceTypes && filters.serviceTypes.length > 0)
        conditions.push(inArray(boServices.cm05Type, filters.serviceTypes));
      if (filters.regularOnly) conditions.push(isRegularService);
      const where = and(...conditions);

      const [items, totalsRows] = await Promise.all([
        db
          .select(serviceColumns)
          .from(boServices)
          .leftJoin(boSites, siteJoin)
          .where(where)
          .orderBy(
            asc(boServices.source),
            asc(boServices.cm05Cust),
            asc(boServices.cm05Site),
            asc(boServices.cm05Serv),
            asc(boServices.id),
          )
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize),
        db
          .select({
            services: sql<number>`count(*)::int`,
            rate: sql<string>`coalesce(sum(coalesce(${boServices.totalRate}, 0)), 0)::text`,
            sites: sql<number>`count(distinct (${boServices.source}, ${boServices.cm05Cust}, ${boServices.cm05Site}))::int`,
          })
          .from(boServices)
          .leftJoin(boSites, siteJoin)
          .where(where),
      ]);
      const totals = totalsRows[0];
      const services = Number(totals?.services ?? 0);
      return {
        items: items.map(toServiceRecord),
        total: services,
        totals: { services, rate: Number(totals?.rate ?? 0), sites: Number(totals?.sites ?? 0) },
      };
    },

    async createIssue(input, idempotencyKey) {
      const key = requireKey(idempotencyKey);
      const issue = requirePayload(ZIssuePayload, input, 'issue');
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(boIssues)
          .values({
            databaseName: issue.DatabaseName,
            sc01Site: issue.SC01.SC01_SITE || null,
            sc01Cust: issue.SC01.SC01_CUST || null,
            sc01Type: issue.SC01.SC01_TYPE,
            sc01: issue.SC01,
            idempotencyKey: key,
          })
          .onConflictDoNothing({ target: boIssues.idempotencyKey })
          .returning({ issueId: boIssues.issueId });
        const created = inserted[0];
        if (!created) {
          // A retry: answer the issue filed the first time, file nothing.
          const existing = await tx
            .select({ issueId: boIssues.issueId })
            .from(boIssues)
            .where(eq(boIssues.idempotencyKey, key));
          return { IssueID: String(existing[0]!.issueId) };
        }
        if (issue.Notes.length > 0) {
          await tx.insert(boIssueNotes).values(
            issue.Notes.map((note) => ({
              issueId: created.issueId,
              sc02Date: note.SC02_DATE,
              sc02User: note.SC02_USER,
              sc02Text: note.SC02_TEXT,
              sc02Sysnote: note.SC02_SYSNOTE,
            })),
          );
        }
        return { IssueID: String(created.issueId) };
      });
    },

    async getIssueStatus(issueId) {
      return readIssueStatus(db, issueNumber(issueId), issueId);
    },

    async updateIssue(issueId, input) {
      const id = issueNumber(issueId);
      const parsed = ZIssueUpdate.safeParse(input);
      if (!parsed.success)
        throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Bad issue update.', {
          issues: parsed.error.issues,
        });
      const update = parsed.data;
      return db.transaction(async (tx) => {
        const [issue] = await tx
          .select({ status: boIssues.status, closingNote: boIssues.closingNote })
          .from(boIssues)
          .where(eq(boIssues.issueId, id))
          .for('update');
        if (!issue) throw new AppError('NOT_FOUND', `The back office has no issue ${issueId}.`);
        if (update.note !== undefined) {
          await tx.insert(boIssueNotes).values({
            issueId: id,
            sc02Date: new Date().toISOString(),
            sc02User: update.user,
            sc02Text: update.note,
            sc02Sysnote: false,
          });
        }
        if (update.status !== undefined && update.status !== issue.status) {
          await tx
            .update(boIssues)
            .set({
              status: update.status,
              closingNote: update.status === 'closed' ? (update.note ?? null) : null,
            })
            .where(eq(boIssues.issueId, id));
        } else if (update.status === 'closed' && update.note !== undefined) {
          // a note given while closing a closed ticket again replaces its closing note
          await tx.update(boIssues).set({ closingNote: update.note }).where(eq(boIssues.issueId, id));
        }
        return readIssueStatus(tx, id, issueId);
      });
    },

    loadSite: (site) => loadBuiltInSite(db, site),

    async updateCustomer(input, idempotencyKey) {
      const key = requireKey(idempotencyKey);
      const payload = requirePayload(ZUpdateCustomerPayload, input, 'customer update');
      await db.transaction(async (tx) => {
        const recorded = await tx
          .insert(boCustomerUpdates)
          .values({
            source: payload.SOURCE,
            cm04Cust: payload.CM04.CM04_CUST,
            cm04Site: payload.CM04.CM04_SITE,
            payload,
            idempotencyKey: key,
          })
          .onConflictDoNothing({ target: boCustomerUpdates.idempotencyKey })
          .returning({ id: boCustomerUpdates.id });
        if (recorded.length === 0) return;
        // Like the real back office, the site keeps the latest contact details on file.
        await tx
          .update(boSites)
          .set({
            cm04Name: payload.CM04.CM04_NAME || sql`${boSites.cm04Name}`,
            cm04Email: payload.CM04.CM04_EMAIL || sql`${boSites.cm04Email}`,
            cm04Phon: payload.CM04.CM04_PHON || sql`${boSites.cm04Phon}`,
            updatedAt: new Date(),
          })
          .where(
            and(
              inArray(boSites.source, sourceVariants(payload.SOURCE)),
              eq(boSites.cm04Cust, payload.CM04.CM04_CUST),
              eq(boSites.cm04Site, payload.CM04.CM04_SITE),
            ),
          );
      });
    },

    async getSalesRep(code) {
      const rows = await db.select().from(boSalesReps).where(eq(boSalesReps.cd07Code, code.trim())).limit(1);
      return rows[0] ? toSalesRep(rows[0]) : null;
    },

    async listSalesReps() {
      const rows = await db
        .select()
        .from(boSalesReps)
        .orderBy(asc(boSalesReps.cd07Desc), asc(boSalesReps.cd07Code));
      return rows.map(toSalesRep);
    },

    async listAgents() {
      const rows = await db.select().from(boAgents).orderBy(asc(boAgents.fullName), asc(boAgents.username));
      return rows.map((r) => ({ Username: r.username, 'Full Name': r.fullName }));
    },

    async listCompanies() {
      const rows = await db.select().from(boCompanies).orderBy(asc(boCompanies.companyFullName));
      return rows.map((r) => ({ database: r.database, companyFullName: r.companyFullName }));
    },

    async listCompanyCustomers({ database, search, page }) {
      const { page: pageNumber, pageSize } = normalisePage(page);
      const conditions: (SQL | undefined)[] = [];
      if (database) conditions.push(eq(boCustomers.database, database.trim()));
      const term = search?.trim();
      if (term) {
        const pattern = containsPattern(term);
        conditions.push(
          or(
            ilike(boCustomers.customerName, pattern),
            ilike(boSites.cm04Name, pattern),
            ilike(boCustomers.customerNumber, pattern),
          ),
        );
      }
      const where = and(...conditions);
      const sitesOfCustomer = and(
        eq(boSites.source, boCustomers.database),
        eq(boSites.cm04Cust, boCustomers.customerNumber),
      );
      const [rows, counted] = await Promise.all([
        db
          .select({
            database: boCustomers.database,
            companyFullName: sql<string>`coalesce(${boCompanies.companyFullName}, ${boCustomers.database})`,
            customerNumber: boCustomers.customerNumber,
            customerName: boCustomers.customerName,
            siteId: boSites.cm04Site,
            siteName: boSites.cm04Name,
            salesRepCode: boCustomers.salesRepCode,
          })
          .from(boCustomers)
          .leftJoin(boCompanies, eq(boCompanies.database, boCustomers.database))
          .leftJoin(boSites, sitesOfCustomer)
          .where(where)
          .orderBy(
            asc(boCompanies.companyFullName),
            asc(boCustomers.customerName),
            asc(boCustomers.customerNumber),
            asc(boSites.cm04Site),
          )
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(boCustomers)
          .leftJoin(boSites, sitesOfCustomer)
          .where(where),
      ]);
      const items: TCompanyCustomer[] = rows.map((r) => ({
        ...r,
        siteId: r.siteId ?? null,
        siteName: r.siteName ?? null,
      }));
      return { items, total: Number(counted[0]?.n ?? 0) };
    },

    async findServicesForDeliveryReport({ customer, source }) {
      return deliveryReportRecords(
        and(inArray(boSites.source, sourceVariants(source)), eq(boSites.cm04Cust, customer.trim())),
      );
    },

    async findDeliveryReportSiteBatch({ customer, source, afterSite, siteLimit }) {
      const limit = Math.min(1000, Math.max(1, Math.floor(siteLimit)));
      const cust = customer.trim();
      // The batch's sites first: per source spelling, the next `limit` sites with a service in site
      // order straight off the primary key (source, customer, site), then merged. One query over all
      // spellings at once (source IN …) cannot read the key in site order, so it sorted every site
      // after the cursor: at 100,000 sites each batch cost as much as the whole customer.
      // (the cursor is repeated on the services, or a merge join would read them from the customer's first site)
      const after = (column: SQL) => (afterSite === undefined ? sql`` : sql`and ${column} > ${afterSite}`);
      const perSource = sourceVariants(source).map(
        (variant) => sql`(select s.cm04_site as site from ${boSites} s
          where s.source = ${variant} and s.cm04_cust = ${cust} ${after(sql`s.cm04_site`)}
            and exists (select 1 from ${boServices} v
              where v.source = s.source and v.cm05_cust = s.cm04_cust and v.cm05_site = s.cm04_site
                ${after(sql`v.cm05_site`)})
          order by s.cm04_site limit ${limit})`,
      );
      const result = (await db.execute(sql`
        select site from (${sql.join(perSource, sql` union all `)}) batch
        group by site order by site limit ${limit}`)) as unknown as { rows: { site: string }[] };
      const last = result.rows.at(-1)?.site;
      if (last === undefined) return [];
      // Those sites are exactly the ones after the cursor up to the last of them that have a service:
      // read as that range on both tables' keys (a list of a thousand sites made the planner scan them all).
      const sources = sourceVariants(source);
      return deliveryReportRecords(
        and(
          inArray(boSites.source, sources),
          eq(boSites.cm04Cust, cust),
          afterSite === undefined ? undefined : gt(boSites.cm04Site, afterSite),
          lte(boSites.cm04Site, last),
          inArray(boServices.source, sources),
          eq(boServices.cm05Cust, cust),
          afterSite === undefined ? undefined : gt(boServices.cm05Site, afterSite),
          lte(boServices.cm05Site, last),
        ),
      );
    },

    async listRouteEvents({ cursor, limit }) {
      const after = /^\d{1,18}$/.test(cursor) ? Number(cursor) : 0;
      const size = Math.min(1000, Math.max(1, Math.floor(limit)));
      const rows = await db
        .select({ id: boRouteEvents.id, event: boRouteEvents.event })
        .from(boRouteEvents)
        .where(gt(boRouteEvents.id, after))
        .orderBy(asc(boRouteEvents.id))
        .limit(size + 1);
      const page = rows.slice(0, size);
      return {
        events: page.map((row) => row.event),
        cursor: String(page.at(-1)?.id ?? after),
        more: rows.length > size,
      };
    },

    async recordRouteEvents(events, recordedBy) {
      if (events.length === 0) return;
      // one statement keeps them in order (ids follow the rows' order) and all-or-nothing
      await db.insert(boRouteEvents).values(events.map((event) => ({ event, recordedBy })));
    },
  };
}
