/** Staff sign-in through the built-in work-account provider, the role lookup and the staff guard. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, useTestApp } from '../../test/app';
import { staffUsers } from '../../db/schema';
import { Browser, PASSWORD, seedPeople, signInWithDevProvider } from '../../auth/test/helpers';

const t = useTestApp(() => createTestApp({ prepare: seedPeople }));

describe('staff sign-in', () => {
  it('signs an admin in, returns to the requested admin path, and knows the role', async () => {
    const b = new Browser(t.app);
    const target = await signInWithDevProvider(b, '/api/admin/auth/start?returnTo=/admin/user-management', {
      email: 'Admin@curbside.demo',
      name: 'Alex',
    });
    expect(target).toBe('/admin/user-management');
    const cookie = b.cookies.get('curbside_staff');
    expect(cookie).toBeTruthy();
    expect(b.cookies.get('curbside_session')).toBeUndefined();
    const session = (await b.get('/api/session')).json();
    expect(session).toMatchObject({
      customer: null,
      staff: { name: 'Alex Admin', email: 'admin@curbside.demo', role: 'admin' },
    });
    const whoami = await b.get('/api/admin/whoami');
    expect(whoami.statusCode).toBe(200);
    expect(whoami.json()).toEqual({
      id: 's-admin',
      name: 'Alex Admin',
      email: 'admin@curbside.demo',
      role: 'admin',
    });

    await b.post('/api/admin/auth/logout');
    expect(
      (await t.app.inject({ url: '/api/admin/whoami', headers: { cookie: `curbside_staff=${cookie}` } }))
        .statusCode,
    ).toBe(401);
  });

  it('only returns to relative /admin paths', async () => {
    for (const returnTo of [
      'https://evil.example/admin',
      '//evil.example/admin',
      '/administrator',
      '/admin/../login',
      '/\\evil',
    ]) {
      const target = await signInWithDevProvider(
        new Browser(t.app),
        `/api/admin/auth/start?returnTo=${encodeURIComponent(returnTo)}`,
        {
          email: 'service@curbside.demo',
          name: 'Sam',
        },
      );
      expect(target).toBe('/admin');
    }
  });

  it('gives a work account that is not on the staff list the role unknown, and no admin API', async () => {
    const b = new Browser(t.app);
    await signInWithDevProvider(b, '/api/admin/auth/start', {
      email: 'not.staff@curbside.demo',
      name: 'Not Staff',
    });
    expect((await b.get('/api/session')).json().staff).toEqual({
      name: 'Not Staff',
      email: 'not.staff@curbside.demo',
      role: 'unknown',
    });
    expect((await b.get('/api/admin/whoami')).statusCode).toBe(403);
  });

  it('takes access away from a deactivated staff user at once', async () => {
    const b = new Browser(t.app);
    await signInWithDevProvider(b, '/api/admin/auth/start', { email: 'service@curbside.demo', name: 'Sam' });
    expect((await b.get('/api/admin/whoami')).json().role).toBe('customerservice');
    await t.ctx.db.update(staffUsers).set({ isActive: false }).where(eq(staffUsers.id, 's-service'));
    expect((await b.get('/api/admin/whoami')).statusCode).toBe(403);
    expect((await b.get('/api/session')).json().staff.role).toBe('unknown');
    await t.ctx.db.update(staffUsers).set({ isActive: true }).where(eq(staffUsers.id, 's-service'));
    expect((await b.get('/api/admin/whoami')).json().role).toBe('customerservice');
  });

  it('does not count an inactive staff user', async () => {
    const b = new Browser(t.app);
    await signInWithDevProvider(b, '/api/admin/auth/start', {
      email: 'former@curbside.demo',
      name: 'Former',
    });
    expect((await b.get('/api/admin/whoami')).statusCode).toBe(403);
  });

  it('a customer cookie opens nothing under /api/admin', async () => {
    const b = new Browser(t.app);
    expect(
      (await b.post('/api/auth/login', { email: 'rita@example.com', password: PASSWORD })).statusCode,
    ).toBe(200);
    expect((await b.get('/api/admin/whoami')).statusCode).toBe(401);
    // nor does a staff token presented as the customer cookie
    const s = new Browser(t.app);
    await signInWithDevProvider(s, '/api/admin/auth/start', { email: 'admin@curbside.demo', name: 'Alex' });
    const swapped = await t.app.inject({
      url: '/api/session',
      headers: { cookie: `curbside_session=${s.cookies.get('curbside_staff')}` },
    });
    expect(swapped.json()).toMatchObject({ customer: null, staff: null });
  });

  it('sends a cancelled work-account sign-in back to /admin/login', async () => {
    expect(await signInWithDevProvider(new Browser(t.app), '/api/admin/auth/start', 'cancel')).toBe(
      '/admin/login?error=cancelled',
    );
  });
});
