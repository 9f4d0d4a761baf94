/**
 * GET /api/billing/{uid}: rates of the customer's portal with its display options applied on the
 * server, and no one else's uid.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/app';
import { createDemoTestApp, signInDemoCustomer } from '../../test/sign-in';
import { updateBackOfficeService } from '../../test/demo-hauler';
import { Browser } from '../../auth/test/helpers';
import { DEMO_PORTAL_IDS } from '../../db/seed';
import { portalSetups } from '../../db/schema';
import type { TBillingResponse } from '../../../domain/billing';
import type { TServicesResponse } from '../../../domain/services/services-api';

const t = useTestApp(() => createDemoTestApp({ work: false }));

describe('GET /api/billing/{uid}', () => {
  it('needs a signed-in customer, and refuses any uid but theirs with 404', async () => {
    expect((await new Browser(t.app).get('/api/billing/demo-resident-1')).statusCode).toBe(401);
    const rita = await signInDemoCustomer(t.app, 'demo-resident-1');
    const other = await rita.get('/api/billing/demo-resident-2');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(JSON.stringify(other.json())).not.toContain('24.75');
    expect((await rita.get('/api/billing/nobody')).statusCode).toBe(404);
  });

  it('shows the portal rates for the current rates year', async () => {
    const rita = await signInDemoCustomer(t.app, 'demo-resident-1');
    const res = await rita.get('/api/billing/demo-resident-1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      available: true,
      ratesYear: 2026,
      showRates: true,
      showAdditionalServices: true,
    });
    expect(body.services.map((s: { key: string }) => s.key)).toEqual(['trash', 'recycling', 'yardwaste']);
    expect(body.services[0]).toEqual({
      key: 'trash',
      serviceType: 'RG',
      size: 96,
      rate: 26.52,
      billingFrequency: 'monthly',
      included: false,
      customerOwned: false,
      otherSizes: [
        { size: 35, rate: 24, billingFrequency: 'monthly' },
        { size: 64, rate: 25.26, billingFrequency: 'monthly' },
      ],
      allowAdditionalCart: true,
      additionalCartRate: 5,
    });
    expect(body.services[1]).toMatchObject({
      key: 'recycling',
      size: 96,
      rate: 0,
      included: true,
      customerOwned: true,
    });
    // her yard waste cart in the back office is 64 gallons (the portal's default is 95)
    expect(body.services[2]).toMatchObject({
      key: 'yardwaste',
      size: 64,
      rate: 18.5,
      billingFrequency: 'seasonal',
      additionalCartRate: null,
    });
    expect(body.additionalServices.map((s: { name: string }) => s.name)).toEqual([
      'Bulk Item Pickup',
      'Appliance Pickup (with freon)',
      'Holiday Tree Collection',
      'Backdoor Service',
    ]);
  });

  it('applies showRates, showAdditionalServices and showSeasonalServices on the server', async () => {
    // Porter Dunes hides rates, additional and seasonal services, and offers no yard waste
    const dana = await signInDemoCustomer(t.app, 'demo-resident-4');
    const body = (await dana.get('/api/billing/demo-resident-4')).json();
    expect(body).toMatchObject({
      available: true,
      showRates: false,
      showAdditionalServices: false,
      additionalServices: [],
    });
    expect(body.services.map((s: { key: string }) => s.key)).toEqual(['trash', 'recycling']);
    for (const card of body.services) {
      expect(card.rate).toBeNull();
      expect(card.additionalCartRate).toBeNull();
      for (const size of card.otherSizes) expect(size.rate).toBeNull();
    }
    expect(JSON.stringify(body)).not.toContain('28.1');

    // seasonal services off alone: the yard waste card and the seasonal extra service go
    const [row] = await t.ctx.db
      .select()
      .from(portalSetups)
      .where(eq(portalSetups.id, DEMO_PORTAL_IDS.lakeBluff));
    const setup = row!.setup as { displayOptions: Record<string, unknown> };
    await t.ctx.db
      .update(portalSetups)
      .set({ setup: { ...setup, displayOptions: { ...setup.displayOptions, showSeasonalServices: false } } })
      .where(eq(portalSetups.id, DEMO_PORTAL_IDS.lakeBluff));
    const rita = await signInDemoCustomer(t.app, 'demo-resident-1');
    const seasonalOff = (await rita.get('/api/billing/demo-resident-1')).json();
    expect(seasonalOff.services.map((s: { key: string }) => s.key)).toEqual(['trash', 'recycling']);
    expect(seasonalOff.additionalServices.map((s: { name: string }) => s.name)).not.toContain(
      'Holiday Tree Collection',
    );
    expect(seasonalOff.services[0].rate).toBe(26.52);
  });

  it('shows the cart Services shows, with its rate, for every demo resident (issue 9: one rule)', async () => {
    for (const uid of ['demo-resident-1', 'demo-resident-2', 'demo-resident-3', 'demo-resident-4']) {
      const customer = await signInDemoCustomer(t.app, uid);
      const billing = (await customer.get(`/api/billing/${uid}`)).json() as TBillingResponse;
      const services = (await customer.get('/api/services')).json() as TServicesResponse;
      for (const card of billing.services) {
        const serviceCard = services.cards.find((c) => c.serviceType === card.key)!;
        expect({ uid, key: card.key, size: card.size }).toEqual({
          uid,
          key: card.key,
          size: serviceCard.activeSize,
        });
        if (billing.showRates) expect(card.rate).toBe(serviceCard.activeRate);
      }
    }
  });

  it('shows the back office’s cart size when it is not the portal’s default (65 gallon recycling, not 96)', async () => {
    await updateBackOfficeService(t.ctx, 'demo-resident-1', 2, { cm05Size: '65' });
    const browser = await signInDemoCustomer(t.app, 'demo-resident-1');
    const billing = (await browser.get('/api/billing/demo-resident-1')).json() as TBillingResponse;
    const recycling = billing.services.find((c) => c.key === 'recycling')!;
    expect(recycling.size).toBe(65);
    expect(recycling.otherSizes.map((o) => o.size)).toContain(96);
    const services = (await browser.get('/api/services')).json() as TServicesResponse;
    expect(services.cards.find((c) => c.serviceType === 'recycling')!.activeSize).toBe(65);
  });

  it('sends an enterprise account no residential cart rates', async () => {
    const acme = await signInDemoCustomer(t.app, 'demo-enterprise-1');
    const res = await acme.get('/api/billing/demo-enterprise-1');
    expect(res.statusCode).toBe(200);
    const body = res.json() as TBillingResponse;
    expect(body).toMatchObject({ available: true, enterprise: true, services: [], additionalServices: [] });
    expect(JSON.stringify(body)).not.toContain('26.52');
  });
});
