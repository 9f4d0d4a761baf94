/**
 * Claims on held addresses and letters with a code (decision 006, issue 26 §1), as people use them:
 *
 * - a resident registers an address with an e-mail of their own (weak proof); a second person
 *   registers the same address with the account number and last name: the wizard explains the claim,
 *   the account is made without the address, customer service approves the claim in the queue, and
 *   the claimant then has the address;
 * - a customer asks for a letter with a code, staff download the print batch (the code is read from
 *   the PDF, as the resident reads it from the letter), and the customer enters the code;
 * - the holder objects with the one-click link of the mail (read in the demo mailbox): the claim ends
 *   objected, the address stays with the holder, and the claimant is told by mail;
 * - staff refuse a claim in the queue: the address stays, and the claimant is told by mail.
 */
import { expect, test } from './support/test';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { demo } from './support/accounts';
import { demoRegistrationSites } from '../src/server/db/seed/seed-demo';
import {
  chooseAddress,
  enterManualEmail,
  fillContact,
  progress,
  setPassword,
  signInWithPassword,
  signOut,
  registerByEmailOverApi,
  toSite,
  uniqueEmail,
  verifyByAccountNumber,
  verifyEmailByCode,
  type RegistrationSite,
} from './support/registration';
import { signInAsStaff } from './support/staff';
import { extractLink, mailboxCursor, waitForMessage } from './support/mailbox';

/** Staff journeys run at 1280 px only; the holder's objection, opened from a mail, runs on a phone too. */
const DESKTOP = { tag: '@desktop' };

/**
 * Sites of their own: counted from the end of a ZIP's list past the two the registration journeys
 * take (registration.spec.ts), one per project; `skip` 0 in a ZIP no other journey registers in.
 */
function claimSite(zip: string, testInfo: TestInfo, skip = 2): RegistrationSite {
  const free = demoRegistrationSites().filter((s) => s.cm04Pzip === zip && !s.multiFamily);
  const row = free[free.length - 1 - skip - (testInfo.project.name === 'phone' ? 1 : 0)];
  if (!row) throw new Error(`no free demo site in ${zip}`);
  return toSite(row);
}

// registrations and letters are rate-limited per client address: this file's own
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.226' } });

const CLAIM_ZIP = '53140';
const LETTER_ZIP = '60040';
// ZIPs of the seeded portals no other journey registers in (Lake Bluff and Kenosha Pines)
const OBJECTED_ZIP = '60064';
const REFUSED_ZIP = '53158';

/** The address's first holder: registered with an e-mail of their own (weak proof), over the API. */
function registerHolder(request: APIRequestContext, site: RegistrationSite, email: string) {
  return registerByEmailOverApi(request, site, email, {
    firstName: 'Hal',
    lastName: 'Holder',
    phone: '(262) 555-0171',
  });
}

/**
 * The claimant's registration once the address is proven: their own e-mail, a password and contact
 * details, then Submit. Answers the result dialog.
 */
async function submitClaimant(page: Page, email: string): Promise<Locator> {
  await enterManualEmail(page, email);
  await verifyEmailByCode(page, email);
  await setPassword(page);
  await fillContact(page, { firstName: 'Cleo', lastName: 'Claimant', phone: '2625550172' });
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  return page.getByRole('dialog', { name: 'Registration Successful' });
}

test(
  '[CLAIMS]: a registration over a weakly held address becomes a claim that staff approve',
  DESKTOP,
  async ({ page, request }, testInfo) => {
    // two registrations and a staff decision: over a minute on a loaded machine
    test.setTimeout(180_000);
    const site = claimSite(CLAIM_ZIP, testInfo);
    const holderEmail = uniqueEmail('holder', testInfo);
    const claimantEmail = uniqueEmail('claimant', testInfo);

    // the first registration proves only an e-mail of its own: the address is held weakly
    await registerHolder(request, site, holderEmail);

    // the second: the wizard says plainly what registering a held address does
    await page.goto('/register');
    await chooseAddress(page, site);
    // said at once: the address is registered; its holder signs in, its owner proves it (a claim)
    await expect(page.getByRole('heading', { name: 'This address is already registered' })).toBeVisible();
    await page.getByRole('button', { name: 'Prove ownership' }).click();
    const note = page
      .getByRole('status')
      .filter({ hasText: 'This address is registered to another account' });
    await expect(note).toContainText('we open a claim on the address');
    await expect(note).toContainText('We tell the current account holder, and they can object.');
    await expect(note).toContainText('after a waiting period, or sooner when our staff approve your claim');
    await expect(note).toContainText('To claim it, prove the address');
    await page.screenshot({
      path: testInfo.outputPath(`held-note-${testInfo.project.name}.png`),
      fullPage: true,
    });

    await verifyByAccountNumber(page, site);
    await expect(note).not.toContainText('To claim it, prove the address');
    const result = await submitClaimant(page, claimantEmail);
    await expect(result).toContainText('this address is registered to another account');
    await expect(result).toContainText('If they do not object, the address moves to your account on');
    await result.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signOut(page);

    // customer service sees the claim with both parties and their proofs, and approves it
    await signInAsStaff(page, demo.customerService.name);
    await page.getByRole('link', { name: /Address Claims/ }).click();
    await expect(page).toHaveURL(/\/admin\/address-claims$/);
    await expect(page.getByRole('heading', { name: 'Address Claims', level: 1 })).toBeVisible();
    const claim = page.getByRole('article', { name: new RegExp(site.street) });
    await expect(claim.getByTestId('claim-claimant')).toContainText(claimantEmail);
    await expect(claim.getByTestId('claim-claimant')).toContainText('Account number and last name');
    await expect(claim.getByTestId('claim-holder')).toContainText(holderEmail);
    await expect(claim.getByTestId('claim-holder')).toContainText('Another email');
    await expect(claim).toContainText('Moves on');
    await expect(claim).toContainText('No document: the claimant proved the address another way.');
    await page.screenshot({
      path: testInfo.outputPath(`claims-queue-${testInfo.project.name}.png`),
      fullPage: true,
    });

    await claim.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve this claim?' });
    await expect(confirm).toContainText(`${site.street}, ${site.city} moves to Cleo Claimant`);
    await confirm.getByLabel('Note (optional)').fill('Account number and last name match the back office.');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Approved:' })).toContainText(
      `${site.street}, ${site.city} now belongs to Cleo Claimant`,
    );
    // the open queue no longer has it; the approved ones do, with the note
    await expect(page.getByRole('article', { name: new RegExp(site.street) })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Approved' }).click();
    const approved = page.getByRole('article', { name: new RegExp(site.street) });
    await expect(approved).toContainText('Account number and last name match the back office.');

    // the claimant now has the address
    await signInWithPassword(page, claimantEmail);
    await page.goto('/my-account');
    await expect(page.getByRole('region', { name: 'Service address' })).toContainText(site.street);
  },
);

test(
  '[CLAIMS][LETTER]: a customer asks for a letter, staff print it, the code verifies the address',
  DESKTOP,
  async ({ page, browser, baseURL }, testInfo) => {
    const site = claimSite(LETTER_ZIP, testInfo);
    await page.goto('/register');
    await chooseAddress(page, site);
    await page.getByRole('button', { name: 'Verify with a letter to the address' }).click();
    await expect(page.getByRole('heading', { name: 'Verify with a letter' })).toBeVisible();
    await expect(page.getByText('A letter takes a few days to arrive.')).toBeVisible();
    await expect(page.getByText('Your registration is kept for 30 days.')).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`letter-offer-${testInfo.project.name}.png`),
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Mail me a letter' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'A letter with your code was mailed on' }),
    ).toContainText(site.street);

    // staff download the print batch; its text has the letter's code under the address
    const staff = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.227' },
    });
    const staffPage = await staff.newPage();
    await signInAsStaff(staffPage, demo.customerService.name, '/admin/login');
    await staffPage.goto('/admin/address-claims');
    await expect(staffPage.getByTestId('letters-pending')).toContainText(/Letters to print: [1-9]/);
    const download = staffPage.waitForEvent('download');
    await staffPage.getByRole('button', { name: 'Download print batch (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^letters-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = (await import('node:fs')).readFileSync((await file.path())!, 'latin1');
    const from = pdf.indexOf(`(${site.street})`);
    expect(from, 'the letter to the site is in the batch').toBeGreaterThan(-1);
    const code = /\(([A-Z2-9]{4}-[A-Z2-9]{4})\)/.exec(pdf.slice(from))?.[1];
    expect(code).toBeTruthy();
    await expect(staffPage.getByTestId('letters-pending')).toContainText('Letters to print: 0');
    await staff.close();

    // back with the letter: /register picks the registration up at the code entry
    await page.goto('/register');
    await expect(progress(page)).toHaveText('Step 2 of 6: Enter Email');
    const codeField = page.getByLabel('Code from the letter');
    await codeField.fill('AAAA-AAAA');
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This code does not match the letter. Please check it and try again.',
    );
    await codeField.fill('ABC');
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expect(page.getByText('Please enter the 8 letters and digits from your letter.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.screenshot({
      path: testInfo.outputPath(`letter-code-${testInfo.project.name}.png`),
      fullPage: true,
    });
    await codeField.fill(code!.toLowerCase());
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Address verified with your letter!' }),
    ).toBeVisible();
    await expect(
      page.getByText('Your address is verified. Enter the email for your account to continue.'),
    ).toBeVisible();
  },
);

/**
 * A held address and a claim on it: the holder registers with an e-mail of their own (weak proof),
 * the claimant with the account number and last name (strong proof), so the claim would move after
 * the portal's waiting period. Answers, once the claimant's registration is done and signed out, the
 * mailbox cursor from before the claim: the holder's mails after it are about the claim (their
 * verification code came before).
 */
async function openClaim(
  page: Page,
  request: APIRequestContext,
  site: RegistrationSite,
  holderEmail: string,
  claimantEmail: string,
) {
  await registerHolder(request, site, holderEmail);
  const beforeClaim = await mailboxCursor(request);

  await page.goto('/register');
  await chooseAddress(page, site);
  // the address is registered already: its owner goes on by proving it (registration says so at once)
  await page.getByRole('button', { name: 'Prove ownership' }).click();
  await verifyByAccountNumber(page, site);
  const result = await submitClaimant(page, claimantEmail);
  await expect(result).toContainText('If they do not object, the address moves to your account on');
  await result.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signOut(page);
  return beforeClaim;
}

/** The holder still has the address on their account. */
async function expectAddressWith(page: Page, email: string, site: RegistrationSite) {
  await signInWithPassword(page, email);
  await page.goto('/my-account');
  await expect(page.getByRole('region', { name: 'Service address' })).toContainText(site.street);
  await signOut(page);
}

/** The claims of one status in the staff queue. */
/** The claimant's mail on the decision about `where`, the first after the mailbox cursor `after`. */
async function decisionMail(page: Page, claimantEmail: string, where: string, after: number) {
  const decided = await waitForMessage(page.request, { recipient: claimantEmail, channel: 'mail', after });
  expect(decided.subject).toBe(`Decision on the address ${where}`);
  return decided;
}

async function showClaims(page: Page, status: string) {
  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status }).click();
}

test.describe('a claim the holder objects to', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.228' } });

  test('[CLAIMS][OBJECTED]: the holder objects with the link from the mail; the address stays, the claimant is told', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(300_000); // two registrations, the mailbox, the holder's sign-in and the queue
    const site = claimSite(OBJECTED_ZIP, testInfo, 0);
    const where = `${site.street}, ${site.city}`;
    const holderEmail = uniqueEmail('objecting-holder', testInfo);
    const claimantEmail = uniqueEmail('objected-claimant', testInfo);
    const before = await openClaim(page, request, site, holderEmail, claimantEmail);

    // the holder's mail, as the demo mailbox shows it, has the one-click objection link
    // (the subject picks it: the holder's registration mails may come in between)
    const told = await waitForMessage(page.request, {
      recipient: holderEmail,
      channel: 'mail',
      after: before,
      subject: `Someone claims the address ${where} on your LRS account`,
    });
    expect(told.bodyText).toContain('If you do nothing, the address moves to their account on');
    await page.goto('/demo-mailbox');
    await expect(page.getByText(told.subject!).first()).toBeVisible();

    const link = new URL(extractLink(told, '/objection?token='));
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: `Claim on the address ${where}` })).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`objection-page-${testInfo.project.name}.png`),
      fullPage: true,
    });
    const afterObjection = await mailboxCursor(page.request);
    await page.getByRole('button', { name: 'This address is mine: I object' }).click();
    await expect(
      page.getByText(`Your objection is recorded. The address ${where} stays on your account.`),
    ).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`objection-recorded-${testInfo.project.name}.png`),
      fullPage: true,
    });
    // the link works once
    await page.goto(link.pathname + link.search);
    await expect(page.getByText('This claim has already been decided.')).toBeVisible();

    // the claimant is told by mail that the claim was refused
    const decided = await decisionMail(page, claimantEmail, where, afterObjection);
    expect(decided.bodyText).toContain(
      `The account holder objected to your claim for the address ${where}, so the address stays with them.`,
    );
    await page.goto('/demo-mailbox');
    await expect(page.getByText(decided.subject!).first()).toBeVisible();

    // the address stays with the holder, and the claim is among the objected ones in the queue
    await expectAddressWith(page, holderEmail, site);
    await signInAsStaff(page, demo.customerService.name);
    await page.goto('/admin/address-claims');
    await expect(page.getByRole('heading', { name: 'Address Claims', level: 1 })).toBeVisible();
    await expect(page.getByRole('article', { name: new RegExp(site.street) })).toHaveCount(0);
    await showClaims(page, 'Objected by the holder');
    const objected = page.getByRole('article', { name: new RegExp(site.street) });
    await expect(objected.getByTestId('claim-claimant')).toContainText(claimantEmail);
    await expect(objected.getByTestId('claim-holder')).toContainText(holderEmail);
    await page.screenshot({
      path: testInfo.outputPath(`claims-objected-${testInfo.project.name}.png`),
      fullPage: true,
    });
  });
});

test.describe('a claim staff refuse', DESKTOP, () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.229' } });

  test('[CLAIMS][REFUSED]: customer service refuse a claim in the queue; the address stays, the claimant is told', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(300_000); // two registrations, the queue, the mailbox and the holder's sign-in
    const site = claimSite(REFUSED_ZIP, testInfo, 0);
    const where = `${site.street}, ${site.city}`;
    const holderEmail = uniqueEmail('kept-holder', testInfo);
    const claimantEmail = uniqueEmail('refused-claimant', testInfo);
    await openClaim(page, request, site, holderEmail, claimantEmail);

    await signInAsStaff(page, demo.customerService.name);
    await page.goto('/admin/address-claims');
    const claim = page.getByRole('article', { name: new RegExp(site.street) });
    await expect(claim.getByTestId('claim-claimant')).toContainText(claimantEmail);
    await expect(claim.getByTestId('claim-holder')).toContainText(holderEmail);
    const before = await mailboxCursor(page.request);
    await claim.getByRole('button', { name: 'Refuse' }).click();
    const confirm = page.getByRole('dialog', { name: 'Refuse this claim?' });
    await expect(confirm).toContainText(`${where} stays with Hal Holder`);
    await confirm.getByLabel('Note (optional)').fill('The holder showed us their deed.');
    await page.screenshot({
      path: testInfo.outputPath(`refuse-dialog-${testInfo.project.name}.png`),
      fullPage: true,
    });
    await confirm.getByRole('button', { name: 'Refuse' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Refused:' })).toContainText(
      `${where} stays with Hal Holder`,
    );
    await expect(page.getByRole('article', { name: new RegExp(site.street) })).toHaveCount(0);
    await showClaims(page, 'Refused');
    const refused = page.getByRole('article', { name: new RegExp(site.street) });
    await expect(refused).toContainText('The holder showed us their deed.');
    await page.screenshot({
      path: testInfo.outputPath(`claims-refused-${testInfo.project.name}.png`),
      fullPage: true,
    });

    // the claimant is told by mail, the holder too; the address stays with the holder
    const decided = await decisionMail(page, claimantEmail, where, before);
    expect(decided.bodyText).toContain(
      `Your claim for the address ${where} was refused. If the address is yours, please contact us.`,
    );
    const kept = await waitForMessage(page.request, {
      recipient: holderEmail,
      channel: 'mail',
      after: before,
    });
    expect(kept.bodyText).toContain(
      `The claim on the address ${where} was refused. The address stays on your account.`,
    );
    await page.goto('/demo-mailbox');
    await expect(page.getByText(decided.subject!).first()).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`mailbox-refused-${testInfo.project.name}.png`),
      fullPage: true,
    });
    await expectAddressWith(page, holderEmail, site);
  });
});
