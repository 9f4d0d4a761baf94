import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_PASSWORD, demo } from './support/accounts';
import { signInAsCustomer } from './support/session';

/**
 * Manny Multifamily (demo-resident-2) is the customer whose profile the edit journey changes; it puts
 * his name and number back at the end, so each run (one per project) starts from the seed.
 */
const EDITED = { email: 'resident2@curbside.demo', firstName: 'Manny', phone: '(847) 555-0112' };

// one client address for this file, so the per-address sign-in limits do not tie it to other files
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.42' } });

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function openMyAccount(page: Page) {
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await expect(section(page, 'Personal information')).toBeVisible();
}

async function saveChanges(page: Page) {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
}

test.describe('[MY_ACCOUNT]', () => {
  test('[VIEW]: the profile link opens My Account with every section; the e-mail is not editable', async ({
    page,
  }) => {
    await signInAsCustomer(page, demo.resident.email);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
    await page
      .getByRole('dialog', { name: 'Profile' })
      .getByRole('link', { name: 'View Full Profile' })
      .click();
    await expect(page).toHaveURL(/\/my-account$/);
    // the menu closes: it does not stay open over My Account
    await expect(page.getByRole('dialog', { name: 'Profile' })).toBeHidden();
    for (const name of [
      'Personal information',
      'Contact information',
      'Service address',
      'Billing address',
      'Communication preferences',
    ]) {
      await expect(section(page, name)).toBeVisible();
    }
    await expect(section(page, 'Personal information')).toContainText('Rita');
    await expect(section(page, 'Contact information')).toContainText(demo.resident.email);
    await expect(section(page, 'Service address')).toContainText('IL');
    // the account number (customer id.site id) is a way to prove the address: the customer can see it
    await expect(section(page, 'Service address')).toContainText(/Account number\s*\w+\.\w+/);
    await expect(section(page, 'Billing address')).toContainText('Same as the service address.');

    await page.getByRole('button', { name: 'Edit' }).click();
    const email = section(page, 'Contact information').getByLabel('Email');
    await expect(email).toHaveValue(demo.resident.email);
    await expect(email).toHaveAttribute('readonly', '');
    // the service address has no inputs, even while editing
    await expect(section(page, 'Service address').getByRole('textbox')).toHaveCount(0);
  });

  test('[EDIT]: changes the first name and phone, saves, and the change survives a reload', async ({
    page,
  }) => {
    await signInAsCustomer(page, EDITED.email);
    await openMyAccount(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First name').fill('Emmanuel');
    // typed digits are formatted as (XXX) XXX-XXXX
    await page.getByLabel('Phone number').fill('8472345678');
    await expect(page.getByLabel('Phone number')).toHaveValue('(847) 234-5678');
    await saveChanges(page);
    await expect(section(page, 'Personal information')).toContainText('Emmanuel');
    await expect(section(page, 'Contact information')).toContainText('(847) 234-5678');

    await page.reload();
    await expect(section(page, 'Personal information')).toContainText('Emmanuel');
    await expect(section(page, 'Contact information')).toContainText('(847) 234-5678');
    // the header's profile follows
    await page.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Profile' })).toContainText('Emmanuel');
    await page.keyboard.press('Escape');

    // put the seed values back
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First name').fill(EDITED.firstName);
    await page.getByLabel('Phone number').fill(EDITED.phone);
    await saveChanges(page);
    await expect(section(page, 'Personal information')).toContainText(EDITED.firstName);
    await expect(section(page, 'Contact information')).toContainText(EDITED.phone);
  });

  test('[CANCEL]: Cancel restores the saved values; a different billing address needs its fields', async ({
    page,
  }) => {
    await signInAsCustomer(page, demo.resident.email);
    await openMyAccount(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First name').fill('Zed');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(section(page, 'Personal information')).toContainText('Rita');
    await expect(section(page, 'Personal information')).not.toContainText('Zed');
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('Rita');

    // a different billing address: line 1, city, state and ZIP are required; states IL, IN, MI, WI
    await page.getByLabel('My billing address is different from my service address').check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const billing = section(page, 'Billing address');
    await expect(billing).toContainText('Billing address is required');
    await expect(billing).toContainText('Billing city is required');
    await expect(billing).toContainText('Billing state is required');
    await expect(billing).toContainText('Billing ZIP code is required');
    await billing.getByRole('textbox', { name: 'State' }).click();
    await expect(page.getByRole('option')).toHaveText(['IL', 'IN', 'MI', 'WI']);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(section(page, 'Billing address')).toContainText('Same as the service address.');
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toHaveCount(
      0,
    );
  });

  test('[LOGOUT]: Logout returns to /login and My Account then needs a sign-in', async ({ page }) => {
    await signInAsCustomer(page, demo.resident.email);
    await openMyAccount(page);
    await page.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('dialog', { name: 'Profile' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/my-account');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('[PASSWORD]: changes the password with the current one; a wrong current one is refused', async ({
    page,
  }) => {
    const changed = 'Lantern!Harbor42';
    await signInAsCustomer(page, EDITED.email);
    await openMyAccount(page);
    const form = section(page, 'Change password');
    const change = async (current: string, next: string) => {
      await form.getByLabel('Current password').fill(current);
      await form.getByRole('textbox', { name: 'New password', exact: true }).fill(next);
      await form.getByLabel('Confirm new password').fill(next);
      await form.getByRole('button', { name: 'Change Password' }).click();
    };
    await change('Not-it-1!', changed);
    await expect(form.getByRole('alert')).toHaveText('Your current password is incorrect.');
    await change(DEMO_PASSWORD, changed);
    await expect(form.getByRole('status')).toContainText('Your password has been changed.');
    // still signed in here; the new password signs in, and it is put back for the next run
    await page.reload();
    await expect(section(page, 'Change password')).toBeVisible();
    await signInAsCustomer(page, EDITED.email, changed);
    await change(changed, DEMO_PASSWORD);
    await expect(form.getByRole('status')).toContainText('Your password has been changed.');
  });
});
