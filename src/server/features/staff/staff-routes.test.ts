import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, staffUsers } from '../../db/schema';
import { createTestApp, useTestApp } from '../../test/app';
import { expectRoutesAnswer, staffSessionCookie, type RouteCall, callsTo } from '../../test/sign-in';
import type { TStaffMigrationProgress } from '../../../domain/staff/staff-migration';
import type { TStaffUser } from '../../../domain/staff/staff-user';
import { configureStaffMigration } from './staff-migration';
import staffList from './migration-staff-list.json';

let clock = new Date('2025-03-03T09:00:00.000Z');
const tick = (ms = 60_000) => (clock = new Date(clock.getTime() + ms));

let adminCookie: string;
let csCookie: string;
let unknownCookie: string;
const ADMIN_EMAIL = 'lead.admin@hauler.test';

async function addStaffRow(name: string, email: string, role: 'admin' | 'customerservice', isActive = true) {
  await t.ctx.db
    .insert(staffUsers)
    .values({ id: `seed-${email}`, name, email, role, isActive, createdAt: clock, updatedAt: clock });
}

const call = callsTo(() => t.app);

const t = useTestApp(() => createTestApp({ work: false, now: () => clock }));

beforeAll(async () => {
  await addStaffRow('Lead Admin', ADMIN_EMAIL, 'admin');
  await addStaffRow('Casey Service', 'casey.service@hauler.test', 'customerservice');
  adminCookie = await staffSessionCookie(t.ctx, ADMIN_EMAIL, 'Lead Admin', clock);
  csCookie = await staffSessionCookie(t.ctx, 'Casey.Service@hauler.test', 'Casey Service', clock);
  unknownCookie = await staffSessionCookie(t.ctx, 'stranger@elsewhere.test', 'Stranger', clock);
});

describe('role checks on the server', () => {
  const adminOnly: RouteCall[] = [
    ['GET', '/api/admin/staff'],
    ['POST', '/api/admin/staff', { name: 'X', email: 'x@hauler.test' }],
    ['GET', '/api/admin/staff/seed-x'],
    ['PATCH', '/api/admin/staff/seed-x', { name: 'Y' }],
    ['POST', '/api/admin/staff/seed-x/deactivate'],
    ['POST', '/api/admin/staff/migration'],
    ['GET', '/api/admin/staff/migration/some-id'],
  ];

  it('refuses every staff route without a staff sign-in (401)', async () => {
    const everyRoute: RouteCall[] = [...adminOnly, ['GET', '/api/admin/center']];
    await expectRoutesAnswer(t.app, everyRoute, undefined, 401, 'UNAUTHENTICATED');
  });

  it('refuses user management and migration to customerservice (403)', async () => {
    await expectRoutesAnswer(t.app, adminOnly, csCookie, 403, 'FORBIDDEN');
  });

  it('lets customerservice and admin read the Admin Center data, not an unknown work account', async () => {
    for (const cookie of [csCookie, adminCookie]) {
      const res = await call('GET', '/api/admin/center', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ supportEmail: t.ctx.config.COMPANY_EMAIL });
    }
    expect((await call('GET', '/api/admin/center', unknownCookie)).statusCode).toBe(403);
  });
});

describe('creating staff users', () => {
  it('lower-cases the email, applies the defaults and records who and when', async () => {
    tick();
    const res = await call('POST', '/api/admin/staff', adminCookie, {
      name: '  Morgan Lee ',
      email: ' Morgan.Lee@Hauler.TEST ',
    });
    expect(res.statusCode).toBe(201);
    const user = res.json<TStaffUser>();
    expect(user).toMatchObject({
      entryType: 'AdminUser',
      name: 'Morgan Lee',
      email: 'morgan.lee@hauler.test',
      role: 'customerservice',
      isActive: true,
      createdBy: ADMIN_EMAIL,
      updatedBy: ADMIN_EMAIL,
      createdAt: clock.toISOString(),
      updatedAt: clock.toISOString(),
    });
    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit).toMatchObject({
      actor: ADMIN_EMAIL,
      action: 'create',
      entity: 'staff_user',
      before: null,
      after: user,
    });
  });

  it('answers a duplicate email (any case) with 409 and a clear message, and writes nothing', async () => {
    const before = await t.ctx.db.select().from(auditLog);
    const res = await call('POST', '/api/admin/staff', adminCookie, {
      name: 'Other',
      email: 'MORGAN.LEE@hauler.test',
      role: 'admin',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'A staff user with this email already exists.',
    });
    expect(await t.ctx.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it('refuses a missing name or a bad email with 400', async () => {
    const noName = await call('POST', '/api/admin/staff', adminCookie, { email: 'a@hauler.test' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().code).toBe('VALIDATION_FAILED');
    const badEmail = await call('POST', '/api/admin/staff', adminCookie, { name: 'A', email: 'nope' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain('Please enter a valid email address.');
    const badRole = await call('POST', '/api/admin/staff', adminCookie, {
      name: 'A',
      email: 'a@hauler.test',
      role: 'owner',
    });
    expect(badRole.statusCode).toBe(400);
  });
});

describe('editing and deactivating', () => {
  let user: TStaffUser;
  beforeAll(async () => {
    tick();
    const res = await call('POST', '/api/admin/staff', adminCookie, {
      name: 'Riley Stone',
      email: 'riley.stone@hauler.test',
      role: 'admin',
    });
    user = res.json();
  });

  it('keeps the fields that were not sent and records the editor', async () => {
    tick();
    const res = await call('PATCH', `/api/admin/staff/${user.id}`, adminCookie, { name: 'Riley A. Stone' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...user,
      name: 'Riley A. Stone',
      updatedAt: clock.toISOString(),
      updatedBy: ADMIN_EMAIL,
    });
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'update')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.before).toEqual(user);
    expect(audits[0]!.after).toMatchObject({ name: 'Riley A. Stone' });
  });

  it('lower-cases a changed email and refuses one another user has (409)', async () => {
    const ok = await call('PATCH', `/api/admin/staff/${user.id}`, adminCookie, {
      email: 'Riley@Hauler.TEST',
      role: 'customerservice',
    });
    expect(ok.json()).toMatchObject({
      email: 'riley@hauler.test',
      role: 'customerservice',
      name: 'Riley A. Stone',
    });
    const taken = await call('PATCH', `/api/admin/staff/${user.id}`, adminCookie, {
      email: 'morgan.lee@hauler.test',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A staff user with this email already exists.');
  });

  it('answers 404 for an unknown user', async () => {
    expect((await call('PATCH', '/api/admin/staff/nobody', adminCookie, { name: 'N' })).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/staff/nobody/deactivate', adminCookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/staff/nobody', adminCookie)).statusCode).toBe(404);
  });

  it('deactivates as a soft removal with an audit entry', async () => {
    tick();
    const res = await call('POST', `/api/admin/staff/${user.id}/deactivate`, adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      isActive: false,
      updatedBy: ADMIN_EMAIL,
      updatedAt: clock.toISOString(),
    });
    const still = await call('GET', `/api/admin/staff/${user.id}`, adminCookie);
    expect(still.json()).toMatchObject({ isActive: false, email: 'riley@hauler.test' });
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'deactivate')));
    expect(audit).toMatchObject({
      actor: ADMIN_EMAIL,
      entity: 'staff_user',
      before: { isActive: true },
      after: { isActive: false },
    });
  });

  it('a deactivated admin loses admin access at once', async () => {
    await addStaffRow('Temp Admin', 'temp.admin@hauler.test', 'admin');
    const cookie = await staffSessionCookie(t.ctx, 'temp.admin@hauler.test', 'Temp Admin', clock);
    expect((await call('GET', '/api/admin/staff', cookie)).statusCode).toBe(200);
    await call('POST', '/api/admin/staff/seed-temp.admin@hauler.test/deactivate', adminCookie);
    expect((await call('GET', '/api/admin/staff', cookie)).statusCode).toBe(403);
  });

  it('refuses to deactivate or demote yourself', async () => {
    const me = `seed-${ADMIN_EMAIL}`;
    const deactivate = await call('POST', `/api/admin/staff/${me}/deactivate`, adminCookie);
    expect(deactivate.statusCode).toBe(422);
    const demote = await call('PATCH', `/api/admin/staff/${me}`, adminCookie, { role: 'customerservice' });
    expect(demote.statusCode).toBe(422);
    const rename = await call('PATCH', `/api/admin/staff/${me}`, adminCookie, { name: 'Lead Admin Renamed' });
    expect(rename.statusCode).toBe(200);
  });
});

describe('listing staff users (search, filters, sort and paging in SQL)', () => {
  beforeAll(async () => {
    // 30 more people: names Person 01..30, every third an admin, every fifth inactive
    for (let i = 1; i <= 30; i++) {
      const n = String(i).padStart(2, '0');
      tick(1000);
      await addStaffRow(
        `Person ${n}`,
        `p${n}@list.test`,
        i % 3 === 0 ? 'admin' : 'customerservice',
        i % 5 !== 0,
      );
    }
  });

  async function list(query: string) {
    const res = await call('GET', `/api/admin/staff?${query}`, adminCookie);
    expect(res.statusCode).toBe(200);
    return res.json<{ items: TStaffUser[]; total: number }>();
  }

  /** The names of the staff users a list query answers, in alphabetical order. */
  const sortedNames = (result: { items: TStaffUser[] }) => result.items.map((u) => u.name).sort();

  it('pages 20 at a time, newest first by default, with the total', async () => {
    const all = await t.ctx.db.select().from(staffUsers);
    const first = await list('');
    expect(first.items).toHaveLength(20);
    expect(first.total).toBe(all.length);
    expect(first.items[0]!.email).toBe('p30@list.test');
    const second = await list('page=2&pageSize=20');
    expect(second.items).toHaveLength(all.length - 20);
    expect(new Set([...first.items, ...second.items].map((u) => u.id)).size).toBe(all.length);
  });

  it('searches name or email, ignoring case', async () => {
    const byName = await list('search=PERSON%202');
    expect(sortedNames(byName)).toEqual([
      'Person 20',
      'Person 21',
      'Person 22',
      'Person 23',
      'Person 24',
      'Person 25',
      'Person 26',
      'Person 27',
      'Person 28',
      'Person 29',
    ]);
    expect(byName.total).toBe(10);
    const byEmail = await list('search=P07%40LIST');
    expect(byEmail.items.map((u) => u.email)).toEqual(['p07@list.test']);
    expect((await list('search=%25')).total).toBe(0);
  });

  it('filters by role and status, together with search', async () => {
    const admins = await list('role=admin&search=person&pageSize=100');
    expect(admins.total).toBe(10);
    expect(admins.items.every((u) => u.role === 'admin')).toBe(true);
    expect(sortedNames(await list('status=inactive&search=person'))).toEqual([
      'Person 05',
      'Person 10',
      'Person 15',
      'Person 20',
      'Person 25',
      'Person 30',
    ]);
    expect(sortedNames(await list('status=inactive&role=admin&search=person'))).toEqual([
      'Person 15',
      'Person 30',
    ]);
    const active = await list('status=active&search=person&pageSize=100');
    expect(active.total).toBe(24);
  });

  it.each([
    {
      order: 'ascending',
      query: 'sort=name:asc&pageSize=5',
      names: ['Person 01', 'Person 02', 'Person 03', 'Person 04', 'Person 05'],
    },
    {
      order: 'descending',
      query: 'sort=name:desc&pageSize=5&page=2',
      names: ['Person 25', 'Person 24', 'Person 23', 'Person 22', 'Person 21'],
    },
  ])('sorts by name $order', async ({ query, names }) => {
    const page = await list(`search=person&${query}`);
    expect(page.items.map((u) => u.name)).toEqual(names);
    expect(page.total).toBe(30);
  });

  it('refuses a bad query with 400', async () => {
    expect((await call('GET', '/api/admin/staff?pageSize=5000', adminCookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/staff?sort=email', adminCookie)).statusCode).toBe(400);
  });
});

describe('staff migration', () => {
  async function runToEnd(cookie = adminCookie): Promise<TStaffMigrationProgress> {
    const started = await call('POST', '/api/admin/staff/migration', cookie);
    expect(started.statusCode).toBe(202);
    const { id } = started.json<TStaffMigrationProgress>();
    for (let i = 0; i < 400; i++) {
      const res = await call('GET', `/api/admin/staff/migration/${id}`, cookie);
      expect(res.statusCode).toBe(200);
      const progress = res.json<TStaffMigrationProgress>();
      if (progress.state !== 'running') return progress;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('migration did not finish');
  }

  it('creates the 44 people of the list, then none on a second run, with the real counts', async () => {
    configureStaffMigration(t.ctx, { pauseMs: 0 });
    const first = await runToEnd();
    expect(first).toMatchObject({
      state: 'completed',
      total: 44,
      processed: 44,
      created: 44,
      existing: 0,
      failed: [],
      error: null,
    });
    const migrated = await t.ctx.db.select().from(staffUsers).where(eq(staffUsers.createdBy, ADMIN_EMAIL));
    expect(migrated.filter((u) => u.email.endsWith('@curbside.demo'))).toHaveLength(44);
    expect(migrated.filter((u) => u.email.endsWith('@curbside.demo') && u.role === 'admin')).toHaveLength(11);
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'migrate'));
    expect(audits).toHaveLength(44);

    const second = await runToEnd();
    expect(second).toMatchObject({
      state: 'completed',
      total: 44,
      processed: 44,
      created: 0,
      existing: 44,
      failed: [],
    });
    const all = await t.ctx.db.select().from(staffUsers).orderBy(asc(staffUsers.email));
    expect(all.filter((u) => u.email.endsWith('@curbside.demo'))).toHaveLength(44);
  });

  it('counts people already present (any case) and reports failures with reasons', async () => {
    configureStaffMigration(t.ctx, {
      pauseMs: 0,
      people: [
        { name: 'New One', email: 'new.one@migrate.test', role: 'admin' },
        { name: 'Dup Case', email: staffList[0]!.email.toUpperCase(), role: 'admin' },
        { name: '', email: 'broken@migrate.test', role: 'customerservice' },
        { name: 'Bad Mail', email: 'not-an-email', role: 'customerservice' },
      ],
    });
    const result = await runToEnd();
    expect(result).toMatchObject({ state: 'completed', total: 4, processed: 4, created: 1, existing: 1 });
    expect(result.failed).toEqual([
      { email: 'broken@migrate.test', reason: 'Name is required.' },
      { email: 'not-an-email', reason: 'Please enter a valid email address.' },
    ]);
  });

  it('pauses between creations', async () => {
    configureStaffMigration(t.ctx, {
      pauseMs: 150,
      people: [
        { name: 'Paused A', email: 'paused.a@migrate.test', role: 'customerservice' },
        { name: 'Paused B', email: 'paused.b@migrate.test', role: 'customerservice' },
        { name: 'Paused C', email: 'paused.c@migrate.test', role: 'customerservice' },
      ],
    });
    const started = Date.now();
    const result = await runToEnd();
    expect(result.created).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('answers a second start while one runs with the same run', async () => {
    configureStaffMigration(t.ctx, {
      pauseMs: 200,
      people: [
        { name: 'Slow A', email: 'slow.a@migrate.test', role: 'customerservice' },
        { name: 'Slow B', email: 'slow.b@migrate.test', role: 'customerservice' },
      ],
    });
    const a = (await call('POST', '/api/admin/staff/migration', adminCookie)).json<TStaffMigrationProgress>();
    const b = (await call('POST', '/api/admin/staff/migration', adminCookie)).json<TStaffMigrationProgress>();
    expect(b.id).toBe(a.id);
    expect(a.state).toBe('running');
    let progress = a;
    while (progress.state === 'running') {
      await new Promise((r) => setTimeout(r, 25));
      progress = (await call('GET', `/api/admin/staff/migration/${a.id}`, adminCookie)).json();
    }
    expect(progress).toMatchObject({ state: 'completed', created: 2 });
    // once it is over, a new run starts and finds both present
    expect(await runToEnd()).toMatchObject({ created: 0, existing: 2 });
  });

  it('reports an interrupted run (stale heartbeat) as an error', async () => {
    configureStaffMigration(t.ctx, { staleAfterMs: 60_000 });
    const { staffMigrations } = await import('../../db/schema');
    await t.ctx.db.insert(staffMigrations).values({
      id: 'stale-run',
      total: 44,
      processed: 10,
      startedBy: ADMIN_EMAIL,
      startedAt: new Date(clock.getTime() - 10 * 60_000),
      updatedAt: new Date(clock.getTime() - 5 * 60_000),
    });
    const res = await call('GET', '/api/admin/staff/migration/stale-run', adminCookie);
    expect(res.json()).toMatchObject({
      state: 'error',
      error: 'The migration was interrupted. Please try again.',
      processed: 10,
    });
    expect((await call('GET', '/api/admin/staff/migration/unknown', adminCookie)).statusCode).toBe(404);
  });
});
