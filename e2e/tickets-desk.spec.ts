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
    const open = card.getByRole('button', { name: /^Open the request of / });
    await expect(open).toBeVisible();
    // what counts is that the button is not cut off at the side: its right edge within its card and
    // the screen's width. Measured in one read of the page and not scrolled to first: a button
    // scrolled to before the page settled can be moved out of view again, and a card and a button
    // measured in separate reads can belong to different renders of the list
    const { cardRight, openLeft, openRight, screenWidth } = await open.evaluate((button) => {
      const item = button.closest('[role="listitem"]')!.getBoundingClientRect();
      const box = button.getBoundingClientRect();
      return {
        cardRight: item.right,
        openLeft: box.left,
        openRight: box.right,
        screenWidth: document.documentElement.clientWidth,
      };
    });
    expect(openLeft).toBeGreaterThanOrEqual(0);
    expect(openRight).toBeLessThanOrEqual(cardRight);
    expect(openRight).toBeLessThanOrEqual(screenWidth);
  } else {
    const table = staff.getByRole('table', { name: 'Service requests' });
    const row = table.getByRole('row').filter({ hasText: 'Missed pickup' }).first();
    const open = row.getByRole('button', { name: /^Open the request of / });
    await expect(open).toBeVisible();
    // the card (the bordered box around the table's scroll container), the button, the table and the
    // row's address, all measured in one read of the page so that they belong to the same row
    const measured = await open.evaluate((button) => {
      const tableElement = button.closest('table')!;
      const card = tableElement.closest('.mantine-Paper-root')!.getBoundingClientRect();
      const box = button.getBoundingClientRect();
      const address = button.closest('tr')!.querySelectorAll('td')[1]!.querySelector('p')!;
      return {
        card: { left: card.left, right: card.right, width: card.width },
        open: { left: box.left, right: box.right },
        tableWidth: tableElement.getBoundingClientRect().width,
        addressTitle: address.getAttribute('title'),
        addressLines: Math.round(
          address.getBoundingClientRect().height / parseFloat(getComputedStyle(address).lineHeight),
        ),
      };
    });
    expect(measured.open.left).toBeGreaterThanOrEqual(measured.card.left);
    expect(measured.open.right).toBeLessThanOrEqual(measured.card.right);
    // at 1280 px the whole table fits: nothing to scroll sideways
    expect(measured.tableWidth).toBeLessThanOrEqual(measured.card.width);
    // the address: two lines at most, the whole text as its title
    expect(measured.addressTitle).toBeTruthy();
    expect(measured.addressLines).toBeLessThanOrEqual(2);
  }
  await staff.screenshot({ path: testInfo.outputPath(`tickets-desk-${testInfo.project.name}.png`) });
  await staffContext.close();
});
