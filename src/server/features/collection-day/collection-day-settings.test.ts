/**
 * A portal's collection-day settings (issue 32) are saved and read with its setup through the admin
 * API, validated by ZCollectionDaySettings (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TPortalSetupRecord } from '../../../domain/portal-setup-admin';
import { staffUsers } from '../../db/schema';
import { createTestApp, useTestApp } from '../../test/app';
import { injectWithCookie, staffSessionCookie } from '../../test/sign-in';

const t = useTestApp(() => createTestApp({ work: false }));
let admin: string;

beforeAll(async () => {
  await t.ctx.db
    .insert(staffUsers)
    .values({ id: 's-admin', name: 'Lead Admin', email: 'lead.admin@hauler.test', role: 'admin' });
  admin = await staffSessionCookie(t.ctx, 'lead.admin@hauler.test', 'Lead Admin');
});

const body = (collectionDay?: unknown) => ({
  portalType: 'residential',
  portalTitle: 'Village of Collection Day',
  searchZipCodes: [],
  currentRatesYear: new Date().getFullYear(),
  ...(collectionDay === undefined ? {} : { collectionDay }),
});

describe('collection-day settings in the portal setup', () => {
  it('saves the window and the notice texts and reads them back; a setup without them has none', async () => {
    const created = await injectWithCookie(t.app, 'POST', '/api/admin/portal-setups', admin, body());
    expect(created.statusCode, created.body).toBe(201);
    const setup = created.json<TPortalSetupRecord>();
    expect(setup.collectionDay).toBeUndefined();

    const settings = {
      missedPickupWindowDays: 3,
      exceptionTexts: {
        'cart-not-out': { en: 'Carts out by 6 am, please.', es: 'Saque el contenedor antes de las 6.' },
        blocked: { en: 'Keep the cart clear of cars.' },
      },
    };
    const saved = await injectWithCookie(t.app, 'PUT', `/api/admin/portal-setups/${setup.id}`, admin, {
      ...body(settings),
      id: setup.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await injectWithCookie(t.app, 'GET', `/api/admin/portal-setups/${setup.id}`, admin);
    expect(read.json<TPortalSetupRecord>().collectionDay).toEqual(settings);
  });

  it('refuses a window outside 0–10 working days and an unknown reason with a 400', async () => {
    for (const collectionDay of [
      { missedPickupWindowDays: 11 },
      { missedPickupWindowDays: -1 },
      { missedPickupWindowDays: 2, exceptionTexts: { 'cart-on-fire': { en: 'No.' } } },
      { missedPickupWindowDays: 2, exceptionTexts: { blocked: { en: 'x'.repeat(601) } } },
    ]) {
      const res = await injectWithCookie(
        t.app,
        'POST',
        '/api/admin/portal-setups',
        admin,
        body(collectionDay),
      );
      expect(res.statusCode, JSON.stringify(collectionDay)).toBe(400);
    }
  });
});
