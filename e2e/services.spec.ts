/**
 * Journeys on the Services page (spec 02 §2.1, §4, §5, §6): a residential customer sees their trash,
 * recycling and yard waste cards, changes a cart size and back, asks for additional carts and removes
 * them, files each of the four requests (each with its confirmation mail), and sees the portal's
 * restrictions: greyed actions with their reasons (City of Highwood) or hidden ones (Town of Kenosha
 * Pines, disable-and-hide). Data changes are undone within the journey, so both projects start equal.
 */
import { expect, test } from './support/test';
import { servicesOf } from './support/collection-day';
import { SERVICE_TITLES } from '../src/domain/services/services-api';
import { mailboxCursor } from './support/mailbox';
import { isPhone, signInAsCustomer } from './support/session';
import {
  actionTile,
  addDays,
  closeAction,
  openAction,
  openServices,
  pickDate,
  pickOption,
  requestSuccess,
  serviceCard,
  waitForMail,
  type ActionName,
} from './support/services';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.71' } });

const RESIDENT = 'resident@curbside.demo';

test.describe('Services (Village of Lake Bluff resident)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsCustomer(page, RESIDENT);
  });

  test('shows the trash, recycling and yard waste cards with pickup day, status and actions', async ({
    page,
  }) => {
    await openServices(page);
    await expect(page.getByText('Village of Lake Bluff ·')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    // Missed Pickup follows the window of the last pickup (issue 32 §2): out of the yard-waste
    // season the last yard-waste pickup's reports may be closed, which the tile then says
    const windows = await servicesOf(page);
    for (const title of ['Trash', 'Recycling', 'Yard Waste'] as const) {
      const card = serviceCard(page, title);
      await expect(card.getByRole('heading', { name: title })).toBeVisible();
      await expect(card).toContainText('Pickup day: Tuesday');
      await expect(card).toContainText('Current service');
      for (const action of [
        'Change Service',
        'Request Pickup',
        'Missed Pickup',
        'Vacation Stop/Restart',
        'Damaged/Replace',
      ] as const) {
        const report = windows.cards.find((c) => SERVICE_TITLES[c.serviceType] === title)!.collection
          .missedPickup;
        if (action === 'Missed Pickup' && report && report.state !== 'open') {
          await expect(actionTile(card, action)).toBeDisabled();
          await expect(actionTile(card, action)).toContainText(
            /route is still in progress|are closed; call us/,
          );
        } else {
          await expect(actionTile(card, action)).toBeEnabled();
        }
      }
    }
    // the seeded change: trash asked to go from 96 to 64 gallons, one extra 96 gallon cart waiting
    const trash = serviceCard(page, 'Trash');
    await expect(trash).toContainText('Size Change Requested');
    await expect(trash).toContainText(
      'Service Change Requested - Your change to 64 gallons (currently 96 gallons) is still being processed.',
    );
    await expect(trash).toContainText('Requested Additional Carts');
    // money in USD, en-US style: the extra cart's rate; the total is what the active 96 gallon cart
    // costs now, and the requested 64 gallon cart plus the extra cart once done (issue 9)
    await expect(trash).toContainText('96 gallon cart · $5.00 per month each');
    await expect(trash).toContainText('Total rate$26.52 per month');
    await expect(trash).toContainText('Total once your request is done$30.26 per month');
    await expect(serviceCard(page, 'Recycling')).toContainText('Active');
    // yard waste takes no additional carts: the tile is greyed with the reason
    const yardCarts = actionTile(serviceCard(page, 'Yard Waste'), 'Additional Carts');
    await expect(yardCarts).toBeDisabled();
    await expect(yardCarts).toContainText('Additional carts are not available for this service type.');
  });

  test('changes the trash cart size, sees it requested, and changes it back', async ({ page }, testInfo) => {
    await openServices(page);
    const trash = serviceCard(page, 'Trash');
    const cursor = await mailboxCursor(page.request);

    let panel = await openAction(page, testInfo, 'Trash', 'Change Service');
    await expect(panel).toContainText('Active service');
    await panel.getByRole('button', { name: 'Update Service' }).click();
    await expect(panel.getByText('Please select a size before submitting.')).toBeVisible();

    await pickOption(page, panel, 'New cart size', /^35 gallons/);
    await panel.getByRole('button', { name: 'Update Service' }).click();
    await expect(panel.getByRole('status')).toContainText(
      /Your change to a 35 gallon cart has been saved\. Reference number: \S+\./,
    );
    await expect(panel).toContainText('Requested');
    await expect(panel).toContainText('35 gallons');
    await closeAction(panel);
    await expect(trash).toContainText(
      'Service Change Requested - Your change to 35 gallons (currently 96 gallons) is still being processed.',
    );
    await expect(trash).toContainText('Size Change Requested');
    const mail = await waitForMail(page.request, {
      recipient: RESIDENT,
      subject: /Service Change Confirmation$/,
      after: cursor,
    });
    expect(mail.bodyText).toContain('35');

    // back to the seeded request, so the other project starts from the same state
    panel = await openAction(page, testInfo, 'Trash', 'Change Service');
    await pickOption(page, panel, 'New cart size', /^64 gallons/);
    await panel.getByRole('button', { name: 'Update Service' }).click();
    await expect(panel.getByRole('status')).toContainText('Your change to a 64 gallon cart has been saved.');
    await closeAction(panel);
    await expect(trash).toContainText('Your change to 64 gallons (currently 96 gallons)');
  });

  test('requests additional trash carts and removes them', async ({ page }, testInfo) => {
    await openServices(page);
    const trash = serviceCard(page, 'Trash');
    const cursor = await mailboxCursor(page.request);

    const panel = await openAction(page, testInfo, 'Trash', 'Additional Carts');
    const update = panel.getByRole('button', { name: 'Update', exact: true });
    await expect(update).toBeDisabled();
    await pickOption(page, panel, 'Cart size', /^35 gallons/);
    await panel.getByLabel('Quantity', { exact: true }).fill('2');
    await expect(update).toBeEnabled();
    await update.click();
    await expect(panel.getByRole('status')).toContainText(
      'Your request for 2 additional 35 gallon carts has been saved.',
    );
    const remove = panel.getByRole('button', { name: 'Remove the additional 35 gallon carts' });
    await expect(remove).toBeVisible();
    await expect(panel).toContainText('2 × 35 gallon carts');
    await waitForMail(page.request, {
      recipient: RESIDENT,
      subject: /Additional Cart Request Confirmation$/,
      after: cursor,
    });

    await remove.click();
    await expect(panel.getByRole('status')).toContainText(
      'Your additional 35 gallon carts have been removed.',
    );
    await expect(remove).toHaveCount(0);
    await waitForMail(page.request, {
      recipient: RESIDENT,
      subject: /Additional Cart Removal Confirmation$/,
      after: cursor,
    });
    await closeAction(panel);
    await expect(trash).not.toContainText('35 gallon carts');
    await expect(trash).toContainText('96 gallon cart');
  });

  const subjectDetailsRequests: {
    action: ActionName;
    name: string;
    detailsMessage: string;
    mailSubject: string;
  }[] = [
    {
      action: 'Request Pickup',
      name: 'pickup',
      detailsMessage: 'Please provide details about your pickup request.',
      mailSubject: 'Pickup Request Confirmation',
    },
    {
      action: 'Missed Pickup',
      name: 'missed pickup',
      detailsMessage: 'Please provide details about your missed pickup.',
      mailSubject: 'Missed Pickup Request Confirmation',
    },
  ];

  for (const request of subjectDetailsRequests) {
    test(`files a ${request.name} request after the empty-submit checks`, async ({ page }, testInfo) => {
      await openServices(page);
      const panel = await openAction(page, testInfo, 'Trash', request.action);
      // a modal under 768 px, inline on desktop
      await expect(page.getByRole('dialog')).toHaveCount(isPhone(testInfo) ? 1 : 0);

      const submit = panel.getByRole('button', { name: 'Submit Request' });
      await submit.click();
      await expect(panel.getByText('Please enter a subject for your request.')).toBeVisible();
      await expect(panel.getByText(request.detailsMessage)).toBeVisible();

      const cursor = await mailboxCursor(page.request);
      await panel.getByLabel('Subject').fill(`E2E ${request.name} ${testInfo.project.name}`);
      await panel.getByLabel('Details').fill('Carts were at the curb by 6 AM on Tuesday.');
      await expect(panel.getByText('Please enter a subject for your request.')).toBeHidden();
      await submit.click();
      const success = panel.getByRole('status');
      await expect(success).toHaveText(requestSuccess(request.name));
      // the success state hides the form
      await expect(panel.getByLabel('Subject')).toHaveCount(0);
      const issue = /#(\d+)/.exec((await success.textContent()) ?? '')![1]!;

      const mail = await waitForMail(page.request, {
        recipient: RESIDENT,
        subject: request.mailSubject,
        after: cursor,
      });
      // one reference style: REQ- and the request's id, with the back office's issue number beside it
      expect(mail.bodyText).toMatch(new RegExp(`Reference number: REQ-[0-9A-F]{10} \\(issue #${issue}\\)`));
      await closeAction(panel);
    });
  }

  test('files a vacation hold with dates from today', async ({ page }, testInfo) => {
    const services = await page.request.get('/api/services');
    expect(services.status()).toBe(200);
    const { today } = (await services.json()) as { today: string };
    await openServices(page);
    const panel = await openAction(page, testInfo, 'Recycling', 'Vacation Stop/Restart');
    const submit = panel.getByRole('button', { name: 'Submit Request' });
    await submit.click();
    // both date fields carry the message
    await expect(panel.getByText('Please select both start and end dates for vacation hold.')).toHaveCount(2);

    const cursor = await mailboxCursor(page.request);
    await pickDate(page, panel, 'Start date', addDays(today, 2));
    await pickDate(page, panel, 'End date', addDays(today, 9));
    await panel.getByLabel('Comments (optional)').fill('Away for a week.');
    await submit.click();
    await expect(panel.getByRole('status')).toHaveText(requestSuccess('vacation hold'));
    await waitForMail(page.request, {
      recipient: RESIDENT,
      subject: 'Vacation Hold Request Confirmation',
      after: cursor,
    });
    await closeAction(panel);
  });

  test('files a damaged cart replacement for the only trash cart', async ({ page }, testInfo) => {
    await openServices(page);
    const panel = await openAction(page, testInfo, 'Trash', 'Damaged/Replace');
    // exactly one cart: it is preselected
    await expect(panel.getByLabel(/^Cart to replace/)).toHaveValue('96 gallon cart #1');
    const submit = panel.getByRole('button', { name: 'Submit Request' });
    await submit.click();
    await expect(panel.getByText('Please describe the damage to your cart.')).toBeVisible();

    const cursor = await mailboxCursor(page.request);
    await panel.getByLabel('Damage description').fill('The lid hinge is broken.');
    await submit.click();
    await expect(panel.getByRole('status')).toHaveText(requestSuccess('damaged cart'));
    await waitForMail(page.request, {
      recipient: RESIDENT,
      subject: 'Damaged Cart Request Confirmation',
      after: cursor,
    });
    await closeAction(panel);
  });
});

test('City of Highwood: changes restricted and two request actions greyed with their reasons', async ({
  page,
}) => {
  await signInAsCustomer(page, 'resident2@curbside.demo');
  await openServices(page);
  const trash = serviceCard(page, 'Trash');
  const restriction =
    'Cart changes for this year closed on January 15. Please contact customer service for assistance.';
  for (const action of ['Change Service', 'Additional Carts'] as const) {
    const tile = actionTile(trash, action);
    await expect(tile).toBeDisabled();
    await expect(tile).toContainText(restriction);
  }
  await expect(actionTile(trash, 'Vacation Stop/Restart')).toBeDisabled();
  await expect(actionTile(trash, 'Vacation Stop/Restart')).toContainText(
    'Vacation Stop/Restart service is not available',
  );
  await expect(actionTile(trash, 'Damaged/Replace')).toBeDisabled();
  await expect(actionTile(trash, 'Damaged/Replace')).toContainText(
    'Damaged/Replace service is not available',
  );
  await expect(actionTile(trash, 'Request Pickup')).toBeEnabled();
  await expect(actionTile(trash, 'Missed Pickup')).toBeEnabled();
  // a greyed tile opens nothing
  await actionTile(trash, 'Change Service').click({ force: true });
  await expect(page.getByRole('region', { name: /Change Service/ })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Town of Kenosha Pines (disable-and-hide): the switched-off request actions are hidden', async ({
  page,
}) => {
  await signInAsCustomer(page, 'resident3@curbside.demo');
  await openServices(page);
  for (const title of ['Trash', 'Recycling', 'Yard Waste'] as const) {
    const card = serviceCard(page, title);
    await expect(actionTile(card, 'Vacation Stop/Restart')).toBeVisible();
    await expect(actionTile(card, 'Damaged/Replace')).toBeVisible();
    await expect(actionTile(card, 'Request Pickup')).toHaveCount(0);
    await expect(actionTile(card, 'Missed Pickup')).toHaveCount(0);
  }
  await expect(page.getByText('Missed Pickup service is not available')).toHaveCount(0);
});
