/**
 * Webhooks end to end (issue 31 §4): an admin opens Webhooks from the Admin Center, adds an endpoint
 * (a receiver started by this test on 127.0.0.1: the e2e server runs in demo mode), copies the secret
 * shown once, a resident files a missed pickup, and the delivery appears in the endpoint's log as
 * delivered, and the receiver got it signed.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test';
import { demo, DEMO_PASSWORD } from './support/accounts';
import { signInAsStaff } from './support/staff';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.93' } });

test('[WEBHOOKS][ADD]: an admin adds an endpoint, sees the secret once, and a delivery appears in its log', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/${testInfo.project.name}`;
  const shot = (name: string) =>
    page.screenshot({
      path: `/work/wt/shots/t31hooks-${name}-${testInfo.project.name === 'phone' ? 390 : 1280}.png`,
    });
  try {
    await signInAsStaff(page, demo.admin.name);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Add endpoint' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('CRM');
    await dialog.getByRole('checkbox', { name: 'Request filed' }).check();
    await shot('add');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog.getByText('Copy the signing secret now')).toBeVisible();
    const secret = await dialog.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shot('secret');
    await dialog.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row').filter({ hasText: url });
    await expect(row).toContainText('Request filed');
    await expect(page.getByText(secret)).toHaveCount(0);

    // an event: the resident files a missed pickup
    const resident = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.94' },
    });
    const login = await resident.post('/api/auth/login', {
      data: { email: demo.resident.email, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const filed = await resident.post('/api/services/trash/requests/missed-pickup', {
      data: { subject: 'Cart not emptied', details: 'Webhook journey.' },
    });
    expect(filed.status(), await filed.text()).toBe(200);
    await resident.dispose();

    await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [first] = received;
    const key = Buffer.from(secret.slice(6), 'base64');
    const mac = createHmac('sha256', key)
      .update(`${first!.headers['webhook-id']}.${first!.headers['webhook-timestamp']}.${first!.body}`)
      .digest('base64');
    expect(first!.headers['webhook-signature']).toBe(`v1,${mac}`);

    await row.getByRole('button', { name: /Delivery log/ }).click();
    const log = page.getByRole('dialog');
    await expect(log.getByRole('row').filter({ hasText: 'Request filed' })).toContainText('Delivered', {
      timeout: 15_000,
    });
    await shot('log');
    await log
      .getByRole('button', { name: 'Close' })
      .click()
      .catch(() => page.keyboard.press('Escape'));
    await page.keyboard.press('Escape');
    await shot('list');
    // tidy up: delete the endpoint
    await row.getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete endpoint' }).click();
    await expect(page.getByRole('row').filter({ hasText: url })).toHaveCount(0);
  } finally {
    await new Promise((r) => server.close(r));
  }
});
