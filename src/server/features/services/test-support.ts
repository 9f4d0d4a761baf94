/** Helpers for the Services and My Services API tests: demo data, a signed-in customer, mail look-ups. */
import { and, desc, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { hashToken, randomToken } from '../../auth/crypto';
import { CUSTOMER_COOKIE } from '../../auth/sessions';
import type { AppContext } from '../../app-context';
import { authSessions, sentMessages } from '../../db/schema';
import { seedDemo } from '../../db/seed/index';
import type { TestApp } from '../../test/app';
import type { SeededTemplate } from '../../test/db';

/** The demo seed's fixed "today" and a clock on that day. */
export const DEMO_TODAY = '2026-11-20';
export const demoClock = () => new Date(`${DEMO_TODAY}T15:00:00Z`);

export async function seedDemoHauler(ctx: AppContext): Promise<void> {
  await seedDemo(ctx.db, { asOf: new Date(`${DEMO_TODAY}T00:00:00Z`), ordinaryCustomers: 0 });
}

/**
 * The same demo hauler as a test database template (test/db.ts): a file that starts from it copies
 * the seeded data instead of seeding (2–4 s a file, on both databases).
 */
export const demoHaulerData: SeededTemplate = {
  name: 'demo-hauler',
  async seed(database) {
    await seedDemo(database.db, { asOf: new Date(`${DEMO_TODAY}T00:00:00Z`), ordinaryCustomers: 0 });
  },
};

/** A customer session as the auth code stores it; answers the Cookie header. */
export async function customerCookie(ctx: AppContext, uid: string): Promise<string> {
  const token = randomToken();
  await ctx.db.insert(authSessions).values({
    tokenHash: hashToken(token),
    kind: 'customer',
    uid,
    createdAt: new Date('2020-01-01T00:00:00Z'),
    expiresAt: new Date('2100-01-01T00:00:00Z'),
  });
  return `${CUSTOMER_COOKIE}=${token}`;
}

export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: Record<string, unknown>,
) {
  const options: InjectOptions = { method, url, headers: cookie ? { cookie } : {} };
  if (payload !== undefined) options.payload = payload;
  return t.app.inject(options);
}

/** Polls until `check` answers a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** The newest mail to `recipient` whose subject starts with `subject`, once the mail job delivered it. */
export function mailTo(ctx: AppContext, recipient: string, subject: string, timeoutMs = 15_000) {
  return eventually(
    async () => {
      const [row] = await ctx.db
        .select()
        .from(sentMessages)
        .where(and(eq(sentMessages.recipient, recipient), like(sentMessages.subject, `${subject}%`)))
        .orderBy(desc(sentMessages.id))
        .limit(1);
      return row;
    },
    timeoutMs,
    `mail "${subject}" to ${recipient}`,
  );
}
