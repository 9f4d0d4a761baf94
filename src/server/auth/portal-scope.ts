/**
 * Which portals a staff member's figures may cover (issue 13, municipal oversight). admin and
 * customerservice see every portal; a municipality user sees only the portals User Management gave
 * it, and a portal outside them is refused with 403 (whether it exists or not, so nothing is learned
 * about other portals). The oversight routes call these after requireStaff(request, OVERSIGHT_ROLES).
 */
import { eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import { AppError } from '../errors';
import type { StaffSession } from './sessions';

/** The portals a query covers: undefined for every portal; an empty list covers none. */
export type PortalScope = readonly string[] | undefined;

/** The SQL condition "`portalColumn` is one of the scope's portals" (none for every portal). */
export function inPortalScope(portalColumn: Column, portals: PortalScope): SQL | undefined {
  if (portals === undefined) return undefined;
  if (portals.length === 0) return sql`false`;
  return portals.length === 1 ? eq(portalColumn, portals[0]!) : inArray(portalColumn, [...portals]);
}

export const FOREIGN_PORTAL_MESSAGE = 'You do not have access to this portal.';
export const PORTAL_REQUIRED_MESSAGE = 'Choose one of your portals.';

/** The portals `staff` may see: undefined for every portal, else the municipality user's own. */
export function ownPortals(staff: Pick<StaffSession, 'role' | 'portalIds'>): readonly string[] | undefined {
  return staff.role === 'municipality' ? staff.portalIds : undefined;
}

/** True when `staff` may see `portalId`. */
export function maySeePortal(staff: Pick<StaffSession, 'role' | 'portalIds'>, portalId: string): boolean {
  const own = ownPortals(staff);
  return own === undefined || own.includes(portalId);
}

/**
 * The portals a request covers: the one asked for (403 when it is not the staff member's), or, when
 * none is asked for, every portal the staff member may see (undefined: all portals).
 */
export function portalScope(
  staff: Pick<StaffSession, 'role' | 'portalIds'>,
  portalId: string | undefined,
): readonly string[] | undefined {
  if (portalId === undefined) return ownPortals(staff);
  if (!maySeePortal(staff, portalId)) throw new AppError('FORBIDDEN', FOREIGN_PORTAL_MESSAGE);
  return [portalId];
}

/**
 * For routes that answer one portal at a time for a municipality user (the delivery report): 403
 * without a portal or with a foreign one; any portal (or none) for the other staff.
 */
export function requireOwnPortal(
  staff: Pick<StaffSession, 'role' | 'portalIds'>,
  portalId: string | undefined,
): void {
  if (ownPortals(staff) === undefined) return;
  if (portalId === undefined) throw new AppError('FORBIDDEN', PORTAL_REQUIRED_MESSAGE);
  if (!maySeePortal(staff, portalId)) throw new AppError('FORBIDDEN', FOREIGN_PORTAL_MESSAGE);
}

/**
 * The answer of a read of one portal's figures (`?portalId=`): a municipality user's own portals only
 * (403 otherwise, as requireOwnPortal), then the answer, which then needs nothing of the caller.
 */
export function forOwnPortal<Request extends { query: { portalId?: string } }, Reply, Answer>(
  answer: (request: Request, reply: Reply) => Answer,
) {
  return (request: Request, staff: Pick<StaffSession, 'role' | 'portalIds'>, reply: Reply): Answer => {
    requireOwnPortal(staff, request.query.portalId);
    return answer(request, reply);
  };
}
