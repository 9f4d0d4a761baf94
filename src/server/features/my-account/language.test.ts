/**
 * The customer's language on the profile (issue 16): PUT /api/me/language stores the translate menu's
 * choice, the session answers it, and the mails and texts sent to the customer afterwards are written
 * in it (a password reset, a phone sign-in code). On the demo data: PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customerProfiles } from '../../db/schema';
import { Browser, lastMessageTo } from '../../auth/test/helpers';
import { createDemoTestApp, putAsBrowser, signInDemoCustomer } from '../../test/sign-in';
import { useTestApp } from '../../test/app';
import { MY_ACCOUNT_MESSAGES } from '../../../domain/my-account';

const RITA = { uid: 'demo-resident-1', email: 'resident@curbside.demo' };

const t = useTestApp(() => createDemoTestApp());

const putLanguage = (browser: Browser, body: unknown) =>
  putAsBrowser(t.app, browser, '/api/me/language', body);

async function storedLanguage(uid = RITA.uid): Promise<string | undefined> {
  const [row] = await t.ctx.db
    .select({ language: customerProfiles.language })
    .from(customerProfiles)
    .where(eq(customerProfiles.uid, uid));
  return row?.language;
}

beforeEach(async () => {
  await t.ctx.db.update(customerProfiles).set({ language: 'en' }).where(eq(customerProfiles.uid, RITA.uid));
});

describe('PUT /api/me/language', () => {
  it('needs a signed-in customer', async () => {
    const res = await putLanguage(new Browser(t.app), { language: 'fr' });
    expect(res.statusCode).toBe(401);
    expect(await storedLanguage()).toBe('en');
  });

  it('refuses a language the translate menu does not offer, with a clear message', async () => {
    const rita = await signInDemoCustomer(t.app, RITA.uid);
    for (const body of [{ language: 'nl' }, { language: 'FR' }, { language: '' }, {}, { language: 3 }]) {
      const res = await putLanguage(rita, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(MY_ACCOUNT_MESSAGES.unknownLanguage);
    }
    expect(await storedLanguage()).toBe('en');
  });

  it('stores the language on the own profile only, and the session answers it', async () => {
    const rita = await signInDemoCustomer(t.app, RITA.uid);
    const before = await storedLanguage('demo-resident-2');
    const res = await putLanguage(rita, { language: 'zh-CN' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'zh-CN' });
    expect(await storedLanguage()).toBe('zh-CN');
    expect(await storedLanguage('demo-resident-2')).toBe(before);
    expect((await rita.get('/api/session')).json().customer.language).toBe('zh-CN');
  });
});

describe('mails and texts in the profile language', () => {
  it('writes the password reset in German for a profile that says de, and in English otherwise', async () => {
    const company = t.ctx.config.COMPANY_NAME;
    const asker = new Browser(t.app, '198.51.100.240');
    expect((await asker.post('/api/auth/password-reset/request', { email: RITA.email })).statusCode).toBe(
      200,
    );
    const english = await lastMessageTo(t.ctx, RITA.email);
    expect(english!.subject).toBe(`Reset your ${company} customer portal password`);
    expect(english!.bodyText).toContain('Open this link within one hour to choose a new password:');

    const rita = await signInDemoCustomer(t.app, RITA.uid);
    expect((await putLanguage(rita, { language: 'de' })).statusCode).toBe(200);
    expect((await asker.post('/api/auth/password-reset/request', { email: RITA.email })).statusCode).toBe(
      200,
    );
    const german = await lastMessageTo(t.ctx, RITA.email);
    expect(german!.subject).toBe(`Setzen Sie Ihr Passwort für das ${company}-Kundenportal zurück`);
    expect(german!.bodyText).toContain(
      'Öffnen Sie diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:',
    );
    expect(german!.bodyText).toMatch(/\/reset-password\?token=/);
    expect(german!.bodyHtml).toContain('<div lang="de">');
  });

  it('texts the phone sign-in code in Arabic for a profile that says ar', async () => {
    const [row] = await t.ctx.db
      .update(customerProfiles)
      .set({ language: 'ar', phoneType: 'Mobile', phoneNumber: '(847) 555-0199' })
      .where(eq(customerProfiles.uid, RITA.uid))
      .returning({ phone: customerProfiles.phoneNumber });
    expect(row?.phone).toBe('(847) 555-0199');
    const phone = '+18475550199';
    const sent = await new Browser(t.app, '198.51.100.241').post('/api/auth/phone/send', { phone });
    expect(sent.statusCode).toBe(200);
    const sms = await lastMessageTo(t.ctx, phone);
    expect(sms!.bodyText).toMatch(
      new RegExp(
        `^\\d{6} هو رمز تسجيل الدخول الخاص بك إلى ${t.ctx.config.COMPANY_NAME}\\. تنتهي صلاحيته خلال 10 دقائق\\.$`,
      ),
    );
  });
});
