/**
 * Arabic on a phone (issue 16): a visitor chooses العربية in the translate menu, the page turns right
 * to left, and they register an account by an e-mail code and file a missed pickup, reading Arabic
 * all the way. The labels come from the Arabic locale files, so the journey checks that each screen
 * shows the Arabic of its own words; a few are also spelled out here, as a reader would see them.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoRegistrationSites } from '../src/server/db/seed/seed-demo';
import { extractCode, mailboxCursor, waitForMessage } from './support/mailbox';
import {
  NEW_PASSWORD,
  portalTitleOfZip,
  toSite,
  uniqueEmail,
  type RegistrationSite,
} from './support/registration';

// one client address for this file, so the per-address registration limits do not tie it to other files
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.91' } });

type Messages = Record<string, unknown>;
const catalogs = new Map<string, Messages>();

/** The Arabic text of `namespace:key.path`, its {{placeholders}} filled from `values`. */
function ar(id: string, values: Record<string, string | number> = {}): string {
  const [namespace, path] = id.split(':') as [string, string];
  let catalog = catalogs.get(namespace);
  if (!catalog) {
    const file = new URL(`../src/web/i18n/locales/ar/${namespace}.json`, import.meta.url);
    catalog = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    catalogs.set(namespace, catalog);
  }
  let node: unknown = catalog;
  for (const part of path.split('.')) node = (node as Messages)[part];
  if (typeof node !== 'string') throw new Error(`no Arabic text for ${id}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * A site in Lake Bluff (every menu item shown) that no other journey registers: the registration
 * journeys take the last two free sites of this ZIP, this one the third from the end.
 */
function arabicSite(): RegistrationSite {
  const row = demoRegistrationSites()
    .filter((s) => s.cm04Pzip === '60045' && !s.multiFamily)
    .at(-3);
  if (!row) throw new Error('no third free demo site in 60045');
  return toSite(row);
}

const ARABIC = /[\u0600-\u06ff]/;

function progress(page: Page) {
  return page.getByText(new RegExp(`^${ar('registration:progress', { step: '\\d', total: 6, label: '' })}`));
}

async function expectStep(page: Page, step: number, label: string) {
  await expect(progress(page)).toHaveText(
    ar('registration:progress', { step, total: 6, label: ar(`registration:steps.${label}`) }),
  );
}

test('[ARABIC] @phone: a visitor chooses العربية, registers by e-mail code and files a missed pickup, right to left', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const site = arabicSite();
  const email = uniqueEmail('arabic', testInfo);

  await page.goto('/');
  await page.getByRole('button', { name: 'Translate' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  const nav = page.getByRole('navigation', { name: 'التنقل على الجوال' });
  await expect(nav).toBeVisible();
  // the bottom bar starts at the right edge, as Arabic reads
  const navBox = (await nav.boundingBox())!;
  const firstLink = (await nav.getByRole('link').first().boundingBox())!;
  expect(firstLink.x + firstLink.width / 2).toBeGreaterThan(navBox.x + navBox.width / 2);

  // the register page, pre-rendered in Arabic on a reload (the choice is a cookie too)
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'أنشئ حسابك', level: 1 })).toBeVisible();
  await expect(html).toHaveAttribute('dir', 'rtl');

  // 1: the address
  await expectStep(page, 1, 'address');
  await page.getByLabel(ar('registration:address.zipLabel')).fill(site.zip);
  await page.getByRole('button', { name: ar('registration:address.search') }).click();
  await expect(page.getByRole('status').filter({ hasText: site.zip })).toContainText(ARABIC);
  await page
    .getByLabel(ar('registration:address.filterLabel'))
    .fill(site.street.replace(/^\d+\s+/, '').toLowerCase());
  const list = page.getByRole('list', { name: ar('registration:address.listLabel') });
  await list
    .getByRole('listitem')
    .filter({ has: page.getByText(site.street, { exact: true }) })
    .click();
  await expect(page.getByText(ar('registration:address.selected'))).toBeVisible();
  await page.getByRole('button', { name: ar('registration:nav.next') }).click();

  // 2 and 3: the e-mail, confirmed by the code from the demo mailbox
  await expectStep(page, 2, 'email');
  const different = page.getByRole('button', { name: ar('registration:email.useDifferent') });
  if (await different.isVisible()) await different.click();
  await page.getByRole('textbox', { name: ar('registration:email.label') }).fill(email);
  const cursor = await mailboxCursor(page.request);
  await page.getByRole('button', { name: ar('registration:nav.continue'), exact: true }).click();
  await expectStep(page, 3, 'verify');
  await expect(page.getByText(ar('registration:verify.sentTo', { email }))).toBeVisible();
  const code = extractCode(
    await waitForMessage(page.request, { channel: 'mail', recipient: email, after: cursor }),
  );
  await page.getByLabel(ar('registration:verify.digitLabel', { n: 1 })).click();
  await page.keyboard.type(code);
  await expect(
    page.getByRole('status').filter({ hasText: ar('registration:verify.verified') }),
  ).toBeVisible();

  // 4: the password
  await expectStep(page, 4, 'password');
  await page
    .getByRole('textbox', { name: ar('registration:password.label'), exact: true })
    .fill(NEW_PASSWORD);
  await page
    .getByRole('textbox', { name: ar('registration:password.confirmLabel'), exact: true })
    .fill(NEW_PASSWORD);
  await page.getByRole('button', { name: ar('registration:nav.next') }).click();

  // 5: contact details; the phone number keeps its Latin digits and US pattern
  await expectStep(page, 5, 'contact');
  await page.getByLabel(ar('registration:contact.firstName')).fill('Amal');
  await page.getByLabel(ar('registration:contact.lastName')).fill('Arabi');
  const phone = page.getByLabel(ar('registration:contact.phoneNumber'));
  await phone.pressSequentially('8475550191');
  await phone.blur();
  await page.getByRole('checkbox', { name: ar('registration:contact.methods.Email'), exact: true }).check();
  await page.getByRole('button', { name: ar('registration:nav.next') }).click();

  // 6: review and submit; signed in on the home page, still in Arabic
  await expectStep(page, 6, 'review');
  await expect(page.getByRole('main')).toContainText(site.street);
  await expect(page.getByRole('main')).toContainText('(847) 555-0191');
  await page.getByRole('button', { name: ar('registration:nav.submit') }).click();
  const success = page.getByRole('dialog', { name: 'تم التسجيل بنجاح' });
  await expect(success).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  // the dialog goes with the registration page (its header is a banner too)
  await expect(success).toBeHidden();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: ar('shell:profile.button') })).toBeVisible();
  await expect(banner).toContainText(portalTitleOfZip(site.zip));
  await expect(html).toHaveAttribute('dir', 'rtl');

  // a missed pickup from the Services page, in the phone's dialog
  await nav.getByRole('link', { name: ar('shell:nav.services') }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'الخدمات' })).toBeVisible();
  const trash = page.getByRole('article', { name: ar('services:serviceTitles.trash'), exact: true });
  await trash.getByRole('button', { name: new RegExp(`^${ar('services:actions.missedPickup')}`) }).click();
  const panel = page.getByRole('dialog', {
    name: ar('services:panel.title', {
      action: ar('services:actions.missedPickup'),
      service: ar('services:serviceTitles.trash'),
    }),
  });
  await expect(panel).toBeVisible();
  await panel.getByLabel(ar('services:forms.subject')).fill('لم تُجمع الحاوية');
  await panel.getByLabel(ar('services:forms.details')).fill('مرّت الشاحنة يوم الثلاثاء ولم تتوقف عند منزلنا.');
  await panel.getByRole('button', { name: ar('services:forms.submitRequest') }).click();
  const filed = panel.getByRole('status');
  await expect(filed).toContainText('تم إرسال طلب');
  await expect(filed).toHaveText(/#\d+/);
  const issue = /#(\d+)/.exec((await filed.textContent()) ?? '')![1]!;
  await page.screenshot({ path: testInfo.outputPath('arabic-request-filed.png') });
  await panel
    .getByRole('button', { name: ar('services:panel.close'), exact: true })
    .last()
    .click();
  await expect(panel).toBeHidden();

  // My Requests lists it, in Arabic
  await page
    .getByRole('link', { name: ar('services:myRequests') })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'طلباتي', level: 1 })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: new RegExp(`#${issue}(?!\\d)`) });
  await expect(card).toContainText(ar('my-requests:status.filed'));
  await expect(card).toContainText(ARABIC);
});
