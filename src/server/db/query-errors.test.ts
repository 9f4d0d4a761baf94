/**
 * A failed query is logged without its values (issue 27): the statement's verb and table, the
 * SQLSTATE and the database's message, never the customer's name, e-mail, phone or address.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp, type AppInstance } from '../app';
import { createTestApp, type TestApp } from '../test/app';
import { customerProfiles } from './schema/index';

const PERSONAL = ['Jane Q. Privacy', 'jane.privacy@example.com', '+1 415 555 0199', '742 Evergreen Terrace'];

let test: TestApp;
let app: AppInstance;
const lines: string[] = [];

beforeAll(async () => {
  test = await createTestApp({ work: false, env: { LOG_LEVEL: 'info' } });
  app = await buildApp(test.ctx, { logger: true, logStream: { write: (line) => lines.push(line) } });
  app.get('/boom', async () => {
    // a real failing insert whose parameters are a customer's details (the row breaks a constraint)
    // (no entry type: not-null violation, whose detail quotes the whole row)
    await test.ctx.db.insert(customerProfiles).values({
      uid: 'privacy-test',
      firstName: PERSONAL[0],
      email: PERSONAL[1],
      phoneNumber: PERSONAL[2],
      selectedAddress: { street: PERSONAL[3] },
    } as never);
    return 'unreachable';
  });
  app.get('/boom-raw', async () => {
    await test.ctx.db.execute(sql`select ${PERSONAL[1]}::int`);
    return 'unreachable';
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await test?.close();
});

it('logs the statement, code and message of a failed query, and none of its values', async () => {
  const response = await app.inject({ method: 'GET', url: '/boom' });
  expect(response.statusCode).toBe(500);
  const raw = await app.inject({ method: 'GET', url: '/boom-raw' });
  expect(raw.statusCode).toBe(500);
  const errors = lines.filter((line) => line.includes('"level":50'));
  expect(errors).toHaveLength(2);
  for (const value of PERSONAL) expect(lines.join('\n')).not.toContain(value);
  const [insert, select] = errors.map((line) => JSON.parse(line) as { err: Record<string, string> });
  expect(insert!.err.statement).toBe('insert into "customer_profiles"');
  expect(insert!.err.code).toBe('23502');
  expect(insert!.err.message).toMatch(/^insert into "customer_profiles" failed: .+/);
  expect(select!.err.code).toBe('22P02');
  expect(select!.err.message).toBe('select failed: invalid input syntax for type integer: "…"');
});
