import { expect, type Page, type TestInfo } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

/** Signs a customer in through the API (the login page itself has its own journey). */
export async function signInAsCustomer(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** The navigation landmark shown at this width: the top bar on desktop, the bottom bar on a phone. */
export function visibleNav(page: Page, testInfo: TestInfo) {
  return page.getByRole('navigation', { name: isPhone(testInfo) ? 'Mobile navigation' : 'Main navigation' });
}
