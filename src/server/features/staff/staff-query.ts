/**
 * Turns the staff list query into SQL: search (name or email contains, ignoring case), role and status
 * filters, and the order. Pure, so it is unit-tested without a database.
 */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { pageOffset } from '../../../domain/pagination';
import type { TStaffListQuery } from '../../../domain/staff/staff-list';
import { staffUsers } from '../../db/schema';

/** Escapes LIKE wildcards so a search for "a_b%" matches those characters literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function staffListWhere(query: Pick<TStaffListQuery, 'search' | 'role' | 'status'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(or(ilike(staffUsers.name, pattern), ilike(staffUsers.email, pattern))!);
  }
  if (query.role) conditions.push(eq(staffUsers.role, query.role));
  if (query.status) conditions.push(eq(staffUsers.isActive, query.status === 'active'));
  return conditions.length ? and(...conditions) : undefined;
}

/** No sort: newest first. By name: ignoring case (the lower(name) index), ties broken by id. */
export function staffListOrder(sort: TStaffListQuery['sort']): SQL[] {
  const name = sql`lower(${staffUsers.name})`;
  if (sort === 'name:asc') return [asc(name), asc(staffUsers.id)];
  if (sort === 'name:desc') return [desc(name), asc(staffUsers.id)];
  return [desc(staffUsers.createdAt), asc(staffUsers.id)];
}

export function staffListPage(query: Pick<TStaffListQuery, 'page' | 'pageSize'>): {
  limit: number;
  offset: number;
} {
  return { limit: query.pageSize, offset: pageOffset(query) };
}
