/**
 * Changes in My Requests (issue 11): a resident changes the trash cart size on Services, is answered
 * with a REQ- reference, and finds the change under that reference in My Requests, with what changed
 * and that staff will apply it. Customer service follows the link from the customer's profile to the
 * tickets desk filtered to that customer. The size goes back to the seeded request at the end, so the
 * other project starts from the same state.
 */
import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { signInAsCustomer } from './support/session';
import { signInCustomerServiceBeside } from './support/staff';
import { closeAction, openAction, openServices, pickOption } from './support/services';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.87' } });

test('[MY_REQUESTS][CHANGES]: a cart size change is listed in My Requests under its REQ- reference', async ({
  page,
  browser,
}, testInfo) => {
  await signInAsCustomer(page, demo.resident.email);
  await openServices(page);
  const panel = await openAction(page, testInfo, 'Trash', 'Change Service');
  await pickOption(page, panel, 'New cart size', /^35 gallons/);
  await panel.getByRole('button', { name: 'Update Service' }).click();
  const success = panel.getByRole('status');
  await expect(success).toContainText(/Reference number: REQ-[0-9A-F]{10}\./);
  const reference = /REQ-[0-9A-F]{10}/.exec((await success.textContent()) ?? '')![0];
  await closeAction(panel);

  // My Requests: the change under its reference, newest first, with what changed
  await page.getByRole('link', { name: 'My Requests' }).first().click();
  await expect(page.getByRole('heading', { name: 'My Requests', level: 1 })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Change Service · Trash' })).toBeVisible();
  await expect(card).toContainText('Saved');
  await expect(card.getByRole('definition').filter({ hasText: '35 gallons' }).first()).toContainText(
    '96 gallons',
  );
  await expect(card).toContainText('Our staff will apply this change to your service');
  await expect(page.getByRole('article').first()).toContainText(reference);
  await page.screenshot({
    path: testInfo.outputPath(`my-requests-change-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // customer service: from the customer's profile to the desk, filtered to this customer
  const { staffContext, staff } = await signInCustomerServiceBeside(browser, testInfo, '198.51.100.88');
  await staff.goto(`/admin/customer-profiles?customerId=${encodeURIComponent(demo.resident.uid)}`);
  const manage = staff.getByRole('dialog', { name: 'Manage Customer Profile' });
  await expect(manage).toBeVisible();
  await manage.getByRole('link', { name: 'Service requests of this customer' }).click();
  await expect(staff).toHaveURL(new RegExp(`/admin/service-requests\\?customer=${demo.resident.uid}$`));
  await expect(staff.getByRole('heading', { name: 'Service Requests', level: 1 })).toBeVisible();
  await expect(staff.getByRole('textbox', { name: 'Customer ID' })).toHaveValue(demo.resident.uid);
  await staffContext.close();

  // back to the seeded request (64 gallons), so the other project starts from the same state
  await openServices(page);
  const again = await openAction(page, testInfo, 'Trash', 'Change Service');
  await pickOption(page, again, 'New cart size', /^64 gallons/);
  await again.getByRole('button', { name: 'Update Service' }).click();
  await expect(again.getByRole('status')).toContainText('Your change to a 64 gallon cart has been saved.');
  await closeAction(again);
});
