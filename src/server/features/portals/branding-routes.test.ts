import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTestApp, type TestApp } from '../../test/app';
import { Browser } from '../../auth/test/helpers';
import { setCustomerPassword } from '../../auth/customer-sign-in';
import { customerProfiles, portalSetups } from '../../db/schema';
import { ZPortalBrandingResponse } from '../../../domain/branding';
import type { AppContext } from '../../app-context';
import type { Api } from '../types';
import { brandingRoutes } from './branding-routes';

const PASSWORD = 'Curbside!2026';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ work: false });
  await t.ctx.db.insert(portalSetups).values({
    id: 'oak-park',
    portalTitle: 'Village of Oak Park',
    portalType: 'residential',
    setup: {
      id: 'oak-park',
      portalTitle: 'Village of Oak Park',
      displayOptions: {
        menuDisplay: { showBilling: false, showFAQ: false },
        contactInfo: { email: 'village@example.org', phone: '', website: 'not a url' },
        socialMedia: { twitter: 'https://x.com/oakpark' },
      },
    },
  });
  await t.ctx.db.insert(customerProfiles).values([
    {
      uid: 'resident',
      entryType: 'CustomerProfile',
      email: 'resident@example.org',
      defaultServicesId: 'oak-park',
    },
    { uid: 'enterprise', entryType: 'EnterpriseCustomerProfile', email: 'ent@example.org' },
  ]);
  await setCustomerPassword(t.ctx.db, 'resident', PASSWORD);
  await setCustomerPassword(t.ctx.db, 'enterprise', PASSWORD);
});

afterAll(async () => {
  await t.close();
});

async function signedIn(email: string): Promise<Browser> {
  const browser = new Browser(t.app);
  const login = await browser.post('/api/auth/login', { email, password: PASSWORD });
  expect(login.statusCode).toBe(200);
  return browser;
}

describe('GET /api/portal/branding', () => {
  it('gives visitors the company defaults', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/portal/branding' });
    expect(response.statusCode).toBe(200);
    const body = ZPortalBrandingResponse.parse(response.json());
    expect(body).toMatchObject({
      portalTitle: 'LRS Customer Portal',
      portalId: null,
      enterprise: false,
      demoMailbox: true,
      contact: {
        phoneDisplay: '844.NEED.LRS',
        email: t.ctx.config.COMPANY_EMAIL,
        website: t.ctx.config.COMPANY_WEBSITE,
      },
      social: { facebook: t.ctx.config.SOCIAL_FACEBOOK },
      company: { name: 'LRS', termsUrl: t.ctx.config.TERMS_URL, billPayUrl: t.ctx.config.BILL_PAY_URL },
    });
    expect(Object.values(body.menu).every(Boolean)).toBe(true);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it("gives a signed-in customer their portal's title, menu flags and valid custom contact details", async () => {
    const browser = await signedIn('resident@example.org');
    const response = await browser.get('/api/portal/branding');
    expect(response.statusCode).toBe(200);
    const body = ZPortalBrandingResponse.parse(response.json());
    expect(body.portalTitle).toBe('Village of Oak Park');
    expect(body.portalId).toBe('oak-park');
    expect(body.menu).toMatchObject({
      showHome: true,
      showBilling: false,
      showFAQ: false,
      showStickerLocations: true,
    });
    expect(body.contact.email).toBe('village@example.org');
    expect(body.contact.phone).toBe(t.ctx.config.COMPANY_PHONE);
    expect(body.contact.website).toBe(t.ctx.config.COMPANY_WEBSITE);
    expect(body.social.twitter).toBe('https://x.com/oakpark');
    expect(body.enterprise).toBe(false);

    await browser.post('/api/auth/logout');
    const after = ZPortalBrandingResponse.parse((await browser.get('/api/portal/branding')).json());
    expect(after.portalTitle).toBe('LRS Customer Portal');
  });

  it('marks enterprise customers and falls back to defaults when no setup exists', async () => {
    const browser = await signedIn('ent@example.org');
    const body = ZPortalBrandingResponse.parse((await browser.get('/api/portal/branding')).json());
    expect(body.enterprise).toBe(true);
    expect(body.portalTitle).toBe('LRS Customer Portal');
    expect(body.portalId).toBeNull();
  });

  it('reports the demo mailbox off when real mail and SMS are configured', async () => {
    // the branding routes alone, on a context whose messaging is not built in
    const ctx: AppContext = {
      ...t.ctx,
      config: { ...t.ctx.config, builtInMessaging: false, demoMailbox: false },
    };
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorateRequest('customer', null);
    app.decorateRequest('staff', null);
    await app.register(async (api) => brandingRoutes(api as unknown as Api, ctx), { prefix: '/api' });
    const response = await app.inject({ method: 'GET', url: '/api/portal/branding' });
    expect(response.json().demoMailbox).toBe(false);
    await app.close();
  });
});
