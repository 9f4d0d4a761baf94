/**
 * Helpers for the registration journeys: which demo sites each journey registers (from the seed's
 * pure data, so the test knows the account number the browser never sees), generated proof-of-address
 * documents, and the wizard's steps as a customer goes through them.
 */
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { demoRegistrationSites } from '../../src/server/db/seed/seed-demo';
import { onboardingSites } from '../../src/server/db/seed/demo-onboarding';
import { buildDemoPortalSetups } from '../../src/server/db/seed/demo-portals';
import { billImage } from '../../src/server/ports/ocr/test-documents';
import { mailboxCursor, extractCode, waitForMessage } from './mailbox';

export interface RegistrationSite {
  cust: string;
  site: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  emailOnFile: string | null;
  /** The account holder's name in the back office (CM04_NAME): the account number goes with its last name. */
  holderName?: string | null;
}

/** The account number printed on the bill: customer id, a dot, site id. */
export const accountNumberOf = (site: RegistrationSite) => `${site.cust}.${site.site}`;

export const toSite = (row: ReturnType<typeof demoRegistrationSites>[number]): RegistrationSite => ({
  cust: row.cm04Cust,
  site: row.cm04Site,
  street: row.cm04Add2,
  city: row.cm04City,
  state: row.cm04Stat,
  zip: row.cm04Pzip,
  emailOnFile: row.cm04Email ?? null,
  holderName: row.cm04Name ?? null,
});

/**
 * Each journey registers in its own ZIP (so each lands on a different portal) and each project takes
 * its own site there, counted from the end of the list so that other specs taking the first free
 * sites do not collide with these.
 */
const JOURNEY_ZIPS = {
  email: '60040', // City of Highwood
  accountNumber: '53140', // Town of Kenosha Pines
  document: '46304', // Town of Porter Dunes
  google: '60045', // Village of Lake Bluff
  staffProfile: '60035', // staff set up a customer profile (setup-customer-profile.spec.ts)
} as const;
export type Journey = keyof typeof JOURNEY_ZIPS;

const projectIndex = (testInfo: TestInfo) => (testInfo.project.name === 'phone' ? 1 : 0);

export function siteFor(journey: Journey, testInfo: TestInfo): RegistrationSite {
  const zip = JOURNEY_ZIPS[journey];
  const free = demoRegistrationSites().filter((s) => s.cm04Pzip === zip && !s.multiFamily);
  const row = free[free.length - 1 - projectIndex(testInfo)];
  if (!row) throw new Error(`no free demo site in ${zip}`);
  return toSite(row);
}

/** A free site in an onboarding ZIP (no portal lists it in the seed). */
export function onboardingSiteIn(zip: string, testInfo: TestInfo): RegistrationSite {
  const free = onboardingSites().filter((s) => s.cm04Pzip === zip);
  const row = free[free.length - 1 - projectIndex(testInfo)];
  if (!row) throw new Error(`no onboarding site in ${zip}`);
  return toSite(row);
}

/** The title of the seeded portal whose ZIP codes include `zip`. */
export function portalTitleOfZip(zip: string): string {
  const setup = buildDemoPortalSetups(new Date().getUTCFullYear()).find((s) =>
    s.searchZipCodes.includes(zip),
  );
  if (!setup) throw new Error(`no demo portal lists ${zip}`);
  return setup.portalTitle;
}

/** An address unique to this run, journey and project, on the company's demo domain. */
export function uniqueEmail(label: string, testInfo: TestInfo): string {
  return `e2e.${label}.${testInfo.project.name}.${Date.now().toString(36)}@curbside.demo`;
}

/** A password that passes the six rules. */
export const NEW_PASSWORD = 'Curbside#Reg2026';

/** A bill image showing `lines`, written under the test's output folder. */
export async function billFile(testInfo: TestInfo, name: string, lines: string[]): Promise<string> {
  const file = testInfo.outputPath(name);
  await writeFile(file, await billImage(lines));
  return file;
}

/** A utility bill addressed to the site, as a customer would photograph it. */
export function billLinesFor(site: RegistrationSite, name = 'PAT RESIDENT'): string[] {
  return [
    'North Shore Gas',
    name,
    site.street,
    `${site.city}, ${site.state} ${site.zip}`,
    'Amount due: $42.10',
  ];
}

// --- the wizard -----------------------------------------------------------------------------------

export function progress(page: Page): Locator {
  return page.getByText(/^Step \d of 6: /);
}

/** Step 1: ZIP search, the street filter, the address, Next. */
export async function chooseAddress(page: Page, site: RegistrationSite): Promise<void> {
  await expect(progress(page)).toHaveText('Step 1 of 6: Service Address');
  await page.getByLabel('ZIP code').fill(site.zip);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: /addresses found in/ })).toContainText(
    `found in ${site.zip}`,
  );
  // the list shows only once the street filter has text; filter by the street name without the number
  const list = page.getByRole('list', { name: 'Matching addresses' });
  await expect(list).toHaveCount(0);
  const streetName = site.street.replace(/^\d+\s+/, '');
  await page.getByLabel('Street').fill(streetName.toLowerCase());
  const option = list.getByRole('listitem').filter({ has: page.getByText(site.street, { exact: true }) });
  await expect(option).toHaveCount(1);
  await option.click();
  const selected = page.getByText('Selected address');
  await expect(selected).toBeVisible();
  await expect(page.getByText(site.street, { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Single-family home' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Owner' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progress(page)).toHaveText('Step 2 of 6: Enter Email');
}

/**
 * Step 2: switches from the e-mail on file (if offered) to typing `email`. It does not wait for the
 * e-mail check: a customer clicks Continue (or presses Enter) right after typing, and that one click
 * or key must continue (verifyEmailByCode).
 */
export async function enterManualEmail(page: Page, email: string): Promise<void> {
  const different = page.getByRole('button', { name: 'Use a different email' });
  if (await different.isVisible()) await different.click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
}

/**
 * Step 2 → 3: Continue sends the code (100 ms after the screen opens); the code is read from the demo
 * mailbox and typed into the six boxes, which submits it.
 */
export async function verifyEmailByCode(
  page: Page,
  email: string,
  continueWith: 'click' | 'enter' = 'click',
  /** Checks of the code screen before the code is typed. */
  atCodeScreen?: () => Promise<void>,
): Promise<void> {
  const cursor = await mailboxCursor(page.request);
  if (continueWith === 'enter') await page.getByRole('textbox', { name: 'Email' }).press('Enter');
  else await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(progress(page)).toHaveText('Step 3 of 6: Verify Email');
  await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
  await atCodeScreen?.();
  const message = await waitForMessage(page.request, { channel: 'mail', recipient: email, after: cursor });
  const code = extractCode(message);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await expect(page.getByRole('status').filter({ hasText: 'Email verified!' })).toBeVisible();
  await expect(progress(page)).toHaveText('Step 4 of 6: Set Password');
}

/** Step 4. */
export async function setPassword(page: Page, password = NEW_PASSWORD): Promise<void> {
  await expect(progress(page)).toHaveText('Step 4 of 6: Set Password');
  // the labels carry the required asterisk; the fields' accessible names do not
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Next' }).click();
}

export interface ContactDetails {
  firstName?: string;
  lastName?: string;
  phone: string;
}

/** Step 5: names (unless pre-filled), phone (checked on blur), a preferred contact method. */
export async function fillContact(page: Page, contact: ContactDetails): Promise<void> {
  await expect(progress(page)).toHaveText('Step 5 of 6: Contact Information');
  if (contact.firstName !== undefined) await page.getByLabel('First name').fill(contact.firstName);
  if (contact.lastName !== undefined) await page.getByLabel('Last name').fill(contact.lastName);
  const phone = page.getByLabel('Phone number');
  await phone.pressSequentially(contact.phone.replace(/\D/g, ''));
  await phone.blur();
  await page.getByRole('checkbox', { name: 'Email', exact: true }).check();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(progress(page)).toHaveText('Step 6 of 6: Review & Confirm');
}

/** Step 6: submits, sees "Registration Successful", and lands on the home page signed in. */
export async function submitAndLandHome(page: Page, portalTitle: string): Promise<void> {
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  const success = page.getByRole('dialog', { name: 'Registration Successful' });
  await expect(success).toBeVisible();
  await expect(success).toContainText('Your account is ready and you are signed in.');
  // three seconds later: the home page, the modal gone
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(success).toBeHidden();
  await expectSignedInHome(page, portalTitle);
}

export async function expectSignedInHome(page: Page, portalTitle: string): Promise<void> {
  // the registration's dialog goes with its page; until it has, its header is a banner too
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Profile' })).toBeVisible();
  await expect(banner).toContainText(portalTitle);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('dialog', { name: 'Profile' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export async function signInWithPassword(page: Page, email: string, password = NEW_PASSWORD): Promise<void> {
  if (!/\/login$/.test(page.url())) await page.goto('/login');
  const form = page.getByRole('form', { name: 'Email & Password' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Step 2's alternative: the account number, one wrong try first when `wrongFirst`. */
export async function verifyByAccountNumber(
  page: Page,
  site: RegistrationSite,
  wrongFirst = false,
): Promise<void> {
  await page.getByRole('button', { name: 'Verify with your account number' }).click();
  await expect(page.getByRole('heading', { name: 'Verify with your account number' })).toBeVisible();
  const field = page.getByLabel('Account number');
  const verify = page.getByRole('button', { name: 'Verify Account Number' });
  // the second fact (decision 006): the account holder's last name, as on the bill
  const lastName = (site.holderName ?? '').trim().split(/\s+/).pop() ?? '';
  await page.getByLabel("Account holder's last name").fill(lastName.toLowerCase());
  if (wrongFirst) {
    // not an account number at all: the format, and no try used
    await field.fill(site.cust);
    await verify.click();
    await expect(
      page.getByText('Please enter your account number in the format XXXX.XXX or XXXX.XXXX.'),
    ).toBeVisible();
    await field.fill(`${site.cust}.9${site.site}`);
    await verify.click();
    await expect(page.getByRole('alert')).toHaveText('Invalid account number. 2 attempt(s) remaining.');
    await expect(page.getByText('2 attempt(s) remaining', { exact: true })).toBeVisible();
  }
  // spaces are ignored, as on a number typed from a bill
  await field.fill(` ${site.cust}. ${site.site} `);
  await verify.click();
  await expect(page.getByRole('status').filter({ hasText: 'Account number verified!' })).toBeVisible();
  // the wizard returns to the e-mail step with the address verified
  await expect(
    page.getByText('Your address is verified. Enter the email for your account to continue.'),
  ).toBeVisible();
}

/**
 * A registration with an e-mail of the person's own (weak proof), through the API the wizard calls:
 * for journeys about what happens next (a claim on the address), where the wizard itself is not what
 * is tested (registration.spec.ts walks it). `request` keeps the registration's cookies apart from
 * the page's, so the page stays signed out.
 */
export async function registerByEmailOverApi(
  request: APIRequestContext,
  site: RegistrationSite,
  email: string,
  contact: { firstName: string; lastName: string; phone: string },
): Promise<void> {
  const ok = async (
    response: Awaited<ReturnType<APIRequestContext['post']>>,
    status = 200,
  ): Promise<Record<string, unknown>> => {
    expect(response.status(), await response.text()).toBe(status);
    return (await response.json()) as Record<string, unknown>;
  };
  const found = await ok(await request.get(`/api/registration/addresses?zip=${site.zip}`));
  const address = (found.items as Array<{ addressId: string; CM04_ADD2: string }>).find(
    (item) => item.CM04_ADD2 === site.street,
  );
  expect(address, `${site.street} in ${site.zip}`).toBeTruthy();
  const { registrationToken } = await ok(
    await request.post('/api/registration', { data: { addressId: address!.addressId } }),
    201,
  );
  const headers = { 'x-registration-token': registrationToken as string };
  await ok(await request.post('/api/registration/email', { headers, data: { source: 'manual', email } }));
  const after = await mailboxCursor(request);
  await ok(await request.post('/api/registration/email/code', { headers, data: {} }));
  const mail = await waitForMessage(request, { recipient: email, channel: 'mail', after });
  await ok(
    await request.post('/api/registration/email/verify', {
      headers,
      data: { code: extractCode(mail) },
    }),
  );
  await ok(
    await request.post('/api/registration/submit', {
      headers,
      data: {
        residence: { residenceType: 'singleFamily', ownerOrRenter: 'owner', hoa: false },
        contact: {
          firstName: contact.firstName,
          lastName: contact.lastName,
          phoneType: 'Mobile',
          phoneNumber: contact.phone,
          preferredContactMethods: ['Email'],
          optInMarketing: false,
          optInNotifications: true,
          optInPaperlessBilling: false,
          differentBillingAddress: false,
        },
        password: NEW_PASSWORD,
      },
    }),
    201,
  );
}
