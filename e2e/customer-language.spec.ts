/**
 * The customer's language on the profile (issue 16): a signed-in customer who picks Deutsch in the
 * translate menu has it kept on the profile (mails and texts are written in it), and a browser with no
 * choice of its own opens the portal in it after signing in.
 */
import { expect, test } from '@playwright/test';
import { demo } from './support/accounts';
import { signInAsCustomer } from './support/session';

const resident = demo.resident;

test('the translate menu keeps the choice on the profile, and another browser starts in it', async ({
  page,
  browser,
}) => {
  await signInAsCustomer(page, resident.email);
  // a run before may have left another language on the profile
  expect((await page.request.put('/api/me/language', { data: { language: 'en' } })).status()).toBe(200);

  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  const kept = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/language') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Translate' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(html).toHaveAttribute('lang', 'de');
  expect((await kept).status()).toBe(200);
  expect((await (await page.request.get('/api/session')).json()).customer.language).toBe('de');

  // a fresh browser (nothing stored) opens in the profile's language once the customer signs in
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await signInAsCustomer(second, resident.email);
    await second.goto('/');
    await expect(second.locator('html')).toHaveAttribute('lang', 'de');
    await expect(second.getByRole('button', { name: 'Übersetzen' })).toBeVisible();
  } finally {
    await other.close();
    await page.request.put('/api/me/language', { data: { language: 'en' } });
  }
});
