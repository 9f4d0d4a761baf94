/**
 * The content editor API through app.inject on the seeded demo hauler, on PGlite (and on PostgreSQL
 * with TEST_DATABASE_URL): role checks, the portal list, reading a portal's content, saving each kind
 * with its audit entry, validation with a field message, the version conflict, the service-map upload
 * (a real PNG accepted and served; SVG, other types and oversized files refused), a read-only editor
 * while Strapi is the source, and the customer's content page showing a save at once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { TestApp } from '../../test/app';
import {
  createDemoTestApp,
  signInDemoCustomer,
  staffSessionCookie,
  expectRoutesAnswer,
  type RouteCall,
  callsTo,
} from '../../test/sign-in';
import { auditLog } from '../../db/schema';
import { gifOf, pngDimensionBomb, pngHeaderOnly, truncatedPng } from '../../ports/ocr/hostile-documents';
import { DEMO_PORTAL_IDS } from '../../db/seed';
import type { ContentPort } from '../../ports/content';
import type { TContentKind } from '../../../domain/content';
import {
  contentEditorMessages,
  SERVICE_MAP_MAX_BYTES,
  type TContentEditByKind,
  type TContentEditorDocument,
  type TContentPortalListResult,
  type TServiceMapUpload,
} from '../../../domain/content-editor';

const LAKE_BLUFF = DEMO_PORTAL_IDS.lakeBluff;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-content-editor-'));
let t: TestApp;
let adminCookie: string;
let serviceCookie: string;
let strangerCookie: string;

const call = callsTo(() => t.app);

/** A multipart/form-data body with one file part. */
function multipart(fileName: string, type: string, data: Buffer) {
  const boundary = `----curbside${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(
  fileName: string,
  type: string,
  data: Buffer,
  cookie = adminCookie,
  portalId: string = LAKE_BLUFF,
) {
  const body = multipart(fileName, type, data);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/content/${portalId}/service-map`,
    headers: { cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function documentOf(portalId: string = LAKE_BLUFF): Promise<TContentEditorDocument> {
  const res = await call('GET', `/api/admin/content/${portalId}`, adminCookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TContentEditorDocument>();
}

async function save<K extends TContentKind>(
  kind: K,
  content: TContentEditByKind[K],
  version: number,
  cookie = adminCookie,
) {
  return call('PUT', `/api/admin/content/${LAKE_BLUFF}/${kind}`, cookie, { version, content });
}

async function auditRows() {
  return t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'portal_content'), eq(auditLog.entityId, LAKE_BLUFF)))
    .orderBy(asc(auditLog.id));
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  t = await createDemoTestApp({ work: false, env: { DATA_DIR: dataDir } });
  adminCookie = await staffSessionCookie(t.ctx, 'admin@curbside.demo', 'Alex Admin');
  serviceCookie = await staffSessionCookie(t.ctx, 'service@curbside.demo', 'Sam Service');
  strangerCookie = await staffSessionCookie(t.ctx, 'someone@elsewhere.test', 'Some One');
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('role checks on the server', () => {
  const routes: RouteCall[] = [
    ['GET', '/api/admin/content/portals'],
    ['GET', `/api/admin/content/${LAKE_BLUFF}`],
    ['PUT', `/api/admin/content/${LAKE_BLUFF}/faq`, { version: 1, content: { title: '', items: [] } }],
    ['POST', `/api/admin/content/${LAKE_BLUFF}/service-map`],
  ];

  it('answers 401 without a staff sign-in, also to a signed-in customer', async () => {
    const rita = await signInDemoCustomer(t.app);
    await expectRoutesAnswer(t.app, routes, undefined, 401);
    await expectRoutesAnswer(t.app, routes, rita.header(), 401, 'UNAUTHENTICATED');
  });

  it('answers 403 to a work account that is not a staff user', async () => {
    await expectRoutesAnswer(t.app, routes, strangerCookie, 403);
    expect(await auditRows()).toHaveLength(0);
  });

  it('lets customerservice edit content (admin-only is portal setups, users and migration)', async () => {
    const res = await call('GET', `/api/admin/content/${LAKE_BLUFF}`, serviceCookie);
    expect(res.statusCode).toBe(200);
  });
});

describe('choosing a portal', () => {
  it('lists portals by title, searchable and paged', async () => {
    const all = (
      await call('GET', '/api/admin/content/portals?pageSize=2', adminCookie)
    ).json<TContentPortalListResult>();
    expect(all.total).toBe(5);
    expect(all.items).toHaveLength(2);
    const page3 = (
      await call('GET', '/api/admin/content/portals?pageSize=2&page=3', adminCookie)
    ).json<TContentPortalListResult>();
    expect(page3.items).toHaveLength(1);
    const found = (
      await call('GET', '/api/admin/content/portals?search=BLUFF', serviceCookie)
    ).json<TContentPortalListResult>();
    expect(found).toEqual({
      items: [{ id: LAKE_BLUFF, portalTitle: 'Village of Lake Bluff', portalType: 'residential' }],
      total: 1,
    });
    const none = (
      await call('GET', '/api/admin/content/portals?search=%25', adminCookie)
    ).json<TContentPortalListResult>();
    expect(none.total).toBe(0);
  });
});

describe('reading a portal\u2019s content', () => {
  it('answers every kind with the version', async () => {
    const doc = await documentOf();
    expect(doc).toMatchObject({
      portalId: LAKE_BLUFF,
      portalTitle: 'Village of Lake Bluff',
      version: 1,
      source: 'built-in',
    });
    expect(doc.content.home?.HomePage_Header).toBe('Welcome to Village of Lake Bluff Waste & Recycling');
    expect(doc.content.faq?.items.length).toBeGreaterThan(0);
    expect(doc.content.stickers?.locations.length).toBe(3);
    expect(doc.content.support?.dropOffLocations.length).toBeGreaterThan(0);
    expect(doc.content.services?.sections.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown portal', async () => {
    const res = await call('GET', '/api/admin/content/no-such-portal', adminCookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(contentEditorMessages.portalNotFound);
  });
});

describe('saving', () => {
  it('saves each kind, moves the version on, records who, and audits in the same transaction', async () => {
    let version = (await documentOf()).version;
    const edits: { [K in TContentKind]: TContentEditByKind[K] } = {
      home: {
        HomePage_Header: 'Fresh header',
        HomePage_Description: 'Now with **Markdown**.',
        HomePage_MainContent: [
          { id: 'a1', Title: 'Holiday schedule', Content: 'Collection slides **one day**.' },
        ],
        HomePage_CallOutBoxes: [
          { id: 'b1', Header: 'Accepted', Bullets: ['Paper', 'Cans'], Kind: 'accepted' },
        ],
        HomePage_ServiceMapThumbNail: null,
      },
      support: {
        title: 'Support',
        intro: 'Come by.',
        serviceMap: { title: 'Map', description: 'Days by street.', imageUrl: '/demo/service-map.svg' },
        dropOffLocations: [
          {
            name: 'North Yard',
            address: '1 Main St',
            city: 'Lake Bluff',
            state: 'IL',
            zipCode: '60044',
            phoneNumber: '(847) 555-0100',
            generalManager: 'Pat Manager',
            mapUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4',
            hours: [{ day: 'Mon–Fri', open: '8–4' }],
          },
        ],
      },
      faq: { title: 'FAQ', items: [{ id: 1, title: 'When?', body: 'Tuesdays.' }] },
      services: {
        title: 'Services',
        description: 'What we do.',
        sections: [{ id: 's1', title: 'Trash', body: 'Weekly.' }],
      },
      stickers: {
        title: 'STICKERS',
        description: 'Buy **here**.',
        locations: [
          {
            id: 'l1',
            Title: 'Village Hall',
            Embed_URL: 'https://maps.example.com/embed',
            Address: '40 E Center Ave',
          },
        ],
      },
    };
    for (const kind of ['home', 'support', 'faq', 'services', 'stickers'] as const) {
      const res = await save(kind, edits[kind], version, kind === 'faq' ? serviceCookie : adminCookie);
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
      const doc = res.json<TContentEditorDocument>();
      expect(doc.version).toBe(version + 1);
      expect(doc.content[kind]).toMatchObject(edits[kind] as object);
      expect(doc.updatedBy).toBe(kind === 'faq' ? 'service@curbside.demo' : 'admin@curbside.demo');
      version = doc.version;
    }
    const doc = await documentOf();
    expect(doc.version).toBe(version);
    expect(doc.content.home?.HomePage_Header).toBe('Fresh header');

    const audit = await auditRows();
    expect(audit.map((a) => a.action)).toEqual([
      'update:home',
      'update:support',
      'update:faq',
      'update:services',
      'update:stickers',
    ]);
    expect(audit[2]).toMatchObject({ actor: 'service@curbside.demo', entity: 'portal_content' });
    expect(audit[0]!.before).toMatchObject({
      version: 1,
      content: { HomePage_Header: 'Welcome to Village of Lake Bluff Waste & Recycling' },
    });
    expect(audit[0]!.after).toMatchObject({ version: 2, content: { HomePage_Header: 'Fresh header' } });
  });

  it('answers 400 with the field and its message, and saves nothing', async () => {
    const { version } = await documentOf();
    const before = (await auditRows()).length;
    const missing = await save(
      'faq',
      { title: '', items: [{ title: '  ', body: 'An answer without a question' }] },
      version,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(missing.json().message).toMatch(/items\.0\.title/);
    expect(missing.json().message).toContain(contentEditorMessages.required);

    const unsafe = await save(
      'stickers',
      {
        title: '',
        description: '',
        locations: [{ Title: 'X', Embed_URL: 'javascript:alert(1)', Address: '' }],
      },
      version,
    );
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json().message).toMatch(/locations\.0\.Embed_URL/);
    expect(unsafe.json().message).toContain(contentEditorMessages.invalidUrl);

    const long = await save(
      'home',
      {
        ...(await documentOf()).content.home!,
        HomePage_Header: 'x'.repeat(201),
      } as TContentEditByKind['home'],
      version,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('HomePage_Header');

    expect((await documentOf()).version).toBe(version);
    expect(await auditRows()).toHaveLength(before);
  });

  it('answers 409 when someone else saved since the version the editor loaded', async () => {
    const { version } = await documentOf();
    const first = await save(
      'faq',
      { title: '', items: [{ title: 'First?', body: 'Yes.' }] },
      version,
      serviceCookie,
    );
    expect(first.statusCode).toBe(200);
    const before = (await auditRows()).length;
    const second = await save('faq', { title: '', items: [{ title: 'Second?', body: 'No.' }] }, version);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This content was changed by someone else. Reload to see the latest version.',
      details: { reason: 'versionConflict', version: version + 1 },
    });
    expect((await documentOf()).content.faq?.items[0]?.title).toBe('First?');
    expect(await auditRows()).toHaveLength(before);
  });

  it('creates the content row on the first save of a portal without one (version 0)', async () => {
    const { portalContent } = await import('../../db/schema');
    await t.ctx.db.delete(portalContent).where(eq(portalContent.portalId, DEMO_PORTAL_IDS.kenoshaPines));
    const empty = await documentOf(DEMO_PORTAL_IDS.kenoshaPines);
    expect(empty).toMatchObject({ version: 0, updatedBy: null, content: { home: null, faq: null } });
    const url = `/api/admin/content/${DEMO_PORTAL_IDS.kenoshaPines}/faq`;
    const res = await call('PUT', url, adminCookie, {
      version: 0,
      content: { title: '', items: [{ title: 'New?', body: 'Yes.' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      version: 1,
      content: { faq: { items: [{ title: 'New?' }] }, home: null },
    });
    const again = await call('PUT', url, adminCookie, { version: 0, content: { title: '', items: [] } });
    expect(again.statusCode).toBe(409);
  });
});

describe('the customer sees a save at once', () => {
  it('answers the new content on the next request, with a new ETag', async () => {
    const rita = await signInDemoCustomer(t.app);
    const before = await rita.get('/api/content/home');
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('private, no-cache');
    const etag = String(before.headers.etag);

    const doc = await documentOf();
    const home = { ...doc.content.home!, HomePage_Header: 'Changed just now' } as TContentEditByKind['home'];
    expect((await save('home', home, doc.version)).statusCode).toBe(200);

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/content/home',
      headers: { cookie: rita.header(), 'if-none-match': etag },
      remoteAddress: rita.ip,
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().content.HomePage_Header).toBe('Changed just now');
    expect(after.headers.etag).not.toBe(etag);
  });
});

describe('service-map upload', () => {
  it('accepts a PNG, stores it, serves it with its type and long caching, and makes a thumbnail of a wide one', async () => {
    const image = await png(900, 600);
    const res = await upload('Lake Bluff map.png', 'image/png', image);
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json<TServiceMapUpload>();
    expect(stored).toMatchObject({
      name: 'Lake Bluff map.png',
      contentType: 'image/png',
      size: image.length,
      width: 900,
      height: 600,
    });
    expect(stored.url).toMatch(/^\/api\/uploads\/service-maps\/[A-Za-z0-9_-]+\.png$/);
    expect(stored.thumbnailUrl).toMatch(/^\/api\/uploads\/service-maps\/[A-Za-z0-9_-]+-thumb\.webp$/);
    expect(fs.readdirSync(path.join(dataDir, 'uploads', 'service-maps'))).toHaveLength(2);

    const served = await t.app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(image)).toBe(true);
    const thumb = await t.app.inject({ method: 'GET', url: stored.thumbnailUrl! });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(500);

    // the home content points at it, and the customer page reads it
    const doc = await documentOf();
    const home = {
      ...doc.content.home!,
      HomePage_ServiceMapThumbNail: {
        title: 'Collection map',
        thumbnail_width: 300,
        image: {
          url: stored.url,
          name: stored.name,
          alternativeText: 'Map',
          width: 900,
          formats: { thumbnail: { url: stored.thumbnailUrl! } },
        },
      },
    } as TContentEditByKind['home'];
    expect((await save('home', home, doc.version, serviceCookie)).statusCode).toBe(200);
    const rita = await signInDemoCustomer(t.app);
    const page = (await rita.get('/api/content/home')).json();
    expect(page.content.HomePage_ServiceMapThumbNail).toMatchObject({
      thumbnail_width: 300,
      image: { url: stored.url },
    });
  });

  it('keeps a small image as it is (no thumbnail) and accepts JPEG, GIF and WebP by their bytes', async () => {
    const small = await upload('small.png', 'image/png', await png(200, 100), serviceCookie);
    expect(small.statusCode).toBe(201);
    expect(small.json().thumbnailUrl).toBeNull();
    const base = sharp({ create: { width: 60, height: 40, channels: 3, background: '#336699' } });
    for (const [type, bytes] of [
      ['image/jpeg', await base.clone().jpeg().toBuffer()],
      ['image/gif', await base.clone().gif().toBuffer()],
      ['image/webp', await base.clone().webp().toBuffer()],
    ] as const) {
      // the browser's type and the name do not matter: the bytes do
      const res = await upload('picture.bin', 'application/octet-stream', bytes);
      expect(res.statusCode, type).toBe(201);
      expect(res.json().contentType).toBe(type);
    }
  });

  it('refuses SVG (also disguised as PNG), other types and unreadable images with 415', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const [name, type] of [
      ['map.svg', 'image/svg+xml'],
      ['map.png', 'image/png'],
    ]) {
      const res = await upload(name!, type!, svg);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: contentEditorMessages.svgRefused,
      });
    }
    const pdf = await upload('map.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n1 0 obj'));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe(contentEditorMessages.fileType);
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100, 7),
    ]);
    const unreadable = await upload('broken.png', 'image/png', broken);
    expect(unreadable.statusCode).toBe(415);
    expect(unreadable.json().message).toBe(contentEditorMessages.unreadableImage);
    const json = await call('POST', `/api/admin/content/${LAKE_BLUFF}/service-map`, adminCookie, {
      file: 'x',
    });
    expect(json.statusCode).toBe(415);
  });

  it('decodes every pixel before storing: a truncated PNG gets 415, dimension bombs 422, and neither leaves a file', async () => {
    const folder = path.join(dataDir, 'uploads', 'service-maps');
    const before = fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
    for (const [name, bytes, status, message] of [
      ['header-only.png', pngHeaderOnly(10_000, 10_000), 422, contentEditorMessages.imageDimensions],
      ['truncated.png', await truncatedPng(), 415, contentEditorMessages.unreadableImage],
      ['bomb.png', pngDimensionBomb(20_000, 20_000), 422, contentEditorMessages.imageDimensions],
    ] as const) {
      const res = await upload(name, 'image/png', bytes);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().message, name).toBe(message);
    }
    expect(fs.existsSync(folder) ? fs.readdirSync(folder).length : 0).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses a GIF whose screen or frames a browser would choke on, before decoding it (issue 26 §3)', async () => {
    const folder = path.join(dataDir, 'uploads', 'service-maps');
    const before = fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
    // 35 bytes claiming a 65535×65535 screen (libvips reads it as 1×1), and 20,000 frames
    const huge = gifOf(65_535, 65_535);
    expect(huge.length).toBe(35);
    for (const [name, bytes, message] of [
      ['screen.gif', huge, contentEditorMessages.imageDimensions],
      ['frames.gif', gifOf(100, 100, 20_000), contentEditorMessages.tooManyFrames],
      // few frames, but each drawn on a 6000×6000 screen: 6 × 36 megapixels
      ['big-frames.gif', gifOf(6000, 6000, 6), contentEditorMessages.tooManyFrames],
    ] as const) {
      const res = await upload(name, 'image/gif', bytes);
      expect(res.statusCode, name).toBe(422);
      expect(res.json(), name).toMatchObject({ code: 'UNPROCESSABLE', message });
    }
    expect(fs.existsSync(folder) ? fs.readdirSync(folder).length : 0).toBe(before);
    // a small animation is still a map
    const small = await upload('small.gif', 'image/gif', gifOf(300, 200, 10));
    expect(small.statusCode, small.body).toBe(201);
    expect(small.json()).toMatchObject({ contentType: 'image/gif' });
  });

  it('refuses a file over 2 MB with 413', async () => {
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const big = Buffer.concat([header, Buffer.alloc(SERVICE_MAP_MAX_BYTES + 1 - header.length, 1)]);
    const res = await upload('big.png', 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: contentEditorMessages.fileTooLarge,
    });
    const declared = await t.app.inject({
      method: 'POST',
      url: `/api/admin/content/${LAKE_BLUFF}/service-map`,
      headers: { cookie: adminCookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.alloc(SERVICE_MAP_MAX_BYTES + 100 * 1024, 1),
    });
    expect(declared.statusCode).toBe(413);
  });

  it('answers 404 for unknown or unsafe file names, and for an unknown portal', async () => {
    for (const url of [
      '/api/uploads/service-maps/AAAAAAAAAAAAAAAAAAAAAAAA.png',
      '/api/uploads/service-maps/..%2F..%2Fsecret',
      '/api/uploads/service-maps/AAAAAAAAAAAAAAAAAAAAAAAA.svg',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const res = await upload('map.png', 'image/png', await png(10, 10), adminCookie, 'no-such-portal');
    expect(res.statusCode).toBe(404);
  });
});

describe('while Strapi is the content source', () => {
  it('shows the source and refuses saves and uploads (customers would not see them)', async () => {
    const ports = t.ctx.ports as unknown as { content: ContentPort };
    const builtIn = ports.content;
    ports.content = {
      adapter: 'strapi',
      getContent: async () => null,
      getLocalizedContent: async () => ({ content: null, language: 'en' }),
    };
    try {
      const doc = await documentOf();
      expect(doc.source).toBe('strapi');
      const res = await save('faq', { title: '', items: [] }, doc.version);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message: contentEditorMessages.externalCms,
        details: { reason: 'externalCms' },
      });
      expect((await upload('map.png', 'image/png', await png(10, 10))).statusCode).toBe(409);
    } finally {
      ports.content = builtIn;
    }
  });
});
