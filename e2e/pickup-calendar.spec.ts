/**
 * Pickup calendar journey (issue 14): the demo resident (Village of Lake Bluff, Tuesday routes) sees
 * the Next pickup card on the home page and the month view under Services; an admin adds a holiday
 * on the resident's next pickup day in the portal setup, and the resident then sees the pickup moved
 * one day later "because of" it, on the card and in the calendar. The holiday is chosen relative to
 * the real next pickup (no clock is moved) and removed again at the end, so both projects start equal.
 */
import type { Page } from '@playwright/test';
import type { TPortalSetupRecord } from '../src/domain/portal-setup-admin';
import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { longDate, pickups } from './support/pickups';
import { isPhone, signInAsCustomer } from './support/session';
import { signInAsStaff } from './support/staff';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.74' } });

const PORTAL_ID = 'demo-lake-bluff';
const SETUP_API = `/api/admin/portal-setups/${PORTAL_ID}`;

/** Removes the journey's holiday through the admin API (the staff cookie is in the page's context). */
async function removeHoliday(page: Page, name: string): Promise<void> {
  const res = await page.request.get(SETUP_API);
  if (res.status() !== 200) return;
  const record = (await res.json()) as TPortalSetupRecord;
  const calendar = record.pickupCalendar;
  if (!calendar?.observedHolidays.some((h) => h.name === name)) return;
  const { id: _id, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, ...values } = record;
  const put = await page.request.put(SETUP_API, {
    data: {
      ...values,
      pickupCalendar: {
        ...calendar,
        observedHolidays: calendar.observedHolidays.filter((h) => h.name !== name),
      },
    },
  });
  expect(put.status(), await put.text()).toBe(200);
}

const CART_NAMES: Record<string, string> = {
  trash: 'Trash',
  recycling: 'Recycling',
  yardwaste: 'Yard Waste',
};
const cartNames = (carts: readonly string[]) => carts.map((cart) => CART_NAMES[cart] ?? cart);

async function screenshot(page: Page, name: string, phone: boolean) {
  if (!process.env.PICK_SCREENSHOTS) return;
  await page.screenshot({ path: `/tmp/pick-${name}-${phone ? 390 : 1280}.png` });
}

test.describe('[PICKUP_CALENDAR]', () => {
  test('[RESIDENT][HOLIDAY]: the Next pickup card and the calendar, then a holiday moves the pickup a day later', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const phone = isPhone(testInfo);
    const holiday = `Storm Day ${testInfo.project.name}`;
    await signInAsCustomer(page, demo.resident.email);
    const before = await pickups(page);
    const next = before.nextPickup!;
    expect(next, 'the demo resident has a pickup in the next 8 weeks').not.toBeNull();
    expect(next.shiftedBy).toBeNull();

    await test.step('the home page shows the next pickup day and its carts', async () => {
      await page.goto('/');
      const card = page.getByRole('region', { name: 'Next pickup' });
      await expect(card.getByTestId('next-pickup-date')).toHaveText(longDate(next.date));
      // yard waste only in its season (April 1 to November 30): the carts the API names for that day
      for (const cart of cartNames(next.carts)) await expect(card).toContainText(cart);
      await expect(card.getByTestId('next-pickup-shift')).toHaveCount(0);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'home', phone);
    });

    await test.step('Services links to the month view with the pickup days', async () => {
      await page.goto('/Services');
      await page.getByRole('link', { name: 'Pickup calendar' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Pickup calendar' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
      const day = page.locator(`[data-date="${next.date}"]`).filter({ visible: true });
      for (const cart of cartNames(next.carts)) await expect(day).toContainText(cart);
      await screenshot(page, 'calendar', phone);
      // the last pickup of the 8 weeks is a month or two later
      const last = before.days.at(-1)!;
      const nextMonth = page.getByRole('button', { name: 'Next month' });
      while (!(await page.locator(`[data-date="${last.date}"]`).filter({ visible: true }).count())) {
        await nextMonth.click();
      }
      await expect(nextMonth).toBeDisabled();
    });

    try {
      await test.step('an admin adds a holiday on that day in the portal setup', async () => {
        await signInAsStaff(page, demo.admin.name);
        await page.goto(`/admin/customer-setups/edit/${PORTAL_ID}`);
        await page.getByRole('tab', { name: 'Pickup Calendar' }).click();
        await expect(page.getByRole('radio', { name: /^Slide/ })).toBeChecked();
        // every-other-week collection: offered per service with a reference week, then left weekly
        const allWeekly = page.getByRole('switch', { name: 'Every service is collected weekly' });
        await expect(allWeekly).toBeChecked();
        await allWeekly.click();
        await expect(page.getByRole('checkbox', { name: 'Recycling' })).toBeChecked();
        await page.getByLabel('A collection week').fill(next.date);
        await page.getByRole('region', { name: 'Every-other-week collection' }).scrollIntoViewIfNeeded();
        await screenshot(page, 'admin-alternate', phone);
        await allWeekly.click();
        await expect(page.getByLabel('A collection week')).toHaveCount(0);
        await page.getByRole('button', { name: 'Add holiday' }).click();
        await page.getByLabel('Holiday date').last().fill(next.date);
        await page.getByLabel('Holiday name').last().fill(holiday);
        await screenshot(page, 'admin', phone);
        await page.getByRole('tab', { name: 'Review & Submit' }).click();
        await page.getByRole('button', { name: 'Update Customer Portal' }).click();
        await expect(page.getByText('Customer portal updated successfully!')).toBeVisible();
      });

      await test.step('the resident sees the pickup moved one day later because of the holiday', async () => {
        const after = await pickups(page);
        expect(after.nextPickup).toMatchObject({ originalDate: next.date, shiftedBy: holiday });
        const moved = after.nextPickup!.date;
        await page.goto('/');
        const card = page.getByRole('region', { name: 'Next pickup' });
        await expect(card.getByTestId('next-pickup-date')).toHaveText(longDate(moved));
        await expect(card.getByTestId('next-pickup-shift')).toHaveText(
          `Moved one day later because of ${holiday}`,
        );
        await card.scrollIntoViewIfNeeded();
        await screenshot(page, 'home-moved', phone);
        await card.getByRole('link', { name: 'See the pickup calendar' }).click();
        const day = page.locator(`[data-date="${moved}"]`).filter({ visible: true });
        await expect(day).toContainText('Trash');
        await expect(day).toContainText(`Moved one day later because of ${holiday}`);
        await expect(
          page.locator(`[data-date="${next.date}"]`).filter({ visible: true }).filter({ hasText: 'Trash' }),
        ).toHaveCount(0);
        await screenshot(page, 'calendar-moved', phone);
        if (process.env.PICK_SCREENSHOTS && !phone) {
          await page.emulateMedia({ media: 'print' });
          await screenshot(page, 'calendar-print', phone);
          await page.pdf({ path: '/tmp/pick-calendar-print.pdf', preferCSSPageSize: true });
          await page.emulateMedia({ media: 'screen' });
        }
      });
    } finally {
      await removeHoliday(page, holiday);
    }
    expect((await pickups(page)).nextPickup).toEqual(next);
  });
});
