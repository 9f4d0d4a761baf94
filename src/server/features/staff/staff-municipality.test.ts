/**
 * Municipality users in User Management (issue 13): an admin gives the role with one or more portals;
 * the server requires at least one existing portal, drops portals for the other roles, and the user's
 * portals reach its session. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { staffFormMessages, staffPortalMessages, type TStaffUser } from '../../../domain/staff/staff-user';
import { createTestApp, useTestApp } from '../../test/app';
import { staffSessionCookie, callsTo } from '../../test/sign-in';
import { demoHaulerData } from '../services/test-support';

let admin: string;
let service: string;

const call = callsTo(() => t.app);

const t = useTestApp(() => createTestApp({ work: false, seeded: demoHaulerData }));

beforeAll(async () => {
  admin = await staffSessionCookie(t.ctx, 'admin@curbside.demo', 'Alex Admin');
  service = await staffSessionCookie(t.ctx, 'service@curbside.demo', 'Sam Service');
});

describe('municipality users in User Management', () => {
  it('offers every portal by title to admins only', async () => {
    const res = await call('GET', '/api/admin/staff/portals', admin);
    expect(res.statusCode).toBe(200);
    const ids = res.json<{ portals: { id: string; title: string }[] }>().portals.map((p) => p.id);
    expect(ids).toContain('demo-lake-bluff');
    expect(ids).toContain('demo-highwood');
    expect((await call('GET', '/api/admin/staff/portals', service)).statusCode).toBe(403);
  });

  it('requires at least one portal, and only existing ones (400 with a clear message)', async () => {
    const base = { name: 'Pat Village', email: 'pat@village.test', role: 'municipality' };
    const none = await call('POST', '/api/admin/staff', admin, base);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain(staffFormMessages.portalsRequired);
    const empty = await call('POST', '/api/admin/staff', admin, { ...base, portalIds: [] });
    expect(empty.statusCode).toBe(400);
    const unknown = await call('POST', '/api/admin/staff', admin, { ...base, portalIds: ['no-such-portal'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(staffPortalMessages.unknownPortal);
    const bad = await call('POST', '/api/admin/staff', admin, { ...base, portalIds: 'demo-lake-bluff' });
    expect(bad.statusCode).toBe(400);
  });

  it('creates a municipality user with its portals, which reach its session', async () => {
    const res = await call('POST', '/api/admin/staff', admin, {
      name: 'Pat Village',
      email: 'pat@village.test',
      role: 'municipality',
      portalIds: ['demo-lake-bluff', 'demo-highwood'],
    });
    expect(res.statusCode).toBe(201);
    const user = res.json<TStaffUser>();
    expect(user).toMatchObject({ role: 'municipality', portalIds: ['demo-lake-bluff', 'demo-highwood'] });

    const pat = await staffSessionCookie(t.ctx, 'pat@village.test', 'Pat Village');
    expect((await call('GET', '/api/session', pat)).json().staff.role).toBe('municipality');
    const portals = (await call('GET', '/api/admin/dashboard/portals', pat)).json();
    expect(portals.portals.map((p: { id: string }) => p.id).sort()).toEqual([
      'demo-highwood',
      'demo-lake-bluff',
    ]);
    expect((await call('GET', '/api/admin/dashboard?portalId=demo-porter-dunes', pat)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/dashboard?portalId=demo-highwood', pat)).statusCode).toBe(200);
    // "all portals" is both of its portals together, and no other profile
    const customers = async (url: string, cookie: string) =>
      (await call('GET', url, cookie)).json().totals.customers as number;
    const both = await customers('/api/admin/dashboard', pat);
    const lakeBluff = await customers('/api/admin/dashboard?portalId=demo-lake-bluff', admin);
    const highwood = await customers('/api/admin/dashboard?portalId=demo-highwood', admin);
    expect(lakeBluff).toBeGreaterThan(0);
    expect(highwood).toBeGreaterThan(0);
    expect(both).toBe(lakeBluff + highwood);
    expect(both).toBeLessThan(await customers('/api/admin/dashboard', admin));

    // narrowing the portals takes effect at the very next request
    const narrowed = await call('PATCH', `/api/admin/staff/${user.id}`, admin, {
      portalIds: ['demo-lake-bluff'],
    });
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json().portalIds).toEqual(['demo-lake-bluff']);
    expect((await call('GET', '/api/admin/dashboard?portalId=demo-highwood', pat)).statusCode).toBe(403);

    // a municipality user keeps a portal
    const emptied = await call('PATCH', `/api/admin/staff/${user.id}`, admin, { portalIds: [] });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().message).toContain(staffFormMessages.portalsRequired);

    // another role drops the portals
    const moved = await call('PATCH', `/api/admin/staff/${user.id}`, admin, { role: 'customerservice' });
    expect(moved.json()).toMatchObject({ role: 'customerservice', portalIds: [] });
    // and back to municipality needs portals again
    const back = await call('PATCH', `/api/admin/staff/${user.id}`, admin, { role: 'municipality' });
    expect(back.statusCode).toBe(400);
    const backWith = await call('PATCH', `/api/admin/staff/${user.id}`, admin, {
      role: 'municipality',
      portalIds: ['demo-porter-dunes'],
    });
    expect(backWith.json()).toMatchObject({ role: 'municipality', portalIds: ['demo-porter-dunes'] });
  });

  it('lists municipality users by role filter with their portals', async () => {
    const res = await call('GET', '/api/admin/staff?role=municipality', admin);
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: TStaffUser[] }>().items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.role).toBe('municipality');
      expect(item.portalIds.length).toBeGreaterThan(0);
    }
  });

  it('drops portals sent for another role', async () => {
    const res = await call('POST', '/api/admin/staff', admin, {
      name: 'Cory Service',
      email: 'cory@hauler.test',
      role: 'customerservice',
      portalIds: ['demo-lake-bluff'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().portalIds).toEqual([]);
  });
});
