/**
 * The browser journeys' `test`: Playwright's, plus an accessibility check of every page a journey
 * visits (issue 9: axe in the journeys, 0 serious or critical violations). At the end of each test
 * the page as the journey left it is scanned, and every other path the journey loaded that this
 * run has not scanned yet is opened again (with the journey's cookies) and scanned. Each path is
 * scanned once per project, which keeps the run fast: once per worker, and under `npm test` once in
 * all its shards (E2E_SCANNED_DIR, below).
 */
import fs from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

export { expect };

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical violations on the page as it is now, one readable line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // a panel still fading in or out has its text at part opacity, which axe measures as low contrast:
  // the scan waits until the page's transitions and animations have ended (a once-in-ten failure on
  // /Services, after a journey closed its action panel)
  // (a spinner that turns for ever is not waited for)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  // an iframe that may run no script (the demo mailbox's e-mail bodies) cannot take axe's script, and
  // axe would wait for it forever; what such a frame shows is a mail, not a page of the portal
  const result = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .exclude('iframe:not([sandbox*="allow-scripts"])')
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${page.url()} ${v.id} (${v.impact}): ${v.help}: ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

const scanned = new Set<string>();
/**
 * The folder where the shards of one `npm test` claim the paths they scan (scripts/test.mjs sets it,
 * fresh for each run): a file per project and path, made only if it is not there yet, so two shards
 * never both scan a page (each shard is a process of its own, with its own `scanned`).
 */
const sharedScannedDir = process.env.E2E_SCANNED_DIR;
if (sharedScannedDir) fs.mkdirSync(sharedScannedDir, { recursive: true });

/** True when this call is the first in the run to claim `key`, which is then for the caller to scan. */
function claimScan(key: string): boolean {
  if (scanned.has(key)) return false;
  scanned.add(key);
  if (!sharedScannedDir) return true;
  try {
    fs.writeFileSync(join(sharedScannedDir, encodeURIComponent(key)), '', { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * The portal's own pages: not the API, and not the built-in sign-in provider's pages (/dev-oidc), which
 * stand in for Google's and Microsoft's in the demo.
 */
const isAppPage = (url: URL) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/dev-oidc/');

/**
 * The public pages paint from HTML rendered at build time before the app takes them over (hydration,
 * src/web/main.tsx); until then a click does nothing. A page load waits for the app, as a person would
 * see the page respond.
 */
async function appReady(page: Page) {
  await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
}

export const test = base.extend<{ accessibilityCheck: void }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
  },
  accessibilityCheck: [
    async ({ page, baseURL }, use, testInfo) => {
      const visited = new Set<string>();
      const onLoad = () => {
        const url = new URL(page.url());
        if (baseURL && url.origin === new URL(baseURL).origin && isAppPage(url)) visited.add(url.pathname);
      };
      page.on('load', onLoad);
      await use();
      page.off('load', onLoad);
      // a failed journey is reported as it failed; a closed page has nothing left to scan
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      const key = (path: string) => `${testInfo.project.name}:${path}`;
      const problems: string[] = [];
      const here = new URL(page.url());
      if (here.protocol.startsWith('http') && isAppPage(here) && claimScan(key(here.pathname))) {
        problems.push(...(await seriousViolations(page)));
      }
      for (const path of visited) {
        if (!claimScan(key(path))) continue;
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        problems.push(...(await seriousViolations(page)));
      }
      expect(problems, 'serious or critical accessibility violations').toEqual([]);
    },
    { auto: true },
  ],
});
