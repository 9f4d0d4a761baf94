/**
 * The Customer Service Dashboard (issue 13): an admin reads it, switches the growth trend to the last
 * week (the chart's figures change to seven days), chooses Trash for the cart-size pie, pages through
 * Recent Customers, narrows everything to one portal and opens a customer in Customer Profiles.
 */
import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { signInAsStaff } from './support/staff';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.91' } });

test('[DASHBOARD]: figures, the growth toggle, cart sizes by service, recent customers and the portal filter', async ({
  page,
}, testInfo) => {
  await signInAsStaff(page, demo.admin.name);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Customer Service Dashboard', level: 1 })).toBeVisible();
  const total = page.getByRole('region', { name: 'Total Customers' });
  await expect(total).toContainText(/new this week/);
  const allCustomers = Number((await total.locator('p').nth(1).textContent())!.replace(/\D/g, ''));
  expect(allCustomers).toBeGreaterThan(10);

  // the growth toggle filters the data: the last week is seven days
  const growth = page.getByRole('region', { name: 'Customer Growth Trend' });
  await growth.getByText('Last Week', { exact: true }).click();
  await expect(growth.locator('caption')).toHaveText('Customer Growth Trend (Last Week)');
  await expect(growth.locator('tbody tr')).toHaveCount(7);
  await growth.getByText('Last Month', { exact: true }).click();
  await expect(growth.locator('tbody tr')).toHaveCount(30);
  // nothing is wider than a phone's screen (this journey runs at 1280 px only): the charts' tables
  // for screen readers are hidden in a box, not as tables (a table keeps its cells' width, and gave
  // the phone page a sideways scroll)
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
  await page.setViewportSize(desktop);

  // cart sizes once a service is chosen
  const sizes = page.getByRole('region', { name: 'Cart Size Distribution' });
  await expect(sizes).toContainText('Choose Trash, Recycling or Yard Waste to see its cart sizes.');
  await sizes.getByText('Trash', { exact: true }).click();
  await expect(sizes.getByRole('list', { name: 'Cart Size Distribution: Trash' })).toContainText(
    /\d+ Gallon: \d/,
  );
  await page.screenshot({
    path: testInfo.outputPath(`dashboard-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // Recent Customers: ten a page, Next and Previous
  const recent = page.getByRole('region', { name: 'Recent Customers' });
  await expect(recent).toContainText('Page 1');
  const firstView = recent.getByRole('link', { name: /^View / }).first();
  const firstName = await firstView.getAttribute('aria-label');
  await recent.getByRole('button', { name: 'Next' }).click();
  await expect(recent).toContainText('Page 2');
  await expect(recent.getByRole('link', { name: /^View / }).first()).not.toHaveAttribute(
    'aria-label',
    firstName!,
  );
  await recent.getByRole('button', { name: 'Previous' }).click();
  await expect(recent).toContainText('Page 1');
  await expect(recent.getByRole('link', { name: /^View / }).first()).toHaveAttribute(
    'aria-label',
    firstName!,
  );

  // one portal: every figure narrows
  await page.getByRole('textbox', { name: 'Portal' }).click();
  await page.getByRole('option', { name: 'Village of Lake Bluff' }).click();
  await expect(total.locator('p').nth(1)).not.toHaveText(allCustomers.toLocaleString('en-US'));
  const portalCustomers = Number((await total.locator('p').nth(1).textContent())!.replace(/\D/g, ''));
  expect(portalCustomers).toBeGreaterThan(0);
  expect(portalCustomers).toBeLessThan(allCustomers);
  // the table on a desktop, a card per customer on a phone
  await expect(
    recent
      .getByText(/Village of Lake Bluff/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();

  // View opens the customer in Customer Profiles
  await recent
    .getByRole('link', { name: /^View / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/customer-profiles\?customerId=/);
  await expect(page.getByRole('heading', { name: 'Customer Profiles', level: 1 })).toBeVisible();
});
