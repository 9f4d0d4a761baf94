/**
 * A service that has not started yet (issue 28): a yard-waste service starting on 04/05/2027 offers
 * no Missed Pickup, Vacation Stop or Damaged/Replace, on the card (the web app greys them with the
 * domain's rule) and at the API (409 with the same reason). PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_NOT_STARTED_MESSAGE } from '../../../domain/services/service-requests';
import type { TServicesResponse } from '../../../domain/services/services-api';
import { serviceRequests } from '../../db/schema';
import { createTestApp, useTestApp } from '../../test/app';
import { updateBackOfficeService } from '../../test/demo-hauler';
import { call, customerCookie, demoClock, demoHaulerData } from './test-support';

const RESIDENT = 'demo-resident-1';
const YARD_WASTE = 3;

let rita: string;

const t = useTestApp(() => createTestApp({ now: demoClock, seeded: demoHaulerData }));

beforeAll(async () => {
  rita = await customerCookie(t.ctx, RESIDENT);
  await updateBackOfficeService(t.ctx, RESIDENT, YARD_WASTE, { cm05Sdte: '2027-04-05' });
});

describe('a service that starts later', () => {
  it('shows its start date on the card', async () => {
    const res = await call(t, 'GET', '/api/services', rita);
    expect(res.statusCode, res.body).toBe(200);
    const yardWaste = (res.json() as TServicesResponse).cards.find((c) => c.serviceType === 'yardwaste')!;
    expect(yardWaste.activeService).toMatchObject({ state: 'pending', displayStartDate: '04/05/2027' });
  });

  it('refuses Missed Pickup, Vacation and Damaged for it with the reason, and files nothing', async () => {
    const before = await t.ctx.db.$count(serviceRequests);
    const bodies: Record<string, Record<string, unknown>> = {
      'missed-pickup': { subject: 'Cart not emptied', details: 'The truck skipped our street.' },
      vacation: { startDate: '2026-12-01', endDate: '2026-12-10', comments: '' },
      'damaged-cart': { cart: 'x', description: 'Cracked lid' },
    };
    for (const [kind, body] of Object.entries(bodies)) {
      const res = await call(t, 'POST', `/api/services/yardwaste/requests/${kind}`, rita, body);
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(409);
      expect(res.json().message).toBe(SERVICE_NOT_STARTED_MESSAGE);
    }
    expect(await t.ctx.db.$count(serviceRequests)).toBe(before);
  });

  it('still takes them for a service that is running', async () => {
    const res = await call(t, 'POST', '/api/services/trash/requests/missed-pickup', rita, {
      subject: 'Cart not emptied',
      details: 'The truck skipped our street.',
    });
    expect([200, 202], res.body).toContain(res.statusCode);
  });
});
