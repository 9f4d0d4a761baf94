/**
 * "What goes where" search (issue 32 §3), on the demo hauler with the shipped list: typo-tolerant,
 * in the request's language, per portal (by ZIP code or the signed-in customer's portal), and the
 * count of searches that found nothing.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/app';
import { DEMO_AS_OF, createDemoTestApp, signInDemoCustomer } from '../../test/sign-in';
import { testClock } from '../../test/clock';
import { portalSetups, wasteGuideMisses } from '../../db/schema';
import { createPortalRepository } from '../portals/portal-repository';
import { HAULER_LIST, createWasteGuideRepository } from './waste-guide-repository';

const clock = testClock(DEMO_AS_OF);
const t = useTestApp(() => createDemoTestApp({ now: clock.now }));

const search = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/what-goes-where/search?${query}`, headers });

describe('GET /api/what-goes-where/search', () => {
  it('finds an item by its name as it is typed, and says where it goes', async () => {
    for (const typed of ['piz', 'pizza', 'pizza box']) {
      const res = await search(`q=${encodeURIComponent(typed)}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.items[0], typed).toMatchObject({
        name: 'pizza box',
        destination: 'recycling',
        language: 'en',
      });
      expect(body.didYouMean).toBeNull();
      expect(body.portalTitle).toBeNull();
    }
  });

  it('forgives a typo and offers the item it found as "did you mean"', async () => {
    const body = (await search('q=piza%20box')).json();
    expect(body.items[0].name).toBe('pizza box');
    expect(body.didYouMean).toBe('pizza box');
    const cardboard = (await search('q=cardbord')).json();
    expect(cardboard.items.map((i: { name: string }) => i.name)).toContain(cardboard.didYouMean);
  });

  it('finds synonyms and answers in Spanish when the browser asks for it', async () => {
    const spanish = (await search('q=caja%20de%20pizza', { 'accept-language': 'es-MX,es;q=0.9' })).json();
    expect(spanish.items[0]).toMatchObject({
      name: 'caja de pizza',
      destination: 'recycling',
      language: 'es',
    });
    // accents and case do not matter: "CARTON" finds "cartón"
    expect((await search('q=CARTON', { 'accept-language': 'es' })).json().items.length).toBeGreaterThan(0);
    // English words still find the item for a Spanish reader
    expect((await search('q=pizza%20box', { 'accept-language': 'es' })).json().items[0].name).toBe(
      'caja de pizza',
    );
  });

  it('answers nothing, and no suggestion, for a word nothing is close to', async () => {
    expect((await search('q=zzxqv')).json()).toEqual({
      query: 'zzxqv',
      items: [],
      didYouMean: null,
      portalTitle: null,
    });
    expect((await search('q=')).json().items).toEqual([]);
  });

  it('refuses a query past 100 characters and a ZIP that is not five digits, with a message', async () => {
    const long = await search(`q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Please search for at most 100 characters.');
    const zip = await search('q=box&zip=6004');
    expect(zip.statusCode).toBe(400);
    expect(zip.json().message).toContain('Please enter a 5-digit ZIP code.');
  });

  it('answers with a portal’s own list for its ZIP codes and its customers, the hauler’s elsewhere', async () => {
    const portals = createPortalRepository(t.ctx.db);
    const guide = createWasteGuideRepository(t.ctx.db);
    const portal = (await portals.getCustomerPortal('demo-resident-1'))!.setup!;
    const [{ zipCodes }] = await t.ctx.db
      .select({ zipCodes: portalSetups.zipCodes })
      .from(portalSetups)
      .where(eq(portalSetups.id, portal.id));
    const zip = zipCodes![0]!;
    await guide.addItems(
      portal.id,
      [
        {
          name: 'pizza box',
          synonyms: [],
          destination: 'trash',
          note: 'This town composts nothing: greasy boxes go in the trash.',
          translations: {},
        },
      ],
      'test',
    );

    const byZip = (await search(`q=pizza&zip=${zip}`)).json();
    expect(byZip.portalTitle).toBe(portal.portalTitle);
    expect(byZip.items).toEqual([expect.objectContaining({ name: 'pizza box', destination: 'trash' })]);

    const customer = await signInDemoCustomer(t.app, 'demo-resident-1');
    const signedIn = (await customer.get('/api/what-goes-where/search?q=pizza')).json();
    expect(signedIn.items[0].destination).toBe('trash');

    const visitor = (await search('q=pizza')).json();
    expect(visitor.items[0].destination).toBe('recycling');
    // a ZIP no portal lists gets the hauler's list
    expect((await search('q=pizza&zip=99999')).json().portalTitle).toBeNull();
  });

  it('leaves hidden items out', async () => {
    await createWasteGuideRepository(t.ctx.db).setHidden(HAULER_LIST, 'bubble wrap', true);
    const names = (await search('q=bubble%20wrap')).json().items.map((i: { name: string }) => i.name);
    expect(names).not.toContain('bubble wrap');
  });
});

describe('POST /api/what-goes-where/misses', () => {
  const miss = (q: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/what-goes-where/misses', payload: { q }, remoteAddress: ip });
  const missesOf = (query: string) =>
    t.ctx.db
      .select({ count: wasteGuideMisses.count, listId: wasteGuideMisses.listId })
      .from(wasteGuideMisses)
      .where(eq(wasteGuideMisses.query, query));

  it('counts a search that found nothing, folded, once per report', async () => {
    expect((await miss('Flux Capacitor!', '192.0.2.10')).statusCode).toBe(204);
    await miss('flux capacitor', '192.0.2.11');
    expect(await missesOf('flux capacitor')).toEqual([{ count: 2, listId: HAULER_LIST }]);
  });

  it('does not count a word the list has, nor a single letter', async () => {
    await miss('pizza box', '192.0.2.12');
    await miss('q', '192.0.2.12');
    expect(await missesOf('pizza box')).toEqual([]);
    expect(await missesOf('q')).toEqual([]);
  });
});
