/**
 * Journeys on My Services (spec 02 §2.2, §4.2, §5, §9): the enterprise customer sees the header, the
 * sales-rep line, the summary cards and the rows (a table on desktop, cards on a phone); filters by
 * address and service type and toggles Show only regular services; loads more rows; exports the
 * report and reads it back; requests an extra pickup from a row's menu; and cannot open another
 * customer's My Services. Counts are compared with the API's answer for the same filters.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import path from 'node:path';
import { saveDownload, worksheetOf } from './support/downloads';
import { demo } from './support/accounts';
import { isPhone, signInAsCustomer } from './support/session';
import { myServiceRows } from './support/services';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.72' } });

const UID = demo.enterprise.uid;
const HEADERS = [
  'SITE ID',
  'SITE NAME',
  'ADDRESS',
  'RATE',
  'QUANTITY',
  'SIZE',
  'DAY OF SERVICE',
  'FREQUENCY',
  'SERVICE TYPE',
];

interface ApiPage {
  total: number;
  totals: { services: number; rate: number; sites: number };
  items: { siteName: string; address: string; service: string }[];
}

async function apiServices(page: Page, query: Record<string, string>): Promise<ApiPage> {
  const response = await page.request.get(`/api/my-services/${UID}`, { params: query });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiPage;
}

/** The "shown of total" line under the rows: Load More (n of N), or Showing all N services. */
function countLine(page: Page) {
  return page
    .getByRole('button', { name: /^Load More \(\d+ of \d+\)$/ })
    .or(page.getByText(/^Showing all \d+ services$/));
}

async function expectTotal(page: Page, total: number, pageSize = 10) {
  if (total > pageSize) {
    await expect(countLine(page)).toHaveText(`Load More (${pageSize} of ${total})`);
  } else {
    await expect(countLine(page)).toHaveText(`Showing all ${total} services`);
  }
}

async function openMyServices(page: Page) {
  await page.goto(`/MyServices/${UID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'MY SERVICES' })).toBeVisible();
}

test.describe('My Services (enterprise customer)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsCustomer(page, demo.enterprise.email);
  });

  test('shows the header, sales rep, summary cards and rows, and loads more', async ({ page }, testInfo) => {
    const initial = await apiServices(page, { regularOnly: 'true' });
    const repResponse = await page.request.get(`/api/my-services/${UID}/sales-rep`);
    const rep = (await repResponse.json()) as { description: string; email: string };

    // the nav item leads there (desktop top bar; the phone shows My Services on its bottom bar)
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`/MyServices/${UID}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'MY SERVICES' })).toBeVisible();
    // the header names the customer's company, not the shared enterprise portal (issue 9)
    const header = page.getByRole('banner');
    await expect(header).toContainText('Northshore Facilities Group');
    await expect(header).not.toContainText('All Customers Enterprise');

    await expect(page.getByText('Your sales representative:')).toContainText(rep.description);
    await expect(page.getByRole('link', { name: rep.email })).toHaveAttribute('href', `mailto:${rep.email}`);
    for (const label of ['Total Services', 'Total Rate (USD)', 'Total Sites']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    // compact numbers, with the exact figure in the title
    await expect(page.getByTitle(String(initial.totals.services), { exact: true })).toBeVisible();
    await expect(page.getByTitle(String(initial.totals.sites), { exact: true })).toBeVisible();
    const exactRate = `$${initial.totals.rate.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect(page.getByTitle(exactRate, { exact: true })).toContainText('$');

    const rows = myServiceRows(page, testInfo);
    await expect(rows).toHaveCount(10);
    if (isPhone(testInfo)) {
      await expect(page.getByRole('table')).toBeHidden();
      await expect(rows.first()).toContainText(initial.items[0]!.siteName);
      await expect(rows.first()).toContainText('SITE ID');
    } else {
      for (const header of [...HEADERS.slice(0, 8), 'ACTIONS']) {
        await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
      }
      await expect(rows.first()).toContainText(initial.items[0]!.siteName);
      await expect(rows.first()).toContainText(initial.items[0]!.address);
    }
    // SIZE and FREQUENCY carry units (issue 9)
    await expect(rows.first()).toContainText(/\d+ (yd|gal)/);
    await expect(rows.first()).toContainText(/\dx per week|On call/);

    expect(initial.total).toBeGreaterThan(10);
    await expectTotal(page, initial.total);
    await page.getByRole('button', { name: /^Load More/ }).click();
    const second = Math.min(20, initial.total);
    await expect(rows).toHaveCount(second);
    await expect(countLine(page)).toHaveText(
      second < initial.total
        ? `Load More (${second} of ${initial.total})`
        : `Showing all ${initial.total} services`,
    );
  });

  test('filters by address and service type, toggles regular services, exports the report', async ({
    page,
  }, testInfo) => {
    await openMyServices(page);
    const rows = myServiceRows(page, testInfo);
    await expect(rows).toHaveCount(10);

    // address contains
    const byAddress = await apiServices(page, { regularOnly: 'true', address: 'hammond' });
    await page.getByLabel('Search by address').fill('hammond');
    await expectTotal(page, byAddress.total);
    await expect(rows).toHaveCount(Math.min(10, byAddress.total));
    for (const text of await rows.allTextContents()) expect(text.toUpperCase()).toContain('HAMMOND');

    // the switch: on by default; off shows the non-regular services too
    const regular = page.getByRole('switch', { name: 'Show only regular services' });
    await expect(regular).toBeChecked();
    const withIrregular = await apiServices(page, { regularOnly: 'false', address: 'hammond' });
    expect(withIrregular.total).toBeGreaterThan(byAddress.total);
    await regular.click();
    await expect(regular).not.toBeChecked();
    await expectTotal(page, withIrregular.total);
    await regular.click();
    await expect(regular).toBeChecked();
    await expectTotal(page, byAddress.total);

    // service types (multi-select): Default Recycling and Default Trash
    const types = page.getByRole('textbox', { name: 'Service types' });
    await types.click();
    // one entry per service name (issue 9: "Commercial Organics" and "Unknown Service" were listed twice)
    const names = (await page.getByRole('option').allTextContents()).map((t) =>
      t.replace(/[A-Z]{2}(, [A-Z]{2})*$/, ''),
    );
    expect(names.length).toBeGreaterThan(2);
    expect(new Set(names).size).toBe(names.length);
    await page.getByRole('option', { name: /^Default Recycling\s*RR$/ }).click();
    await page.getByRole('option', { name: /^Default Trash\s*RG$/ }).click();
    await types.press('Escape');
    // the chosen types, listed under the filters
    const filters = page.getByRole('region', { name: 'Filters' });
    await expect(filters.getByText('Service types:')).toBeVisible();
    await expect(filters.getByText('Default Trash', { exact: true }).last()).toBeVisible();
    const byType = await apiServices(page, {
      regularOnly: 'true',
      address: 'hammond',
      serviceTypes: 'RR,RG',
    });
    expect(byType.total).toBeLessThan(byAddress.total);
    await expectTotal(page, byType.total);
    await expect(rows).toHaveCount(Math.min(10, byType.total));
    for (const text of await rows.allTextContents()) expect(text).toMatch(/Default (Recycling|Trash)/);

    // Export Report: the filtered rows, read back with ExcelJS
    const file = await saveDownload(
      page.getByRole('link', { name: 'Export Report' }),
      testInfo,
      /^my-services-report-\d{2}-\d{2}-\d{4}\.xlsx$/,
    );
    const [, mm, dd, yyyy] = /(\d{2})-(\d{2})-(\d{4})/.exec(path.basename(file))!;
    const fileDay = Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd));
    expect(Math.abs(fileDay - Date.now())).toBeLessThan(2 * 24 * 3600 * 1000);

    const sheet = await worksheetOf(file, 'My services Report');
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => String(v ?? ''));
    expect(values(1)).toEqual(HEADERS);
    const dataRows = Array.from({ length: sheet.actualRowCount - 1 }, (_, i) => values(i + 2));
    expect(dataRows.length).toBe(byType.total);
    expect(dataRows.length).toBeGreaterThan(0);
    for (const row of dataRows) {
      expect(row[2]!.toUpperCase()).toContain('HAMMOND');
      expect(['Default Recycling', 'Default Trash']).toContain(row[8]);
      expect(row[6]).not.toBe('Non Regular Service');
    }
  });

  test('requests an extra pickup from a row’s actions menu', async ({ page }) => {
    const first = (await apiServices(page, { regularOnly: 'true' })).items[0]!;
    await openMyServices(page);
    // the row's menu button is named after its site; the first row's is the first such button
    await page
      .getByRole('button', { name: `Actions for ${first.siteName}` })
      .filter({ visible: true })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Request Extra Pickup' }).click();
    const modal = page.getByRole('dialog', { name: 'Request Extra Pickup' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(first.siteName);
    await expect(modal).toContainText('Optional for an extra pickup.');

    // details are required (the subject is not, for an extra pickup)
    await modal.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(modal.getByText('Please provide details about your request.')).toBeVisible();
    await expect(modal.getByText('Please enter a subject for your request.')).toHaveCount(0);

    // hold the call a moment so the submitting state can be seen
    await page.route(`**/api/my-services/${UID}/actions`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await modal.getByLabel('Details').fill('Two extra containers after the weekend event.');
    await modal.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(modal.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(modal.getByLabel('Details')).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await expect(modal).toBeHidden();
    // gone, not fading out: a dialog's header is a banner too
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const toast = page.getByText(
      /^Your pickup request has been submitted successfully\. Your issue #\d+ has been created and our team will process it as soon as possible\.$/,
    );
    await expect(toast).toBeVisible();
    // the toast sits below the fixed header and covers none of its buttons (issue 9)
    const toastBox = (await toast.boundingBox())!;
    const headerBox = (await page.getByRole('banner').boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  });

  test('another customer’s My Services shows the not-found page', async ({ page }) => {
    await page.goto(`/MyServices/${demo.resident.uid}`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'MY SERVICES' })).toHaveCount(0);
    const response = await page.request.get(`/api/my-services/${demo.resident.uid}`);
    expect(response.status()).toBe(404);
  });
});
