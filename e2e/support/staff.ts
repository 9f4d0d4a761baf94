import { expect, type Page } from '@playwright/test';

/**
 * Signs a staff member in the way a person does: the admin login page's work-account button, then
 * the built-in development identity provider, where the demo staff are listed by name.
 */
export async function signInAsStaff(page: Page, name: string, startAt = '/admin/login'): Promise<void> {
  await page.goto(startAt);
  await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(/\/admin(\/|$)/);
}
