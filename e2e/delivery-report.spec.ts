/**
 * The Delivery Report (issue 13): a customerservice user builds a report for the demo Lake Bluff
 * portal, is told to choose a portal before fetching TRUX data, adds the portal's TRUX sites, pages
 * with Load More and exports the report, which is read back with ExcelJS.
 */
import { exportedSheet, type ExcelExport } from './support/downloads';
import { deliveryReportColumns } from '../src/domain/delivery-report/report-export';
import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { signInAsStaff } from './support/staff';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.92' } });

/** The report's Excel export. */
const EXCEL: ExcelExport = { file: /^delivery-report-\d{2}-\d{2}-\d{4}\.xlsx$/, sheet: 'Delivery Report' };

test('[DELIVERY-REPORT]: a portal with TRUX data, Load More and the export', async ({ page }, testInfo) => {
  // a long journey (sign-in, two fetches, Load More, the export read back, three filters): about 65 s
  // in CI's browser phase at load 15, where each step takes 1.5-3 s (traced 2026-12-06)
  test.setTimeout(120_000);
  await signInAsStaff(page, demo.customerService.name);
  await page.goto('/admin/delivery-report');
  await expect(page.getByRole('heading', { name: 'Delivery Report', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Report Settings' })).toBeVisible();

  // TRUX needs a portal first
  await page.getByRole('switch', { name: 'Show All Services from TRUX' }).click();
  await page.getByRole('button', { name: 'Fetch TRUX Data' }).click();
  await expect(page.getByText('Please select a Portal Title to fetch TRUX data')).toBeVisible();

  // the portal and its routing details
  // the summary cards are a request of their own, answered after the rows
  const summaryOf = (trux: boolean) =>
    page.waitForResponse((res) => {
      const url = new URL(res.url());
      return (
        url.pathname === '/api/admin/delivery-report/summary' &&
        url.searchParams.get('portalId') === 'demo-lake-bluff' &&
        (url.searchParams.get('trux') === 'true') === trux
      );
    });
  const portalSummary = summaryOf(false);
  await page.getByRole('textbox', { name: 'Portal Title' }).click();
  await page.getByRole('option', { name: 'Village of Lake Bluff' }).click();
  const details = page.getByTestId('portal-details');
  await expect(details).toContainText('26898');
  await expect(details).toContainText('TRUX_LR_COMP_RAW');
  await expect(details).toContainText('TRUX');
  const total = page.getByTestId('summary-total');
  await expect(total).toContainText('Total Items');
  expect((await portalSummary).status()).toBe(200);
  await expect(total.locator('p').nth(1)).toBeVisible();
  const portalItems = Number((await total.locator('p').nth(1).textContent())!.replace(/\D/g, ''));

  // the portal's TRUX sites join the portal rows
  const truxSummary = summaryOf(true);
  await page.getByRole('button', { name: 'Fetch TRUX Data' }).click();
  // the TRUX rows and summary read every site of the portal: 2-3 s each under load
  await expect(page.getByText('TRUX data included')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  expect((await truxSummary).status()).toBe(200);
  await expect(total.locator('p').nth(1)).toBeVisible();
  await expect(total.locator('p').nth(1)).not.toHaveText(portalItems.toLocaleString('en-US'));
  const items = Number((await total.locator('p').nth(1).textContent())!.replace(/\D/g, ''));
  expect(items).toBeGreaterThan(40);
  await expect(page.getByTestId('summary-trash')).toContainText('% of items');

  // 20 rows (the table on a desktop, cards on a phone), Load More adds 20
  const phone = testInfo.project.name === 'phone';
  const rows = phone ? page.locator('[data-card-id]') : page.locator('tr[data-row-id]');
  await expect(rows).toHaveCount(20);
  await expect(page.getByText(`Showing 20 of ${items.toLocaleString('en-US')}`)).toBeVisible();
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(rows).toHaveCount(40);
  await expect(page.getByText(/Last updated/)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`delivery-report-${testInfo.project.name}.png`) });
  await rows.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`delivery-report-rows-${testInfo.project.name}.png`) });

  // TRUX sites have no creation date, so a range no customer falls in leaves only them, with their badge
  await page.getByLabel('From', { exact: true }).fill('2099-01-01');
  const truxRows = phone
    ? page.locator('[data-card-id^="trux-site-"]')
    : page.locator('tr[data-row-id^="trux-site-"]');
  await expect(rows).toHaveCount(20);
  await expect(truxRows).toHaveCount(20);
  await expect(truxRows.first()).toContainText('TRUX');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText(`Showing 40 of ${items.toLocaleString('en-US')}`)).toBeVisible();

  // Export Report: every row of these settings
  const sheet = await exportedSheet(page.getByRole('button', { name: 'Export Report' }), testInfo, EXCEL);
  expect(sheet.actualRowCount).toBe(items + 1);
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  // every column with all three services on and removals kept
  expect(header).toEqual(deliveryReportColumns().map((column) => column.header));

  // nothing matching: Reset Filters brings the rows back, and Export is off meanwhile
  await page.getByRole('textbox', { name: 'Search' }).fill('zzzz-no-such-address');
  await expect(page.getByText('No delivery instructions match these settings.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Report' })).toBeDisabled();
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(rows).toHaveCount(20);
});
