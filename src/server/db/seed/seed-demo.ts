/**
 * Seeds the demo hauler into an empty database, in one transaction. Does nothing when portal setups
 * already exist, so it is safe on every start. Everything except the clock-relative parts (profile
 * creation dates and the rates year, which follow `asOf`) is the same on every run.
 */
import { seedDemoCredentials } from '../../auth/seed-credentials';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { setupIndexColumns } from '../../../domain/portal-setup';
import type { AppDb, DbOrTx } from '../client';
import {
  boAgents,
  boCompanies,
  boCustomers,
  boSalesReps,
  boServices,
  boSites,
  customerProfiles,
  portalContent,
  portalSetups,
  staffUsers,
} from '../schema/index';
import {
  DEMO_AGENTS,
  DEMO_COMPANIES,
  DEMO_SALES_REPS,
  buildEnterpriseBackOffice,
  buildResidentialBackOffice,
  type SiteRow,
} from './demo-back-office';
import { buildDemoContent } from './demo-content';
import { isKeptFreeForRegistration } from './demo-ids';
import { buildOnboardingBackOffice } from './demo-onboarding';
import { DEMO_STAFF, buildCustomerProfiles, demoCustomerAccounts } from './demo-people';
import { buildDemoPortalSetups } from './demo-portals';
import { createRandom } from './random';
import { withPickupCalendar } from '../../features/pickup-calendar/pickup-calendar-settings';
import { readShippedList } from '../../features/what-goes-where/waste-guide-csv';
import { HAULER_LIST, createWasteGuideRepository } from '../../features/what-goes-where/waste-guide-repository';

export interface SeedDemoOptions {
  /** "Today" for profile creation dates and the rates year. Defaults to the start of the current UTC day. */
  asOf?: Date;
  /** Ordinary residential profiles besides the named demo customers. */
  ordinaryCustomers?: number;
}

export interface SeedDemoResult {
  seeded: boolean;
  counts: Record<string, number>;
}

/** Multi-row inserts stay well under PostgreSQL's 65,535 parameters per statement. */
const ROWS_PER_INSERT = 500;

async function insertAll<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<number> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await tx.insert(table).values(rows.slice(i, i + ROWS_PER_INSERT) as never);
  }
  return rows.length;
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Each part of the demo has its own generator, so changing one part does not reshuffle the others. */
const RESIDENTIAL_SEED = 20_260_101;
const ENTERPRISE_SEED = 20_260_202;

/**
 * Demo sites that no seeded profile uses and that have an e-mail on file: where registration
 * journeys start (the address list offers them and the e-mail step masks their e-mail).
 */
export function demoRegistrationSites(): SiteRow[] {
  return buildResidentialBackOffice(createRandom(RESIDENTIAL_SEED)).sites.filter(
    (site) => isKeptFreeForRegistration(site) && site.cm04Email,
  );
}

export async function seedDemo(db: AppDb, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const asOf = options.asOf ?? startOfUtcDay(new Date());
  return db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('curbside:seed-demo'))`);
    const existing = await tx.select({ n: sql<number>`count(*)::int` }).from(portalSetups);
    if ((existing[0]?.n ?? 0) > 0) return { seeded: false, counts: {} };

    // each portal starts with its holiday settings written down, as one an admin sets up does
    const setups = buildDemoPortalSetups(asOf.getUTCFullYear()).map((setup) =>
      withPickupCalendar(setup, asOf),
    );
    const residential = buildResidentialBackOffice(createRandom(RESIDENTIAL_SEED));
    const enterprise = buildEnterpriseBackOffice(createRandom(ENTERPRISE_SEED));
    // sites in ZIP codes no portal lists yet (a municipality being onboarded), after the rest
    const onboarding = buildOnboardingBackOffice();
    const profiles = buildCustomerProfiles({
      random: createRandom(20_260_303),
      asOf,
      setups: new Map(setups.map((s) => [s.id, s])),
      residentialSites: residential.sites,
      enterprise,
      ordinaryCount: options.ordinaryCustomers ?? 240,
    });

    const counts: Record<string, number> = {};
    counts.portalSetups = await insertAll(
      tx,
      portalSetups,
      setups.map((setup) => ({
        id: setup.id,
        ...setupIndexColumns(setup),
        setup,
        createdBy: 'seed',
        updatedBy: 'seed',
      })),
    );
    counts.portalContent = await insertAll(tx, portalContent, buildDemoContent());
    // the hauler's "what goes where" list, which every demo portal uses (issue 32 §3)
    counts.wasteGuideItems = await createWasteGuideRepository(db).addItems(HAULER_LIST, readShippedList(), 'seed', tx);
    counts.salesReps = await insertAll(tx, boSalesReps, DEMO_SALES_REPS);
    counts.agents = await insertAll(tx, boAgents, DEMO_AGENTS);
    counts.companies = await insertAll(tx, boCompanies, DEMO_COMPANIES);
    counts.companyCustomers = await insertAll(tx, boCustomers, enterprise.customers);
    counts.residentialSites = await insertAll(tx, boSites, residential.sites);
    counts.residentialServices = await insertAll(tx, boServices, residential.services);
    counts.enterpriseSites = await insertAll(tx, boSites, enterprise.sites);
    counts.enterpriseServices = await insertAll(tx, boServices, enterprise.services);
    counts.onboardingSites = await insertAll(tx, boSites, onboarding.sites);
    counts.onboardingServices = await insertAll(tx, boServices, onboarding.services);
    counts.staffUsers = await insertAll(tx, staffUsers, DEMO_STAFF);
    counts.customerProfiles = await insertAll(tx, customerProfiles, profiles);
    // sign-in passwords for the demo customers listed in the README
    await seedDemoCredentials(tx, demoCustomerAccounts);
    return { seeded: true, counts };
  });
}
