/** My Services' data access: the enterprise customer's profile and the companies they manage. */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { customerProfiles, portalSetups } from '../../db/schema';
import { customerIdentityOf, type CustomerIdentity } from '../services/services-repository';

const ZSelectedCustomer = z.object({
  database: z.string().trim().min(1),
  customerNumber: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().min(1)),
  customerName: z.string().trim().optional().catch(undefined),
  siteName: z.string().trim().optional().catch(undefined),
});
export type SelectedCustomer = z.infer<typeof ZSelectedCustomer>;

export interface EnterpriseCustomer extends CustomerIdentity {
  /** The company customers the profile manages; unreadable entries are left out. */
  selectedCustomers: SelectedCustomer[];
  /** The portal's default sales rep id (defaultSalesRepID), the last fallback for the banner. */
  portalSalesRepId: string;
}

export async function findEnterpriseCustomer(db: DbOrTx, uid: string): Promise<EnterpriseCustomer | null> {
  const [row] = await db
    .select({ profile: customerProfiles, setup: portalSetups.setup })
    .from(customerProfiles)
    .leftJoin(portalSetups, eq(portalSetups.id, customerProfiles.defaultServicesId))
    .where(eq(customerProfiles.uid, uid))
    .limit(1);
  if (!row) return null;
  const p = row.profile;
  const selected = Array.isArray(p.selectedCustomers) ? p.selectedCustomers : [];
  const setup = (row.setup ?? {}) as { defaultSalesRepID?: unknown };
  return {
    ...customerIdentityOf(p),
    selectedCustomers: selected.flatMap((entry) => {
      const parsed = ZSelectedCustomer.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
    portalSalesRepId: typeof setup.defaultSalesRepID === 'string' ? setup.defaultSalesRepID.trim() : '',
  };
}
