/**
 * The server's messages follow the chosen language (issue 16): the API answers in the spec's English
 * and the web app shows that message in the reader's language. An admin who chose Español, then
 * Français, sends the back-office import a request without a file; the real server refuses it with
 * "Choose a CSV file to import." and the page says so in Spanish, then in French, never in English.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { signInAsStaff } from './support/staff';
import { backofficeImportMessages } from '../src/domain/backoffice-import';

type Messages = Record<string, unknown>;

/** The text of `namespace:key.path` in `language`, from its locale file. */
function text(language: string, id: string): string {
  const [namespace, keyPath] = id.split(':') as [string, string];
  const file = new URL(`../src/web/i18n/locales/${language}/${namespace}.json`, import.meta.url);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8')) as Messages;
  for (const part of keyPath.split('.')) node = (node as Messages)[part];
  if (typeof node !== 'string') throw new Error(`no ${language} text for ${id}`);
  return node;
}

/**
 * The admin pages have no translate menu: they follow the language chosen on the portal, which the
 * browser keeps (as the translate menu leaves it), so the journey chooses it on the sign-in page and
 * comes back through the Admin Center, as a person would.
 */
async function chooseLanguage(page: Page, current: string, language: string, name: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: text(current, 'shell:translate.button') }).click();
  await page.getByRole('menuitem', { name }).click();
  await page.goto('/admin');
  await page
    .getByRole('main')
    .getByRole('link', { name: text(language, 'backoffice-import:centerButton') })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: text(language, 'backoffice-import:title') }),
  ).toBeVisible();
}

/** Starts an import whose request reaches the server without its file (a multipart body, no file part). */
async function importWithoutFile(page: Page, language: string) {
  await page.route('**/api/admin/backoffice-import', async (route) => {
    const boundary = 'curbside-e2e-boundary';
    await route.continue({
      headers: { ...route.request().headers(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      postData: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nno file\r\n--${boundary}--\r\n`,
    });
  });
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'sites.csv', mimeType: 'text/csv', buffer: Buffer.from('CM04_CUST\n') });
  const refused = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/backoffice-import') && response.status() === 400,
  );
  await page.getByRole('button', { name: text(language, 'backoffice-import:import'), exact: true }).click();
  const body = (await (await refused).json()) as { message: string };
  // the server answered in English, word for word the spec's
  expect(body.message).toBe(backofficeImportMessages.noFile);
  await page.unroute('**/api/admin/backoffice-import');
}

test('[IMPORT][LANGUAGES] a refused import says why in Spanish, then in French, not in English', async ({
  page,
}) => {
  await signInAsStaff(page, demo.admin.name);
  await chooseLanguage(page, 'en', 'es', 'Español');

  await importWithoutFile(page, 'es');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText(text('es', 'backoffice-import:serverMessages.noFile'));
  await expect(alert).toHaveText('Elija un archivo CSV para importar.');

  await chooseLanguage(page, 'es', 'fr', 'Français');
  await importWithoutFile(page, 'fr');
  await expect(alert).toHaveText(text('fr', 'backoffice-import:serverMessages.noFile'));
  await expect(page.getByRole('main')).not.toContainText(backofficeImportMessages.noFile);
  await page.getByRole('link', { name: text('fr', 'backoffice-import:backToAdminCenter') }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
