/**
 * Helpers for the customer services journeys: the Services page's cards, action tiles and action
 * forms (inline on desktop, a modal on a phone), the mails the requests send, and the My Services
 * rows at either width.
 */
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { isPhone } from './session';
import { pollMailbox, type DemoMessage } from './mailbox';

export type ServiceTitle = 'Trash' | 'Recycling' | 'Yard Waste';
export type ActionName =
  | 'Change Service'
  | 'Additional Carts'
  | 'Request Pickup'
  | 'Missed Pickup'
  | 'Vacation Stop/Restart'
  | 'Damaged/Replace';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens /Services and waits for the service cards. */
export async function openServices(page: Page): Promise<void> {
  await page.goto('/Services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(serviceCard(page, 'Trash')).toBeVisible();
}

/** One service card (an article named by its title). */
export function serviceCard(page: Page, title: ServiceTitle): Locator {
  return page.getByRole('article', { name: title, exact: true });
}

/**
 * An action tile of a card. Its accessible name is the action then its hint or reason; a "/" in the
 * label is followed by a zero-width space (a break opportunity), which the pattern allows for.
 */
export function actionTile(card: Locator, action: ActionName): Locator {
  const pattern = new RegExp(`^${escapeRegExp(action).replace('/', '/\\u200b?')}`);
  return card.getByRole('button', { name: pattern });
}

/** The open action form: a region on desktop, a dialog on a phone; named "{action} · {service}". */
export function actionPanel(
  page: Page,
  testInfo: TestInfo,
  action: ActionName,
  service: ServiceTitle,
): Locator {
  const name = `${action} · ${service}`;
  return isPhone(testInfo) ? page.getByRole('dialog', { name }) : page.getByRole('region', { name });
}

/** Clicks a card's action tile and answers the form that opens. */
export async function openAction(
  page: Page,
  testInfo: TestInfo,
  service: ServiceTitle,
  action: ActionName,
): Promise<Locator> {
  await actionTile(serviceCard(page, service), action).click();
  const panel = actionPanel(page, testInfo, action, service);
  await expect(panel).toBeVisible();
  return panel;
}

/** Closes an action form with its Close button (the text button, not the corner ×). */
export async function closeAction(panel: Locator): Promise<void> {
  await panel.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(panel).toBeHidden();
}

/**
 * Picks an option of a Mantine Select by its label; options render in a portal. In the phone modal
 * the open dropdown keeps jumping (reported to the lead), so Playwright never sees the option
 * "stable"; there the option gets its click event directly once it is there.
 */
export async function pickOption(
  page: Page,
  scope: Locator,
  label: string | RegExp,
  option: RegExp,
): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  const item = page.getByRole('option', { name: option });
  await expect(item).toHaveCount(1);
  // a plain click: on a phone the dropdown must stay put inside the modal long enough to be tapped
  await item.click();
}

/** The success text of the four request forms. */
export function requestSuccess(action: string): RegExp {
  return new RegExp(
    `^Your ${escapeRegExp(action)} request has been submitted successfully\\. Your issue #\\d+ has been created and our team will process it as soon as possible\\.$`,
  );
}

/** Polls the demo mailbox for a mail to `recipient` with `subject`, newer than `after`. */
export async function waitForMail(
  request: APIRequestContext,
  options: { recipient: string; subject: string | RegExp; after: number; timeoutMs?: number },
): Promise<DemoMessage> {
  const matches = (subject: string | null) =>
    subject !== null &&
    (typeof options.subject === 'string' ? subject === options.subject : options.subject.test(subject));
  return pollMailbox(
    request,
    (m) =>
      m.channel === 'mail' &&
      m.id > options.after &&
      m.recipient.toLowerCase() === options.recipient.toLowerCase() &&
      matches(m.subject),
    `a mail "${String(options.subject)}" for ${options.recipient} in the demo mailbox`,
    options.timeoutMs,
  );
}

/** Fills and submits the trash cart's Missed Pickup form under `subject`; answers the form's panel. */
export async function submitMissedPickup(page: Page, testInfo: TestInfo, subject: string): Promise<Locator> {
  const panel = await openAction(page, testInfo, 'Trash', 'Missed Pickup');
  await panel.getByLabel('Subject').fill(subject);
  await panel.getByLabel('Details').fill('The truck skipped our street on Tuesday.');
  await panel.getByRole('button', { name: 'Submit Request' }).click();
  return panel;
}

/** yyyy-mm-dd `days` after `iso`. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Picks `iso` in a Mantine DatePickerInput labelled `label`: opens it, moves to the date's month
 * with the next-month control, clicks the day (its aria-label reads "D MMMM YYYY").
 */
export async function pickDate(page: Page, scope: Locator, label: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  await scope.getByRole('button', { name: label, exact: true }).click();
  const dayButton = page.getByRole('button', { name: `${day} ${MONTHS[month - 1]} ${year}`, exact: true });
  await expect(page.locator('[data-direction="next"]').first()).toBeAttached();
  for (let i = 0; i < 3 && (await dayButton.count()) === 0; i++) {
    await page.locator('[data-direction="next"]').first().click();
  }
  await dayButton.click();
  await expect(dayButton).toHaveCount(0);
}

/** The rows My Services shows: table rows on desktop, cards on a phone. */
export function myServiceRows(page: Page, testInfo: TestInfo): Locator {
  if (isPhone(testInfo)) return page.getByRole('article');
  // body rows, without the loading skeletons
  return page.getByRole('table').locator('tbody tr:not([data-testid="skeleton-row"])');
}
