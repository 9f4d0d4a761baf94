import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { holdEntry } from './support/held-entry';
import { signInAsCustomer } from './support/session';
import { signInAsStaff } from './support/staff';

test.describe('[ADMIN]', () => {
  test('[ADMIN][SIGN_IN]: an admin signs in and sees every Admin Center card', async ({ page }) => {
    await signInAsStaff(page, demo.admin.name);
    await expect(page).toHaveURL(/\/admin$/);
    const main = page.getByRole('main');
    await expect(main).toContainText(demo.admin.name);
    for (const card of [
      'Customer Portal Setup',
      'Customer Setups List',
      'Customer Service Dashboard',
      'Delivery Report',
    ]) {
      await expect(main.getByRole('link', { name: new RegExp(card) }).first()).toBeVisible();
    }
    await expect(main.getByRole('link', { name: /User Management/ }).first()).toBeVisible();
    // back on the customer portal, the footer's Admin Access shows who is signed in
    await page.goto('/');
    const adminAccess = page.getByRole('contentinfo');
    await expect(adminAccess).toContainText(demo.admin.name);
    await expect(adminAccess.getByRole('link', { name: 'Admin Center' })).toBeVisible();
  });

  test(
    '[ADMIN][SERVER_RENDERED]: the staff pages come rendered by the server, and the app takes them over without an error (issue 33 §1)',
    { tag: '@desktop' },
    async ({ context, page }) => {
      test.setTimeout(240_000); // five pages, each loaded twice
      await signInAsStaff(page, demo.admin.name);
      const pages: Array<[path: string, heading: string, served: string]> = [
        ['/admin', 'Admin Center', 'Customer Service Dashboard'],
        ['/admin/customer-profiles', 'Customer Profiles', 'Manage'],
        ['/admin/service-requests', 'Service Requests', 'Export to Excel'],
        ['/admin/dashboard', 'Customer Service Dashboard', 'Recent Customers'],
        ['/admin/delivery-report', 'Delivery Report', 'Total Items'],
      ];
      for (const [path, heading, served] of pages) {
        await test.step(path, async () => {
          const html = await (await page.request.get(path)).text();
          // rendered for this staff member in this browser's time zone (src/server/signed-in-pages.ts)
          expect(html, path).toMatch(
            /<div id="root" data-prerendered="en" data-time-zone="[^"]+" data-staff="admin@curbside.demo">/,
          );
          expect(html, path).toContain('<script type="application/json" id="page-data">');

          // the entry held back: the page and its data show from the HTML
          const early = await context.newPage(); // not the fixture's page, whose goto waits for the app
          const errors: string[] = [];
          early.on('pageerror', (error) => errors.push(error.message));
          early.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
          const releaseEntry = await holdEntry(early);
          await early.goto(path);
          const title = early.getByRole('heading', { level: 1, name: heading });
          await expect(title).toBeVisible();
          await expect(
            early.getByRole('main').getByText(served).filter({ visible: true }).first(),
          ).toBeVisible();
          // marks the served heading: the app must take this HTML over, not render a page of its own
          await title.evaluate((element) => element.setAttribute('data-served', ''));
          releaseEntry();
          await early.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
          await expect(early.getByRole('heading', { level: 1, name: heading })).toHaveAttribute(
            'data-served',
            '',
          );
          expect(errors, path).toEqual([]);
          await early.close();
        });
      }
    },
  );

  test('[ADMIN][GUARD]: an admin path asks for sign-in and comes back to it', async ({ page }) => {
    await page.goto('/admin/user-management');
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
    await page.getByRole('button', { name: new RegExp(demo.admin.name) }).click();
    await expect(page).toHaveURL(/\/admin\/user-management$/);
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  });

  test('[ADMIN][ROLES]: customer service cannot open user management', async ({ page }) => {
    await signInAsStaff(page, demo.customerService.name);
    await expect(page.getByRole('main').getByRole('link', { name: /User Management/ })).toHaveCount(0);
    await page.goto('/admin/user-management');
    await expect(page).toHaveURL(/\/admin$/);
    const res = await page.request.get('/api/admin/staff');
    expect(res.status()).toBe(403);
  });

  test('[ADMIN][ROLES]: a customer session opens nothing in the admin area', async ({ page }) => {
    await signInAsCustomer(page, demo.resident.email);
    const res = await page.request.get('/api/admin/center');
    expect(res.status()).toBe(401);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('[ADMIN][USERS]: add, edit and deactivate a staff user', async ({ page }, testInfo) => {
    const suffix = testInfo.project.name;
    const name = `Jordan Journey ${suffix}`;
    const email = `Jordan.${suffix}@Curbside.demo`;
    await signInAsStaff(page, demo.admin.name, '/admin/user-management');

    await page.getByRole('button', { name: 'Add User' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add New User' });
    await addDialog.getByLabel('Name').fill(name);
    await addDialog.getByLabel('Email').fill(email);
    await addDialog.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('User created successfully!')).toBeVisible();

    await page.getByLabel('Search').fill('Jordan Journey');
    // the e-mail is stored lower-cased; the table (desktop) or the cards (phone) show it
    const row = page.getByRole('main').getByText(email.toLowerCase()).filter({ visible: true });
    await expect(row).toBeVisible();

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit User' });
    await editDialog.getByLabel('Name').fill(`${name} Jr`);
    await editDialog.getByRole('button', { name: 'Update User' }).click();
    await expect(page.getByText('User updated successfully!')).toBeVisible();

    await page.getByRole('button', { name: `Deactivate ${name} Jr` }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate User' });
    await expect(confirm).toContainText(`Are you sure you want to deactivate ${name} Jr?`);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('User deactivated successfully!')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Inactive');
  });
});
