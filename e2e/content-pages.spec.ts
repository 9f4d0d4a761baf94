/**
 * The content pages of a signed-in resident (spec 02 §2.3–2.7): Billing (rates cards in USD, PAY
 * YOUR BILL in a new tab), Support (the portal's accordion sections), FAQ (expand a question),
 * Sticker Locations (bold description, location cards), at both widths; and the public Contact Us
 * form, which confirms on the page and mails a copy to the sender. Pages with embedded maps are
 * opened without waiting for the frames (no network in the test machine).
 */
import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { mailboxCursor, waitForMessage } from './support/mailbox';
import { signInAsCustomer } from './support/session';
import { pickOption } from './support/services';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.73' } });

test.describe('content pages (Village of Lake Bluff resident)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsCustomer(page, demo.resident.email);
  });

  test('Billing shows the rate cards in USD and PAY YOUR BILL opens in a new tab', async ({ page }) => {
    await page.goto(`/Billing/${demo.resident.uid}`);
    await expect(page.getByRole('heading', { level: 1, name: /BILLING$/ })).toBeVisible();
    await expect(page.getByText(/^Rates for \d{4}$/)).toBeVisible();

    const cards = page.getByRole('region', { name: 'Service rates' });
    const trash = cards.getByRole('article', { name: 'Trash' });
    await expect(trash).toContainText('96 gallons');
    await expect(trash).toContainText('$26.52 per month');
    await expect(trash).toContainText('Other available sizes');
    await expect(trash).toContainText('$25.26 per month');
    await expect(trash).toContainText('Additional cart rental');
    await expect(trash).toContainText('$5.00 per month');
    await expect(cards.getByRole('article', { name: 'Recycling' })).toContainText('Included');
    // the cart she has, as Services shows it (64 gallons in the back office; the portal's default is 95)
    await expect(cards.getByRole('article', { name: 'Yard Waste' })).toContainText('64 gallons');
    await expect(cards.getByRole('article', { name: 'Yard Waste' })).toContainText('$18.50 per season');
    await expect(page.getByText('Bulk Item Pickup')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'NEED HELP?' })).toBeVisible();

    const pay = page.getByRole('link', { name: /PAY YOUR BILL/ });
    await expect(pay).toBeVisible();
    await expect(pay).toHaveAttribute('target', '_blank');
    await expect(pay).toHaveAttribute('rel', /noopener/);
    await expect(pay).toHaveAttribute('href', /^https?:\/\//);
  });

  test('Billing of another customer shows the not-found page', { tag: '@desktop' }, async ({ page }) => {
    await page.goto(`/Billing/${demo.enterprise.uid}`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('Support shows the portal’s sections in an accordion', async ({ page }) => {
    await page.goto('/Support', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: /SUPPORT$/ })).toBeVisible();
    await expect(
      page.getByText('Find drop-off locations and the collection map for Lake Bluff.'),
    ).toBeVisible();

    const serviceMap = page.getByRole('button', { name: /Service Map/ });
    const yard = page.getByRole('button', { name: /Lake Bluff Public Works Yard/ });
    const northChicago = page.getByRole('button', { name: /North Chicago Recycling Center/ });
    await expect(serviceMap).toBeVisible();
    // the first drop-off location is open at first
    await expect(yard).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Renee Castillo')).toBeVisible();
    await expect(northChicago).toHaveAttribute('aria-expanded', 'false');

    await northChicago.click();
    await expect(northChicago).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Walter Greene')).toBeVisible();
    await expect(page.getByText('1800 Argonne Dr')).toBeVisible();

    await serviceMap.click();
    await expect(page.getByText('Collection days by neighborhood in Lake Bluff.')).toBeVisible();
  });

  test('FAQ shows the questions and expands one', async ({ page }) => {
    await page.goto('/FAQ');
    await expect(page.getByRole('heading', { level: 1, name: 'FREQUENTLY ASKED QUESTIONS' })).toBeVisible();
    const question = page.getByRole('button', { name: 'What time should my carts be at the curb?' });
    await expect(question).toBeVisible();
    await expect(page.getByRole('button', { name: 'My pickup was missed. What do I do?' })).toBeVisible();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = page.getByText('By 6:00 AM on your collection day');
    await expect(answer).toBeHidden();

    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
  });

  test('Sticker Locations renders the bold description and the location cards', async ({ page }) => {
    await page.goto('/Stickers', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'STICKER LOCATIONS' })).toBeVisible();
    await expect(page.getByText(/Yard waste and bulk item stickers for Lake Bluff/)).toBeVisible();
    const bold = page.locator('strong');
    await expect(bold.filter({ hasText: 'Bring your account number' })).toBeVisible();
    await expect(bold.filter({ hasText: 'Stickers are valid for the current season only.' })).toBeVisible();
    await expect(page.getByText('**')).toHaveCount(0);

    const list = page.getByRole('list', { name: 'Sticker locations' });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(3);
    const hall = items.filter({ has: page.getByRole('heading', { name: 'Lake Bluff Village Hall' }) });
    await expect(hall).toContainText('40 E Center Ave, Lake Bluff, IL 60044');
    await expect(hall.locator('iframe')).toHaveAttribute('title', 'Map of Lake Bluff Village Hall');
  });
});

test('Billing of an enterprise account shows no residential cart rates and points to My Services', async ({
  page,
}) => {
  await signInAsCustomer(page, demo.enterprise.email);
  await page.goto(`/Billing/${demo.enterprise.uid}`);
  await expect(page.getByRole('heading', { level: 1, name: /BILLING$/ })).toBeVisible();
  await expect(
    page.getByText('Rates for your sites are listed with each service on My Services.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Service rates' })).toHaveCount(0);
  await expect(page.getByText('$26.52')).toHaveCount(0);
  await expect(page.getByText('For rates, please call us or use Contact Us.')).toHaveCount(0);
  await page.getByRole('link', { name: 'Open My Services' }).click();
  await expect(page).toHaveURL(new RegExp(`/MyServices/${demo.enterprise.uid}$`));
});

test(
  'Contact Us (public): send a message, see the confirmation, and the mail arrives',
  { tag: '@desktop' },
  async ({ page }, testInfo) => {
    const email = `e2e.contact.${testInfo.project.name}.${Date.now().toString(36)}@curbside.demo`;
    await page.goto('/ContactUs');
    await expect(page.getByRole('heading', { level: 1, name: 'CONTACT US' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Contact form' });

    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please enter your email address.')).toBeVisible();
    await expect(form.getByText('Please choose a subject.')).toBeVisible();
    await expect(form.getByText('Please enter a message.')).toBeVisible();

    await form.getByLabel(/^Email/).fill(email);
    await pickOption(page, form, /^Subject/, /^Feedback$/);
    const message = `Thanks for the quick pickup (${testInfo.project.name}).`;
    await form.getByLabel(/^Message/).fill(message);
    const cursor = await mailboxCursor(page.request);
    await form.getByRole('button', { name: 'Send Message' }).click();

    const confirmation = page.getByRole('status').filter({ hasText: 'Thank you!' });
    await expect(confirmation).toContainText('Thank you! Your message has been sent.');
    await expect(confirmation).toContainText(`Our team will reply to ${email}.`);
    await expect(page.getByRole('button', { name: 'Send another message' })).toBeVisible();

    // the address was only typed in: the copy acknowledges receipt without repeating the message
    const copy = await waitForMessage(page.request, { channel: 'mail', recipient: email, after: cursor });
    expect(copy.bodyText).toContain('We received your message');
    expect(copy.bodyText).not.toContain(message);
  },
);
