import { exportedSheet, type ExcelExport } from './support/downloads';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { signInAsStaff } from './support/staff';

const PAGE = '/admin/customer-profiles';
/** Customer Profiles' Excel export. */
const EXCEL: ExcelExport = { file: /^customer-services-export-.+\.xlsx$/, sheet: 'Customer Services' };

interface ListAnswer {
  items: { uid: string; firstName: string; lastName: string; email: string }[];
  counts: { matching: number; total: number } | null;
}

async function apiList(page: Page, query: Record<string, string> = {}): Promise<ListAnswer> {
  const res = await page.request.get(`/api/admin/customer-profiles?${new URLSearchParams(query).toString()}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ListAnswer;
}

/**
 * An ordinary residential customer whose name has `fragment`: never a demo account other journeys
 * sign in with, so a journey may change or delete it.
 */
async function ordinaryResidential(page: Page, fragment: string): Promise<ListAnswer['items'][number]> {
  const { items } = await apiList(page, { customerType: 'residential', customer: fragment });
  const customer = items.find((c) => !c.uid.startsWith('demo-') && !c.email.endsWith('@curbside.demo'))!;
  expect(customer).toBeTruthy();
  return customer;
}

test.describe('[ADMIN][CUSTOMER_PROFILES]', () => {
  test('[ADMIN][CUSTOMER_PROFILES]: find by a name fragment, load more, export', async ({
    page,
  }, testInfo) => {
    await signInAsStaff(page, demo.customerService.name, PAGE);
    await expect(page.getByRole('heading', { name: 'Customer Profiles' })).toBeVisible();
    const all = await apiList(page);
    const total = all.counts!.total.toLocaleString('en');
    await expect(page.getByText(`Showing 20 of ${total} customers (total: ${total})`)).toBeVisible();

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(page.getByText(`Showing 40 of ${total} customers (total: ${total})`)).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`customer-profiles-footer-${testInfo.project.name}.png`),
    });

    // the customer filter: part of the demo resident's name, ignoring case
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('searchbox', { name: 'Customer' }).fill('rita resid');
    await expect(page.getByText(new RegExp(`Showing 1 of 1 customers \\(total: ${total}\\)`))).toBeVisible();
    await expect(page.getByText(demo.resident.email).filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear All Filters' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: testInfo.outputPath(`customer-profiles-filtered-${testInfo.project.name}.png`),
    });

    // Export to Excel: the filtered rows, read back
    const sheet = await exportedSheet(page.getByRole('button', { name: 'Export to Excel' }), testInfo, EXCEL);
    expect(sheet.actualRowCount).toBe(2);
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const row = sheet.getRow(2).values as unknown[];
    expect(row[header.indexOf('Email')]).toBe(demo.resident.email);
    expect(String(row[header.indexOf('ZIP Code')])).toMatch(/^\d{5}$/);
    expect(header).toContain('Trash (RG) Size');

    // nothing matching: the empty text, and an export says there is nothing to export
    await page.getByRole('searchbox', { name: 'Customer' }).fill('zzzz-no-such-customer');
    await expect(
      page.getByText('No customers found matching your filter criteria.').filter({ visible: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    await expect(page.getByText('No customer data to export.')).toBeVisible();

    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page.getByText(`Showing 20 of ${total} customers (total: ${total})`)).toBeVisible();
  });

  test('[ADMIN][CUSTOMER_PROFILES]: the customerId link opens the customer, who is then deleted', async ({
    page,
  }, testInfo) => {
    await signInAsStaff(page, demo.admin.name, '/admin');
    const victim = await ordinaryResidential(page, 'a');
    const name = `${victim.firstName} ${victim.lastName}`;

    await page.goto(`${PAGE}?customerId=${encodeURIComponent(victim.uid)}`);
    const manage = page.getByRole('dialog', { name: 'Manage Customer Profile' });
    await expect(manage).toBeVisible();
    await expect(manage).toContainText(name);
    await page.screenshot({
      path: testInfo.outputPath(`customer-profiles-manage-${testInfo.project.name}.png`),
    });
    await manage.getByRole('button', { name: 'Close' }).last().click();
    await expect(page.getByRole('textbox', { name: 'Customer ID' })).toHaveValue(victim.uid);
    await expect(page.getByText(/Showing 1 of 1 customers/)).toBeVisible();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await expect(confirm).toContainText(name);
    await expect(confirm).toContainText(victim.email);
    await expect(confirm).toContainText('This action cannot be undone!');
    await page.screenshot({
      path: testInfo.outputPath(`customer-profiles-delete-${testInfo.project.name}.png`),
    });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Customer ${name} deleted successfully!`)).toBeVisible();
    await expect(
      page.getByText('No customers found matching your filter criteria.').filter({ visible: true }),
    ).toBeVisible();
    expect((await apiList(page, { customerId: victim.uid })).counts!.matching).toBe(0);
  });

  test('[ADMIN][CUSTOMER_PROFILES]: Manage opens the profile, a changed phone is saved and listed', async ({
    page,
  }, testInfo) => {
    await signInAsStaff(page, demo.admin.name, '/admin');
    const customer = await ordinaryResidential(page, 'e');
    const name = `${customer.firstName} ${customer.lastName}`;

    await page.goto(`${PAGE}?customerId=${encodeURIComponent(customer.uid)}`);
    await page.getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('button', { name: `Manage ${name}` }).click();
    const manage = page.getByRole('dialog', { name: 'Manage Customer Profile' });
    await expect(manage).toContainText(name);
    const phone = manage.getByRole('textbox', { name: 'Phone number' });
    await expect(phone).toBeVisible();
    const digits = `847555${String(Date.now()).slice(-4)}`;
    await phone.fill(digits);
    await manage.getByRole('button', { name: 'Save All Changes' }).click();
    await expect(manage.getByText('Customer profile updated successfully!')).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`customer-profiles-saved-${testInfo.project.name}.png`),
    });
    await manage.getByRole('button', { name: 'Close' }).last().click();
    await expect(manage).toBeHidden();

    // the list shows the saved phone, also after a reload
    const formatted = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    await expect(page.getByText(formatted).filter({ visible: true }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByText(formatted).filter({ visible: true }).first()).toBeVisible();
  });
});
