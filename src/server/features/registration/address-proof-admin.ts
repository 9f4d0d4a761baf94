/**
 * The staff view of how customers proved their service address (issue 8 §5):
 *
 *   GET /api/admin/address-proofs?strength=weak|strong|unknown&released=true|false&page=&pageSize=
 *
 * There is no customer-profiles admin screen yet; this is the API that screen will show, and what
 * staff use today to find weakly proven registrations and addresses that moved to their owner.
 * Any staff role may read it (the /api/admin role rule, checked again in the handler).
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { customerProfiles } from '../../db/schema';
import { requireStaff } from '../../auth';
import type { Api } from '../types';
import { ZErrorBody } from '../../../domain/errors';
import {
  ADDRESS_PROOFS,
  ZAddressProofList,
  ZAddressProofListQuery,
  proofStrength,
  type TAddressProofList,
  type TAddressProofListQuery,
} from '../../../domain/registration/address-proof';

const byStrength = {
  strong: inArray(
    customerProfiles.addressProof,
    ADDRESS_PROOFS.filter((p) => proofStrength(p) === 'strong'),
  ),
  weak: inArray(
    customerProfiles.addressProof,
    ADDRESS_PROOFS.filter((p) => proofStrength(p) === 'weak'),
  ),
  unknown: isNull(customerProfiles.addressProof),
} as const;

export async function findAddressProofs(
  db: DbOrTx,
  query: TAddressProofListQuery,
): Promise<TAddressProofList> {
  const filters: SQL[] = [eq(customerProfiles.entryType, 'CustomerProfile')];
  if (query.strength) filters.push(byStrength[query.strength]);
  if (query.released === true) filters.push(isNotNull(customerProfiles.addressReleasedAt));
  if (query.released === false) filters.push(isNull(customerProfiles.addressReleasedAt));
  const where = and(...filters);
  const [totals] = await db.select({ total: count() }).from(customerProfiles).where(where);
  const rows = await db
    .select({
      uid: customerProfiles.uid,
      email: customerProfiles.email,
      firstName: customerProfiles.firstName,
      lastName: customerProfiles.lastName,
      street: customerProfiles.street,
      city: customerProfiles.city,
      zipCode: customerProfiles.zipCode,
      addressProof: customerProfiles.addressProof,
      addressReleasedAt: customerProfiles.addressReleasedAt,
      createdAt: customerProfiles.createdAt,
    })
    .from(customerProfiles)
    .where(where)
    .orderBy(desc(customerProfiles.createdAt), desc(customerProfiles.uid))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    total: totals?.total ?? 0,
    items: rows.map((r) => ({
      uid: r.uid,
      email: r.email,
      name: `${r.firstName} ${r.lastName}`.trim(),
      street: r.street,
      city: r.city,
      zipCode: r.zipCode,
      addressProof: r.addressProof,
      proofStrength: proofStrength(r.addressProof),
      addressReleasedAt: r.addressReleasedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export function addressProofAdminRoutes(api: Api, ctx: AppContext): void {
  api.get(
    '/admin/address-proofs',
    {
      schema: {
        tags: ['admin'],
        summary: "Customers' proof of address ownership (strong, weak, unknown), paged",
        querystring: ZAddressProofListQuery,
        response: { 200: ZAddressProofList, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async (request) => {
      requireStaff(request);
      return findAddressProofs(ctx.db, request.query);
    },
  );
}
