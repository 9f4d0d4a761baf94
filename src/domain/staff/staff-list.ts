/**
 * The staff user list query (spec 03 §2.12, §4, §9): search by name or email, filter by role and
 * status, sort by name, 20 per page. Answered by the database with `{ items, total }`.
 */
import { z } from 'zod';
import { pageResult, ZPageQuery } from '../pagination';
import { ZStaffRole, ZStaffUser } from './staff-user';
import { emptyToUndefined } from '../list-query';

/** 20 per page; Load More adds 20 (spec §9). */
export const STAFF_PAGE_SIZE = 20;

export const STAFF_SORTS = ['name:asc', 'name:desc'] as const;
export const ZStaffSort = z.enum(STAFF_SORTS);
export type TStaffSort = z.infer<typeof ZStaffSort>;

export const STAFF_STATUSES = ['active', 'inactive'] as const;
export const ZStaffStatus = z.enum(STAFF_STATUSES);
export type TStaffStatus = z.infer<typeof ZStaffStatus>;

/** Query string: every value arrives as text; an empty value means "not set". */

export const ZStaffListQuery = ZPageQuery.extend({
  /** None (the default order: newest first), or by name. */
  sort: z.preprocess(emptyToUndefined, ZStaffSort.optional()),
  /** Name or email contains this text (case-insensitive). */
  search: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  role: z.preprocess(emptyToUndefined, ZStaffRole.optional()),
  status: z.preprocess(emptyToUndefined, ZStaffStatus.optional()),
});
export type TStaffListQuery = z.infer<typeof ZStaffListQuery>;
export type TStaffListQueryInput = z.input<typeof ZStaffListQuery>;

export const ZStaffListResult = pageResult(ZStaffUser);
export type TStaffListResult = z.infer<typeof ZStaffListResult>;

/** The name column's sort cycles none → ascending → descending → none (spec §4). */
export function nextStaffSort(current: TStaffSort | undefined): TStaffSort | undefined {
  if (current === undefined) return 'name:asc';
  if (current === 'name:asc') return 'name:desc';
  return undefined;
}
