/**
 * "What goes where" (issue 32 §3): a resident finds where an item goes from the home page, types it
 * with a typo and is offered the right one, and a search that finds nothing leads to the contact form
 * with the question filled in. At 1280 and 390 px.
 */
import { expect, test } from './support/test';
import { DEMO_PASSWORD, demo } from './support/accounts';

// searches are rate-limited per client address: this file's own
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.232' } });

test('[WHAT_GOES_WHERE]: a resident searches "pizza box" and "piza box" and finds the recycling cart', async ({
  page,
}, testInfo) => {
  const login = await page.request.post('/api/auth/login', {
    data: { email: demo.resident.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await page.goto('/');
  await page.getByRole('link', { name: 'Which cart does it go in? Search an item' }).click();
  await expect(page.getByRole('heading', { name: 'WHAT GOES WHERE', level: 1 })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search an item' });
  await search.pressSequentially('pizza box');
  const results = page.getByRole('list', { name: 'Items found' });
  const pizza = results
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Pizza box' }) });
  await expect(pizza).toContainText('Recycling cart');
  await expect(pizza).toContainText('Greasy is fine');
  await expect(page).toHaveURL(/\?q=pizza\+box$/);

  // a letter left out: the item is still found, and offered by its right name
  await search.fill('piza box');
  await expect(page.getByText('Did you mean')).toContainText('pizza box');
  await expect(pizza).toContainText('Recycling cart');
  await page.screenshot({ path: testInfo.outputPath(`typo-${testInfo.project.name}.png`), fullPage: true });

  // nothing close: the contact form, with the question written
  await search.fill('zzxqv');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing found for “zzxqv”.' })).toBeVisible();
  await page.getByRole('link', { name: 'Ask us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CONTACT US' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Where does this go: zzxqv?');
});

test('[WHAT_GOES_WHERE][VISITOR]: a visitor searches in Spanish without signing in', async ({ page }) => {
  await page.goto('/WhatGoesWhere');
  await page
    .getByRole('button', { name: /Translate|EN/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'QUÉ VA DÓNDE', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar un artículo' }).pressSequentially('caja de pizza');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Caja de pizza' }) });
  await expect(card).toContainText('Contenedor de reciclaje');
});
