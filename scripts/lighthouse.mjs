// `npm run lighthouse`: Lighthouse (mobile preset, the CLI's default) on the pages issue 9 budgets:
// /, /login, /register and, signed in as the demo resident, /Services. Each page is measured
// --runs times (3 by default) and the median of every figure is printed.
//
// Interaction to Next Paint (issue 28) is not in a Lighthouse navigation report: it is measured here
// in Chromium driven by Playwright, on Lighthouse's mobile screen (412 × 823) with the CPU slowed 4×
// (Lighthouse's mobile factor, applied for real through the DevTools protocol), as the web-vitals
// library does: the browser's `event` timing entries (durationThreshold 16 ms, and the first input)
// grouped by interaction, the longest one. Each page gets its usual interactions (typing into its
// form and pressing its button, opening an action), once the app has started ("INP") and once right
// at the first paint, before it has ("INP early": what early input costs while the page starts).
//
// It starts the built server itself (`npm run build` first) on a free port with a fresh temporary
// data folder, as the browser tests do, and stops it at the end. `--base-url URL` measures a server
// that is already running instead. Chromium: CHROME_PATH, or Debian's /usr/bin/chromium.
//
// `--set admin` measures the staff pages instead (issue 33 §1): the Admin Center, Customer Profiles,
// the tickets desk, the dashboard and the delivery report, signed in as the demo admin through the
// built-in development identity provider (in Chromium, as e2e/support/staff.ts does; its session
// cookie then goes in Lighthouse's extra headers). `--preset desktop` uses Lighthouse's desktop
// configuration (no throttled CPU, a fast wired connection, 1350 × 940) and measures INP at that
// size without slowing the CPU.
//
// usage: node scripts/lighthouse.mjs [--runs N] [--base-url URL] [--json FILE] [--page PATH]
//          [--set customer|admin] [--preset mobile|desktop]
// (--page measures only the page at PATH, e.g. --page /Services; --reports DIR keeps each full report)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Lighthouse is fetched by npx rather than kept in devDependencies: one of its dependencies asks
// for another package at the `latest` tag, which breaks `npm ci` whenever that tag moves.
const LIGHTHOUSE = 'lighthouse@12.8.2';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = '--headless=new --no-sandbox --disable-gpu';

/** The demo resident and admin the seed creates (e2e/support/accounts.ts). */
const DEMO_RESIDENT = { email: 'resident@curbside.demo', password: 'Curbside!2026' };
const DEMO_ADMIN_NAME = 'Alex Admin';

/**
 * Each page's interactions for INP: what a person does first there. Locators as the browser
 * journeys use them (e2e/); none leaves the page.
 */
const CUSTOMER_PAGES = [
  {
    name: '/',
    path: '/',
    interact: async (page) => {
      await page.getByRole('button', { name: 'Translate' }).click();
      await page.getByRole('menu').waitFor();
      await page.keyboard.press('Escape');
    },
  },
  {
    name: '/login',
    path: '/login',
    interact: async (page) => {
      await page.getByRole('textbox', { name: 'Email' }).pressSequentially(DEMO_RESIDENT.email);
      // no password: the form answers with its message, and nobody signs in
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText('Password is required').waitFor();
    },
  },
  {
    name: '/register',
    path: '/register',
    interact: async (page) => {
      await page.getByLabel('ZIP code').pressSequentially('60044');
      await page.getByRole('button', { name: 'Search' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /addresses found in/ })
        .waitFor();
    },
  },
  {
    name: '/Services (signed in)',
    path: '/Services',
    signedIn: true,
    interact: async (page) => {
      await page
        .getByRole('article', { name: 'Trash', exact: true })
        .getByRole('button', { name: /^Change Service/ })
        .click();
      await page.getByRole('dialog', { name: 'Change Service · Trash' }).waitFor();
    },
  },
];

/** Opens a list page's filter panel and types into its text filter. */
const typeInFilter = (label) => async (page) => {
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('searchbox', { name: label }).pressSequentially('rita');
};

/** Opens a report's portal choice and closes it again. */
const openPortalChoice = (label) => async (page) => {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: 'Village of Lake Bluff' }).waitFor();
  await page.keyboard.press('Escape');
};

/**
 * The staff pages, signed in as the demo admin (`staff: true`). Their interactions are what staff do
 * first there: filter a list (a fresh demo has no tickets to open) or choose a portal.
 */
const ADMIN_PAGES = [
  {
    name: '/admin',
    path: '/admin',
    staff: true,
    interact: async (page) => {
      // into the first card link and on (the page's links all leave it)
      await page
        .getByRole('main')
        .getByRole('link', { name: /Customer Profiles/ })
        .first()
        .focus();
      await page.keyboard.press('Tab');
    },
  },
  { name: '/admin/customer-profiles', staff: true, interact: typeInFilter('Customer') },
  {
    name: '/admin/service-requests',
    staff: true,
    interact: typeInFilter('Customer, address, reference or IssueID'),
  },
  { name: '/admin/dashboard', staff: true, interact: openPortalChoice('Portal') },
  { name: '/admin/delivery-report', staff: true, interact: openPortalChoice('Portal Title') },
].map((page) => ({ path: page.name, ...page }));

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
}

const runs = Number(option('--runs', '3'));
const jsonOut = option('--json', null);
const onlyPage = option('--page', null);
/** Where to keep each run's full Lighthouse report (for its main-thread and script breakdowns). */
const reportsDir = option('--reports', null);
const set = option('--set', 'customer');
const preset = option('--preset', 'mobile');
if (!['customer', 'admin'].includes(set)) throw new Error(`--set is customer or admin, not ${set}`);
if (!['mobile', 'desktop'].includes(preset)) throw new Error(`--preset is mobile or desktop, not ${preset}`);
const PAGES = set === 'admin' ? ADMIN_PAGES : CUSTOMER_PAGES;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no answer from ${baseUrl}/api/health within ${timeoutMs / 1000} s`);
}

/** Starts dist/server/main.js on a free port with a fresh data folder (it migrates and seeds). */
async function startServer() {
  if (!fs.existsSync(path.join(root, 'dist', 'server', 'main.js'))) {
    throw new Error('no dist/server/main.js: run `npm run build` first');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-lighthouse-'));
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Ctrl-C stops the server too
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** The session cookie of the demo resident, for Lighthouse's extra headers. */
async function signInCookie(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_RESIDENT),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * The demo admin's session cookie: signs in as a person does (the admin login page's work-account
 * button, then the development identity provider's demo list) and keeps the cookies it ends with.
 */
async function staffCookie(browser, baseUrl) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/login`);
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
    await page.getByRole('button', { name: new RegExp(DEMO_ADMIN_NAME) }).click();
    await page.waitForURL(/\/admin(\/|$)/);
    const cookies = await context.cookies(baseUrl);
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  } finally {
    await context.close();
  }
}

function runLighthouse(url, extraHeaders) {
  const args = [
    url,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility,best-practices',
    `--chrome-flags=${chromeFlags}`,
  ];
  if (preset === 'desktop') args.push('--preset=desktop');
  if (extraHeaders) args.push(`--extra-headers=${JSON.stringify(extraHeaders)}`);
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['--yes', LIGHTHOUSE, ...args], {
      cwd: root,
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} on ${url}`));
      try {
        resolve(JSON.parse(out));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: try again. */
async function runWithRetry(url, extraHeaders, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, extraHeaders);
    } catch (error) {
      if (attempt >= attempts) throw error;
      process.stderr.write(`${error instanceof Error ? error.message : error}; trying again\n`);
    }
  }
}

/** The figures of one report; scores 0–100, times in ms. */
function figures(report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const failing = Object.values(report.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null)
        .filter((ref) => (report.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category.id}: ${ref.id} (${report.audits[ref.id].title})`),
    );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    speedIndex: audit('speed-index'),
    cls: audit('cumulative-layout-shift'),
    failing,
  };
}

/** Lighthouse's mobile screen (Moto G Power) and CPU slowdown. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const CPU_SLOWDOWN = 4;
/** Lighthouse's desktop screen; its desktop preset does not slow the CPU. */
const DESKTOP = { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 };
const screen = preset === 'desktop' ? DESKTOP : MOBILE;
const cpuSlowdown = preset === 'desktop' ? 1 : CPU_SLOWDOWN;

/** Collects the page's interactions from its first moment: interaction id → longest event duration. */
function observeInteractions() {
  const longest = new Map();
  window.__interactions = longest;
  const record = (list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  };
  new PerformanceObserver(record).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(record).observe({ type: 'first-input', buffered: true });
}

/**
 * One INP figure: opens the page in a fresh context with the CPU slowed, runs its interactions at the
 * first paint (`early`) or once the app has taken the page over, and answers the longest interaction
 * in ms (0 when none took 16 ms or more, the smallest the browser reports).
 */
async function measureInp(browser, url, page, cookie, early) {
  const context = await browser.newContext(screen);
  try {
    if (cookie) {
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          // the origin, not the page: a cookie set for /admin/x would have the path /admin/
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: new URL(url).origin };
        }),
      );
    }
    const tab = await context.newPage();
    await tab.addInitScript(observeInteractions);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await tab.goto(url, { waitUntil: 'commit' });
    // a saturated machine at a 4× slower CPU takes the page over in tens of seconds
    const patience = { timeout: 120_000 };
    await tab.waitForFunction(
      () => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
      null,
      patience,
    );
    if (!early) {
      await tab.waitForFunction(() => !document.querySelector('#root[data-prerendered]'), null, patience);
    }
    await page.interact(tab);
    // the last interaction's entry is reported after its next paint
    await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
    const durations = await tab.evaluate(() => [...window.__interactions.values()]);
    return durations.length > 0 ? Math.max(...durations) : 0;
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  const given = option('--base-url', null);
  const server = given ? { baseUrl: given.replace(/\/$/, ''), stop: () => {} } : await startServer();
  const results = [];
  try {
    if (given) await waitForHealth(server.baseUrl, null, 10_000);
    const browser = await chromium.launch({
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
    const cookie =
      set === 'admin' ? await staffCookie(browser, server.baseUrl) : await signInCookie(server.baseUrl);
    for (const page of PAGES.filter((p) => onlyPage === null || p.path === onlyPage)) {
      const url = `${server.baseUrl}${page.path}`;
      const signedIn = page.signedIn || page.staff;
      const reports = [];
      for (let run = 1; run <= runs; run += 1) {
        process.stderr.write(`lighthouse ${page.name} run ${run}/${runs}…\n`);
        const full = await runWithRetry(url, signedIn ? { Cookie: cookie } : undefined);
        if (reportsDir) {
          fs.mkdirSync(reportsDir, { recursive: true });
          const name = `${page.name.replace(/\W+/g, '_') || 'home'}-${preset}-${run}.json`;
          fs.writeFileSync(path.join(reportsDir, name), JSON.stringify(full));
        }
        const report = figures(full);
        process.stderr.write(`INP ${page.name} run ${run}/${runs}…\n`);
        report.inp = await measureInp(browser, url, page, signedIn ? cookie : null, false);
        report.inpEarly = await measureInp(browser, url, page, signedIn ? cookie : null, true);
        reports.push(report);
      }
      const pick = (key) => median(reports.map((r) => r[key]));
      results.push({
        page: page.name,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        fcpMs: Math.round(pick('fcp')),
        lcpMs: Math.round(pick('lcp')),
        tbtMs: Math.round(pick('tbt')),
        speedIndexMs: Math.round(pick('speedIndex')),
        cls: Number(pick('cls').toFixed(3)),
        inpMs: Math.round(pick('inp')),
        inpEarlyMs: Math.round(pick('inpEarly')),
        failing: [...new Set(reports.flatMap((r) => r.failing))],
        runs: reports.map(({ failing: _, ...figures }) => figures),
      });
    }
    await browser.close();
  } finally {
    server.stop();
  }

  const header = ['page', 'perf', 'a11y', 'best pr.', 'FCP', 'LCP', 'TBT', 'SI', 'CLS', 'INP', 'INP early'];
  const rows = results.map((r) => [
    r.page,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    `${(r.fcpMs / 1000).toFixed(1)} s`,
    `${(r.lcpMs / 1000).toFixed(1)} s`,
    `${r.tbtMs} ms`,
    `${(r.speedIndexMs / 1000).toFixed(1)} s`,
    r.cls.toFixed(3),
    `${r.inpMs} ms`,
    `${r.inpEarlyMs} ms`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(
    `Lighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, ${preset} preset; INP: Playwright, ${screen.viewport.width} px, CPU ${cpuSlowdown}× slower`,
  );
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  for (const r of results.filter((result) => result.failing.length > 0)) {
    console.log(`\n${r.page} — audits not passed:\n  ${r.failing.join('\n  ')}`);
  }
  if (jsonOut) fs.writeFileSync(jsonOut, `${JSON.stringify(results, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
