/**
 * The API tests' usual set-up on the demo hauler: the app on the seeded demo data with the built-in
 * back office, a method of which a test may replace while it wants another behaviour (a back office
 * that is down, slow, or answers otherwise), and the demo staff's session cookies.
 */
import { and, eq } from 'drizzle-orm';
import { boServices, customerProfiles } from '../db/schema';
import { AppError } from '../errors';
import { demoHaulerData } from '../features/services/test-support';
import { createBuiltInBackOffice, type BackOfficePort } from '../ports/back-office';
import { createTestApp, type TestApp, type TestAppOptions } from './app';
import { staffSessionCookie } from './sign-in';

/**
 * The back-office methods to use instead of the built-in ones at this moment. It is asked at every
 * call, so a test switches behaviour with a flag of its own; a key set to undefined takes the method
 * away (an external back office without it).
 */
export type BackOfficeReplacements = (builtIn: BackOfficePort) => Partial<BackOfficePort>;

export interface DemoHaulerAppOptions extends Omit<TestAppOptions, 'prepare'> {
  backOffice?: BackOfficeReplacements;
  /** Runs on the seeded database before the app starts. */
  prepare?: TestAppOptions['prepare'];
}

export function createDemoHaulerApp({
  backOffice: replacements,
  prepare,
  ...options
}: DemoHaulerAppOptions = {}): Promise<TestApp> {
  let builtIn: BackOfficePort | null = null;
  const backOffice = new Proxy({} as BackOfficePort, {
    get(_target, name: keyof BackOfficePort) {
      const replaced = replacements?.(builtIn!) ?? {};
      return name in replaced ? replaced[name] : builtIn![name];
    },
  });
  return createTestApp({
    ...options,
    ports: { ...options.ports, backOffice },
    seeded: demoHaulerData,
    prepare: async (ctx) => {
      builtIn = createBuiltInBackOffice(ctx.db);
      await prepare?.(ctx);
    },
  });
}

/** A back-office call that fails as an unreachable back office does. */
export function backOfficeDown(message = 'The back office is not answering.') {
  return async (): Promise<never> => {
    throw new AppError('BACK_OFFICE_UNAVAILABLE', message);
  };
}

/** Session cookies of the demo hauler's admin and customer service user, and of staff unknown here. */
export async function demoStaffCookies(ctx: TestApp['ctx']) {
  return {
    admin: await staffSessionCookie(ctx, 'admin@curbside.demo', 'Alex Admin'),
    service: await staffSessionCookie(ctx, 'service@curbside.demo', 'Sam Service'),
    stranger: await staffSessionCookie(ctx, 'stranger@elsewhere.test', 'Stranger'),
  };
}

/**
 * Changes the back office's row of one service (CM05_SERV: 1 trash, 2 recycling, 3 yard waste) at a
 * customer's site, as an edit in the back office would.
 */
export async function updateBackOfficeService(
  ctx: TestApp['ctx'],
  uid: string,
  serv: number,
  values: Partial<typeof boServices.$inferInsert>,
): Promise<void> {
  const [site] = await ctx.db
    .select({ cust: customerProfiles.cm04Cust, site: customerProfiles.cm04Site })
    .from(customerProfiles)
    .where(eq(customerProfiles.uid, uid));
  await ctx.db
    .update(boServices)
    .set(values)
    .where(
      and(
        eq(boServices.cm05Cust, site!.cust!),
        eq(boServices.cm05Site, site!.site!),
        eq(boServices.cm05Serv, serv),
      ),
    );
}
