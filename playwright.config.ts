import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromium-args.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
/** One data folder per port, so runs on different ports never share a database. */
const dataDir = `test-results/e2e-data-${port}`;
/**
 * npm test runs the journeys in two shards at once, each with its own server on its own port
 * (scripts/test.mjs): each shard keeps its results and report apart from the other's, named by port.
 */
const outputDir = `test-results/e2e/${port}`;
const jsonReport = `test-results/playwright-${port}.json`;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
};

/**
 * Journeys the phone project leaves out: staff screens (the admin area is built for a desk; the
 * tickets desk's phone cards stay, in tickets-desk.spec.ts) and journeys whose screens a phone shows
 * no differently. Each still runs at 1280 px. Together they were a third of the browser phase's time,
 * and CI has 30 minutes for everything (docs/ARCHITECTURE.md, "Tests").
 */
const desktopOnly = [
  'address-tools',
  'admin',
  'backoffice-import',
  'customer-profiles',
  'dashboard',
  'delivery-report',
  'municipality',
  'open311',
  'portal-setup',
  'server-messages',
  'setup-customer-profile',
  'translated-content',
  'webhooks',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'e2e',
  outputDir,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI === 'true' ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: jsonReport }]],
  use: {
    baseURL,
    // a trace is recorded on the retry of a failed test only: recording every test's cost a fifth of
    // the run's time
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'phone',
      testIgnore: desktopOnly,
      // a journey tagged @desktop runs at 1280 px only: a staff part of a longer journey, or what a
      // phone shows no differently (a refusal, a language switch, a mail's link)
      grepInvert: /@desktop/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
  ],
  webServer: {
    // a fresh embedded database for every run: the server migrates and seeds it
    command: `rm -rf ${dataDir} && node dist/server/main.js`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // each spec file signs in from its own client address (X-Forwarded-For) so rate limits do not collide
      TRUST_PROXY: 'true',
    },
  },
});
