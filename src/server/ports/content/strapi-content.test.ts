/**
 * Contract tests: the Strapi adapter against a local fake Strapi that answers the customer-portals
 * collection in Strapi 4 (`attributes`, media wrapped in `data`) and Strapi 5 (flat) shapes, with
 * the failure answers (401, 500, a body without `data`, no answer at all).
 */
import { useLocalServer } from '../../test/local-server';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { createContentPort } from './index';
import { createStrapiContent } from './strapi-content';

interface Received {
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
}

const TOKEN = 'strapi-test-token';

/** Strapi 4: every entry and media wrapped in { id, attributes } / { data }. */
const v4Entry = {
  id: 7,
  attributes: {
    portalTitle: 'Village of Lake Bluff',
    HomePage_Header: 'Welcome to Lake Bluff',
    HomePage_Description: 'Your services in one place.',
    HomePage_MainContent: [
      { id: 1, Title: 'Collection day', Content: 'Tuesday, by 6:00 AM.' },
      {
        id: 2,
        Title: 'Recycle right',
        Content: [
          { type: 'paragraph', children: [{ type: 'text', text: 'Rinse bottles.' }] },
          {
            type: 'list',
            format: 'unordered',
            children: [{ type: 'list-item', children: [{ type: 'text', text: 'Cans' }] }],
          },
        ],
      },
    ],
    HomePage_CallOutBoxes: [{ id: 1, Header: 'Accepted', Bullets: '- Paper\n- Cans\n' }],
    HomePage_ServiceMapThumbNail: {
      id: 3,
      title: 'Collection map',
      thumbnail_width: 300,
      image: {
        data: {
          id: 11,
          attributes: {
            url: '/uploads/map.png',
            name: 'map.png',
            alternativeText: 'Map of collection days',
            width: 1600,
            formats: { thumbnail: { url: '/uploads/thumbnail_map.png', width: 245 } },
          },
        },
      },
    },
  },
};

/** Strapi 5: flat entries. */
const v5Entry = {
  id: 8,
  documentId: 'abc123',
  portalTitle: 'City of Highwood',
  Sticker_Title: 'STICKER LOCATIONS',
  Sticker_Description: 'Stickers are sold below. **Bring your account number.** <script>alert(1)</script>',
  Sticker_Locations: [
    {
      id: 1,
      Title: 'City Hall',
      Embed_URL: 'https://maps.example.com/embed?q=city-hall',
      Address: '17 Highwood Ave',
    },
    { id: 2, Title: 'Bad link', Embed_URL: 'javascript:alert(1)', Address: '1 Main St' },
  ],
  FAQ: [
    { id: 1, Question: 'When are carts collected?', Answer: 'On your collection day.' },
    { id: 2, Question: '', Answer: '' },
  ],
  SupportPage: {
    title: 'LRS SUPPORT',
    intro: 'Find us here.',
    Service_Map: {
      Title: 'Service Map',
      Description: 'Collection days by street.',
      Image: { url: '/uploads/svc.png' },
    },
    Drop_Off_Locations: [
      {
        Name: 'Highwood Transfer Station',
        Address_Line: '425 Sheridan Rd',
        City: 'Highwood',
        State: 'IL',
        Zip_Code: '60040',
        Phone_Number: '(847) 555-0160',
        General_Manager: 'Ivan Petrovic',
        Embed_URL: 'https://maps.example.com/embed?q=transfer',
      },
    ],
  },
};

/** Highwood's French locale (Strapi i18n): the FAQ is translated, the sticker locations are not. */
const v5FrenchEntry = {
  id: 9,
  documentId: 'abc123',
  locale: 'fr',
  portalTitle: 'City of Highwood',
  FAQ: [{ id: 1, Question: 'Quand les bacs sont-ils collectés ?', Answer: 'Le jour de votre collecte.' }],
};

describe('Strapi content (contract)', () => {
  let baseUrl: string;
  let received: Received[];
  let hang = false;

  const server = useLocalServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    received.push({
      path: url.pathname,
      query: url.searchParams,
      authorization: req.headers.authorization,
    });
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (hang) return; // never answers: the adapter's time limit must end the call
    if (url.pathname !== '/cms/api/customer-portals') return json(404, { error: { status: 404 } });
    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      return json(401, {
        data: null,
        error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' },
      });
    }
    const title = url.searchParams.get('filters[portalTitle][$eq]');
    const locale = url.searchParams.get('locale');
    if (locale === 'fr' && title === 'City of Highwood')
      return json(200, { data: [v5FrenchEntry], meta: {} });
    // a locale this Strapi was never given (Strapi answers 400 for it)
    if (locale === 'de')
      return json(400, { data: null, error: { status: 400, name: 'ValidationError', message: 'locale' } });
    if (locale) return json(200, { data: [], meta: { pagination: { total: 0 } } });
    switch (title) {
      case 'Village of Lake Bluff':
        return json(200, {
          data: [v4Entry],
          meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
        });
      case 'City of Highwood':
        return json(200, { data: [v5Entry], meta: {} });
      case 'Broken Portal':
        return json(500, { data: null, error: { status: 500, name: 'InternalServerError' } });
      case 'Odd Portal':
        return json(200, { message: 'no data here' });
      default:
        return json(200, { data: [], meta: { pagination: { total: 0 } } });
    }
  });
  beforeAll(() => {
    baseUrl = `${server.origin}/cms/`;
  });

  beforeEach(() => {
    received = [];
    hang = false;
  });

  const port = (overrides: Partial<Parameters<typeof createStrapiContent>[0]> = {}) =>
    createStrapiContent({ baseUrl, token: TOKEN, cacheTtlMs: 0, ...overrides });

  it('asks for the portal by title with a bearer token and the populate parameters', async () => {
    await port().getContent({ id: 'x', portalTitle: 'Village of Lake Bluff' }, 'home');
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.path).toBe('/cms/api/customer-portals');
    expect(call!.authorization).toBe(`Bearer ${TOKEN}`);
    expect(call!.query.get('filters[portalTitle][$eq]')).toBe('Village of Lake Bluff');
    expect(call!.query.get('populate[HomePage_ServiceMapThumbNail][populate][image]')).toBe('true');
    expect(call!.query.get('populate[HomePage_MainContent]')).toBe('true');

    await port().getContent({ id: 'x', portalTitle: 'City of Highwood' }, 'faq');
    expect(received[1]!.query.get('populate')).toBe('*');
  });

  it('reads a Strapi 4 home entry: attributes, wrapped media, rich-text blocks, bullets as text', async () => {
    const home = await port().getContent({ id: 'x', portalTitle: 'Village of Lake Bluff' }, 'home');
    expect(home).toMatchObject({
      HomePage_Header: 'Welcome to Lake Bluff',
      HomePage_Description: 'Your services in one place.',
      HomePage_MainContent: [
        { id: 1, Title: 'Collection day', Content: 'Tuesday, by 6:00 AM.' },
        { id: 2, Title: 'Recycle right', Content: 'Rinse bottles.\n\n- Cans' },
      ],
      HomePage_CallOutBoxes: [{ id: 1, Header: 'Accepted', Bullets: ['Paper', 'Cans'] }],
      HomePage_ServiceMapThumbNail: {
        title: 'Collection map',
        thumbnail_width: 300,
        image: {
          // media live on the CMS host
          url: `${new URL(baseUrl).origin}/uploads/map.png`,
          alternativeText: 'Map of collection days',
          width: 1600,
          formats: { thumbnail: { url: `${new URL(baseUrl).origin}/uploads/thumbnail_map.png` } },
        },
      },
    });
  });

  it('reads a Strapi 5 entry: stickers, FAQ and support, dropping unsafe embed addresses', async () => {
    const portal = { id: 'x', portalTitle: 'City of Highwood' };
    const stickers = await port().getContent(portal, 'stickers');
    expect(stickers).toEqual({
      title: 'STICKER LOCATIONS',
      description: 'Stickers are sold below. **Bring your account number.** <script>alert(1)</script>',
      locations: [
        {
          id: 1,
          Title: 'City Hall',
          Embed_URL: 'https://maps.example.com/embed?q=city-hall',
          Address: '17 Highwood Ave',
        },
        { id: 2, Title: 'Bad link', Embed_URL: '', Address: '1 Main St' },
      ],
    });

    const faq = await port().getContent(portal, 'faq');
    expect(faq).toEqual({
      title: '',
      items: [{ id: 1, title: 'When are carts collected?', body: 'On your collection day.' }],
    });

    const support = await port().getContent(portal, 'support');
    expect(support).toEqual({
      title: 'LRS SUPPORT',
      intro: 'Find us here.',
      serviceMap: {
        title: 'Service Map',
        description: 'Collection days by street.',
        imageUrl: `${new URL(baseUrl).origin}/uploads/svc.png`,
      },
      dropOffLocations: [
        {
          name: 'Highwood Transfer Station',
          address: '425 Sheridan Rd',
          city: 'Highwood',
          state: 'IL',
          zipCode: '60040',
          phoneNumber: '(847) 555-0160',
          generalManager: 'Ivan Petrovic',
          mapUrl: 'https://maps.example.com/embed?q=transfer',
          hours: [],
        },
      ],
    });
  });

  it('answers null for a portal without an entry, or an entry without this kind of content', async () => {
    expect(await port().getContent({ id: 'x', portalTitle: 'Unknown Portal' }, 'faq')).toBeNull();
    expect(await port().getContent({ id: 'x', portalTitle: 'Village of Lake Bluff' }, 'stickers')).toBeNull();
  });

  it('turns failures into UNAVAILABLE with the spec message', async () => {
    const failures: Array<[string, 'faq' | 'support' | 'stickers' | 'home', string]> = [
      ['Broken Portal', 'faq', 'Failed to fetch FAQ content from CMS'],
      ['Odd Portal', 'support', 'Failed to fetch support content from CMS'],
    ];
    for (const [portalTitle, kind, message] of failures) {
      const error = await port()
        .getContent({ id: 'x', portalTitle }, kind)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'UNAVAILABLE', status: 503, message });
    }
    const unauthorised = await createStrapiContent({ baseUrl, token: 'wrong', cacheTtlMs: 0 })
      .getContent({ id: 'x', portalTitle: 'City of Highwood' }, 'stickers')
      .catch((e: unknown) => e);
    expect(unauthorised).toMatchObject({
      code: 'UNAVAILABLE',
      message: 'Failed to fetch sticker locations content from CMS',
      details: { detail: 'status 401' },
    });
  });

  it('gives up after its time limit', async () => {
    hang = true;
    const started = Date.now();
    const error = await port({ timeoutMs: 200 })
      .getContent({ id: 'x', portalTitle: 'Village of Lake Bluff' }, 'home')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'UNAVAILABLE',
      message: 'Failed to fetch homepage content from CMS',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reuses an answer for an hour per portal and kind', async () => {
    let clock = 1_000_000;
    const cached = port({ cacheTtlMs: 60 * 60 * 1000, now: () => clock });
    const portal = { id: 'x', portalTitle: 'City of Highwood' };
    await cached.getContent(portal, 'stickers');
    await cached.getContent({ ...portal, portalTitle: 'CITY OF HIGHWOOD' }, 'stickers');
    expect(received).toHaveLength(1);
    await cached.getContent(portal, 'faq');
    expect(received).toHaveLength(2);
    clock += 60 * 60 * 1000;
    await cached.getContent(portal, 'stickers');
    expect(received).toHaveLength(3);
  });

  describe('languages: Strapi i18n locales', () => {
    const highwood = { id: 'x', portalTitle: 'City of Highwood' };

    it("asks for the language's locale and reads its entry", async () => {
      const faq = await port().getContent(highwood, 'faq', 'fr');
      expect(faq?.items).toEqual([
        { id: 1, title: 'Quand les bacs sont-ils collectés ?', body: 'Le jour de votre collecte.' },
      ]);
      expect(received).toHaveLength(1);
      expect(received[0]!.query.get('locale')).toBe('fr');
    });

    it('asks English of the default locale (no locale parameter)', async () => {
      const faq = await port().getContent(highwood, 'faq', 'en');
      expect(faq?.items[0]?.title).toBe('When are carts collected?');
      expect(received.map((r) => r.query.has('locale'))).toEqual([false]);
    });

    it('falls back to the default locale for a kind the locale lacks, a locale without an entry, and one Strapi does not know', async () => {
      const stickers = await port().getContent(highwood, 'stickers', 'fr');
      expect(stickers?.title).toBe('STICKER LOCATIONS');
      expect(received.map((r) => r.query.get('locale'))).toEqual(['fr', null]);

      received = [];
      expect((await port().getContent(highwood, 'faq', 'es'))?.items[0]?.title).toBe(
        'When are carts collected?',
      );
      expect(received.map((r) => r.query.get('locale'))).toEqual(['es', null]);

      received = [];
      expect((await port().getContent(highwood, 'faq', 'de'))?.items[0]?.title).toBe(
        'When are carts collected?',
      );
      expect(received.map((r) => r.query.get('locale'))).toEqual(['de', null]);
    });

    it('keeps a cached answer per language', async () => {
      const cached = port({ cacheTtlMs: 60 * 60 * 1000, now: () => 0 });
      const french = await cached.getContent(highwood, 'faq', 'fr');
      const english = await cached.getContent(highwood, 'faq', 'en');
      expect(french?.items[0]?.title).toBe('Quand les bacs sont-ils collectés ?');
      expect(english?.items[0]?.title).toBe('When are carts collected?');
      await cached.getContent(highwood, 'faq', 'fr');
      await cached.getContent(highwood, 'faq', 'en');
      expect(received).toHaveLength(2);
    });

    it('says which language the answer is written in, also from the cache', async () => {
      const cached = port({ cacheTtlMs: 60 * 60 * 1000, now: () => 0 });
      expect((await cached.getLocalizedContent(highwood, 'faq', 'fr')).language).toBe('fr');
      expect((await cached.getLocalizedContent(highwood, 'stickers', 'fr')).language).toBe('en');
      expect((await cached.getLocalizedContent(highwood, 'faq', 'es')).language).toBe('en');
      expect((await cached.getLocalizedContent(highwood, 'faq', 'en')).language).toBe('en');
      const before = received.length;
      const again = await cached.getLocalizedContent(highwood, 'faq', 'fr');
      expect(again.language).toBe('fr');
      expect(again.content?.items[0]?.title).toBe('Quand les bacs sont-ils collectés ?');
      expect(received).toHaveLength(before);
    });
  });

  it('is chosen by STRAPI_URL, and the built-in store otherwise', () => {
    const config = { STRAPI_URL: baseUrl, STRAPI_TOKEN: TOKEN } as unknown as Parameters<
      typeof createContentPort
    >[0];
    expect(createContentPort(config, {} as never).adapter).toBe('strapi');
    expect(createContentPort({} as Parameters<typeof createContentPort>[0], {} as never).adapter).toBe(
      'built-in',
    );
  });
});
