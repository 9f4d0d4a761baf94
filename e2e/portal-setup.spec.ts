/**
 * Portal setup journey (spec 03 §2.5–2.7, spec 01 §2 Shell and Home): an admin creates a residential
 * portal for a municipality being onboarded (two of the seed's ONBOARDING_ZIPS, which no portal lists
 * yet), hides Sticker Locations, writes its home content, finds it in the list and previews it; a
 * customer registering at one of its ZIPs lands on it; deleting it is then refused. Each project uses
 * its own two ZIP codes (a ZIP can belong to one portal only) and its own title.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ONBOARDING_ZIPS } from '../src/server/db/seed/demo-onboarding';
import { buildDemoPortalSetups } from '../src/server/db/seed/demo-portals';
import { demo } from './support/accounts';
import { isPhone, visibleNav } from './support/session';
import { signInAsStaff } from './support/staff';
import {
  chooseAddress,
  enterManualEmail,
  fillContact,
  onboardingSiteIn,
  setPassword,
  submitAndLandHome,
  uniqueEmail,
  verifyByAccountNumber,
  verifyEmailByCode,
} from './support/registration';

// one client address for this file, so the per-address registration limits do not tie it to other files
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.62' } });

const HOME = {
  header: 'Welcome to curbside service in your village',
  description: 'Carts go out by 7 a.m. on your collection day.',
  sectionTitle: 'Your first pickup',
  sectionContent: 'Your carts arrive within two weeks of the start of service.',
  callOutHeader: 'Good to know',
  bullet: 'Holiday weeks shift pickup by one day',
};

/** The one visible match: the list is a table on desktop and cards on a phone, both in the page. */
const visible = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).filter({ visible: true });

test.describe('[PORTAL_SETUP]', () => {
  test('[ONBOARDING]: a new residential portal for two ZIPs, its content, preview, first customer, delete refused', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const pair = isPhone(testInfo) ? ONBOARDING_ZIPS.slice(2, 4) : ONBOARDING_ZIPS.slice(0, 2);
    const [zipA, zipB] = pair as [string, string];
    const title = `Village of Onboarding ${testInfo.project.name} ${Date.now().toString(36)}`;

    await test.step('the admin creates the portal with two ZIP codes and Sticker Locations hidden', async () => {
      await signInAsStaff(page, demo.admin.name);
      await page
        .getByRole('main')
        .getByRole('link', { name: /Customer Portal Setup/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: 'Customer Portal Setup', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Residential' }).click();

      await page.getByRole('textbox', { name: 'Portal Title' }).fill(title);
      const zipInput = page.getByRole('textbox', { name: 'ZIP Codes' });
      await zipInput.fill(zipA);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await zipInput.fill(zipB);
      await zipInput.press('Enter');
      const zips = page.getByRole('list', { name: 'ZIP Codes' });
      await expect(zips.getByRole('listitem')).toHaveText([zipA, zipB]);
      // the same ZIP twice is refused in the form
      await zipInput.fill(zipA);
      await zipInput.press('Enter');
      await expect(page.getByText('This ZIP code is already in the list.')).toBeVisible();
      await zipInput.fill('');

      await page.getByRole('tab', { name: 'Display Options' }).click();
      const menu = page.getByRole('region', { name: 'Menu' });
      const stickers = menu.getByRole('switch', { name: 'Sticker Locations' });
      await expect(stickers).toBeChecked();
      // by keyboard, as a switch is toggled with Space
      await stickers.focus();
      await page.keyboard.press('Space');
      await expect(stickers).not.toBeChecked();

      await page.getByRole('tab', { name: 'Review & Submit' }).click();
      await page.getByRole('button', { name: 'Create Customer Portal' }).click();
      const done = page
        .getByRole('status')
        .filter({ hasText: 'Customer portal setup completed successfully!' });
      await expect(done).toBeVisible();
      await expect(done).toContainText(`“${title}” has been saved.`);
    });

    await test.step('the admin writes its home content in the content editor', async () => {
      await page.goto('/admin');
      await page
        .getByRole('main')
        .getByRole('link', { name: /Portal Content/ })
        .first()
        .click();
      await page.getByRole('searchbox', { name: 'Search portals' }).fill(title);
      await page
        .getByRole('list', { name: 'Portals' })
        .getByRole('link', { name: new RegExp(title) })
        .click();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByText('No content saved for this portal yet.')).toBeVisible();

      const home = page.getByRole('form', { name: 'Home content' });
      await home.getByRole('textbox', { name: 'Header', exact: true }).fill(HOME.header);
      await home.getByRole('textbox', { name: 'Description', exact: true }).fill(HOME.description);
      await home.getByRole('button', { name: 'Add section' }).click();
      await home.getByRole('textbox', { name: 'Title', exact: true }).fill(HOME.sectionTitle);
      await home.getByRole('textbox', { name: 'Content', exact: true }).fill(HOME.sectionContent);
      await home.getByRole('button', { name: 'Add call-out box' }).click();
      // the call-out's header is the second "Header" of the tab
      await home.getByRole('textbox', { name: 'Header', exact: true }).nth(1).fill(HOME.callOutHeader);
      await home.getByRole('textbox', { name: 'Bullet 1' }).fill(HOME.bullet);
      await home.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('The Home content is saved. Customers see it at once.')).toBeVisible();
    });

    await test.step('the list filters by title and previews the portal', async () => {
      await page.goto('/admin/customer-setups');
      await expect(page.getByRole('heading', { name: 'Customer Portal Setups', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Filters' }).click();
      const titleFilter = page.getByRole('searchbox', { name: 'Portal Title' });
      await titleFilter.fill('no portal is called this');
      await expect(
        page.getByText('No customer setups found matching your filter criteria.').filter({ visible: true }),
      ).toBeVisible();
      await titleFilter.fill(title.toLowerCase());
      await expect(page.getByText('Showing 1 of 1 customers')).toBeVisible();
      await expect(page.getByText(title, { exact: true }).filter({ visible: true })).toBeVisible();
      await expect(page.getByRole('button', { name: '1 active filter' })).toBeVisible();

      await visible(page, `View content of ${title}`).click();
      const preview = page.getByRole('dialog', { name: `Portal Preview: ${title}` });
      await expect(preview).toContainText(`${zipA}, ${zipB}`);
      await expect(preview).toContainText('Sticker Locations (Hidden)');
      await preview.getByRole('tab', { name: 'Home' }).click();
      await expect(preview.getByRole('heading', { name: HOME.header })).toBeVisible();
      await expect(preview).toContainText(HOME.sectionTitle);
      await expect(preview).toContainText(HOME.callOutHeader);
      await expect(preview).toContainText(HOME.bullet);
      await page.keyboard.press('Escape');
      await expect(preview).toBeHidden();
    });

    await test.step('a customer registering at one of its ZIPs lands on it', async () => {
      // a visitor now: the admin's session goes
      await page.context().clearCookies();
      const site = onboardingSiteIn(zipB, testInfo);
      await page.goto('/register');
      await chooseAddress(page, site);
      await verifyByAccountNumber(page, site);
      // the account number proves the address; the account's e-mail is still confirmed by a code
      const email = uniqueEmail('onboarding', testInfo);
      await enterManualEmail(page, email);
      await verifyEmailByCode(page, email);
      await setPassword(page);
      await fillContact(page, { firstName: 'Olive', lastName: 'Onboarded', phone: '8475550146' });
      await submitAndLandHome(page, title);

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: HOME.header, level: 1 })).toBeVisible();
      await expect(main).toContainText(HOME.description);
      await expect(main.getByRole('heading', { name: HOME.sectionTitle })).toBeVisible();
      await expect(main).toContainText(HOME.sectionContent);
      await expect(main.getByRole('heading', { name: HOME.callOutHeader })).toBeVisible();
      await expect(main).toContainText(HOME.bullet);

      const nav = visibleNav(page, testInfo);
      await expect(nav.getByRole('link', { name: 'Billing' })).toBeVisible();
      await expect(
        nav.getByRole('link', { name: isPhone(testInfo) ? 'Stickers' : 'Sticker Locations' }),
      ).toHaveCount(0);
    });

    await test.step('deleting a portal customers use is refused, naming the count', async () => {
      await page.context().clearCookies();
      await signInAsStaff(page, demo.admin.name, '/admin/customer-setups');
      await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByRole('searchbox', { name: 'Portal Title' }).fill(title);
      await expect(page.getByText('Showing 1 of 1 customers')).toBeVisible();
      await visible(page, `Delete ${title}`).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Customer Setup' });
      await expect(confirm).toContainText('This action cannot be undone.');
      await expect(confirm).toContainText(title);
      await confirm.getByRole('button', { name: 'Delete Customer Setup' }).click();
      await expect(confirm.getByRole('alert').filter({ hasText: 'The setup was not deleted' })).toContainText(
        'This portal setup is used by 1 customer profile and cannot be deleted.',
      );
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByText(title, { exact: true }).filter({ visible: true })).toBeVisible();
    });
  });
});

test.describe('[PORTAL_SETUP][CLAIM_WAITING]', () => {
  test('an admin sets the waiting period of address claims; it is checked, saved and shown again', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    // Porter Dunes: no claim journey registers there
    const setup = buildDemoPortalSetups(new Date().getUTCFullYear()).find((s) =>
      s.searchZipCodes.includes('46304'),
    )!;
    const days = isPhone(testInfo) ? '4' : '3';
    const url = `/admin/customer-setups/edit/${setup.id}`;
    await signInAsStaff(page, demo.admin.name);
    await page.goto(url);
    const field = page.getByRole('textbox', { name: 'Claim waiting period (days)' });
    await expect(field).toBeVisible();
    await expect(
      page.getByText('An unopposed claim on an address with strong proof moves the address'),
    ).toBeVisible();
    await field.fill('0');
    await page.getByRole('tab', { name: 'Review & Submit' }).click();
    await page.getByRole('button', { name: 'Update Customer Portal' }).click();
    // the form opens the tab with the error
    await expect(
      page.getByText('The waiting period must be a whole number of days from 1 to 90.'),
    ).toBeVisible();
    await field.fill(days);
    await expect(
      page.getByText('The waiting period must be a whole number of days from 1 to 90.'),
    ).toHaveCount(0);
    await field.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: testInfo.outputPath(`claim-waiting-field-${testInfo.project.name}.png`),
      fullPage: true,
    });
    await page.getByRole('tab', { name: 'Review & Submit' }).click();
    await page.getByRole('button', { name: 'Update Customer Portal' }).click();
    await expect(page.getByText('Customer portal updated successfully!')).toBeVisible();

    await page.goto(url);
    await expect(page.getByRole('textbox', { name: 'Claim waiting period (days)' })).toHaveValue(days);
  });
});
