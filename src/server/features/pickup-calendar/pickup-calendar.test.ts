/**
 * GET /api/pickups on the demo hauler (PGlite, and PostgreSQL with TEST_DATABASE_URL): sign-in
 * needed, the resident's Tuesday pickups over 8 weeks, a Thanksgiving week that moves Thursday and
 * Friday pickups a day later, the portal's own holidays, "today" on the portal's clock, each customer
 * sees only their own pickups, enterprise reasons; the admin editor gets the defaults.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TPickupsResponse } from '../../../domain/pickup-calendar/pickups-api';
import { boServices, customerProfiles } from '../../db/schema';
import { DEMO_PORTAL_IDS } from '../../db/seed/demo-ids';
import { injectWithCookie } from '../../test/sign-in';
import { updatePortalSetup } from '../portals/admin-service';
import { call } from '../services/test-support';
import { adminPortalSetup, calendarAdminCookie, setServiceDay, useCalendarTest } from './test-support';

const { clock, t, who } = useCalendarTest('2026-11-20T15:00:00Z');

async function pickups(cookie: string): Promise<TPickupsResponse> {
  const res = await call(t, 'GET', '/api/pickups', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const weekday = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });

describe('GET /api/pickups', () => {
  it('needs a signed-in customer', async () => {
    const res = await call(t, 'GET', '/api/pickups');
    expect(res.statusCode).toBe(401);
  });

  it("lists the resident's Tuesday pickups of all three carts over the next 8 weeks", async () => {
    const body = await pickups(who.rita);
    expect(body.today).toBe('2026-11-20');
    expect(body.timeZone).toBe('America/Chicago');
    expect(body.window).toEqual({ from: '2026-11-20', until: '2027-01-15' });
    expect(body.days.map((d) => d.date)).toEqual([
      '2026-11-24',
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
      '2026-12-29',
      '2027-01-05',
      '2027-01-12',
    ]);
    expect(body.nextPickup).toEqual({
      date: '2026-11-24',
      originalDate: '2026-11-24',
      carts: ['trash', 'recycling', 'yardwaste'],
      shiftedBy: null,
    });
    expect(body.services.map((s) => [s.serviceType, s.reason])).toEqual([
      ['trash', null],
      ['recycling', null],
      ['yardwaste', null],
    ]);
  });

  it('moves Thursday and Friday pickups one day later in Thanksgiving week', async () => {
    const trashDay = await setServiceDay(t.ctx, 'demo-resident-1', 1, 'THU');
    const recyclingDay = await setServiceDay(t.ctx, 'demo-resident-1', 2, 'FRI');
    try {
      const body = await clock.at('2026-11-23T15:00:00Z', () => pickups(who.rita));
      expect(body.today).toBe('2026-11-23');
      expect(body.days.slice(0, 3)).toEqual([
        { date: '2026-11-24', originalDate: '2026-11-24', carts: ['yardwaste'], shiftedBy: null },
        { date: '2026-11-27', originalDate: '2026-11-26', carts: ['trash'], shiftedBy: 'Thanksgiving Day' },
        {
          date: '2026-11-28',
          originalDate: '2026-11-27',
          carts: ['recycling'],
          shiftedBy: 'Thanksgiving Day',
        },
      ]);
      // the next week runs as usual, without yard waste: its season ended on November 30
      expect(body.days.slice(3, 5)).toEqual([
        { date: '2026-12-03', originalDate: '2026-12-03', carts: ['trash'], shiftedBy: null },
        { date: '2026-12-04', originalDate: '2026-12-04', carts: ['recycling'], shiftedBy: null },
      ]);
      const trash = body.services.find((s) => s.serviceType === 'trash')!;
      expect(trash.pickups[0]).toEqual({
        date: '2026-11-27',
        originalDate: '2026-11-26',
        shiftedBy: 'Thanksgiving Day',
      });

      // another customer never sees these pickups: Manny's days are his own routes'
      const other = await clock.at('2026-11-23T15:00:00Z', () => pickups(who.manny));
      const [mannyProfile] = await t.ctx.db
        .select()
        .from(customerProfiles)
        .where(eq(customerProfiles.uid, 'demo-resident-2'));
      const mannyDays = await t.ctx.db
        .select({ day: boServices.serviceDayOfWeek })
        .from(boServices)
        .where(
          and(
            eq(boServices.cm05Cust, mannyProfile!.cm04Cust!),
            eq(boServices.cm05Site, mannyProfile!.cm04Site!),
          ),
        );
      const routeDays = new Set(mannyDays.flatMap((r) => (r.day ?? '').split(',').map((d) => d.trim())));
      expect(other.days.length).toBeGreaterThan(0);
      for (const day of other.days.filter((d) => d.shiftedBy === null)) {
        expect(routeDays.has(weekday(day.date).toUpperCase())).toBe(true);
      }
      expect(other.days).not.toEqual(body.days);
    } finally {
      await setServiceDay(t.ctx, 'demo-resident-1', 1, trashDay ?? '');
      await setServiceDay(t.ctx, 'demo-resident-1', 2, recyclingDay ?? '');
    }
  });

  it('collects yard waste only in its season: none in January, with the reason, from April on', async () => {
    const winter = await clock.at('2027-01-04T15:00:00Z', () => pickups(who.rita));
    const yardWaste = winter.services.find((s) => s.serviceType === 'yardwaste')!;
    expect(yardWaste.pickups).toEqual([]);
    expect(yardWaste.reason).toMatchObject({ key: 'outOfSeason', params: { resumes: '2027-04-01' } });
    expect(winter.days.flatMap((d) => d.carts)).not.toContain('yardwaste');
    const spring = await clock.at('2027-03-29T15:00:00Z', () => pickups(who.rita));
    expect(spring.days.filter((d) => d.carts.includes('yardwaste')).map((d) => d.date)[0]).toBe('2027-04-06');
  });

  it("takes 'today' on the portal's clock: 22:00 in Chicago is still Monday", async () => {
    const body = await clock.at('2026-11-24T04:00:00Z', () => pickups(who.rita));
    expect(body.today).toBe('2026-11-23');
    expect(body.nextPickup?.date).toBe('2026-11-24');
  });

  it("uses the portal's stored holidays: a holiday on Tuesday moves the resident's pickup to Wednesday", async () => {
    // read once first, so a cached setup would show the old holidays
    expect((await call(t, 'GET', '/api/pickups', who.rita)).statusCode).toBe(200);
    const record = await adminGet(DEMO_PORTAL_IDS.lakeBluff);
    const stored = record.pickupCalendar!;
    expect(stored.observedHolidays).toContainEqual({ date: '2026-11-26', name: 'Thanksgiving Day' });
    const { id: _id, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, ...values } = record;
    await updatePortalSetup(t.ctx, { email: 'lead.admin@hauler.test' }, record.id, {
      ...values,
      pickupCalendar: {
        ...stored,
        observedHolidays: [...stored.observedHolidays, { date: '2026-11-24', name: 'Storm Day' }],
      },
    });
    const body = await pickups(who.rita);
    expect(body.nextPickup).toEqual({
      date: '2026-11-25',
      originalDate: '2026-11-24',
      carts: ['trash', 'recycling', 'yardwaste'],
      shiftedBy: 'Storm Day',
    });
    expect(body.days[1]?.date).toBe('2026-12-01');
    // the other portal's customers are not moved by it
    const other = await pickups(who.manny);
    expect(other.days.some((d) => d.shiftedBy === 'Storm Day')).toBe(false);
  });

  it('collects the services the portal names every other week, from the week of its reference date', async () => {
    const record = await adminGet(DEMO_PORTAL_IDS.lakeBluff);
    const stored = record.pickupCalendar!;
    const { id: _id, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, ...values } = record;
    const save = (everyOtherWeek: typeof stored.everyOtherWeek) =>
      updatePortalSetup(t.ctx, { email: 'lead.admin@hauler.test' }, record.id, {
        ...values,
        pickupCalendar: { ...stored, everyOtherWeek },
      });
    // recycling in the week of Wednesday 2 December, and every second week from there
    await save({ serviceTypes: ['recycling'], referenceDate: '2026-12-02' });
    try {
      const body = await pickups(who.rita);
      const recycling = body.services.find((s) => s.serviceType === 'recycling')!;
      expect(recycling.pickups.map((p) => p.originalDate)).toEqual([
        '2026-12-01',
        '2026-12-15',
        '2026-12-29',
        '2027-01-12',
      ]);
      const trash = body.services.find((s) => s.serviceType === 'trash')!;
      expect(trash.pickups).toHaveLength(8);
    } finally {
      await save(stored.everyOtherWeek ?? null);
    }
  });

  it('gives enterprise customers a reason for sites without a day of service and dates for the others', async () => {
    const body = await pickups(who.erin);
    expect(body.services.length).toBeGreaterThan(0);
    for (const service of body.services) {
      expect(service.siteName).not.toBeNull();
      if (service.daysOfWeek.trim() === '' || !/MON|TUE|WED|THU|FRI|SAT|SUN/i.test(service.daysOfWeek)) {
        expect(service.reason).toEqual({ key: 'enterpriseSiteWithoutDay' });
        expect(service.pickups).toEqual([]);
      } else {
        expect(service.reason).toBeNull();
        expect(service.pickups.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('the pickup calendar in the portal setup', () => {
  it('refuses bad settings with a 400 and the reason, and keeps the stored ones', async () => {
    const record = await adminGet(DEMO_PORTAL_IDS.highwood);
    const adminCookie = await calendarAdminCookie(t, clock.now());
    const { id: _id, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, ...values } = record;
    const bad = [
      { ...record.pickupCalendar!, timeZone: 'Mars/Olympus' },
      { ...record.pickupCalendar!, observedHolidays: [{ date: '2026-02-30', name: 'Nope' }] },
      { ...record.pickupCalendar!, rule: 'whenever' },
      { ...record.pickupCalendar!, yardWasteSeason: { start: '13-01', end: '11-30' } },
    ];
    for (const pickupCalendar of bad) {
      const res = await injectWithCookie(t.app, 'PUT', `/api/admin/portal-setups/${record.id}`, adminCookie, {
        ...values,
        pickupCalendar,
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await adminGet(DEMO_PORTAL_IDS.highwood)).pickupCalendar).toEqual(record.pickupCalendar);
  });
});

const adminGet = (id: string) => adminPortalSetup(t, id, clock.now());
