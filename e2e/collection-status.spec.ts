/**
 * Collection day, told as it happens (issue 32 §1, §2): customer service marks the demo resident's
 * trash route (recycling on the phone) complete with one exception for her cart (not out, with a
 * note and a photo); she gets the notice by mail and sees
 * "Not collected: the cart was not out" on Services and on the home page, opens Missed Pickup, reads
 * what the crew recorded and must confirm before the report is filed. The day is the one her card
 * offers reports for (asked from the API, so the journey works on any weekday); at the end a newer
 * "collected" event for her cart puts the day back, so the journeys after this one file as before.
 */
import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { markRoute, recordStop, servicesOf, siteOf } from './support/collection-day';
import { waitForMessage } from './support/mailbox';
import { formatDay } from '../src/domain/pickup-reminders/reminder-message';
import { routeCodeOf } from '../src/domain/collection-day/route-events';
import { WEEKDAY_CODES, weekdayOf } from '../src/domain/pickup-calendar/calendar-days';
import { openAction, openServices, requestSuccess, serviceCard, type ServiceTitle } from './support/services';
import { signInAsCustomer } from './support/session';
import { signInCustomerServiceBeside } from './support/staff';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.91' } });

const PHOTO = 'https://photos.curbside.demo/stops/lake-bluff-1.jpg';

test('[COLLECTION_DAY][EXCEPTION]: a route completed with one exception; the resident sees it and confirms before reporting', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsCustomer(page, demo.resident.email);
  const before = await servicesOf(page);
  // one service per screen size: each run gets its own exception, and so its own notice (a notice goes
  // once per site, service and day, and both sizes run against one server)
  const serviceType = testInfo.project.name === 'phone' ? 'recycling' : 'trash';
  const title: ServiceTitle = serviceType === 'recycling' ? 'Recycling' : 'Trash';
  const card = before.cards.find((c) => c.serviceType === serviceType)!;
  const day = card.collection.missedPickup?.pickupDay;
  expect(day, 'the demo resident has a pickup to report about').toBeTruthy();
  const site = siteOf(before);

  const { staffContext, staff } = await signInCustomerServiceBeside(browser, testInfo, '198.51.100.92');
  const at = new Date().toISOString();
  const route = routeCodeOf(serviceType, WEEKDAY_CODES[weekdayOf(day!)]);
  try {
    await recordStop(staff.request, {
      day: day!,
      route,
      customer: site.customer,
      site: site.site,
      outcome: 'not-collected',
      at,
      reason: 'cart-not-out',
      note: 'No cart at the curb at 7 am',
      photoRef: PHOTO,
    });
    await markRoute(staff.request, { day: day!, route, state: 'completed' });

    // the exception is told at once by mail (once per pickup: the other screen size's run finds the same one)
    const told = await waitForMessage(page.request, {
      recipient: demo.resident.email,
      channel: 'mail',
      subject: `Your ${serviceType} cart was not collected on ${formatDay(day!, 'en-US', 'long')}`,
    });
    expect(told.bodyText).toContain('Please put it out by 6 am next time.');

    // Services: the card tells it, with the crew's photo
    await openServices(page);
    const shown = serviceCard(page, title);
    await expect(shown.getByText('Not collected: the cart was not out')).toBeVisible();
    await expect(shown.getByRole('link', { name: 'Photo' })).toHaveAttribute('href', PHOTO);
    await expect(shown.getByText(/Crew note: No cart at the curb at 7 am/)).toBeVisible();

    // Missed Pickup shows what the crew recorded and asks for a confirmation
    const panel = await openAction(page, testInfo, title, 'Missed Pickup');
    await expect(panel.getByText(/^Our crew recorded: the cart was not out at \d{1,2}:\d{2}/)).toBeVisible();
    await panel.getByLabel('Subject').fill(`Collection day ${testInfo.project.name}`);
    await panel.getByLabel('Details').fill('The cart was out by 6 am.');
    await panel.getByRole('button', { name: 'Submit Request' }).click();
    // refused until confirmed: the form's alert and the box say so
    const confirm = panel.getByRole('checkbox', {
      name: 'I have read this and still want to report a missed pickup',
    });
    await expect(confirm).toHaveAccessibleDescription(
      'Please confirm that you still want to report a missed pickup.',
    );
    await confirm.check();
    await panel.getByRole('button', { name: 'Submit Request' }).click();
    await expect(panel.getByRole('status')).toHaveText(requestSuccess('missed pickup'));

    // the home page's line
    await page.goto('/');
    const home = page.getByRole('region', { name: 'Collection day' });
    await expect(home.getByText('Not collected: the cart was not out')).toBeVisible();
  } finally {
    // a newer event puts the cart back to collected: later journeys file without a recorded exception
    await recordStop(staff.request, {
      day: day!,
      route,
      customer: site.customer,
      site: site.site,
      outcome: 'collected',
      at: new Date(Date.now() + 1000).toISOString(),
    });
    await staffContext.close();
  }
});
