import type { Page } from '@playwright/test';

/**
 * Holds back the app's entry script until the returned function is called: the page is its HTML
 * (built at build time, or rendered by the server) until then.
 */
export async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
