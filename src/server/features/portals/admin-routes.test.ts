/**
 * The portal setup admin API through app.inject, on PGlite (and on PostgreSQL with TEST_DATABASE_URL):
 * role checks, create with its rules, the list's filters, paging and dropdown values, get, the whole
 * replace with its audit entry, delete and the refused delete, and the content preview.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, customerProfiles, portalContent, portalSetups, staffUsers } from '../../db/schema';
import { createTestApp, useTestApp } from '../../test/app';
import { expectRoutesAnswer, staffSessionCookie, type RouteCall, callsTo } from '../../test/sign-in';
import type { TPortalSetupInput } from '../../../domain/portal-setup';
import {
  portalSetupMessages,
  type TPortalContentPreview,
  type TPortalSetupFilterOptions,
  type TPortalSetupListResult,
  type TPortalSetupRecord,
} from '../../../domain/portal-setup-admin';

let clock = new Date('2025-03-03T09:00:00.000Z');
const tick = (ms = 60_000) => (clock = new Date(clock.getTime() + ms));

const ADMIN_EMAIL = 'lead.admin@hauler.test';
let adminCookie: string;
let csCookie: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const call = callsTo(() => t.app);

const admin = (method: Method, url: string, payload?: unknown) => call(method, url, adminCookie, payload);

type Body = Omit<TPortalSetupInput, 'id'>;

function residential(title: string, overrides: Partial<Body> = {}): Body {
  return {
    portalType: 'residential',
    portalTitle: title,
    searchZipCodes: [],
    currentRatesYear: 2025,
    ...overrides,
  };
}

async function create(body: Body): Promise<TPortalSetupRecord> {
  const res = await admin('POST', '/api/admin/portal-setups', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TPortalSetupRecord>();
}

async function auditOf(id: string) {
  return t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'portal_setup'), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.id));
}

const t = useTestApp(() => createTestApp({ work: false, now: () => clock }));

beforeAll(async () => {
  await t.ctx.db.insert(staffUsers).values([
    { id: 's-admin', name: 'Lead Admin', email: ADMIN_EMAIL, role: 'admin' },
    { id: 's-cs', name: 'Casey Service', email: 'casey@hauler.test', role: 'customerservice' },
  ]);
  adminCookie = await staffSessionCookie(t.ctx, ADMIN_EMAIL, 'Lead Admin', clock);
  csCookie = await staffSessionCookie(t.ctx, 'casey@hauler.test', 'Casey Service', clock);
});

describe('role checks on the server', () => {
  const routes: RouteCall[] = [
    ['GET', '/api/admin/portal-setups'],
    ['GET', '/api/admin/portal-setups/filter-options'],
    ['POST', '/api/admin/portal-setups', residential('Nope')],
    ['GET', '/api/admin/portal-setups/some-id'],
    ['PUT', '/api/admin/portal-setups/some-id', residential('Nope')],
    ['DELETE', '/api/admin/portal-setups/some-id'],
    ['GET', '/api/admin/portal-setups/some-id/content'],
  ];

  it('answers 401 without a staff sign-in', async () => {
    await expectRoutesAnswer(t.app, routes, undefined, 401, 'UNAUTHENTICATED');
  });

  it('answers 403 to customerservice on every route (portal setups are admin only)', async () => {
    await expectRoutesAnswer(t.app, routes, csCookie, 403, 'FORBIDDEN');
    expect(await t.ctx.db.select().from(portalSetups)).toHaveLength(0);
  });
});

describe('creating a portal setup', () => {
  it('fills the spec defaults, writes the index columns, records who and when, and audits', async () => {
    tick();
    const record = await create(
      residential('  Village of Testville ', { searchZipCodes: [' 60044', '60045', '60044'] }),
    );
    expect(record).toMatchObject({
      portalTitle: 'Village of Testville',
      portalType: 'residential',
      searchZipCodes: ['60044', '60045'],
      searchCustType: 'CL',
      defaultBusinessCode: 'RE',
      defaultServiceCategory: 'CL',
      defaultServiceWeekCode: '1',
      defaultBillingCycle: 'AA',
      defaultCurrency: 'USD',
      defaultStartReason: '01.01 NEW BUSINESS FROM COMPETITOR',
      defaultWorkOrderCopies: 1,
      enterpriseContractTerm: 12,
      createdBy: ADMIN_EMAIL,
      updatedBy: ADMIN_EMAIL,
      createdAt: clock.toISOString(),
    });
    expect(record.defaultTrashService).toMatchObject({ CM05_TYPE: 'RG', CM05_SIZE: 96, CM05_RATE: 26.52 });
    expect(record.displayOptions.restrictChanges.restrictionMessage).toBe(
      'Service changes are not available. Please contact customer service for assistance.',
    );

    const [row] = await t.ctx.db.select().from(portalSetups).where(eq(portalSetups.id, record.id));
    expect(row).toMatchObject({
      portalTitle: 'Village of Testville',
      zipCodes: ['60044', '60045'],
      businessCode: 'RE',
      billingCycle: 'AA',
      serviceCategory: 'CL',
      serviceWeekCode: '1',
      createdBy: ADMIN_EMAIL,
    });
    const audit = await auditOf(record.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: ADMIN_EMAIL, action: 'create', before: null });
    expect((audit[0]!.after as TPortalSetupRecord).portalTitle).toBe('Village of Testville');
  });

  it('refuses a title already used, ignoring case (409) and keeps nothing', async () => {
    const res = await admin('POST', '/api/admin/portal-setups', residential('village OF testville'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: portalSetupMessages.duplicateTitle });
  });

  it('refuses a ZIP code another setup lists, naming the ZIP and the setup', async () => {
    const res = await admin(
      'POST',
      '/api/admin/portal-setups',
      residential('Other Town', { searchZipCodes: ['60099', '60045'] }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(portalSetupMessages.zipTaken('60045', 'Village of Testville'));
  });

  it('checks the title, the ZIP list, the rates year and the numeric steps', async () => {
    const bad: [Body, RegExp][] = [
      [residential('   '), /Portal title is required/],
      [residential('Zip Town', { searchZipCodes: ['6004'] }), /5-digit ZIP/],
      [residential('Zip Town', { searchZipCodes: ['6004a'] }), /5-digit ZIP/],
      [residential('Year Town', { currentRatesYear: 2024 }), /between 2025 and 2030/],
      [residential('Year Town', { currentRatesYear: 2031 }), /between 2025 and 2030/],
      [residential('Copies Town', { defaultWorkOrderCopies: -1 }), /cannot be negative/],
      [residential('Days Town', { defaultDemurrageDays: 1.5 }), /defaultDemurrageDays/],
      [residential('Rate Town', { defaultDemurrageDailyRate: 0.0005 }), /3 decimal places/],
    ];
    for (const [body, message] of bad) {
      const res = await admin('POST', '/api/admin/portal-setups', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const ok = await create(
      residential('Edge Town', {
        currentRatesYear: 2030,
        defaultDemurrageDailyRate: 1.125,
        defaultTrashService: { value: 1, CM05_TYPE: 'RG', CM05_SIZE: 64, CM05_RATE: 20.005 },
      }),
    );
    expect(ok.defaultDemurrageDailyRate).toBe(1.125);
    expect(ok.defaultTrashService.CM05_RATE).toBe(20.01);
  });

  it('allows one default setup only', async () => {
    const first = await create(residential('Default Town', { isDefault: true }));
    const res = await admin(
      'POST',
      '/api/admin/portal-setups',
      residential('Second Default', { isDefault: true }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(portalSetupMessages.defaultTaken(first.portalTitle));
  });
});

describe('the list', () => {
  beforeAll(async () => {
    await create({
      portalType: 'enterprise',
      portalTitle: 'All Customers Enterprise',
      currentRatesYear: 2025,
      defaultServiceCustomerID: '77001',
      defaultBusinessCode: 'CO',
      defaultBillingCycle: 'MM',
      defaultServiceCategory: 'CM',
      enterpriseSLA: 'premium',
    });
    await create(
      residential('City of Highwood', {
        defaultServiceCustomerID: '26899',
        defaultServiceWeekCode: '2',
        displayOptions: { serviceDisplay: { showYardwaste: false } },
      }),
    );
    await create(
      residential('Kenosha Pines', {
        defaultServiceCustomerID: '31899',
        defaultBillingCycle: 'QQ',
        displayOptions: { serviceDisplay: { showTrash: false, showRecycling: true } },
      }),
    );
  });

  async function list(query: string): Promise<TPortalSetupListResult> {
    const res = await admin('GET', `/api/admin/portal-setups${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TPortalSetupListResult>();
  }
  const titles = (r: TPortalSetupListResult) => r.items.map((i) => i.portalTitle);

  it('lists by title with the columns the table shows', async () => {
    const all = await list('');
    expect(all.total).toBe(6);
    expect(titles(all)).toEqual([
      'All Customers Enterprise',
      'City of Highwood',
      'Default Town',
      'Edge Town',
      'Kenosha Pines',
      'Village of Testville',
    ]);
    expect(all.items[0]).toMatchObject({
      portalType: 'enterprise',
      customerId: '77001',
      businessCode: 'CO',
      billingCycle: 'MM',
      serviceCategory: 'CM',
      serviceWeekCode: '1',
      services: ['trash', 'recycling', 'yardwaste'],
    });
    expect(all.items[1]!.services).toEqual(['trash', 'recycling']);
    expect(all.items[4]!.services).toEqual(['recycling', 'yardwaste']);
  });

  it('filters in the database: contains, services, and exact codes', async () => {
    expect(titles(await list('?title=TOWN'))).toEqual(['Default Town', 'Edge Town']);
    expect(titles(await list('?customerId=899'))).toEqual(['City of Highwood', 'Kenosha Pines']);
    expect(titles(await list('?businessCode=c'))).toEqual(['All Customers Enterprise']);
    expect(titles(await list('?yardwaste=true&trash=true'))).not.toContain('City of Highwood');
    expect(titles(await list('?yardwaste=true&trash=true'))).not.toContain('Kenosha Pines');
    expect(titles(await list('?billingCycle=QQ'))).toEqual(['Kenosha Pines']);
    expect(titles(await list('?serviceCategory=CM'))).toEqual(['All Customers Enterprise']);
    expect(titles(await list('?serviceWeekCode=2'))).toEqual(['City of Highwood']);
    expect(titles(await list('?title=%25'))).toEqual([]);
    const none = await list('?title=nothing-like-this');
    expect(none).toEqual({ items: [], total: 0 });
  });

  it('pages with the total of every match', async () => {
    const first = await list('?page=1&pageSize=4');
    const second = await list('?page=2&pageSize=4');
    expect(first.total).toBe(6);
    expect(first.items).toHaveLength(4);
    expect(second.items).toHaveLength(2);
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(6);
    expect((await admin('GET', '/api/admin/portal-setups?pageSize=500')).statusCode).toBe(400);
  });

  it('offers the distinct codes for the dropdowns', async () => {
    const res = await admin('GET', '/api/admin/portal-setups/filter-options');
    expect(res.json<TPortalSetupFilterOptions>()).toEqual({
      billingCycles: ['AA', 'MM', 'QQ'],
      serviceCategories: ['CL', 'CM'],
      serviceWeekCodes: ['1', '2'],
    });
  });
});

describe('one setup: get, replace, delete', () => {
  let setup: TPortalSetupRecord;
  beforeAll(async () => {
    setup = await create(residential('Porter Dunes', { searchZipCodes: ['46304'] }));
  });

  it('gets a setup by id (404 for an unknown id)', async () => {
    const res = await admin('GET', `/api/admin/portal-setups/${setup.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(setup);
    const missing = await admin('GET', '/api/admin/portal-setups/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(portalSetupMessages.notFound);
  });

  it('replaces the whole setup, keeps the id, records who and when, audits before and after', async () => {
    tick();
    const { id: _id, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, ...body } = setup;
    const res = await admin('PUT', `/api/admin/portal-setups/${setup.id}`, {
      ...body,
      id: 'ignored',
      portalTitle: 'Town of Porter Dunes',
      searchZipCodes: ['46304', '46305'],
      defaultBillingCycle: 'MM',
      additionalServices: [{ name: 'Bulk pickup', serviceCode: 'BLK', rate: 35, billingFrequency: 'each' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<TPortalSetupRecord>();
    expect(updated).toMatchObject({
      id: setup.id,
      portalTitle: 'Town of Porter Dunes',
      searchZipCodes: ['46304', '46305'],
      createdAt: setup.createdAt,
      createdBy: ADMIN_EMAIL,
      updatedAt: clock.toISOString(),
      updatedBy: ADMIN_EMAIL,
    });
    const [row] = await t.ctx.db.select().from(portalSetups).where(eq(portalSetups.id, setup.id));
    expect(row).toMatchObject({
      portalTitle: 'Town of Porter Dunes',
      billingCycle: 'MM',
      zipCodes: ['46304', '46305'],
    });
    const audit = await auditOf(setup.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect((audit[1]!.before as TPortalSetupRecord).portalTitle).toBe('Porter Dunes');
    expect((audit[1]!.after as TPortalSetupRecord).portalTitle).toBe('Town of Porter Dunes');
    setup = updated;
  });

  it('refuses a title or ZIP of another setup on edit, and keeps a past rates year the setup already had', async () => {
    const { id: _id, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, ...body } = setup;
    const url = `/api/admin/portal-setups/${setup.id}`;
    expect((await admin('PUT', url, { ...body, portalTitle: 'EDGE TOWN' })).statusCode).toBe(409);
    expect((await admin('PUT', url, { ...body, searchZipCodes: ['60044'] })).statusCode).toBe(409);
    expect((await admin('PUT', '/api/admin/portal-setups/nope', body)).statusCode).toBe(404);

    clock = new Date('2026-02-01T09:00:00.000Z');
    const kept = await admin('PUT', url, { ...body, defaultWorkOrderCopies: 2 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().currentRatesYear).toBe(2025);
    const older = await admin('PUT', url, { ...body, currentRatesYear: 2024 });
    expect(older.statusCode).toBe(400);
    expect(older.json().message).toBe(portalSetupMessages.ratesYear(2026, 2031));
  });

  it('shows the portal content for the preview, each kind on its own', async () => {
    const empty = await admin('GET', `/api/admin/portal-setups/${setup.id}/content`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json<TPortalContentPreview>()).toMatchObject({
      portalTitle: 'Town of Porter Dunes',
      home: { status: 'ok', content: null },
      faq: { status: 'ok', content: null },
    });
    await t.ctx.db.insert(portalContent).values({
      portalId: setup.id,
      home: { HomePage_Header: 'Welcome', HomePage_Description: 'Hello' },
      faq: { title: 'FAQ', items: [{ title: 'When?', body: 'Tuesday' }] },
      services: 'not an object',
    } as never);
    const res = await admin('GET', `/api/admin/portal-setups/${setup.id}/content`);
    const preview = res.json<TPortalContentPreview>();
    expect(preview.home).toMatchObject({ status: 'ok', content: { HomePage_Header: 'Welcome' } });
    expect(preview.faq.content?.items).toEqual([{ title: 'When?', body: 'Tuesday' }]);
    expect(preview.support).toEqual({ status: 'ok', content: null });
    expect(preview.services.status).toBe('error');
  });

  it('refuses to delete a setup customer profiles use, saying how many', async () => {
    await t.ctx.db.insert(customerProfiles).values(
      [1, 2, 3].map((n) => ({
        uid: `c-${n}`,
        entryType: 'CustomerProfile' as const,
        email: `c${n}@example.com`,
        defaultServicesId: setup.id,
      })),
    );
    const res = await admin('DELETE', `/api/admin/portal-setups/${setup.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This portal setup is used by 3 customer profiles and cannot be deleted.',
    );
    expect(await t.ctx.db.select().from(portalSetups).where(eq(portalSetups.id, setup.id))).toHaveLength(1);
  });

  it('deletes a setup nobody uses, with its content, and audits it', async () => {
    await t.ctx.db.delete(customerProfiles).where(eq(customerProfiles.defaultServicesId, setup.id));
    const res = await admin('DELETE', `/api/admin/portal-setups/${setup.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.ctx.db.select().from(portalSetups).where(eq(portalSetups.id, setup.id))).toHaveLength(0);
    expect(
      await t.ctx.db.select().from(portalContent).where(eq(portalContent.portalId, setup.id)),
    ).toHaveLength(0);
    const audit = await auditOf(setup.id);
    expect(audit.at(-1)).toMatchObject({ action: 'delete', actor: ADMIN_EMAIL, after: null });
    expect((audit.at(-1)!.before as TPortalSetupRecord).portalTitle).toBe('Town of Porter Dunes');
    expect((await admin('DELETE', `/api/admin/portal-setups/${setup.id}`)).statusCode).toBe(404);
  });
});

describe('the waiting period of address claims (decision 006)', () => {
  it('is stored in its column, answered on get, replaced on edit, and empty means the server default', async () => {
    const created = await create(residential('Claim Town', { claimWaitingDays: 3, currentRatesYear: 2026 }));
    expect(created).toMatchObject({ claimWaitingDays: 3, claimWaitingDefault: 7 });
    const column = async () =>
      (await t.ctx.db.select().from(portalSetups).where(eq(portalSetups.id, created.id)))[0]!
        .claimWaitingDays;
    expect(await column()).toBe(3);
    const got = await admin('GET', `/api/admin/portal-setups/${created.id}`);
    expect(got.json()).toMatchObject({ claimWaitingDays: 3, claimWaitingDefault: 7 });

    const { id: _id, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, ...body } = created;
    const url = `/api/admin/portal-setups/${created.id}`;
    const longer = await admin('PUT', url, { ...body, claimWaitingDays: 14 });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json()).toMatchObject({ claimWaitingDays: 14 });
    expect(await column()).toBe(14);
    expect((await admin('GET', url)).json().claimWaitingDays).toBe(14);
    const audit = await auditOf(created.id);
    expect((audit.at(-1)!.before as TPortalSetupRecord).claimWaitingDays).toBe(3);
    expect((audit.at(-1)!.after as TPortalSetupRecord).claimWaitingDays).toBe(14);

    const cleared = await admin('PUT', url, { ...body, claimWaitingDays: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ claimWaitingDays: null, claimWaitingDefault: 7 });
    expect(await column()).toBeNull();
    // a setup made without it waits the server default
    expect(
      (await create(residential('No Claim Days Town', { currentRatesYear: 2026 }))).claimWaitingDays,
    ).toBeNull();
  });

  it('refuses anything but whole days from 1 to 90, on create and on edit, with a clear message', async () => {
    const [stored] = await t.ctx.db
      .select()
      .from(portalSetups)
      .where(eq(portalSetups.portalTitle, 'Claim Town'));
    for (const days of [0, 91, -3, 2.5, 'soon', true, 1e9]) {
      const created = await admin(
        'POST',
        '/api/admin/portal-setups',
        residential('Bad Days Town', {
          currentRatesYear: 2026,
          claimWaitingDays: days as number,
        }),
      );
      expect(created.statusCode, String(days)).toBe(400);
      expect(created.json().message).toContain(
        'The waiting period must be a whole number of days from 1 to 90.',
      );
      const edited = await admin('PUT', `/api/admin/portal-setups/${stored!.id}`, {
        ...residential('Claim Town', { currentRatesYear: 2026 }),
        claimWaitingDays: days as number,
      });
      expect(edited.statusCode, String(days)).toBe(400);
      expect(edited.json().message).toContain(
        'The waiting period must be a whole number of days from 1 to 90.',
      );
    }
    for (const days of [1, 90]) {
      const edited = await admin('PUT', `/api/admin/portal-setups/${stored!.id}`, {
        ...residential('Claim Town', { currentRatesYear: 2026 }),
        claimWaitingDays: days,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().claimWaitingDays).toBe(days);
    }
    expect(
      await t.ctx.db.select().from(portalSetups).where(eq(portalSetups.portalTitle, 'Bad Days Town')),
    ).toHaveLength(0);
  });
});

describe('OpenAPI', () => {
  it('documents the portal setup routes', async () => {
    const res = await call('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as Record<string, unknown>);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/admin/portal-setups',
        '/api/admin/portal-setups/filter-options',
        '/api/admin/portal-setups/{id}',
        '/api/admin/portal-setups/{id}/content',
      ]),
    );
  });
});
