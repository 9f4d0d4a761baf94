/**
 * Issue 28 §1: the pages that paint from HTML before the app has started (/login and /register built
 * at build time, a resident's /Services and the staff pages rendered by the server) keep what is
 * typed and do what is clicked in that time. On a phone (390 px) with the CPU slowed four times, each
 * try opens a page in a fresh tab and, 0, 200 or 600 ms after its first paint, types and clicks as a
 * person would; the try succeeds when the page does what was asked (signed in; the ZIP's addresses
 * shown; the action open).
 *
 * `npm test` runs EARLY_INPUT_TRIES tries per page and delay (1 by default, to keep the CI's time);
 * `EARLY_INPUT_TRIES=20 npx playwright test e2e/early-input.spec.ts --project=phone` is the full run
 * (docs/decisions/011-early-input.md). Each test prints its count of successes.
 */
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_PASSWORD, demo } from './support/accounts';
import { actionPanel, actionTile, serviceCard } from './support/services';
import { signInAsStaff } from './support/staff';

const TRIES = Number(process.env.EARLY_INPUT_TRIES ?? 1);
const DELAYS_MS = [0, 200, 600];
/** Chrome DevTools' "4× slowdown", Lighthouse's mobile CPU. */
const CPU_SLOWDOWN = 4;

/**
 * Errors the page raised: a hydration mismatch (React #418) or a script the CSP refused (the inline
 * one that holds early clicks) fails the try too.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /Minified React error|hydrat|Content Security Policy/i.test(message.text())
    ) {
      errors.push(message.text());
    }
  });
  return errors;
}

/**
 * Opens `path` in a new tab of `context` with the CPU slowed, and returns once the page has painted
 * (the first contentful paint) and `delayMs` more have passed. The delay is the try's input, the
 * moment the person acts, not a wait for a result.
 */
async function openAndWait(context: BrowserContext, path: string, delayMs: number, client: string) {
  const page = await context.newPage();
  // every try signs in or searches from its own address, so the rate limits never answer instead
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': client });
  const errors = collectErrors(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() =>
    performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
  );
  if (delayMs > 0) await page.waitForTimeout(delayMs);
  const startedBeforeInput = await page.evaluate(() => !document.querySelector('#root[data-prerendered]'));
  return { page, errors, startedBeforeInput };
}

type Attempt = (page: Page) => Promise<void>;

/**
 * Runs TRIES tries of `attempt` on `path` after `delayMs`, each in a fresh tab, and fails with every
 * failed try's reason; prints the count either way.
 */
async function tryRepeatedly(
  context: BrowserContext,
  testInfo: TestInfo,
  path: string,
  delayMs: number,
  attempt: Attempt,
  signedIn = false,
) {
  const failures: string[] = [];
  let early = 0;
  for (let n = 0; n < TRIES; n += 1) {
    await context.clearCookies();
    const client = `10.28.${DELAYS_MS.indexOf(delayMs) + 1}.${n + 1}`;
    if (signedIn) {
      const response = await context.request.post('/api/auth/login', {
        data: { email: demo.resident.email, password: DEMO_PASSWORD },
        headers: { 'x-forwarded-for': client },
      });
      expect(response.status()).toBe(200);
    }
    const { page, errors, startedBeforeInput } = await openAndWait(context, path, delayMs, client);
    if (!startedBeforeInput) early += 1;
    const started = Date.now();
    try {
      await attempt(page);
      if (process.env.EARLY_INPUT_DEBUG) console.log(`try ${n + 1}: ${Date.now() - started} ms`);
      expect(errors).toEqual([]);
    } catch (error) {
      await page.screenshot({ path: testInfo.outputPath(`try-${n + 1}.png`) }).catch(() => undefined);
      failures.push(`try ${n + 1}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    } finally {
      await page.close();
    }
  }
  const line = `${path} at ${delayMs} ms: ${TRIES - failures.length}/${TRIES} succeeded (${early} acted before the app had started)`;
  console.log(`[early input, ${testInfo.project.name}] ${line}`);
  testInfo.annotations.push({ type: 'early input', description: line });
  expect(failures, line).toEqual([]);
}

test.describe('[SHELL] input before the app has started @phone', () => {
  test.describe.configure({ timeout: 60_000 + TRIES * 25_000 });

  for (const delayMs of DELAYS_MS) {
    test(`[VISITOR]: /login, typed and submitted ${delayMs} ms after the first paint, signs in`, async ({
      context,
    }, testInfo) => {
      await tryRepeatedly(context, testInfo, '/login', delayMs, async (page) => {
        await page.getByRole('textbox', { name: 'Email' }).pressSequentially(demo.resident.email);
        // the password as a password manager puts it in: at once, so the click comes early too
        await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await expect(page).not.toHaveURL(/\/login$/);
        const session = await (await page.request.get('/api/session')).json();
        expect(session.customer?.email).toBe(demo.resident.email);
      });
    });

    test(`[VISITOR]: /register, a ZIP typed and searched ${delayMs} ms after the first paint, shows its addresses`, async ({
      context,
    }, testInfo) => {
      await tryRepeatedly(context, testInfo, '/register', delayMs, async (page) => {
        await page.getByLabel('ZIP code').pressSequentially('60044');
        await page.getByRole('button', { name: 'Search' }).click();
        await expect(page.getByRole('status').filter({ hasText: /addresses found in/ })).toContainText(
          'found in 60044',
        );
        await expect(page.getByLabel('ZIP code')).toHaveValue('60044');
      });
    });

    // a tap on /Services after the app had started but before React hydrated the router's tree (a
    // Suspense boundary of its own) used to hydrate it and scroll the page to the top between the
    // pointerdown and the mouseup, losing the click (keep-early-scroll.tsx)

    test(`[SERVICES]: an action clicked ${delayMs} ms after the first paint opens`, async ({
      context,
    }, testInfo) => {
      await tryRepeatedly(
        context,
        testInfo,
        '/Services',
        delayMs,
        async (page) => {
          await actionTile(serviceCard(page, 'Trash'), 'Change Service').click();
          await expect(actionPanel(page, testInfo, 'Change Service', 'Trash')).toBeVisible();
        },
        true,
      );
    });
  }

  // The staff pages are rendered by the server too (issue 33 §1). A portal choice is a field that
  // opens a list, and a tap on it before the app had started opened nothing. The app's scripts are
  // held back until the tap has landed, so the tap surely comes first.
  test("[ADMIN]: the dashboard's portal choice, tapped before the app has started, opens its list", async ({
    page,
    context,
  }) => {
    await signInAsStaff(page, demo.admin.name);
    // a tab of its own: the fixture's page.goto waits for the app, which is held back here
    const early = await context.newPage();
    let releaseScripts = () => {};
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await early.route('**/*.js', async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    await early.goto('/admin/dashboard', { waitUntil: 'commit' });
    await early.getByRole('textbox', { name: 'Portal' }).click();
    expect(await early.evaluate(() => !!document.querySelector('#root[data-prerendered]'))).toBe(true);
    releaseScripts();
    await expect(early.getByRole('option', { name: 'Village of Lake Bluff' })).toBeVisible();
  });
});
