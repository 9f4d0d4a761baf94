/**
 * Pickup reminders journey (issue 14): the demo resident (Village of Lake Bluff, Tuesday routes) turns
 * on the evening-before e-mail in My Account; the clock is moved to the evening before a pickup (the
 * demo-only run, POST /api/reminders/demo-run) and the reminder arrives in the demo mailbox naming the
 * day and the carts; its link stops reminder e-mails after asking, and My Account then shows them off.
 *
 * Each project reminds of a different pickup (desktop the next one, phone the one after), because a
 * reminder is sent once per customer, pickup day and channel, however often the run is repeated.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { extractLink, mailboxCursor, waitForMessage } from './support/mailbox';
import { longDate, pickups } from './support/pickups';
import { addDays } from './support/services';
import { isPhone, signInAsCustomer } from './support/session';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.152' } });

const EVENING_EMAIL = 'E-mail me the evening before each pickup';

async function screenshot(target: Page | Locator, name: string, phone: boolean) {
  if (!process.env.REMINDER_SCREENSHOTS) return;
  await target.screenshot({ path: `/tmp/reminders-${name}-${phone ? 390 : 1280}.png` });
}

/** Ticks or unticks a choice and waits for it to be saved. */
async function setChoice(section: Locator, label: string, on: boolean) {
  const box = section.getByRole('checkbox', { name: label });
  await expect(box).toBeEnabled();
  if ((await box.isChecked()) === on) return;
  await box.setChecked(on);
  await expect(section.getByText('Saved', { exact: true })).toBeVisible();
  await expect(box).toBeChecked({ checked: on });
}

test.describe('[PICKUP_REMINDERS]', () => {
  test('[RESIDENT][EVENING]: turn on the evening reminder, move the clock, read it in the demo mailbox, stop it from its link', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const phone = isPhone(testInfo);
    await signInAsCustomer(page, demo.resident.email);
    await page.goto('/my-account');
    const section = page.getByRole('region', { name: 'Pickup reminders' });
    await expect(section).toContainText('The evening before each pickup, at 6:00 PM');
    await expect(
      section.getByRole('checkbox', { name: 'Text me when a holiday moves a pickup' }),
    ).toBeVisible();

    await setChoice(section, EVENING_EMAIL, true);
    await screenshot(section, 'on', phone);

    const { days } = await pickups(page);
    await test.step('the evening before the pickup, the reminder arrives in the demo mailbox', async () => {
      const after = await mailboxCursor(page.request);
      // 18:05 on the portal's clock (Central time) the evening before a pickup this project has not
      // been reminded of yet (desktop takes every other day from the first, phone from the second)
      let pickup: (typeof days)[number] | undefined;
      for (const day of days.filter((_, i) => i % 2 === (phone ? 1 : 0))) {
        const run = await page.request.post('/api/reminders/demo-run', {
          data: { at: `${addDays(day.date, -1)}T18:05:00-06:00` },
        });
        expect(run.status(), await run.text()).toBe(200);
        if (((await run.json()) as { queued: number }).queued > 0) {
          pickup = day;
          break;
        }
      }
      expect(pickup, 'a pickup day not reminded of yet').toBeDefined();
      const mail = await waitForMessage(page.request, {
        recipient: demo.resident.email,
        channel: 'mail',
        after,
      });
      expect(mail.subject).toMatch(/^Pickup tomorrow: /);
      expect(mail.bodyText).toContain(`Tomorrow, ${longDate(pickup!.date)}, is your`);

      await page.goto('/demo-mailbox');
      await expect(page.getByText(mail.subject!).first()).toBeVisible();
      await screenshot(page, 'mailbox', phone);

      await test.step("the mail's link stops reminder e-mails after asking", async () => {
        await page.goto(extractLink(mail, '/unsubscribe?k=reminders'));
        await expect(page.getByRole('heading', { name: 'Pickup reminders' })).toBeVisible();
        await page.getByRole('button', { name: 'Stop reminder e-mails' }).click();
        await expect(
          page.getByRole('status').filter({ hasText: 'You will no longer receive pickup reminder e-mails.' }),
        ).toBeVisible();
        await screenshot(page, 'unsubscribed', phone);
      });
    });

    await page.goto('/my-account');
    await expect(
      page.getByRole('region', { name: 'Pickup reminders' }).getByRole('checkbox', { name: EVENING_EMAIL }),
    ).not.toBeChecked();
  });
});
