import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_PASSWORD, demo } from './support/accounts';
import { extractCode, extractLink, mailboxCursor, waitForMessage } from './support/mailbox';

/** Kenji Pines (demo-resident-3), whose phone signs in by code; no journey changes his number. */
const PHONE_CUSTOMER = { email: 'resident3@curbside.demo', phone: '+12625550113', shown: '(262) 555-0113' };
/** Dana Dunes (demo-resident-4): the reset journey changes her password, so no other journey uses her. */
const RESET_CUSTOMER = { email: 'resident4@curbside.demo' };

// one client address for this file, so the per-address sign-in limits do not tie it to other files
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.41' } });

async function expectSignedInHome(page: Page, portalTitle: RegExp | string = /\S/) {
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Profile' })).toBeVisible();
  await expect(banner).toContainText(portalTitle);
}

async function loginWithPassword(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Email & Password' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

test.describe('[SIGN_IN]', () => {
  test('[PASSWORD]: signs in through the login page; the header shows the portal and the profile', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    await loginWithPassword(page, demo.resident.email, DEMO_PASSWORD);
    await expectSignedInHome(page, 'Village of Lake Bluff');
    await page.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Profile' })).toContainText(demo.resident.email);
  });

  test('[PASSWORD]: a wrong password says Incorrect password.', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/login');
    await loginWithPassword(page, demo.resident.email, 'Not-the-password1!');
    await expect(page.getByRole('form', { name: 'Email & Password' }).getByRole('alert')).toHaveText(
      'Incorrect password.',
    );
    await expect(page).toHaveURL(/\/login$/);
  });

  test('[PHONE]: signs in with a code sent by SMS', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Phone' }).click();
    const form = page.getByRole('form', { name: 'Phone' });
    const send = form.getByRole('button', { name: 'Send Code' });
    const field = form.getByLabel('Phone number');
    await field.fill('+1262555');
    await expect(send).toBeDisabled();
    await field.fill('');
    // typed from a click at the field's left edge, the digits still follow the fixed +1
    await field.click({ position: { x: 2, y: 10 } });
    await page.keyboard.type(PHONE_CUSTOMER.phone.slice(2));
    await expect(field).toHaveValue(PHONE_CUSTOMER.phone.slice(2));
    await expect(send).toBeEnabled();
    const cursor = await mailboxCursor(page.request);
    await send.click();

    const code = extractCode(
      await waitForMessage(page.request, { channel: 'sms', recipient: PHONE_CUSTOMER.phone, after: cursor }),
    );
    await expect(form).toContainText(`We sent a 6-digit code to ${PHONE_CUSTOMER.shown}.`);
    const verify = form.getByRole('button', { name: 'Verify' });
    await form.getByLabel('Verification code').fill(code.slice(0, 5));
    await expect(verify).toBeDisabled();
    await form.getByLabel('Verification code').fill(code);
    await verify.click();
    await expectSignedInHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Profile' })).toContainText(PHONE_CUSTOMER.email);
  });

  test(
    '[RESET]: resets a forgotten password from the e-mailed link and signs in with the new one',
    { tag: '@desktop' },
    async ({ page }, testInfo) => {
      // each project sets its own new password (the journey runs once per project on one server)
      const newPassword = `Curbside!${testInfo.project.name === 'phone' ? 'Phone' : 'Desk'}${Date.now() % 100000}`;
      await page.goto('/login');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      const modal = page.getByRole('dialog', { name: 'Reset your password' });
      await modal.getByLabel('Email').fill(RESET_CUSTOMER.email);
      const cursor = await mailboxCursor(page.request);
      await modal.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(modal.getByRole('status')).toHaveText(
        'Password reset email sent! Please check your inbox.',
      );
      // the modal closes by itself after 3 seconds
      await expect(modal).toBeHidden({ timeout: 6000 });

      const mail = await waitForMessage(page.request, {
        channel: 'mail',
        recipient: RESET_CUSTOMER.email,
        after: cursor,
      });
      const link = new URL(extractLink(mail, '/reset-password'));
      await page.goto(`${link.pathname}${link.search}`);
      const form = page.getByRole('form', { name: 'Choose a new password' });
      await form.getByLabel('New password').fill(newPassword);
      await form.getByLabel('Confirm password').fill(newPassword);
      await form.getByRole('button', { name: 'Change Password' }).click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'Your password has been changed. Please log in with your new password.' }),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Go to Login' }).click();
      await expect(page).toHaveURL(/\/login$/);

      await loginWithPassword(page, RESET_CUSTOMER.email, DEMO_PASSWORD);
      await expect(page.getByRole('form', { name: 'Email & Password' }).getByRole('alert')).toHaveText(
        'Incorrect password.',
      );
      await loginWithPassword(page, RESET_CUSTOMER.email, newPassword);
      await expectSignedInHome(page);
    },
  );

  test(
    '[GOOGLE]: an existing customer signs in through the Google provider and lands home',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      // the built-in development provider lists demo identities; an existing customer signs straight in
      await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
      await page
        .getByRole('button', { name: new RegExp(demo.resident.email.replace(/[.]/g, '\\.')) })
        .click();
      await expectSignedInHome(page, 'Village of Lake Bluff');
    },
  );
});
