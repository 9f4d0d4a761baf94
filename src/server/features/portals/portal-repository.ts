/**
 * Reads portal setups for the customer-facing side. Every method takes an optional transaction
 * (PGlite is one connection: inside a transaction, pass the transaction down).
 */
import { eq, sql } from 'drizzle-orm';
import type { AppDb, DbOrTx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { customerProfiles, portalSetups } from '../../db/schema';
import { ENTERPRISE_PORTAL_TITLE } from '../../../domain/portal-setup';

type CustomerEntryType = 'CustomerProfile' | 'EnterpriseCustomerProfile';

/** A stored portal setup: the indexed columns plus the whole entity (jsonb). */
export interface StoredPortalSetup {
  id: string;
  portalTitle: string;
  portalType: 'residential' | 'enterprise';
  setup: Record<string, unknown>;
}

export interface CustomerPortal {
  entryType: CustomerEntryType;
  /** The customer's portal setup; null when the customer has none (or it no longer exists). */
  setup: StoredPortalSetup | null;
}

const setupColumns = {
  id: portalSetups.id,
  portalTitle: portalSetups.portalTitle,
  portalType: portalSetups.portalType,
  setup: portalSetups.setup,
};

/**
 * A portal's id, title, ZIP codes and whole setup, or null: what the address tools' wizard and the
 * Open311 jurisdiction check read of it.
 */
export function findPortalWithZipCodes(db: DbOrTx, id: string) {
  const columns = {
    id: portalSetups.id,
    title: portalSetups.portalTitle,
    zipCodes: portalSetups.zipCodes,
    setup: portalSetups.setup,
  };
  return firstRow(db.select(columns).from(portalSetups).where(eq(portalSetups.id, id)).limit(1));
}

export function createPortalRepository(db: AppDb) {
  return {
    async getSetupById(id: string, tx: DbOrTx = db): Promise<StoredPortalSetup | null> {
      const [row] = await tx.select(setupColumns).from(portalSetups).where(eq(portalSetups.id, id)).limit(1);
      return row ?? null;
    },

    /** The setup whose title matches case-insensitively (titles are unique ignoring case). */
    async findSetupByTitle(title: string, tx: DbOrTx = db): Promise<StoredPortalSetup | null> {
      const [row] = await tx
        .select(setupColumns)
        .from(portalSetups)
        .where(sql`lower(${portalSetups.portalTitle}) = lower(${title})`)
        .limit(1);
      return row ?? null;
    },

    /**
     * The portal setup a customer sees: the one their defaultServicesId points to. Enterprise
     * customers without one use the shared setup titled All Customers Enterprise (spec 01 §1).
     * Null when there is no such customer.
     */
    async getCustomerPortal(uid: string, tx: DbOrTx = db): Promise<CustomerPortal | null> {
      const [row] = await tx
        .select({ entryType: customerProfiles.entryType, setup: setupColumns })
        .from(customerProfiles)
        .leftJoin(portalSetups, eq(portalSetups.id, customerProfiles.defaultServicesId))
        .where(eq(customerProfiles.uid, uid))
        .limit(1);
      if (!row) return null;
      // a left join gives a setup object with null fields when nothing matched
      const setup = row.setup && row.setup.id !== null ? (row.setup as StoredPortalSetup) : null;
      if (!setup && row.entryType === 'EnterpriseCustomerProfile') {
        return { entryType: row.entryType, setup: await this.findSetupByTitle(ENTERPRISE_PORTAL_TITLE, tx) };
      }
      return { entryType: row.entryType, setup };
    },
  };
}

export type PortalRepository = ReturnType<typeof createPortalRepository>;
