/**
 * The loop back to the customer (issue 11): a resident files a missed pickup, finds it in My Requests
 * as filed with its issue number; customer service finds it in the tickets desk and closes it with a
 * note; the resident then sees it closed with that note, has the status mail in the demo mailbox,
 * follows its unsubscribe link, and turns status updates back on in My Account (so the next run, one
 * per project, starts from the seed).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { signInAsCustomer } from './support/session';
import { signInCustomerServiceBeside } from './support/staff';
import { closeAction, openServices, requestSuccess, submitMissedPickup } from './support/services';
import { mailboxCursor, waitForMessage } from './support/mailbox';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.83' } });

test('[MY_REQUESTS]: a missed pickup is filed, closed by staff with a note, and the resident sees it closed', async ({
  page,
  browser,
}, testInfo) => {
  await signInAsCustomer(page, demo.resident.email);
  // a run that stopped halfway (a retry) may have left status updates off
  await turnStatusUpdatesOn(page);
  await openServices(page);
  const panel = await submitMissedPickup(page, testInfo, `My Requests ${testInfo.project.name}`);
  const success = panel.getByRole('status');
  await expect(success).toHaveText(requestSuccess('missed pickup'));
  const issue = /#(\d+)/.exec((await success.textContent()) ?? '')![1]!;
  await closeAction(panel);

  // from Services to My Requests: the request, filed as its issue
  await page.getByRole('link', { name: 'My Requests' }).first().click();
  await expect(page.getByRole('heading', { name: 'My Requests', level: 1 })).toBeVisible();
  // by its IssueID exactly (issue 1 must not find issue 12)
  const card = page.getByRole('article').filter({ hasText: new RegExp(`Issue #${issue}(?!\\d)`) });
  await expect(card).toContainText('Missed pickup · Trash');
  await expect(card).toContainText(`Filed as issue #${issue}`);
  await expect(card).toContainText('Filed');
  await page.screenshot({ path: testInfo.outputPath(`my-requests-filed-${testInfo.project.name}.png`) });

  // customer service closes it with a note in the tickets desk
  const cursor = await mailboxCursor(page.request);
  const { staffContext, staff } = await signInCustomerServiceBeside(browser, testInfo, '198.51.100.84');
  const note = `Driver came back on Wednesday (${testInfo.project.name}).`;
  await closeInDesk(staff, issue, note);
  await staffContext.close();

  // the resident sees it closed, with the note
  await page.reload();
  await expect(card).toContainText('Closed');
  await expect(card).toContainText(`Note: ${note}`);
  await page.screenshot({ path: testInfo.outputPath(`my-requests-closed-${testInfo.project.name}.png`) });

  // the status mail: the change, the note, and a link that stops these mails
  const mail = await waitForMessage(page.request, {
    recipient: demo.resident.email,
    channel: 'mail',
    after: cursor,
  });
  expect(mail.subject).toMatch(/^Update on your missed pickup request \(REQ-[0-9A-F]{10}\)$/);
  expect(mail.bodyText).toContain(`(issue #${issue}) is now closed.`);
  expect(mail.bodyText).toContain(`Note from our team: ${note}`);
  const unsubscribe = new URL(/\S+\/unsubscribe\?\S+/.exec(mail.bodyText)![0]);
  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(page.getByRole('heading', { name: 'Status updates', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Stop status updates' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You will no longer receive status updates' }),
  ).toHaveText(
    'You will no longer receive status updates about your requests or notices about carts not collected. You can turn them on again in My Account.',
  );
  await page.screenshot({ path: testInfo.outputPath(`unsubscribe-${testInfo.project.name}.png`) });

  // My Account shows status e-mails off and nothing else changed; the resident turns them back on there
  await page.getByRole('link', { name: 'Go to My Account' }).click();
  const preferences = page.getByRole('region', { name: 'Communication preferences' });
  await expect(
    preferences.getByRole('listitem').filter({ hasText: 'Send me service notifications' }),
  ).toBeVisible();
  const reminders = page.getByRole('region', { name: 'Pickup reminders' });
  const statusMail = reminders.getByRole('checkbox', {
    name: "E-mail me when a service request's status changes",
  });
  await expect(statusMail).not.toBeChecked();
  await statusMail.check();
  await expect(reminders.getByText('Saved')).toBeVisible();
  await expect(statusMail).toBeChecked();
});

/** In the tickets desk: finds the ticket by its IssueID, opens it, sets Closed with a note. */
async function closeInDesk(staff: Page, issue: string, note: string): Promise<void> {
  await staff.goto(`/admin/service-requests?text=${issue}`);
  await expect(staff.getByRole('heading', { name: 'Service Requests', level: 1 })).toBeVisible();
  // the text filter is a "contains" match (issue 1 also finds 12): the row is picked by its IssueID
  const res = await staff.request.get(`/api/admin/service-requests?text=${issue}`);
  const { items } = (await res.json()) as { items: { id: string; issueId: string | null }[] };
  const ticket = items.find((i) => i.issueId === issue)!;
  expect(ticket, `ticket #${issue} in the desk`).toBeTruthy();
  await staff.goto(`/admin/service-requests?text=${issue}&id=${encodeURIComponent(ticket.id)}`);
  const detail = staff.getByRole('dialog');
  await expect(detail).toContainText(`#${issue}`);
  await detail.getByRole('textbox', { name: 'Status' }).click();
  await staff.getByRole('option', { name: 'Closed' }).click();
  await detail.getByRole('textbox', { name: 'Note' }).fill(note);
  await detail.getByRole('button', { name: 'Save' }).click();
  await expect(detail.getByText('The status was saved.')).toBeVisible();
  await expect(detail).toContainText(note);
}

/** Status updates on for the signed-in customer (PUT /api/me/profile with the profile as it is). */
async function turnStatusUpdatesOn(page: Page): Promise<void> {
  const profile = (await (await page.request.get('/api/me/profile')).json()) as Record<string, unknown>;
  if (profile.optInNotifications === true) return;
  const fields = [
    'salutation',
    'firstName',
    'lastName',
    'phoneType',
    'phoneNumber',
    'preferredContactMethods',
    'optInMarketing',
    'optInPaperlessBilling',
    'differentBillingAddress',
    'billingAddress1',
    'billingAddress2',
    'billingCity',
    'billingState',
    'billingZip',
  ];
  const update = Object.fromEntries(fields.map((field) => [field, profile[field]]));
  const response = await page.request.put('/api/me/profile', {
    data: { ...update, optInNotifications: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}
