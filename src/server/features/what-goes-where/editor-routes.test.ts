/**
 * The staff editor of the "what goes where" lists through app.inject on the demo hauler, on PGlite
 * (and on PostgreSQL with TEST_DATABASE_URL): roles, a page of a list, adding and changing items with
 * the visitor's search seeing each write at once, starting a portal's list from the hauler's, CSV
 * import (all rows or none, line errors, size) and export (formula-safe, round trip), and the
 * searches that found nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, portalSetups } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { DEMO_AS_OF, createDemoTestApp, staffSessionCookie, callsTo } from '../../test/sign-in';
import { testClock } from '../../test/clock';
import { DEMO_PORTAL_IDS } from '../../db/seed';
import type {
  TWasteGuideEditorItem,
  TWasteGuideItemPage,
  TWasteGuideMisses,
} from '../../../domain/what-goes-where/editor';
import { editorMessages } from './waste-guide-editor';
import { HAULER_LIST, createWasteGuideRepository } from './waste-guide-repository';

const clock = testClock(DEMO_AS_OF);
const t = useTestApp(() => createDemoTestApp({ now: clock.now }));
const LAKE_BLUFF = DEMO_PORTAL_IDS.lakeBluff;
const HIGHWOOD = DEMO_PORTAL_IDS.highwood;
const BASE = '/api/admin/what-goes-where';

let admin: string;
let service: string;
let stranger: string;
let municipality: string;

const call = callsTo(() => t.app);
const visitorSearch = async (q: string, zip?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/what-goes-where/search?${new URLSearchParams({ q, ...(zip ? { zip } : {}) })}`,
    })
  ).json<{ items: Array<{ name: string; destination: string }>; portalTitle: string | null }>();

async function zipOf(portalId: string): Promise<string> {
  const [row] = await t.ctx.db
    .select({ zipCodes: portalSetups.zipCodes })
    .from(portalSetups)
    .where(eq(portalSetups.id, portalId));
  return row!.zipCodes![0]!;
}

const newItem = {
  name: 'flux capacitor',
  synonyms: ['time circuit'],
  destination: 'electronics',
  note: 'Take it to the electronics drop-off.',
  translations: {
    es: { name: 'condensador de flujo', synonyms: [], note: 'Llévelo al punto de electrónicos.' },
  },
};

beforeAll(async () => {
  admin = await staffSessionCookie(t.ctx, 'admin@curbside.demo', 'Alex Admin');
  service = await staffSessionCookie(t.ctx, 'service@curbside.demo', 'Sam Service');
  stranger = await staffSessionCookie(t.ctx, 'someone@elsewhere.test', 'Some One');
  const created = await call('POST', '/api/admin/staff', admin, {
    name: 'Pat Village',
    email: 'pat@village.test',
    role: 'municipality',
    portalIds: [LAKE_BLUFF],
  });
  expect(created.statusCode).toBe(201);
  municipality = await staffSessionCookie(t.ctx, 'pat@village.test', 'Pat Village');
});

describe('roles', () => {
  it('lets admin and customerservice in, and no one else', async () => {
    const url = `${BASE}/lists/hauler/items`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, stranger)).statusCode).toBe(403);
    expect((await call('GET', url, municipality)).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/misses`, municipality)).statusCode).toBe(403);
    expect((await call('POST', url, municipality, newItem)).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/lists/hauler/export`, municipality)).statusCode).toBe(403);
    expect((await call('GET', url, service)).statusCode).toBe(200);
    expect((await call('GET', url, admin)).statusCode).toBe(200);
  });
});

describe('the hauler’s list', () => {
  it('reads a page by name, with the total, and finds by a word in any language', async () => {
    const page = (
      await call('GET', `${BASE}/lists/hauler/items?pageSize=5`, service)
    ).json<TWasteGuideItemPage>();
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(200);
    expect(page).toMatchObject({ ownList: true, portalTitle: null });
    const names = page.items.map((i) => i.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const next = (await call('GET', `${BASE}/lists/hauler/items?pageSize=5&page=2`, service)).json();
    expect(next.items[0].name.toLowerCase() >= names[4]!).toBe(true);

    const pizza = (await call('GET', `${BASE}/lists/hauler/items?search=CAJA%20DE%20PIZZA`, service)).json();
    expect(pizza.items.map((i: { name: string }) => i.name)).toContain('pizza box');
  });

  it('adds an item the visitor finds at once, then changes and hides it', async () => {
    const added = await call('POST', `${BASE}/lists/hauler/items`, service, newItem);
    expect(added.statusCode).toBe(201);
    const item = added.json<TWasteGuideEditorItem>();
    expect(item).toMatchObject({ name: 'flux capacitor', hidden: false, updatedBy: 'Sam Service' });
    const [audited] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, item.id));
    expect(audited).toMatchObject({
      actor: 'service@curbside.demo',
      action: 'waste_guide.item_added',
      entity: 'waste_guide_item',
    });
    expect((await visitorSearch('flux capacitr')).items[0]).toMatchObject({ name: 'flux capacitor' });

    const again = await call('POST', `${BASE}/lists/hauler/items`, service, {
      ...newItem,
      name: 'Flux Capacitor',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(editorMessages.nameTaken('Flux Capacitor'));

    const changed = await call('PUT', `${BASE}/lists/hauler/items/${item.id}`, admin, {
      ...newItem,
      destination: 'hazardous-waste',
    });
    expect(changed.statusCode).toBe(200);
    expect((await visitorSearch('flux')).items[0]).toMatchObject({ destination: 'hazardous-waste' });
    const changes = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, item.id));
    expect(changes.find((a) => a.action === 'waste_guide.item_changed')).toMatchObject({
      actor: 'admin@curbside.demo',
      before: expect.objectContaining({ destination: 'electronics' }),
      after: expect.objectContaining({ destination: 'hazardous-waste' }),
    });
    // by its Spanish name too
    expect((await visitorSearch('condensador')).items[0]?.name).toBe('flux capacitor');

    await call('PUT', `${BASE}/lists/hauler/items/${item.id}`, admin, { ...newItem, hidden: true });
    expect((await visitorSearch('flux capacitor')).items).toEqual([]);
    const listed = (await call('GET', `${BASE}/lists/hauler/items?search=flux`, admin)).json();
    expect(listed.items[0]).toMatchObject({ name: 'flux capacitor', hidden: true });
  });

  it('refuses bad items with a message, a name another item has, and an unknown item', async () => {
    const bad = await call('POST', `${BASE}/lists/hauler/items`, service, {
      ...newItem,
      destination: 'moon',
    });
    expect(bad.statusCode).toBe(400);
    const blank = await call('POST', `${BASE}/lists/hauler/items`, service, { ...newItem, name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Give the item a name.');
    const long = await call('POST', `${BASE}/lists/hauler/items`, service, {
      ...newItem,
      note: 'x'.repeat(281),
    });
    expect(long.json().message).toContain('Keep the note to 280 characters.');
    const pizza = (await call('GET', `${BASE}/lists/hauler/items?search=pizza%20box`, service)).json()
      .items[0];
    const rename = await call('PUT', `${BASE}/lists/hauler/items/${pizza.id}`, service, {
      ...newItem,
      name: 'newspaper',
    });
    expect(rename.statusCode).toBe(409);
    const missing = await call('PUT', `${BASE}/lists/hauler/items/no-such-item`, service, {
      ...newItem,
      name: 'nothing by this name',
    });
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', `${BASE}/lists/no-such-portal/items`, service)).statusCode).toBe(404);
  });
});

describe('a portal’s own list', () => {
  it('shows the hauler’s list until it is started from it, then is written on its own', async () => {
    const before = (
      await call('GET', `${BASE}/lists/${LAKE_BLUFF}/items`, admin)
    ).json<TWasteGuideItemPage>();
    expect(before.ownList).toBe(false);
    expect(before.portalTitle).toBeTruthy();
    const early = await call('POST', `${BASE}/lists/${LAKE_BLUFF}/items`, admin, newItem);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(editorMessages.noOwnList);

    const copied = await call('POST', `${BASE}/lists/${LAKE_BLUFF}/copy-hauler`, admin);
    expect(copied.statusCode).toBe(200);
    expect(copied.json().added).toBe(before.total);
    expect((await call('POST', `${BASE}/lists/${LAKE_BLUFF}/copy-hauler`, admin)).statusCode).toBe(409);
    expect((await call('POST', `${BASE}/lists/hauler/copy-hauler`, admin)).statusCode).toBe(400);

    const own = (await call('GET', `${BASE}/lists/${LAKE_BLUFF}/items?search=pizza`, admin)).json();
    expect(own.ownList).toBe(true);
    await call('PUT', `${BASE}/lists/${LAKE_BLUFF}/items/${own.items[0].id}`, admin, {
      ...own.items[0],
      destination: 'trash',
    });
    const zip = await zipOf(LAKE_BLUFF);
    expect((await visitorSearch('pizza box', zip)).items[0]?.destination).toBe('trash');
    expect((await visitorSearch('pizza box')).items[0]?.destination).toBe('recycling');
  });
});

describe('CSV import and export', () => {
  const importCsv = (csv: string, list = HIGHWOOD, cookie = service) =>
    call('POST', `${BASE}/lists/${list}/import`, cookie, { csv });

  it('takes every row or none, saying which lines are wrong', async () => {
    const bad = await importCsv(
      'name,synonyms,destination,note\nsofa,couch,bulk-pickup,Call us.\n,nameless,trash,\nlamp,,moon,\n',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details.errors).toEqual([
      { line: 3, message: 'Give the item a name.' },
      { line: 4, message: expect.stringContaining('Choose a destination') },
    ]);
    expect((await call('GET', `${BASE}/lists/${HIGHWOOD}/items`, service)).json().ownList).toBe(false);

    const noColumns = await importCsv('name,destination\nsofa,bulk-pickup\n');
    expect(noColumns.statusCode).toBe(422);
    expect(noColumns.json().details.errors[0].message).toBe('Missing columns: synonyms, note.');
    expect((await importCsv('"unclosed,quote\n')).statusCode).toBe(422);
    const longSynonym = await importCsv(
      `name,synonyms,destination,note\nsofa,${'s'.repeat(81)},bulk-pickup,\n`,
    );
    expect(longSynonym.statusCode).toBe(422);
    expect(longSynonym.json().details.errors).toEqual([
      { line: 2, message: 'Keep each synonym to 80 characters.' },
    ]);
    expect((await importCsv('')).statusCode).toBe(400);
    const huge = await importCsv('x'.repeat(2 * 1024 * 1024 + 1));
    expect([400, 413]).toContain(huge.statusCode);
  });

  it('imports a list, changes names it has, and exports it formula-safe for a round trip', async () => {
    const csv = [
      'name,synonyms,destination,note,hidden,name_es,synonyms_es,note_es',
      'sofa,couch|settee,bulk-pickup,"Call us, we pick it up.",,sofá,,Llámenos.',
      'spreadsheet trick,,trash,"=HYPERLINK(""http://evil.test"")",,,,',
      'old tv,television,electronics,-not in the trash,yes,,,',
    ].join('\n');
    const first = await importCsv(csv);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ added: 3, updated: 0 });
    const second = await importCsv(csv.replace('Call us, we', 'We'));
    expect(second.json()).toEqual({ added: 0, updated: 3 });

    const zip = await zipOf(HIGHWOOD);
    expect((await visitorSearch('settee', zip)).items[0]).toMatchObject({ name: 'sofa' });
    expect((await visitorSearch('old tv', zip)).items).toEqual([]);

    const exported = await call('GET', `${BASE}/lists/${HIGHWOOD}/export`, service);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.headers['content-disposition']).toContain('attachment');
    const text = exported.body;
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(text).toContain("'-not in the trash");
    expect(text).toContain('sofa,couch|settee,bulk-pickup,We pick it up.,,sofá,,Llámenos.');

    // the export imports back as it was
    expect((await importCsv(text)).json()).toEqual({ added: 0, updated: 3 });
    const trick = (await call('GET', `${BASE}/lists/${HIGHWOOD}/items?search=spreadsheet`, service)).json();
    expect(trick.items[0].note).toBe('=HYPERLINK("http://evil.test")');
  });
});

describe('searches that found nothing', () => {
  it('lists the most asked first, per portal or for every list, with the list to add to', async () => {
    const guide = createWasteGuideRepository(t.ctx.db);
    const at = new Date('2026-03-01T10:00:00Z');
    for (let i = 0; i < 3; i += 1) await guide.recordMiss(HAULER_LIST, 'kayak', at);
    await guide.recordMiss(HAULER_LIST, 'canoe', at);
    await guide.recordMiss(LAKE_BLUFF, 'boat trailer', at);
    await guide.recordMiss(LAKE_BLUFF, 'boat trailer', at);

    const all = (await call('GET', `${BASE}/misses`, service)).json<TWasteGuideMisses>();
    expect(all.items.slice(0, 3)).toEqual([
      { listId: 'hauler', portalTitle: null, query: 'kayak', count: 3, lastAt: at.toISOString() },
      expect.objectContaining({ listId: LAKE_BLUFF, query: 'boat trailer', count: 2 }),
      expect.objectContaining({ listId: 'hauler', query: 'canoe', count: 1 }),
    ]);
    // once the list has it, it is no longer shown
    await call('POST', `${BASE}/lists/hauler/items`, service, {
      ...newItem,
      name: 'canoe',
      translations: {},
    });
    const after = (await call('GET', `${BASE}/misses`, service)).json<TWasteGuideMisses>();
    expect(after.items.map((m) => m.query)).not.toContain('canoe');
    expect(after.items.map((m) => m.query)).toContain('kayak');

    const one = (await call('GET', `${BASE}/misses?portalId=${LAKE_BLUFF}`, admin)).json<TWasteGuideMisses>();
    expect(one.items.map((m) => m.query)).toEqual(['boat trailer']);
    expect(one.items[0]!.portalTitle).toBeTruthy();
  });
});
