import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { escapeLike, staffListOrder, staffListPage, staffListWhere } from './staff-query';
import staffList from './migration-staff-list.json';
import { ZStaffMigrationList } from '../../../domain/staff/staff-migration';

const dialect = new PgDialect();
const render = (chunk: ReturnType<typeof sql> | undefined) => (chunk ? dialect.sqlToQuery(chunk) : undefined);

describe('staff list query builder', () => {
  it('no filters: no where clause, newest first', () => {
    expect(staffListWhere({})).toBeUndefined();
    const order = render(sql.join(staffListOrder(undefined), sql`, `))!;
    expect(order.sql).toBe('"staff_users"."created_at" desc, "staff_users"."id" asc');
  });

  it('search matches name or email, case-insensitive, with wildcards escaped', () => {
    const q = render(staffListWhere({ search: '50%_off\\' }))!;
    expect(q.sql).toBe('("staff_users"."name" ilike $1 or "staff_users"."email" ilike $2)');
    expect(q.params).toEqual(['%50\\%\\_off\\\\%', '%50\\%\\_off\\\\%']);
    expect(escapeLike('plain')).toBe('plain');
  });

  it('combines search, role and status filters with and', () => {
    const q = render(staffListWhere({ search: 'ann', role: 'admin', status: 'inactive' }))!;
    expect(q.sql).toBe(
      '(("staff_users"."name" ilike $1 or "staff_users"."email" ilike $2) and "staff_users"."role" = $3 and "staff_users"."is_active" = $4)',
    );
    expect(q.params).toEqual(['%ann%', '%ann%', 'admin', false]);
    expect(render(staffListWhere({ status: 'active' }))!.params).toEqual([true]);
  });

  it('sorts by name ignoring case, ties by id', () => {
    expect(render(sql.join(staffListOrder('name:asc'), sql`, `))!.sql).toBe(
      'lower("staff_users"."name") asc, "staff_users"."id" asc',
    );
    expect(render(sql.join(staffListOrder('name:desc'), sql`, `))!.sql).toBe(
      'lower("staff_users"."name") desc, "staff_users"."id" asc',
    );
  });

  it('pages by page and page size', () => {
    expect(staffListPage({ page: 1, pageSize: 20 })).toEqual({ limit: 20, offset: 0 });
    expect(staffListPage({ page: 3, pageSize: 20 })).toEqual({ limit: 20, offset: 40 });
  });
});

describe('migration staff list file', () => {
  it('holds the 44 people of the spec: 11 admin, 33 customerservice, unique e-mails', () => {
    const people = ZStaffMigrationList.parse(staffList);
    expect(people).toHaveLength(44);
    expect(people.filter((p) => p.role === 'admin')).toHaveLength(11);
    expect(people.filter((p) => p.role === 'customerservice')).toHaveLength(33);
    expect(new Set(people.map((p) => p.email)).size).toBe(44);
  });
});
