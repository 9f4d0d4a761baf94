/**
 * "Today" of a portal is its day in its time zone (issue 28): at 9 pm in Chicago the server's UTC
 * clock is already on the next day, and the Services page (its dates, vacation starts and cut-offs)
 * must still say today. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TServicesResponse } from '../../../domain/services/services-api';
import { createTestApp, useTestApp } from '../../test/app';
import { call, customerCookie, demoHaulerData } from './test-support';

// 21 November 03:00 UTC is 20 November 21:00 in Chicago (the demo portals' zone)
const EVENING_IN_CHICAGO = new Date('2026-11-21T03:00:00Z');

let rita: string;

const t = useTestApp(() => createTestApp({ now: () => EVENING_IN_CHICAGO, seeded: demoHaulerData }));

beforeAll(async () => {
  rita = await customerCookie(t.ctx, 'demo-resident-1');
});

describe('the portal’s today', () => {
  it('is the day in the portal’s time zone, not the server’s UTC day', async () => {
    const res = await call(t, 'GET', '/api/services', rita);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TServicesResponse).today).toBe('2026-11-20');
  });
});
