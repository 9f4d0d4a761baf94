/**
 * Translations of portal content through the API on the seeded demo hauler, on PGlite (and on
 * PostgreSQL with TEST_DATABASE_URL): staff save, read and remove a kind's translation under the
 * content version, with the English validation and an audit entry; a customer reads their language
 * where a translation exists and English otherwise (a kind as a whole), with Vary: Accept-Language;
 * customers cannot write.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { useTestApp } from '../../test/app';
import {
  createDemoTestApp,
  injectWithCookie,
  signInDemoCustomer,
  staffSessionCookie,
} from '../../test/sign-in';
import { auditLog } from '../../db/schema';
import { DEMO_PORTAL_IDS } from '../../db/seed';
import type { TContentKind } from '../../../domain/content';
import {
  contentEditorMessages,
  type TContentEditByKind,
  type TContentEditorDocument,
} from '../../../domain/content-editor';

const LAKE_BLUFF = DEMO_PORTAL_IDS.lakeBluff;
let adminCookie: string;

const FRENCH_FAQ: TContentEditByKind['faq'] = {
  title: 'Questions fréquentes',
  items: [{ id: 1, title: 'Quand passe la collecte ?', body: 'Le **mardi**, avant 6 h.' }],
};

const translationUrl = (kind: TContentKind, language: string, portalId: string = LAKE_BLUFF) =>
  `/api/admin/content/${portalId}/${kind}/translations/${language}`;

async function documentOf(): Promise<TContentEditorDocument> {
  const res = await injectWithCookie(t.app, 'GET', `/api/admin/content/${LAKE_BLUFF}`, adminCookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TContentEditorDocument>();
}

async function saveTranslation<K extends TContentKind>(
  kind: K,
  language: string,
  content: TContentEditByKind[K],
  version: number,
  cookie = adminCookie,
) {
  return injectWithCookie(t.app, 'PUT', translationUrl(kind, language), cookie, { version, content });
}

function removeTranslation(kind: TContentKind, language: string, version: number, cookie = adminCookie) {
  return injectWithCookie(t.app, 'DELETE', `${translationUrl(kind, language)}?version=${version}`, cookie);
}

/** The customer's content of a kind, asked for in a language as the web app asks. */
async function customerContent(kind: TContentKind, acceptLanguage: string) {
  const rita = await signInDemoCustomer(t.app);
  return t.app.inject({
    method: 'GET',
    url: `/api/content/${kind}`,
    headers: { cookie: rita.header(), 'accept-language': acceptLanguage },
    remoteAddress: rita.ip,
  });
}

const t = useTestApp(() => createDemoTestApp({ work: false }));

beforeAll(async () => {
  adminCookie = await staffSessionCookie(t.ctx, 'admin@curbside.demo', 'Alex Admin');
});

describe('translations of portal content', () => {
  it('saves a translation under the version, shows it in the document, and audits it', async () => {
    const before = await documentOf();
    expect(before.translations).toEqual({});
    const res = await saveTranslation('faq', 'fr', FRENCH_FAQ, before.version);
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json<TContentEditorDocument>();
    expect(doc.version).toBe(before.version + 1);
    expect(doc.translations.fr?.faq).toEqual(FRENCH_FAQ);
    // English stays in its own column
    expect(doc.content.faq).toEqual(before.content.faq);
    expect((await documentOf()).translations).toEqual({ fr: { faq: FRENCH_FAQ } });

    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, LAKE_BLUFF), eq(auditLog.action, 'update:faq:fr')))
      .orderBy(asc(auditLog.id));
    expect(audit).toMatchObject({
      actor: 'admin@curbside.demo',
      entity: 'portal_content',
      before: { version: before.version, content: null },
      after: { version: doc.version, content: FRENCH_FAQ },
    });
  });

  it('answers the customer their language where a translation exists, English otherwise, varying by language', async () => {
    const english = (await documentOf()).content;
    const french = await customerContent('faq', 'fr');
    expect(french.statusCode).toBe(200);
    expect(french.json().content).toEqual(FRENCH_FAQ);
    expect(String(french.headers.vary)).toMatch(/accept-language/i);
    // a regional tag reaches its base language
    expect((await customerContent('faq', 'fr-CA')).json().content).toEqual(FRENCH_FAQ);
    // no French home page: the English one, whole
    expect((await customerContent('home', 'fr')).json().content).toEqual(english.home);
    // another language, and English itself, are unaffected
    expect((await customerContent('faq', 'es')).json().content).toEqual(english.faq);
    expect((await customerContent('faq', 'en')).json().content).toEqual(english.faq);
    // the answer says which language it is written in, so a page can mark the English original lang="en"
    expect(french.json().language).toBe('fr');
    expect((await customerContent('home', 'fr')).json().language).toBe('en');
    expect((await customerContent('faq', 'es')).json().language).toBe('en');
    expect((await customerContent('faq', 'en')).json().language).toBe('en');
    // each language has its own ETag, so a cached English answer is never reused for French
    expect((await customerContent('faq', 'fr')).headers.etag).not.toBe(
      (await customerContent('faq', 'en')).headers.etag,
    );
  });

  it('validates a translation as English is: 400 with the field and its message, nothing saved', async () => {
    const doc = await documentOf();
    const res = await saveTranslation(
      'faq',
      'de',
      { title: 'FAQ', items: [{ title: '   ', body: '' }] },
      doc.version,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(contentEditorMessages.required);
    const tooLong = await saveTranslation(
      'services',
      'de',
      { title: 'x'.repeat(201), description: '', sections: [] },
      doc.version,
    );
    expect(tooLong.statusCode).toBe(400);
    expect((await documentOf()).translations.de).toBeUndefined();
  });

  it('refuses an unknown language, English (its own route), a stale version and an unknown portal', async () => {
    const doc = await documentOf();
    for (const language of ['xx', 'en', 'EN']) {
      const res = await saveTranslation('faq', language, FRENCH_FAQ, doc.version);
      expect(res.statusCode, language).toBe(400);
    }
    const stale = await saveTranslation('faq', 'es', FRENCH_FAQ, doc.version - 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details).toMatchObject({ reason: 'versionConflict', version: doc.version });
    const unknown = await injectWithCookie(
      t.app,
      'PUT',
      translationUrl('faq', 'es', 'no-such-portal'),
      adminCookie,
      {
        version: doc.version,
        content: FRENCH_FAQ,
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect((await removeTranslation('faq', 'fr', Number.NaN)).statusCode).toBe(400);
  });

  it('lets no customer or signed-out visitor write or remove a translation', async () => {
    const doc = await documentOf();
    const rita = await signInDemoCustomer(t.app);
    // '' sends no cookie at all
    for (const cookie of [rita.header(), '']) {
      expect((await saveTranslation('faq', 'fr', FRENCH_FAQ, doc.version, cookie)).statusCode).toBe(401);
      expect((await removeTranslation('faq', 'fr', doc.version, cookie)).statusCode).toBe(401);
    }
    const stranger = await staffSessionCookie(t.ctx, 'someone@elsewhere.test', 'Some One');
    expect((await saveTranslation('faq', 'fr', FRENCH_FAQ, doc.version, stranger)).statusCode).toBe(403);
    expect((await documentOf()).version).toBe(doc.version);
  });

  it('removes a translation: customers read English again, other languages stay', async () => {
    const saved = await saveTranslation(
      'faq',
      'es',
      { title: 'Preguntas', items: [{ title: '¿Cuándo?', body: 'El martes.' }] },
      (await documentOf()).version,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const doc = saved.json<TContentEditorDocument>();

    const res = await removeTranslation('faq', 'fr', doc.version);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<TContentEditorDocument>();
    expect(after.version).toBe(doc.version + 1);
    expect(after.translations.fr).toBeUndefined();
    expect(after.translations.es?.faq?.title).toBe('Preguntas');
    expect((await customerContent('faq', 'fr')).json().content).toEqual(after.content.faq);
    expect((await customerContent('faq', 'es')).json().content.title).toBe('Preguntas');

    const again = await removeTranslation('faq', 'fr', after.version);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(contentEditorMessages.translationNotFound);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, LAKE_BLUFF), eq(auditLog.action, 'remove:faq:fr')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { content: FRENCH_FAQ }, after: { content: null } });
  });
});
