/**
 * The address tools (spec 03 §2.14, §2.15): customer service file an undelivered-cart complaint for
 * an address the back office has (found through the ZIP lookup of the Lake Bluff portal) and see its
 * REQ- reference; then add an address the back office does not have, with the customer who reported
 * it, and find it in Address Management and in its Excel export.
 */
import { exportedSheet, type ExcelExport } from './support/downloads';
import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { signInAsStaff } from './support/staff';
import { uniqueEmail } from './support/registration';

const PORTAL = 'Village of Lake Bluff';
const ZIP = '60044';
/** Address Management's Excel export. */
const EXCEL: ExcelExport = { file: /^added-addresses-\d{4}-\d{2}-\d{2}\.xlsx$/, sheet: 'Added Addresses' };

test.describe('[ADMIN][ADDRESS_TOOLS]', () => {
  test('[ADMIN][ADDRESS_TOOLS]: an undelivered-cart complaint is filed, an unknown address is added and exported', async ({
    page,
  }, testInfo) => {
    const project = testInfo.project.name;
    const street = `${String(Date.now()).slice(-5)} ${project === 'phone' ? 'PHONE' : 'DESK'} TEST RD`;
    const email = uniqueEmail('added-address', testInfo);
    await signInAsStaff(page, demo.customerService.name, '/admin/undelivered-cart');

    // the static modal needs a portal first
    const wizard = page.getByRole('dialog', { name: 'Handle Undelivered Cart' });
    await expect(wizard).toBeVisible();
    await expect(wizard.getByText('Choose the customer portal first.')).toBeVisible();
    await wizard.getByRole('textbox', { name: 'Customer portal' }).click();
    await page.getByRole('option', { name: PORTAL, exact: true }).click();

    // address verification by ZIP lookup
    await expect(wizard.getByRole('heading', { name: 'Address verification' })).toBeVisible();
    await wizard.getByRole('textbox', { name: 'ZIP code' }).fill('6004');
    await wizard.getByRole('button', { name: 'Search' }).click();
    await expect(wizard.getByText('Please enter a valid 5-digit ZIP code.')).toBeVisible();
    await wizard.getByRole('textbox', { name: 'ZIP code' }).fill(ZIP);
    await wizard.getByRole('button', { name: 'Search' }).click();
    const addresses = wizard.getByRole('list', { name: 'Addresses in this ZIP code' });
    await expect(addresses.getByRole('listitem').first()).toBeVisible();
    await wizard.getByRole('button', { name: 'Use Selected Address' }).click();
    await expect(wizard.getByText('Please select an address first.')).toBeVisible();
    const known = (await addresses.getByRole('button').first().innerText()).trim();
    await addresses.getByRole('button').first().click();
    await wizard.getByRole('button', { name: 'Use Selected Address' }).click();

    // issue creation: the subject's default, the description required
    await expect(wizard.getByRole('heading', { name: 'Issue creation' })).toBeVisible();
    await expect(wizard.getByText(known)).toBeVisible();
    await expect(wizard.getByRole('textbox', { name: 'Subject' })).toHaveValue('CART IS NOT DELIVERED');
    await wizard.getByRole('button', { name: 'Create Issue' }).click();
    await expect(wizard.getByText('Please provide a description of the issue.')).toBeVisible();
    await wizard
      .getByRole('textbox', { name: 'Description' })
      .fill(`New resident, no carts delivered (${project} journey).`);
    await wizard.getByRole('textbox', { name: 'Assign to agent' }).click();
    await page.getByRole('option').first().click();
    await page.screenshot({ path: testInfo.outputPath(`undelivered-cart-issue-${project}.png`) });
    await wizard.getByRole('button', { name: 'Create Issue' }).click();

    // done: the tickets desk's reference
    await expect(wizard.getByRole('heading', { name: 'Issue created' })).toBeVisible({ timeout: 20_000 });
    await expect(wizard.getByTestId('issue-reference')).toHaveText(/^REQ-[0-9A-Z]+$/);
    await page.screenshot({ path: testInfo.outputPath(`undelivered-cart-done-${project}.png`) });

    // an address the back office does not have
    await wizard.getByRole('button', { name: 'Handle Another Complaint' }).click();
    await wizard.getByRole('tab', { name: 'Street address' }).click();
    await wizard.getByRole('textbox', { name: 'Street address' }).fill(street.toLowerCase());
    await wizard.getByRole('textbox', { name: 'City' }).fill('Lake Bluff');
    await wizard.getByRole('textbox', { name: 'State' }).fill('il');
    await wizard.getByRole('textbox', { name: 'ZIP code' }).fill(ZIP);
    await wizard.getByRole('button', { name: 'Check Address' }).click();

    // customer info: the profile wizard's rules
    await expect(wizard.getByRole('heading', { name: 'Customer information' })).toBeVisible();
    await wizard.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await wizard.getByRole('textbox', { name: 'Last name' }).fill('Nguyen');
    await wizard.getByRole('textbox', { name: 'Email' }).fill(email);
    const phone = wizard.getByRole('textbox', { name: 'Phone number' });
    await phone.pressSequentially('84755');
    await phone.blur();
    await expect(wizard.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
    await phone.fill('');
    await phone.pressSequentially('8475550188');
    await expect(phone).toHaveValue('(847) 555-0188');
    await phone.blur();
    await page.screenshot({ path: testInfo.outputPath(`undelivered-cart-customer-${project}.png`) });
    await wizard.getByRole('button', { name: 'Continue' }).click();

    // the new address: the typed address, added by hand (the built-in suggestions know only known addresses)
    await expect(wizard.getByRole('heading', { name: 'New address' })).toBeVisible();
    await expect(wizard.getByRole('textbox', { name: 'Street address' })).toHaveValue(street.toLowerCase());
    await page.screenshot({ path: testInfo.outputPath(`undelivered-cart-address-${project}.png`) });
    await wizard.getByRole('button', { name: 'Add Address' }).click();
    await expect(wizard.getByText('Address added successfully')).toBeVisible();
    const session = wizard.getByRole('list', { name: 'Added in this session' });
    await expect(session.getByText(street, { exact: true })).toBeVisible();
    await expect(session.getByText(`LAKE BLUFF, IL ${ZIP}`)).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Add Another Address' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`undelivered-cart-added-${project}.png`) });
    await wizard.getByRole('button', { name: 'Back to Search' }).click();
    await expect(wizard.getByRole('heading', { name: 'Address verification' })).toBeVisible();
    await wizard.getByRole('button', { name: 'Close' }).click();
    await expect(wizard).toBeHidden();
    await expect(page.getByRole('button', { name: 'Start Undelivered Cart Wizard' })).toBeVisible();

    // Address Management lists it, newest first, Manual
    await page.getByRole('main').getByRole('link', { name: 'Address Management' }).click();
    await expect(page.getByRole('heading', { name: 'Address Management', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(street);
    const row = page.getByText(street, { exact: true }).filter({ visible: true });
    await expect(row).toBeVisible();
    await expect(page.getByText('Ada Nguyen').filter({ visible: true })).toBeVisible();
    await expect(page.getByText('Showing 1 of 1 addresses', { exact: false })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`added-addresses-${project}.png`), fullPage: true });

    // the export of the filtered list, read back
    const sheet = await exportedSheet(page.getByRole('button', { name: 'Export to Excel' }), testInfo, EXCEL);
    expect(sheet.actualRowCount).toBe(2);
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const values = sheet.getRow(2).values as unknown[];
    expect(values[header.indexOf('Street Address')]).toBe(street);
    expect(values[header.indexOf('Customer Email')]).toBe(email);
    expect(values[header.indexOf('Entry Type')]).toBe('NewSiteAddress');
    expect(values[header.indexOf('Smarty Verified')]).toBe('No');

    // the built-in back office: the address becomes a real site
    await page
      .getByRole('button', { name: `Load ${street} into the back office` })
      .filter({ visible: true })
      .click();
    await expect(page.getByText('The address is now a site in the back office.')).toBeVisible();
    await expect(page.getByText('In back office').filter({ visible: true })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Load ${street} into the back office` }).filter({ visible: true }),
    ).toHaveCount(0);

    // delete it, after confirming
    await page
      .getByRole('button', { name: `Delete ${street}` })
      .filter({ visible: true })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete Address' });
    await expect(confirm.getByText('This action cannot be undone!')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete Address' }).click();
    await expect(page.getByText('Address deleted successfully')).toBeVisible();
    await expect(
      page.getByText('No added addresses match your filters.').filter({ visible: true }),
    ).toBeVisible();
  });
});
