/** Helpers for the pickup calendar and calendar feed API tests on the demo hauler. */
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { TPortalSetupRecord } from '../../../domain/portal-setup-admin';
import type { AppContext } from '../../app-context';
import { boServices, customerProfiles, staffUsers } from '../../db/schema';
import { testClock } from '../../test/clock';
import { createTestApp, useTestApp, type TestApp } from '../../test/app';
import { injectWithCookie, staffSessionCookie } from '../../test/sign-in';
import { customerCookie, demoHaulerData } from '../services/test-support';

/** The test file's demo hauler without jobs (made before its tests, closed after them). */
export function useCalendarTestApp(now: () => Date): TestApp {
  return useTestApp(() => createTestApp({ now, seeded: demoHaulerData, work: false }));
}

/** Sessions of two residents (Rita, Manny) and an enterprise customer (Erin). */
export async function calendarCustomerCookies(ctx: AppContext) {
  return {
    rita: await customerCookie(ctx, 'demo-resident-1'),
    manny: await customerCookie(ctx, 'demo-resident-2'),
    erin: await customerCookie(ctx, 'demo-enterprise-1'),
  };
}

/**
 * The set-up both calendar test files share: the test clock at `at`, the demo hauler app on it, and
 * (before the tests) the three customers' sessions in `who`, then `prepare` for the file's own data.
 */
export function useCalendarTest(at: string, prepare?: (ctx: AppContext) => Promise<unknown>) {
  const clock = testClock(at);
  const t = useCalendarTestApp(clock.now);
  const who = { rita: '', manny: '', erin: '' };
  beforeAll(async () => {
    Object.assign(who, await calendarCustomerCookies(t.ctx));
    await prepare?.(t.ctx);
  });
  return { clock, t, who };
}

/**
 * Sets the day of service of one of a customer's back-office services (1 trash, 2 recycling, 3 yard
 * waste); answers the day it had.
 */
export async function setServiceDay(
  ctx: AppContext,
  uid: string,
  serv: number,
  day: string,
): Promise<string | null> {
  const [profile] = await ctx.db.select().from(customerProfiles).where(eq(customerProfiles.uid, uid));
  const where = and(
    eq(boServices.cm05Cust, profile!.cm04Cust!),
    eq(boServices.cm05Site, profile!.cm04Site!),
    eq(boServices.cm05Serv, serv),
  );
  const [row] = await ctx.db.select().from(boServices).where(where);
  await ctx.db.update(boServices).set({ serviceDayOfWeek: day }).where(where);
  return row?.serviceDayOfWeek ?? null;
}

/** A session of an admin added for the purpose (the portal setup's pickup calendar is theirs to edit). */
export async function calendarAdminCookie(t: TestApp, at: Date): Promise<string> {
  await t.ctx.db
    .insert(staffUsers)
    .values({
      id: 's-calendar-admin',
      name: 'Calendar Admin',
      email: 'calendar.admin@hauler.test',
      role: 'admin',
    })
    .onConflictDoNothing();
  return staffSessionCookie(t.ctx, 'calendar.admin@hauler.test', 'Calendar Admin', at);
}

/** A portal setup as the admin API answers it. */
export async function adminPortalSetup(t: TestApp, portalId: string, at: Date): Promise<TPortalSetupRecord> {
  const cookie = await calendarAdminCookie(t, at);
  const res = await injectWithCookie(t.app, 'GET', `/api/admin/portal-setups/${portalId}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TPortalSetupRecord>();
}
