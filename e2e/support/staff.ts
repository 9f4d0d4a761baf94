import { expect, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { demo } from './accounts';
import { pageBeside } from './contexts';

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

/**
 * Customer service signed in beside a customer's journey: a browser context of its own (its own
 * cookies) at the project's base URL and viewport, from its own client address (the per-address
 * limits then do not tie it to the customer). The caller closes the context.
 */
export async function signInCustomerServiceBeside(
  browser: Browser,
  testInfo: TestInfo,
  clientAddress: string,
): Promise<{ staffContext: BrowserContext; staff: Page }> {
  const { context: staffContext, page: staff } = await pageBeside(browser, testInfo, clientAddress);
  await signInAsStaff(staff, demo.customerService.name);
  return { staffContext, staff };
}
