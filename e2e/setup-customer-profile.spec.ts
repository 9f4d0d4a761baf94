/**
 * Setup Customer Profile (spec 03 §2.8): customer service creates a residential customer at a free
 * address, finds them in Customer Profiles by a name fragment, changes their trash cart size in the
 * Manage modal, and the customer's welcome and confirmation mails are in the demo mailbox; then an
 * enterprise customer with customers from two companies.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { signInAsStaff } from './support/staff';
import { mailboxCursor, waitForMessage } from './support/mailbox';
import { siteFor, uniqueEmail } from './support/registration';

const PAGE = '/admin/setup-customer-profile';

/** The contact step both wizards share: e-mail (checked), names, phone (checked), a contact method. */
async function fillStaffContact(page: Page, contact: { email: string; firstName: string; lastName: string }) {
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(contact.email);
  await page.getByLabel('First name').fill(contact.firstName);
  await page.getByLabel('Last name').fill(contact.lastName);
  const phone = page.getByLabel('Phone number');
  await phone.pressSequentially('8475550188');
  await phone.blur();
  await page.getByRole('checkbox', { name: 'Email', exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
}

/**
 * The review step both wizards end on: saves with `button`, sees `saved` and the Admin Center, and
 * answers the welcome mail the new customer gets.
 */
async function saveAndReadWelcome(page: Page, button: string, saved: string, email: string) {
  const cursor = await mailboxCursor(page.request);
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText(saved)).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 10_000 });
  return waitForMessage(page.request, { channel: 'mail', recipient: email, after: cursor });
}

test.describe('[ADMIN][SETUP_CUSTOMER_PROFILE]', () => {
  test('[ADMIN][SETUP_CUSTOMER_PROFILE]: a residential customer is created, found, and their trash cart changed', async ({
    page,
  }, testInfo) => {
    const site = siteFor('staffProfile', testInfo);
    const email = uniqueEmail('staff-created', testInfo);
    const lastName = `Setup${testInfo.project.name === 'phone' ? 'Phone' : 'Desk'}${String(Date.now()).slice(-5)}`;
    await signInAsStaff(page, demo.customerService.name, PAGE);
    await expect(page.getByRole('heading', { name: 'Select Customer Type' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`setup-type-${testInfo.project.name}.png`) });
    await page.getByRole('button', { name: /Residential Customer/ }).click();

    // step 1: the registration's ZIP search
    await page.getByLabel('ZIP code').fill('6003');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Please enter a valid 5-digit ZIP code.')).toBeVisible();
    await page.getByLabel('ZIP code').fill(site.zip);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByLabel('Street').fill(site.street.replace(/^\d+\s+/, '').toLowerCase());
    const list = page.getByRole('list', { name: 'Matching addresses' });
    await list
      .getByRole('listitem')
      .filter({ has: page.getByText(site.street, { exact: true }) })
      .click();
    await expect(page.getByText('Selected address')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    // step 2: an e-mail a customer already has is refused before Continue
    await page.getByRole('textbox', { name: 'Email' }).fill(demo.resident.email);
    await page.getByRole('textbox', { name: 'Email' }).blur();
    await expect(page.getByText('A customer with this email address already exists.')).toBeVisible();
    await fillStaffContact(page, { email, firstName: 'Stella', lastName });
    await expect(page.getByText(site.street).first()).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`setup-review-${testInfo.project.name}.png`),
      fullPage: true,
    });

    const welcome = await saveAndReadWelcome(
      page,
      'Save Customer Profile',
      'Customer profile saved successfully! A confirmation email will be sent to the customer.',
      email,
    );
    expect(welcome.subject).toMatch(/^Welcome to the /);
    expect(welcome.bodyText).toContain('/reset-password?token=');

    // Customer Profiles: found by a fragment of the name, then Manage → Trash Service → a new size
    await page.goto('/admin/customer-profiles');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('searchbox', { name: 'Customer' }).fill(lastName.slice(0, -2).toLowerCase());
    await expect(page.getByText(email).filter({ visible: true })).toBeVisible();
    await page.getByRole('button', { name: `Manage Stella ${lastName}` }).click();
    const manage = page.getByRole('dialog', { name: 'Manage Customer Profile' });
    await expect(manage).toContainText(site.street);
    await manage.getByRole('tab', { name: 'Trash Service' }).click();
    const size = manage.getByRole('textbox', { name: 'Cart size' });
    await size.click();
    const other = page.getByRole('option').filter({ hasNotText: '(current)' }).first();
    const chosen = ((await other.textContent()) ?? '').trim();
    await other.click();
    await expect(size).toHaveValue(chosen);
    const beforeSave = await mailboxCursor(page.request);
    await manage.getByRole('button', { name: 'Save All Changes' }).click();
    await expect(manage.getByText('Customer profile updated successfully!')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`setup-manage-trash-${testInfo.project.name}.png`) });
    const confirmation = await waitForMessage(page.request, {
      channel: 'mail',
      recipient: email,
      after: beforeSave,
    });
    expect(confirmation.subject).toMatch(/Service Change Confirmation$/);
  });

  test('[ADMIN][SETUP_CUSTOMER_PROFILE]: an enterprise customer with customers from two companies', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail('staff-enterprise', testInfo);
    const organization = `Harbor Holdings ${testInfo.project.name}`;
    const lastName = `Harbor${testInfo.project.name === 'phone' ? 'Phone' : 'Desk'}`;
    await signInAsStaff(page, demo.admin.name, `${PAGE}?type=enterprise`);
    await expect(page.getByRole('heading', { name: 'Select Customers' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Customers to choose from' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    // one customer from each of the first two companies in the list
    const rows = table.getByRole('row');
    const firstCompany = (await rows.nth(1).getByRole('cell').nth(1).textContent())!.trim();
    await rows.nth(1).getByRole('checkbox').check();
    const otherCompany = rows.filter({ hasNot: page.getByRole('cell', { name: firstCompany, exact: true }) });
    await otherCompany.last().getByRole('checkbox').check();
    await expect(page.getByText('Selected customers (2)')).toBeVisible();

    // the search narrows the list; nothing matching says so
    await page.getByRole('textbox', { name: 'Search customers' }).fill('zzzz-no-such-customer');
    await expect(page.getByText('No options found')).toBeVisible();
    await page.getByRole('textbox', { name: 'Search customers' }).fill('');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`setup-enterprise-select-${testInfo.project.name}.png`),
    });
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter an organization name.')).toBeVisible();
    await page.getByLabel('Organization name').fill(organization);
    await fillStaffContact(page, { email, firstName: 'Hank', lastName });
    await expect(page.getByText(organization)).toBeVisible();
    const welcome = await saveAndReadWelcome(
      page,
      'Save Enterprise Customer Profile',
      'Enterprise customer profile saved successfully! A password reset email has been sent to the customer.',
      email,
    );
    expect(welcome.bodyText).toContain(`for ${organization}`);

    // the new profile manages both customers
    await page.goto('/admin/customer-profiles');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('searchbox', { name: 'Customer' }).fill(organization.toLowerCase());
    await expect(page.getByText(email).filter({ visible: true })).toBeVisible();
    await page.getByRole('button', { name: `Manage Hank ${lastName}` }).click();
    const manage = page.getByRole('dialog', { name: 'Manage Customer Profile' });
    await manage.getByRole('tab', { name: 'Manage Customers' }).click();
    await expect(manage.getByText(firstCompany).first()).toBeVisible();
  });
});
