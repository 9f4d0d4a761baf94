/**
 * Calendar feed journey (issue 14): a resident whose trash goes out on Thursdays (the Highwood demo
 * resident, Monday and Thursday routes) turns the feed on in My Account and copies its link; the
 * journey fetches the link as a calendar app would and finds a VCALENDAR whose Thanksgiving pickup is
 * moved to the Friday, with the same UID as the Thursday route day. Getting a new link makes the old
 * one answer 404; turning the feed off makes the new one 404 too. No clock is moved: the feed's 12
 * months always hold one Thanksgiving, and the portal's default holidays cover this year and next.
 */
import type { BrowserContext, Locator } from '@playwright/test';
import ical from 'node-ical';
import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { isPhone, signInAsCustomer } from './support/session';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.141' } });

const FEED_URL = /^http:\/\/localhost:\d+\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/;

async function screenshot(section: Locator, name: string, phone: boolean) {
  if (!process.env.FEED_SCREENSHOTS) return;
  await section.screenshot({ path: `/tmp/feed-${name}-${phone ? 390 : 1280}.png` });
}

const dayOf = (value: Date) => value.toISOString().slice(0, 10);
const weekday = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });

async function grantClipboard(context: BrowserContext, baseURL: string | undefined) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
}

test.describe('[CALENDAR_FEED]', () => {
  test('[RESIDENT][FEED]: turn the feed on, copy the link, fetch it, get a new link, turn it off', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const phone = isPhone(testInfo);
    await grantClipboard(context, baseURL);
    await signInAsCustomer(page, demo.highwoodResident.email);
    await page.goto('/my-account');
    const section = page.getByRole('region', { name: 'Calendar feed' });
    await expect(section).toContainText(
      'Add your pickup days to Google Calendar, Apple Calendar or Outlook.',
    );

    // a run before this one (the other project) turned it off again; make sure it starts off
    const turnOn = section.getByRole('button', { name: 'Turn on calendar feed' });
    await expect(turnOn.or(section.getByRole('button', { name: 'Turn off' }))).toBeVisible();
    if (!(await turnOn.isVisible())) {
      await section.getByRole('button', { name: 'Turn off' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Turn off' }).click();
    }
    await screenshot(section, 'off', phone);

    let url = '';
    await test.step('turning it on shows the link once, with a Copy button', async () => {
      await turnOn.click();
      const link = section.getByRole('textbox', { name: 'Your calendar feed link' });
      await expect(link).toHaveValue(FEED_URL);
      url = await link.inputValue();
      await section.getByRole('button', { name: 'Copy the calendar feed link' }).click();
      await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await expect(section).toContainText('This link is shown only once.');
      await expect(section).toContainText('Keep it private');
      await expect(section).toContainText('Not fetched yet');
      await screenshot(section, 'link', phone);
    });

    await test.step('a calendar app fetching the link gets the pickups with Thanksgiving moved', async () => {
      const res = await page.request.get(url);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const text = await res.text();
      expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
      const events = Object.values(ical.sync.parseICS(text)).filter(
        (c): c is ical.VEvent => c !== undefined && c.type === 'VEVENT',
      );
      expect(events.length).toBeGreaterThan(50);
      const thanksgiving = events.find((e) => String(e.description ?? '').includes('Thanksgiving'));
      expect(thanksgiving, 'an event moved by Thanksgiving').toBeDefined();
      const day = dayOf(thanksgiving!.start);
      expect(weekday(day)).toBe('Friday');
      expect(String(thanksgiving!.description)).toMatch(
        /^Moved because of Thanksgiving Day \(usually Thursday, /,
      );
      // the UID names the Thursday route day, so calendars move the event rather than add one, and
      // an opaque key of the customer, not their id
      const thursday = dayOf(new Date(thanksgiving!.start.getTime() - 86_400_000));
      expect(thanksgiving!.uid).toMatch(new RegExp(`^[0-9a-f]{24}-${thursday}@curbside$`));
      expect(thanksgiving!.uid).not.toContain(demo.highwoodResident.uid);
      expect(String(thanksgiving!.summary)).toMatch(/pickup$/);

      await page.reload();
      await expect(section).toContainText('Last fetched by a calendar app');
      await expect(section.getByRole('textbox', { name: 'Your calendar feed link' })).toHaveCount(0);
    });

    await test.step('getting a new link (after a confirmation) makes the old one stop working', async () => {
      await section.getByRole('button', { name: 'Get a new link' }).click();
      const dialog = page.getByRole('dialog', { name: 'Get a new link?' });
      await expect(dialog).toContainText('The old link stops working.');
      await dialog.getByRole('button', { name: 'Get a new link' }).click();
      const link = section.getByRole('textbox', { name: 'Your calendar feed link' });
      await expect(link).toHaveValue(FEED_URL);
      const renewed = await link.inputValue();
      expect(renewed).not.toBe(url);
      const old = await page.request.get(url);
      expect(old.status()).toBe(404);
      expect(await old.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect((await page.request.get(renewed)).status()).toBe(200);
      url = renewed;
    });

    await test.step('turning it off makes the link 404', async () => {
      await section.getByRole('button', { name: 'Turn off' }).click();
      await page
        .getByRole('dialog', { name: 'Turn off the calendar feed?' })
        .getByRole('button', { name: 'Turn off' })
        .click();
      await expect(section.getByRole('status')).toContainText('Calendar feed turned off.');
      await expect(section.getByRole('button', { name: 'Turn on calendar feed' })).toBeVisible();
      expect((await page.request.get(url)).status()).toBe(404);
      await screenshot(section, 'turned-off', phone);
    });
  });
});
