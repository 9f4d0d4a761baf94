/**
 * Municipal oversight (issue 13): the Village of Lake Bluff's municipality user signs in, sees only
 * the Dashboard, Delivery Report and Route Day cards and its portal's tickets desk counts, finds only
 * its own portal in the dashboard's, the delivery report's and Route Day's portal selects, reads Route
 * Day without its buttons to record, and is sent back to the Admin
 * Center from a page that is not for it (as customer service is from an admin-only page).
 */
import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { signInAsStaff } from './support/staff';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.93' } });

const municipal = demo.municipality;

test('[MUNICIPALITY]: its own portal’s dashboard, delivery report and desk counts, nothing else', async ({
  page,
}, testInfo) => {
  await signInAsStaff(page, municipal.name);
  await expect(page).toHaveURL(/\/admin$/);
  const main = page.getByRole('main');
  await expect(main).toContainText(municipal.name);
  await expect(main.getByText('Municipality', { exact: true })).toBeVisible();

  // the read-only cards and nothing else
  const cards = page.getByRole('region', { name: 'Your portals' }).getByRole('link');
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: 'Route Day' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Customer Service Dashboard' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Delivery Report' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Administration', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Customer Service', exact: true })).toHaveCount(0);
  await expect(
    main.getByRole('link', { name: /User Management|Customer Profiles|Service Requests/ }),
  ).toHaveCount(0);

  // the desk counts, numbers only
  const desk = page.getByRole('region', { name: 'Service requests' });
  await expect(desk.getByTestId('desk-count-total')).toContainText(/All requests\s*\d+/);
  await expect(desk.getByTestId('desk-count-status-open')).toBeVisible();
  await expect(desk.getByTestId('desk-count-delivery-filed')).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath(`municipality-admin-center-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // the dashboard: its portal only, "all" being all of its portals, no Recent Customers
  await cards.filter({ hasText: 'Customer Service Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Customer Service Dashboard', level: 1 })).toBeVisible();
  const total = page.getByRole('region', { name: 'Total Customers' });
  await expect(total).toContainText(/new this week/);
  const ownAll = await total.locator('p').nth(1).textContent();
  await page.getByRole('textbox', { name: 'Portal' }).click();
  const dashboardOptions = page.getByRole('option');
  await expect(dashboardOptions).toHaveText(['All your portals', municipal.portal]);
  await page.getByRole('option', { name: municipal.portal }).click();
  await expect(total.locator('p').nth(1)).toHaveText(ownAll!);
  await expect(page.getByRole('region', { name: 'Recent Customers' })).toHaveCount(0);

  // the delivery report: its portal, chosen for it, and no "All Portal Setups"
  await page.goto('/admin/delivery-report');
  await expect(page.getByRole('heading', { name: 'Delivery Report', level: 1 })).toBeVisible();
  const portalSelect = page.getByRole('textbox', { name: 'Portal Title' });
  await expect(portalSelect).toHaveValue(municipal.portal);
  await expect(page.getByTestId('summary-total')).toContainText('Total Items');
  // the summary cards (their own request) fill in for the portal
  await expect(page.getByTestId('summary-total').locator('p').nth(1)).toHaveText(/^\d[\d,]*$/);
  await portalSelect.click();
  await expect(page.getByRole('option')).toHaveText([municipal.portal]);
  await page.keyboard.press('Escape');

  // Route Day: its portal, read only (no CSV to load, no route or stop to mark)
  await page.goto('/admin/route-day');
  await expect(page.getByRole('heading', { name: 'Route Day', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Portal' })).toHaveValue(municipal.portal);
  await expect(page.getByRole('heading', { name: /^Routes on / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  await expect(page.getByRole('button', { name: /Load CSV|Mark route/ })).toHaveCount(0);

  // a page that is not for it: back to the Admin Center; its API answers 403
  await page.goto('/admin/customer-profiles');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Center', level: 1 })).toBeVisible();
  expect((await page.request.get('/api/admin/customer-profiles')).status()).toBe(403);
  expect((await page.request.get('/api/admin/dashboard?portalId=demo-highwood')).status()).toBe(403);
  expect((await page.request.get('/api/admin/dashboard/recent-customers')).status()).toBe(403);
});

test('[MUNICIPALITY][USERS]: an admin gives the role with its portals in User Management', async ({
  page,
}, testInfo) => {
  const suffix = testInfo.project.name;
  const name = `Village Clerk ${suffix}`;
  await signInAsStaff(page, demo.admin.name, '/admin/user-management');

  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(`clerk.${suffix}@village.test`);
  await dialog.getByRole('textbox', { name: 'Role' }).click();
  await expect(page.getByRole('option')).toHaveText(['Admin', 'Customer Service', 'Municipality']);
  await page.getByRole('option', { name: 'Municipality' }).click();

  // a municipality user needs a portal
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('Choose at least one portal for a municipality user.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Portals' }).click();
  await page.getByRole('option', { name: 'City of Highwood' }).click();
  // closes the portal list (Escape would close the dialog too)
  await dialog.getByLabel('Name').click();
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully!')).toBeVisible();

  await page.getByLabel('Search').fill(name);
  await expect(page.getByText('Showing 1 of 1 users')).toBeVisible();
  const listed = page.getByTestId('staff-portals').filter({ visible: true });
  await expect(listed).toHaveText('Portals: City of Highwood');
});
