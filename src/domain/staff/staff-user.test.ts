import { describe, expect, it } from 'vitest';
import { staffFormMessageKey, staffFormMessages, ZStaffUserForm, ZStaffUserPatch } from './staff-user';
import { nextStaffSort, ZStaffListQuery } from './staff-list';
import { migrationPercent, ZStaffMigrationList } from './staff-migration';
import { supportMailto } from './admin-center';

function firstMessages(input: unknown): Record<string, string> {
  const result = ZStaffUserForm.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('staff user form schema', () => {
  it('trims, lower-cases the email and applies the defaults (customerservice, active)', () => {
    expect(ZStaffUserForm.parse({ name: '  Dana Reyes ', email: ' Dana.Reyes@Curbside.DEMO ' })).toEqual({
      name: 'Dana Reyes',
      email: 'dana.reyes@curbside.demo',
      role: 'customerservice',
      portalIds: [],
      isActive: true,
    });
  });

  it('requires at least one portal for a municipality user and drops portals for the other roles', () => {
    expect(firstMessages({ name: 'M', email: 'm@x.gov', role: 'municipality' })).toEqual({
      portalIds: staffFormMessages.portalsRequired,
    });
    expect(firstMessages({ name: 'M', email: 'm@x.gov', role: 'municipality', portalIds: [] })).toEqual({
      portalIds: staffFormMessages.portalsRequired,
    });
    expect(
      ZStaffUserForm.parse({ name: 'M', email: 'm@x.gov', role: 'municipality', portalIds: ['a', 'a', 'b'] })
        .portalIds,
    ).toEqual(['a', 'b']);
    expect(
      ZStaffUserForm.parse({ name: 'S', email: 's@x.gov', role: 'customerservice', portalIds: ['a'] })
        .portalIds,
    ).toEqual([]);
    expect(ZStaffUserPatch.safeParse({ role: 'municipality', portalIds: [] }).success).toBe(false);
    expect(ZStaffUserPatch.parse({ portalIds: ['a'] })).toEqual({ portalIds: ['a'] });
  });

  it('requires name, email and role with clear messages', () => {
    expect(firstMessages({ name: '', email: '', role: null })).toEqual({
      name: staffFormMessages.nameRequired,
      email: staffFormMessages.emailRequired,
      role: staffFormMessages.roleRequired,
    });
    expect(firstMessages({ name: '   ', email: '  ' })).toEqual({
      name: staffFormMessages.nameRequired,
      email: staffFormMessages.emailRequired,
    });
  });

  it('rejects a malformed email and an unknown role', () => {
    expect(firstMessages({ name: 'A', email: 'not-an-email', role: 'owner' })).toEqual({
      email: staffFormMessages.emailInvalid,
      role: staffFormMessages.roleRequired,
    });
  });

  it('maps its messages back to catalogue keys for translation', () => {
    expect(staffFormMessageKey(staffFormMessages.emailInvalid)).toBe('emailInvalid');
    expect(staffFormMessageKey('something else')).toBeUndefined();
  });

  it('patch keeps unsent fields unset (no defaults) and needs at least one field', () => {
    expect(ZStaffUserPatch.parse({ name: 'New Name' })).toEqual({ name: 'New Name' });
    expect(ZStaffUserPatch.parse({ email: 'X@Y.COM' })).toEqual({ email: 'x@y.com' });
    expect(ZStaffUserPatch.safeParse({}).success).toBe(false);
    expect(ZStaffUserPatch.safeParse({ role: 'owner' }).success).toBe(false);
  });
});

describe('staff list query', () => {
  it('coerces the query string and defaults to the first 20', () => {
    expect(ZStaffListQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(
      ZStaffListQuery.parse({
        page: '3',
        pageSize: '40',
        sort: 'name:desc',
        search: ' ann ',
        role: 'admin',
        status: 'inactive',
      }),
    ).toEqual({ page: 3, pageSize: 40, sort: 'name:desc', search: 'ann', role: 'admin', status: 'inactive' });
  });

  it('treats empty values as not set and refuses bad ones', () => {
    expect(ZStaffListQuery.parse({ sort: '', search: '', role: '', status: '' })).toEqual({
      page: 1,
      pageSize: 20,
    });
    expect(ZStaffListQuery.safeParse({ pageSize: '1000' }).success).toBe(false);
    expect(ZStaffListQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(ZStaffListQuery.safeParse({ sort: 'email:asc' }).success).toBe(false);
    expect(ZStaffListQuery.safeParse({ status: 'deleted' }).success).toBe(false);
  });

  it('name sort cycles none, ascending, descending', () => {
    expect(nextStaffSort(undefined)).toBe('name:asc');
    expect(nextStaffSort('name:asc')).toBe('name:desc');
    expect(nextStaffSort('name:desc')).toBeUndefined();
  });
});

describe('staff migration', () => {
  it('computes the progress percent', () => {
    expect(migrationPercent({ total: 44, processed: 0 })).toBe(0);
    expect(migrationPercent({ total: 44, processed: 22 })).toBe(50);
    expect(migrationPercent({ total: 44, processed: 44 })).toBe(100);
    expect(migrationPercent({ total: 0, processed: 0 })).toBe(0);
  });

  it('a list needs at least one valid person', () => {
    expect(ZStaffMigrationList.safeParse([]).success).toBe(false);
    expect(ZStaffMigrationList.parse([{ name: 'A B', email: 'A@B.co', role: 'admin' }])[0]!.email).toBe(
      'a@b.co',
    );
  });
});

describe('admin center', () => {
  it('builds the Contact Support mailto link with the fixed subject', () => {
    expect(supportMailto('help@hauler.example')).toBe(
      'mailto:help@hauler.example?subject=Curbside%20admin%20support',
    );
  });
});
