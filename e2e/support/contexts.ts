import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';

/**
 * A browser context beside the journey's own (its own cookies) at the project's base URL and
 * viewport, from its own client address (the per-address limits then do not tie it to the journey),
 * and a page in it. The caller closes the context.
 */
export async function pageBeside(
  browser: Browser,
  testInfo: TestInfo,
  clientAddress: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
  });
  return { context, page: await context.newPage() };
}
