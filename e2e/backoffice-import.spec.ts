import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { signInAsStaff } from './support/staff';

const HEADER =
  'CM04_CUST,CM04_SITE,SOURCE,CM04_NAME,CM04_ADD2,CM04_CITY,CM04_STAT,CM04_PZIP,CM04_EMAIL,CM04_PHON,CM05_SERV,CM05_TYPE,CM05_SIZE,CM05_QTY,CM05_RATE,CM05_SDTE,SERVICE_DAY_OF_WEEK,CM05_CYCL,TOTAL_RATE,CD07_CODE';

/** Two good rows (lines 2 and 3), a four-digit ZIP (line 4) and a cut-off row (line 5). */
const CSV = [
  HEADER,
  '7701,201,TRUX_GL_COMP_RAW,ANA RUIZ,500 W ELM ST,HOBART,IN,46342,ana.ruiz@example.net,(219) 555-0171,1,RG,96,1,27.40,2025-05-01,MON,1.00,27.40,',
  '7701,202,TRUX_GL_COMP_RAW,LEE PARK,502 W ELM ST,HOBART,IN,46342,,2195550172,1,RG,64,1,25.10,2025-05-01,TUE,1.00,25.10,',
  '7701,203,TRUX_GL_COMP_RAW,NO ZIP,504 W ELM ST,HOBART,IN,4634,,,1,RG,96,1,27.40,2025-05-01,MON,1.00,27.40,',
  '7701,204,TRUX_GL_COMP_RAW,SHORT ROW,506 W ELM ST',
  '',
].join('\n');

/** Keeps a full-page picture of the screen with the run, for the docs and for review. */
async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
    fullPage: true,
  });
}

test.describe('[ADMIN][IMPORT]', () => {
  test('an admin imports a back-office CSV from the Admin Center and reads the rejected rows', async ({
    page,
  }, testInfo) => {
    await signInAsStaff(page, demo.admin.name);
    await page.getByRole('main').getByRole('link', { name: 'Back-office import' }).click();
    await expect(page).toHaveURL(/\/admin\/backoffice-import$/);
    const heading = page.getByRole('heading', { level: 1, name: 'Back-office import' });
    await expect(heading).toBeVisible();
    // The page sits in the admin pages' frame, not flush against the screen's edge.
    expect((await heading.boundingBox())?.x).toBeGreaterThanOrEqual(12);
    const importButton = page.getByRole('button', { name: 'Import', exact: true });
    await expect(importButton).toBeDisabled();
    await snapshot(page, testInfo, 'before');

    // The file input is hidden behind Mantine's button; a person's choice reaches it the same way.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'route-7701.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await expect(page.getByRole('main')).toContainText('route-7701.csv');
    await importButton.click();

    const status = page.getByText(/^Done: /);
    await expect(status).toHaveText('Done: 4 rows read, 2 sites saved, 2 services added, 2 rows rejected.');
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(page.getByRole('heading', { name: 'Rejected rows (2)' })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toHaveText(/Line\s*Reason/);
    await expect(rows.nth(1)).toContainText('4');
    await expect(rows.nth(1)).toContainText('CM04_PZIP must be a 5-digit ZIP code');
    await expect(rows.nth(2)).toContainText('5');
    await expect(rows.nth(2)).toContainText('expected 20 cells, found 5');

    // Nothing on the page is wider than the screen (a long reason wraps instead of scrolling it).
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await snapshot(page, testInfo, 'after');

    // The phone header has no Admin Center link: the page's own back button is the way back.
    await page.getByRole('link', { name: 'Back to Admin Center' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('customer service sees no import link and is turned away from the page and the API', async ({
    page,
  }) => {
    await signInAsStaff(page, demo.customerService.name);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back-office import' })).toHaveCount(0);

    await page.goto('/admin/backoffice-import');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Back-office import' })).toHaveCount(0);

    const upload = await page.request.post('/api/admin/backoffice-import', {
      multipart: { file: { name: 'route.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) } },
    });
    expect(upload.status()).toBe(403);
  });
});
