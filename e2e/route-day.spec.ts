/**
 * Route Day (issue 32 §1): customer service opens the route-day screen for Lake Bluff on today's date
 * (on a weekend, when no route runs, the Friday before), opens a route's stops, records an exception
 * for a stop with a reason, a note and a photo link, marks the route complete and downloads the day's
 * CSV, which holds both. The two projects share one server: the desktop works the trash route, the
 * phone the recycling route, so neither finds the other's work done.
 */
import fs from 'node:fs';
import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { signInAsStaff } from './support/staff';
import { saveDownload } from './support/downloads';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.132' } });

/** Today in Chicago (the demo portals' zone), and the weekday (0 Sunday … 6 Saturday). */
function chicagoToday(): { day: string; weekday: number } {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  return { day, weekday: new Date(`${day}T12:00:00Z`).getUTCDay() };
}

function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

test('[ROUTE-DAY]: record an exception, mark the route complete, download the CSV', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const service = phone ? 'Recycling' : 'Trash';
  await signInAsStaff(page, demo.customerService.name);
  await page.goto('/admin');
  await page.getByRole('link', { name: /Route Day/ }).click();
  await expect(page.getByRole('heading', { name: 'Route Day', level: 1 })).toBeVisible();

  // Lake Bluff; the day starts as today at the portal
  await page.getByRole('textbox', { name: 'Portal' }).click();
  await page.getByRole('option', { name: 'Village of Lake Bluff' }).click();
  await expect(page.getByRole('textbox', { name: 'Portal' })).toHaveValue('Village of Lake Bluff');
  const today = chicagoToday();
  const dayField = page.getByLabel('Collection day');
  await expect(dayField).toHaveValue(today.day);
  if (today.weekday === 0 || today.weekday === 6) {
    await expect(page.getByText('No routes run on this day for this portal.')).toBeVisible();
    await dayField.fill(daysBefore(today.day, today.weekday === 6 ? 1 : 2));
  }

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: service }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Not started')).toBeVisible();
  await card.getByRole('button', { name: 'Stops' }).click();
  const stops = page.getByRole('region', { name: new RegExp(`^Stops of ${service}`) });
  await expect(stops.getByRole('listitem').first()).toBeVisible();
  const firstStop = stops.getByRole('listitem').first();
  const address = (await firstStop.locator('p').first().textContent())!.trim();

  // Record exception: a reason with its human label, a note and a photo link
  await firstStop.getByRole('button', { name: `Record exception: ${address}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Record exception' });
  await dialog.getByRole('button', { name: 'Record exception' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'The cart was not out' }).click();
  await dialog.getByLabel('Note (optional)').fill('No cart at the curb at 9:40');
  await dialog.getByLabel('Photo link (optional)').fill('https://photos.example/crew/1.jpg');
  await dialog.getByRole('button', { name: 'Record exception' }).click();
  await expect(dialog).toBeHidden();
  await expect(firstStop.getByText('Not collected: The cart was not out')).toBeVisible();
  await expect(firstStop.getByRole('link', { name: 'Photo' })).toHaveAttribute(
    'href',
    'https://photos.example/crew/1.jpg',
  );
  await expect(
    card.getByText('Not collected', { exact: true }).locator('xpath=following-sibling::p'),
  ).toHaveText('1');

  // Mark route complete
  await card.getByRole('button', { name: 'Mark route complete' }).click();
  await expect(card.getByText(/^Completed at /)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark route complete' })).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: testInfo.outputPath(`route-day-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // Download CSV: the day's events in the import's columns
  const file = await saveDownload(
    page.getByRole('button', { name: 'Download CSV' }),
    testInfo,
    /^route-day-demo-lake-bluff-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const text = fs.readFileSync(file, 'utf8');
  expect(text.split('\r\n')[0]).toBe('day,route,customer,site,service,outcome,time,reason,note,photo');
  const route = `${service.toUpperCase()}-`;
  expect(text).toMatch(new RegExp(`,${route}[A-Z]{3},,,${service.toLowerCase()},completed,`));
  expect(text).toContain(',not-collected,');
  expect(text).toContain('cart-not-out,No cart at the curb at 9:40,https://photos.example/crew/1.jpg');
});
