/**
 * The tickets desk fits its card (issue 28 §3: at 1280 px the table ran past its card, the Open
 * button was cut off and addresses wrapped to five lines). A resident files a missed pickup so the
 * desk has a real row; customer service then opens the desk: on a desktop the Open button lies
 * inside the card, the table needs no sideways scroll and the address takes two lines at most (the
 * whole of it on hover); on a phone the request is a card with its Open button.
 */
import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { signInAsCustomer } from './support/session';
import { signInCustomerServiceBeside } from './support/staff';
import { closeAction, openServices, requestSuccess, submitMissedPickup } from './support/services';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.91' } });

test('[TICKETS_DESK]: the desk fits its card: the Open button in view, addresses on two lines at most', async ({
  page,
  browser,
}, testInfo) => {
  await signInAsCustomer(page, demo.resident.email);
  await openServices(page);
  const panel = await submitMissedPickup(page, testInfo, `Tickets desk ${testInfo.project.name}`);
  await expect(panel.getByRole('status')).toHaveText(requestSuccess('missed pickup'));
  await closeAction(panel);

  const { staffContext, staff } = await signInCustomerServiceBeside(browser, testInfo, '198.51.100.92');
  await staff.goto('/admin/service-requests');
  await expect(staff.getByRole('heading', { name: 'Service Requests', level: 1 })).toBeVisible();

  const phone = (testInfo.project.use.viewport?.width ?? 1280) < 768;
  if (phone) {
    const card = staff.getByRole('list', { name: 'Service requests' }).getByRole('listitem').first();
    await expect(card).toBeVisible();
    const open = card.getByRole('button', { name: /^Open the request of / });
    // the card's foot may lie below the first screen (a long name or address): what counts is that
    // the button is not cut off at the side once scrolled to
    await open.scrollIntoViewIfNeeded();
    await expect(open).toBeInViewport();
    const [cardBox, openBox] = [await card.boundingBox(), await open.boundingBox()];
    expect(openBox!.x + openBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  } else {
    const table = staff.getByRole('table', { name: 'Service requests' });
    const row = table.getByRole('row').filter({ hasText: 'Missed pickup' }).first();
    await expect(row).toBeVisible();
    const open = row.getByRole('button', { name: /^Open the request of / });
    await expect(open).toBeVisible();
    // the card: the bordered box around the table's scroll container
    const card = table.locator('xpath=ancestor::div[contains(@class,"mantine-Paper-root")][1]');
    const [cardBox, openBox, tableBox] = [
      await card.boundingBox(),
      await open.boundingBox(),
      await table.boundingBox(),
    ];
    expect(openBox!.x).toBeGreaterThanOrEqual(cardBox!.x);
    expect(openBox!.x + openBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    // at 1280 px the whole table fits: nothing to scroll sideways
    expect(tableBox!.width).toBeLessThanOrEqual(cardBox!.width);
    // the address: two lines at most, the whole text as its title
    const address = row.locator('td').nth(1).locator('p');
    const title = await address.getAttribute('title');
    expect(title).toBeTruthy();
    const lines = await address.evaluate((el) => {
      const style = getComputedStyle(el);
      return Math.round(el.getBoundingClientRect().height / parseFloat(style.lineHeight));
    });
    expect(lines).toBeLessThanOrEqual(2);
  }
  await staff.screenshot({ path: testInfo.outputPath(`tickets-desk-${testInfo.project.name}.png`) });
  await staffContext.close();
});
