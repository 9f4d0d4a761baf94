/**
 * Registration says early what it knows (issue 28 §2). A resident registers an address that has no
 * e-mail on file; Submit fails once (the connection drops) and Try Again registers with everything
 * that was entered (it used to reload to an empty step 1). Someone else then chooses the same
 * address: step 2 says at once that it is registered and that no e-mail is on file, and offers sign
 * in, reset password, or proving ownership (which opens a claim) — never "use the email on file", and
 * no typed e-mail that Submit would refuse at the end.
 */
import { expect, test } from './support/test';
import type { TestInfo } from '@playwright/test';
import { buildResidentialBackOffice } from '../src/server/db/seed/demo-back-office';
import { createRandom } from '../src/server/db/seed/random';
import { isKeptFreeForRegistration } from '../src/server/db/seed/demo-ids';
import {
  chooseAddress,
  enterManualEmail,
  expectSignedInHome,
  fillContact,
  portalTitleOfZip,
  progress,
  setPassword,
  signOut,
  toSite,
  uniqueEmail,
  verifyEmailByCode,
  type RegistrationSite,
} from './support/registration';

// registrations are rate-limited per client address: this file's own
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.228' } });

const ZIP = '60044';

/** A free single-family site in ZIP 60044 with NO e-mail on file (the registration journeys take those with one). */
function siteWithoutEmail(testInfo: TestInfo): RegistrationSite {
  const free = buildResidentialBackOffice(createRandom(20_260_101)).sites.filter(
    (s) => isKeptFreeForRegistration(s) && !s.cm04Email && !s.multiFamily && s.cm04Pzip === ZIP,
  );
  const row = free[free.length - 1 - (testInfo.project.name === 'phone' ? 1 : 0)];
  if (!row) throw new Error(`no free site without an e-mail on file in ${ZIP}`);
  return toSite(row);
}

const shot = (name: string, testInfo: TestInfo) =>
  `/work/wt/shots/t28reg-${name}-${testInfo.project.name === 'phone' ? 390 : 1280}.png`;

test('[STANDING]: Try Again keeps what was entered; a registered address is said at once, with the next steps', async ({
  page,
}, testInfo) => {
  // a registration and a half: over three minutes at a load average of 25 on two cores
  test.setTimeout(300_000);
  const site = siteWithoutEmail(testInfo);
  // a long e-mail: Verify Email wraps it rather than scrolling a phone's page sideways (issue 28 §3)
  const email = uniqueEmail('standing.a-rather-long-mailbox-name', testInfo);
  const portalTitle = portalTitleOfZip(ZIP);

  // the first registration: a free address, no e-mail on file, so none is offered
  await page.goto('/register');
  await chooseAddress(page, site);
  await expect(page.getByText(/email on file/i)).toHaveCount(0);
  await expect(page.getByText('This address is already registered')).toHaveCount(0);
  await enterManualEmail(page, email);
  await verifyEmailByCode(page, email, 'click', async () => {
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, 'Verify Email scrolls sideways').toBeLessThanOrEqual(0);
    await page.screenshot({ path: shot('verify-email', testInfo), fullPage: true });
  });
  await setPassword(page);
  await fillContact(page, { firstName: 'Stan', lastName: 'Standing', phone: '8475550128' });

  // Submit fails once (the connection drops); Try Again registers with what was entered
  let dropped = false;
  await page.route('**/api/registration/submit', async (route) => {
    if (dropped) return route.fallback();
    dropped = true;
    await route.abort('failed');
  });
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  const failure = page.getByRole('dialog', { name: 'Registration Error' });
  await expect(failure).toBeVisible();
  await failure.getByRole('button', { name: 'Try Again' }).click();
  const success = page.getByRole('dialog', { name: 'Registration Successful' });
  await expect(success).toContainText('Your account is ready and you are signed in.');
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expectSignedInHome(page, portalTitle);
  expect(dropped).toBe(true);
  await signOut(page);

  // someone else chooses the same address: where it stands is said at once
  await page.goto('/register');
  await chooseAddress(page, site);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'This address is already registered' })).toBeVisible();
  await expect(main.getByText('We have no email on file for this address.')).toBeVisible();
  await expect(main.getByText(/use the email on file|send the code to this email/i)).toHaveCount(0);
  await expect(main.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/login');
  await expect(main.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
    'href',
    '/login?forgot=1',
  );
  await expect(main).toContainText(
    'This opens a claim: we tell the current account holder, and they can object.',
  );
  await page.screenshot({ path: shot('registered-address', testInfo), fullPage: true });

  // proving ownership: only the proofs that can prove it, no e-mail to type, no Continue
  await main.getByRole('button', { name: 'Prove ownership' }).click();
  await expect(main.getByRole('heading', { name: 'Prove that the address is yours' })).toBeVisible();
  await expect(main).toContainText(
    'To claim it, prove the address with your account number, a document, or a letter with a code.',
  );
  await expect(main.getByText(/email on file/i)).toHaveCount(0);
  await expect(main.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Continue', exact: true })).toHaveCount(0);
  for (const way of [
    'Verify with a document',
    'Verify with your account number',
    'Verify with a letter to the address',
  ])
    await expect(main.getByRole('button', { name: way })).toBeVisible();
  await page.screenshot({ path: shot('prove-ownership', testInfo), fullPage: true });

  // Back keeps the chosen address
  await main.getByRole('button', { name: 'Back' }).click();
  await expect(progress(page)).toHaveText('Step 1 of 6: Service Address');
  await expect(page.getByText(site.street, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progress(page)).toHaveText('Step 2 of 6: Enter Email');

  // the holder who forgot the password: the login page with its Forgot password dialog open
  await page.goto('/register');
  await chooseAddress(page, site);
  await page.getByRole('link', { name: 'Reset your password' }).click();
  await expect(page).toHaveURL(/\/login\?forgot=1$/);
  await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
});
