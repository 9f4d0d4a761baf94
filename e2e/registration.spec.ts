/**
 * Registration journeys (spec 01 §2 "Registration wizard"): by e-mail code, by account number, by a
 * proof-of-address document and by Google, each at desktop and phone width, each on its own free demo
 * site and with its own e-mail. The e-mail, account-number and document journeys each send one code
 * (a document or the account number proves the address; the account's e-mail is still confirmed),
 * three per project, well under the 20 code sends per client address and hour.
 */
import type { TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import {
  NEW_PASSWORD,
  accountNumberOf,
  billFile,
  billLinesFor,
  chooseAddress,
  enterManualEmail,
  expectSignedInHome,
  fillContact,
  portalTitleOfZip,
  progress,
  setPassword,
  signInWithPassword,
  signOut,
  siteFor,
  submitAndLandHome,
  uniqueEmail,
  verifyByAccountNumber,
  verifyEmailByCode,
} from './support/registration';
import { BILL_OTHER_ADDRESS } from '../src/server/ports/ocr/test-documents';

// one client address for this file, so the per-address registration limits do not tie it to other files
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.61' } });

/** A registration of the test's own: its site, a fresh e-mail tagged `tag`, and the title of the ZIP's portal. */
function newRegistration(journey: Parameters<typeof siteFor>[0], tag: string, testInfo: TestInfo) {
  const site = siteFor(journey, testInfo);
  return { site, email: uniqueEmail(tag, testInfo), portalTitle: portalTitleOfZip(site.zip) };
}

test.describe('[REGISTRATION]', () => {
  test('[EMAIL]: registers with a code from the mailbox, lands on the ZIP’s portal, signs in again', async ({
    page,
  }, testInfo) => {
    const { site, email, portalTitle } = newRegistration('email', 'code', testInfo);

    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
    await chooseAddress(page, site);

    // the e-mail on file is offered first, masked; a different one switches to typing it
    await expect(page.getByText('We have an email on file for this address:')).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toBeVisible();
    await expect(page.getByText(site.emailOnFile!, { exact: true })).toHaveCount(0);
    await enterManualEmail(page, email);
    await expect(page.getByRole('button', { name: 'Use the email on file instead' })).toBeVisible();
    // Enter in the field continues, as one click on Continue does in the other journeys
    await verifyEmailByCode(page, email, 'enter');

    await setPassword(page);
    await fillContact(page, { firstName: 'Erin', lastName: 'Emailer', phone: '8475550142' });

    // the review shows what was entered, with Edit links to steps 1, 4 and 5
    const main = page.getByRole('main');
    await expect(main).toContainText(site.street);
    await expect(main).toContainText(email);
    await expect(main).toContainText('Email code');
    await expect(main).toContainText('Mr. Erin Emailer');
    await expect(main).toContainText('(847) 555-0142');
    for (const section of ['Service address', 'Account', 'Contact']) {
      await expect(page.getByRole('button', { name: `Edit: ${section}` })).toBeVisible();
    }
    await submitAndLandHome(page, portalTitle);

    await signOut(page);
    await signInWithPassword(page, email, NEW_PASSWORD);
    await expectSignedInHome(page, portalTitle);
    await page.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Profile' })).toContainText(email);
  });

  test('[ACCOUNT_NUMBER]: a malformed number uses no try, a wrong one leaves 2; the e-mail is still confirmed', async ({
    page,
  }, testInfo) => {
    // three verification steps (a malformed, a wrong and the right number) and an e-mail code
    test.setTimeout(120_000);
    const site = siteFor('accountNumber', testInfo);
    const portalTitle = portalTitleOfZip(site.zip);
    expect(accountNumberOf(site)).toMatch(/^\d{4,5}\.\d{3,4}$/);

    await page.goto('/register');
    await chooseAddress(page, site);
    await verifyByAccountNumber(page, site, true);

    // the e-mail on file becomes the account's e-mail, confirmed by a code before any mail goes to it
    await expect(page.getByText('Use this email for your account')).toBeVisible();
    await verifyEmailByCode(page, site.emailOnFile!);
    await setPassword(page);
    await fillContact(page, { firstName: 'Nico', lastName: 'Numbers', phone: '2625550143' });
    const main = page.getByRole('main');
    await expect(main).toContainText('Account number');
    await expect(main).toContainText(site.emailOnFile!);
    await submitAndLandHome(page, portalTitle);

    await signOut(page);
    await signInWithPassword(page, site.emailOnFile!, NEW_PASSWORD);
    await expectSignedInHome(page, portalTitle);
  });

  test('[DOCUMENT]: a bill for another address is refused; one showing the address verifies it', async ({
    page,
  }, testInfo) => {
    // two OCR reads on a busy machine
    test.setTimeout(240_000);
    const { site, email, portalTitle } = newRegistration('document', 'document', testInfo);
    const wrongBill = await billFile(testInfo, 'bill-other-address.png', BILL_OTHER_ADDRESS);
    const rightBill = await billFile(testInfo, 'bill-with-address.png', billLinesFor(site, 'DANA DOCUMENT'));

    await page.goto('/register');
    await chooseAddress(page, site);
    await page.getByRole('button', { name: 'Verify with a document' }).click();
    await expect(page.getByRole('heading', { name: 'Verify with a document' })).toBeVisible();

    const upload = async (file: string) => {
      // the drop zone opens the system picker through the File System Access API, which a test
      // cannot answer; its file input takes the file the same way a drop does
      await page
        .getByLabel('Drag a file here or click to choose one')
        .locator('input[type="file"]')
        .setInputFiles(file);
      await expect(page.getByRole('img', { name: 'Preview of your document' })).toBeVisible();
      await page.getByRole('button', { name: 'Verify Document' }).click();
    };

    await upload(wrongBill);
    await expect(page.getByRole('alert')).toHaveText(
      'Could not find matching address in document. Please ensure the address is clearly visible.',
      { timeout: 90_000 },
    );
    await page.getByRole('button', { name: 'Try another document' }).click();

    await upload(rightBill);
    await expect(
      page.getByRole('status').filter({ hasText: 'Address found! Your address is verified.' }),
    ).toBeVisible({
      timeout: 90_000,
    });
    // back on the e-mail step (after 1.5 s), verified: the account e-mail is typed and confirmed by code
    await expect(
      page.getByText('Your address is verified. Enter the email for your account to continue.'),
    ).toBeVisible();
    await enterManualEmail(page, email);
    await verifyEmailByCode(page, email);
    await setPassword(page);
    await fillContact(page, { firstName: 'Dana', lastName: 'Document', phone: '2195550144' });
    await expect(page.getByRole('main')).toContainText('Document');
    await submitAndLandHome(page, portalTitle);
  });

  test('[GOOGLE]: a new Google account comes back to the wizard pre-filled and skips the password', async ({
    page,
  }, testInfo) => {
    const { site, email, portalTitle } = newRegistration('google', 'google', testInfo);

    await page.goto('/register');
    await chooseAddress(page, site);
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    // the built-in development provider: "Another account" with a new e-mail
    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    const another = page.getByRole('group', { name: 'Another account' });
    await another.getByLabel('Email').fill(email);
    await another.getByLabel('Name').fill('Gina Googler');
    await another.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/register\?source=google$/);
    await expect(
      page.getByText(
        'Please complete your profile information to finish registration with your Google account.',
      ),
    ).toBeVisible();
    // back at step 2 with the chosen address; the Google account is the account's e-mail
    await expect(progress(page)).toHaveText('Step 2 of 6: Enter Email');
    await expect(page.getByRole('main')).toContainText(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect(progress(page)).toHaveText('Step 3 of 6: Verify Email');
    await expect(page.getByRole('heading', { name: 'Address Already Verified' })).toBeVisible();
    await expect(
      page.getByText(
        'Your email was verified by your Google account. You can continue with your registration.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // no password step; the names come from Google
    await expect(progress(page)).toHaveText('Step 5 of 6: Contact Information');
    await expect(page.getByLabel('First name')).toHaveValue('Gina');
    await expect(page.getByLabel('Last name')).toHaveValue('Googler');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await fillContact(page, { phone: '2195550145' });
    const main = page.getByRole('main');
    await expect(main).toContainText(site.street);
    await expect(main).toContainText('Google');
    await expect(main.getByText('Password', { exact: true })).toHaveCount(0);
    await submitAndLandHome(page, portalTitle);
    await page.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Profile' })).toContainText(email);
  });
});
