// Takes the README's screenshots from a running server (default http://localhost:3000, or --url):
//   npm start   (in another terminal)   then   npx tsx scripts/screenshots.ts
// Uses Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Writes docs/screenshots/*.png.
import fs from 'node:fs';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

const urlArg = process.argv.indexOf('--url');
const base = urlArg > 0 ? process.argv[urlArg + 1]! : 'http://localhost:3000';
const out = 'docs/screenshots';
const password = 'Curbside!2026';
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

async function shot(
  context: BrowserContext,
  path: string,
  name: string,
  prepare?: (page: Page) => Promise<void>,
) {
  const page = await context.newPage();
  await page.goto(base + path, { waitUntil: 'networkidle' });
  if (prepare) await prepare(page);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/${name}.png` });
  console.log(`${out}/${name}.png`);
  await page.close();
}

async function customer(email: string, viewport = desktop) {
  const context = await browser.newContext({ viewport });
  const res = await context.request.post(`${base}/api/auth/login`, { data: { email, password } });
  if (!res.ok()) throw new Error(`sign-in as ${email} failed: ${res.status()}`);
  return context;
}

async function staff(name: string) {
  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  await page.goto(`${base}/admin/login`);
  await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.waitForURL(/\/admin$/);
  await page.close();
  return context;
}

const visitor = await browser.newContext({ viewport: desktop });
await shot(visitor, '/', 'visitor-desktop');
await shot(visitor, '/login', 'login-desktop');
await shot(visitor, '/register', 'register-desktop');
const visitorPhone = await browser.newContext({ viewport: phone });
await shot(visitorPhone, '/login', 'login-phone');

const resident = await customer('resident@curbside.demo');
await shot(resident, '/', 'shell-desktop');
await shot(resident, '/Services', 'services-desktop');
await shot(resident, '/Billing/demo-resident-1', 'billing-desktop');
await shot(resident, '/MyRequests', 'my-requests-desktop');
const residentPhone = await customer('resident@curbside.demo', phone);
await shot(residentPhone, '/', 'shell-phone');
await shot(residentPhone, '/Services', 'services-phone');
await shot(residentPhone, '/MyRequests', 'my-requests-phone');

const enterprise = await customer('enterprise@curbside.demo');
await shot(enterprise, '/MyServices/demo-enterprise-1', 'my-services-desktop');

const admin = await staff('Alex Admin');
await shot(admin, '/admin', 'admin-center-desktop');
await shot(admin, '/admin/customer-setups', 'customer-setups-desktop');
await shot(admin, '/admin/dashboard', 'dashboard-desktop', async (page) => {
  const sizes = page.getByRole('region', { name: 'Cart Size Distribution' });
  await sizes.getByText('Trash', { exact: true }).click();
});
await shot(admin, '/admin/service-requests', 'service-requests-desktop');
await shot(admin, '/admin/customer-profiles', 'customer-profiles-desktop');
await shot(admin, '/admin/added-addresses', 'added-addresses-desktop');
await shot(admin, '/admin/undelivered-cart', 'undelivered-cart-desktop');
await shot(admin, '/admin/delivery-report', 'delivery-report-desktop');

await browser.close();
