/**
 * GET /api/content/{kind} through the API on the seeded demo hauler: each customer gets their own
 * portal's content, cached privately and revalidated with an ETag; failures of the content service answer 503.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/app';
import { createDemoTestApp, signInDemoCustomer } from '../../test/sign-in';
import { Browser } from '../../auth/test/helpers';
import { DEMO_PORTAL_IDS } from '../../db/seed';
import { portalContent } from '../../db/schema';
import type { ContentPort } from '../../ports/content';
import { contentUnavailable } from '../../ports/content';

const t = useTestApp(() => createDemoTestApp({ work: false }));

describe('GET /api/content/{kind}', () => {
  it('needs a signed-in customer', async () => {
    for (const kind of ['home', 'support', 'faq', 'services', 'stickers']) {
      const res = await new Browser(t.app).get(`/api/content/${kind}`);
      expect(res.statusCode).toBe(401);
    }
  });

  it("answers the customer's own portal, privately cached and revalidated with an ETag", async () => {
    const rita = await signInDemoCustomer(t.app, 'demo-resident-1');
    const home = await rita.get('/api/content/home');
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('private, no-cache');
    expect(String(home.headers.vary)).toMatch(/cookie/i);
    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/api/content/home',
      headers: { cookie: rita.header(), 'if-none-match': String(home.headers.etag) },
      remoteAddress: rita.ip,
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const body = home.json();
    expect(body.portalTitle).toBe('Village of Lake Bluff');
    expect(body.content.HomePage_Header).toBe('Welcome to Village of Lake Bluff Waste & Recycling');
    expect(body.content.HomePage_MainContent).toHaveLength(3);
    expect(body.content.HomePage_CallOutBoxes.map((b: { Header: string }) => b.Header)).toContain(
      'Yard waste season',
    );
    expect(body.content.HomePage_ServiceMapThumbNail).toMatchObject({
      thumbnail_width: 250,
      image: { url: '/demo/service-map.svg' },
    });

    const stickers = (await rita.get('/api/content/stickers')).json();
    expect(stickers.content.locations.map((l: { Title: string }) => l.Title)).toEqual([
      'Lake Bluff Village Hall',
      'Lake Bluff Hardware',
      'Lake Forest City Hall',
    ]);
    expect(stickers.content.description).toContain('**Bring your account number**');

    const support = (await rita.get('/api/content/support')).json();
    expect(support.content.dropOffLocations[0]).toMatchObject({
      name: 'Lake Bluff Public Works Yard',
      city: 'Lake Bluff',
      state: 'IL',
      zipCode: '60044',
      generalManager: 'Renee Castillo',
    });
    expect(support.content.dropOffLocations[0].mapUrl).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/,
    );

    const services = (await rita.get('/api/content/services')).json();
    expect(services.content.sections.map((s: { title: string }) => s.title)).toContain('Yard Waste');
  });

  it('gives each portal its own content', async () => {
    const dana = await signInDemoCustomer(t.app, 'demo-resident-4');
    const faq = (await dana.get('/api/content/faq')).json();
    expect(faq.portalTitle).toBe('Town of Porter Dunes');
    expect(faq.content.items).toHaveLength(8); // no yard waste question in Porter Dunes
    const stickers = (await dana.get('/api/content/stickers')).json();
    expect(stickers.content.locations).toEqual([
      expect.objectContaining({
        Title: 'Porter Dunes Town Hall',
        Address: '303 Franklin St, Michigan City, IN 46360',
      }),
    ]);

    const manny = await signInDemoCustomer(t.app, 'demo-resident-2');
    expect((await manny.get('/api/content/faq')).json().content.items).toHaveLength(9);
    expect((await manny.get('/api/content/home')).json().content.HomePage_Header).toContain(
      'City of Highwood',
    );

    const erin = await signInDemoCustomer(t.app, 'demo-enterprise-1');
    const enterpriseFaq = (await erin.get('/api/content/faq')).json();
    expect(enterpriseFaq.portalTitle).toBe('All Customers Enterprise');
    expect(enterpriseFaq.content.items[0].title).toBe('How do I request an extra pickup for one site?');
    expect((await erin.get('/api/content/stickers')).json().content.locations).toEqual([]);
  });

  it('answers 503 with the spec message when the content service fails', async () => {
    const failing: ContentPort = {
      adapter: 'strapi',
      getContent: async (_portal, kind) => {
        throw contentUnavailable(kind, 'status 500');
      },
      getLocalizedContent: async (_portal, kind) => {
        throw contentUnavailable(kind, 'status 500');
      },
    };
    const ports = t.ctx.ports as unknown as { content: ContentPort };
    const builtIn = ports.content;
    ports.content = failing;
    try {
      const rita = await signInDemoCustomer(t.app, 'demo-resident-1');
      const res = await rita.get('/api/content/support');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'UNAVAILABLE',
        message: 'Failed to fetch support content from CMS',
      });
      expect(String(res.headers['cache-control'] ?? '')).not.toMatch(/max-age=3600/);
    } finally {
      ports.content = builtIn;
    }
  });

  it('answers null content when the portal has none', async () => {
    await t.ctx.db.delete(portalContent).where(eq(portalContent.portalId, DEMO_PORTAL_IDS.kenoshaPines));
    const kenji = await signInDemoCustomer(t.app, 'demo-resident-3');
    const res = await kenji.get('/api/content/faq');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ portalTitle: 'Town of Kenosha Pines', content: null, language: 'en' });
  });
});
