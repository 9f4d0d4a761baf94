/**
 * Translated portal content (issue 16): staff (Alex Admin) write a French FAQ for the Village of Lake
 * Bluff in the content editor, then a resident chooses Français in the translate menu and reads the
 * French question and answer, while content without a French translation (the sticker locations)
 * stays in English. Both projects run on one server: the second finds the first's translation and
 * removes it (with the confirmation) before writing its own; the resident is left in English.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { pickOption } from './support/services';
import { signInAsCustomer } from './support/session';
import { signInAsStaff } from './support/staff';
import { pageBeside } from './support/contexts';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.91' } });

const LAKE_BLUFF = 'demo-lake-bluff';
const ANSWER = 'Avant 6 h le jour de votre collecte, poignées tournées vers la maison.';

async function writeFrenchFaq(page: Page, question: string): Promise<void> {
  await signInAsStaff(page, demo.admin.name);
  await page.goto(`/admin/content/${LAKE_BLUFF}`);
  await page.getByRole('tab', { name: 'FAQ' }).click();
  const panel = page.getByRole('tabpanel', { name: 'FAQ' });
  await pickOption(page, panel, 'Language', /^Français$/);

  const remove = panel.getByRole('button', { name: 'Remove translation' });
  if (await remove.isVisible()) {
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Remove the Français translation?' });
    await expect(dialog).toContainText(
      'Customers who chose Français will see the English FAQ content again.',
    );
    await dialog.getByRole('button', { name: 'Remove translation' }).click();
    await expect(page.getByText('Translation removed')).toBeVisible();
  }

  // a new translation: the English questions are the reference, the fields start empty
  await expect(panel).toContainText('No Français translation of the FAQ content yet');
  const form = panel.getByRole('form', { name: 'FAQ content' });
  const firstQuestion = form.getByRole('textbox', { name: 'Question', exact: true }).first();
  await expect(firstQuestion).toHaveValue('');
  await expect(form.getByText('English: What time should my carts be at the curb?')).toBeVisible();
  await firstQuestion.fill(question);
  await form.getByRole('textbox', { name: 'Answer', exact: true }).first().fill(ANSWER);
  // one question in French: the other rows (each in turn the second) go
  const removeSecond = form.getByRole('button', { name: 'Remove: Question 2' });
  while ((await removeSecond.count()) > 0) await removeSecond.click();
  await expect(form.getByRole('textbox', { name: 'Question', exact: true })).toHaveCount(1);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The Français translation of the FAQ content is saved.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Remove translation' })).toBeVisible();
}

/** Sets the resident's profile language, which the portal keeps across sign-ins. */
async function setResidentLanguage(page: Page, language: string): Promise<void> {
  const response = await page.request.put('/api/me/language', { data: { language } });
  expect(response.status(), await response.text()).toBe(200);
}

async function residentPage(browser: Browser): Promise<Page> {
  const { page } = await pageBeside(browser, test.info(), '198.51.100.92');
  await signInAsCustomer(page, demo.resident.email);
  // the profile keeps the language last chosen (an earlier project's run chose Français): start in English
  await setResidentLanguage(page, 'en');
  return page;
}

async function readInFrench(resident: Page, question: string): Promise<void> {
  await resident.goto('/FAQ');
  await expect(
    resident.getByRole('button', { name: 'What time should my carts be at the curb?' }),
  ).toBeVisible();

  await resident.getByRole('button', { name: 'Translate' }).click();
  await resident.getByRole('menuitem', { name: 'Français' }).click();
  await expect(resident.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(resident.getByRole('heading', { level: 1, name: 'FOIRE AUX QUESTIONS' })).toBeVisible();
  const french = resident.getByRole('button', { name: question });
  await expect(french).toBeVisible();
  await expect(
    resident.getByRole('button', { name: 'What time should my carts be at the curb?' }),
  ).toHaveCount(0);
  await french.click();
  await expect(resident.getByText(ANSWER)).toBeVisible();

  // no French sticker locations: the English content, in the French page
  await resident.goto('/Stickers', { waitUntil: 'domcontentloaded' });
  await expect(resident.getByText(/Yard waste and bulk item stickers for Lake Bluff/)).toBeVisible();
}

test('[CONTENT][TRANSLATIONS]: staff add a French FAQ; a resident who chooses Français reads it, and English where there is no translation', async ({
  page,
  browser,
}, testInfo) => {
  const question = `Quand sortir mes bacs ? (${testInfo.project.name})`;
  await writeFrenchFaq(page, question);

  const resident = await residentPage(browser);
  // the journeys after this one meet the resident in English again, also when this one fails
  try {
    await readInFrench(resident, question);
  } finally {
    await setResidentLanguage(resident, 'en');
    await resident.context().close();
  }
});
