/**
 * Open311 GeoReport v2 end to end (issue 15): an admin creates an API key for the Village of Lake
 * Bluff in the admin area and copies it (shown once); a city's client then lists the services, files a
 * missed pickup with the key (form-encoded, as the specification sends it), and follows it by its
 * service_request_id; staff close the ticket with a note on the tickets desk, and the client sees
 * status closed with the note as status_notes. Finally the admin revokes the key and the next request
 * with it is refused.
 */
import { XMLParser } from 'fast-xml-parser';
import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { signInAsStaff } from './support/staff';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.91' } });

const LAKE_BLUFF = 'demo-lake-bluff';
const xml = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => ['service', 'request'].includes(name),
});

test('[OPEN311][KEYS]: an admin creates a key; a city files a missed pickup with it and follows it to closed', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsStaff(page, demo.admin.name);

  // the Admin Center leads to the keys page
  await page.getByRole('link', { name: 'Open311 API keys' }).click();
  await expect(page.getByRole('heading', { name: 'Open311 API keys', level: 1 })).toBeVisible();

  const name = `City of Lake Bluff 311 (${testInfo.project.name} ${Date.now()})`;
  await page.getByRole('button', { name: 'Create key' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  const portals = dialog.getByRole('textbox', { name: 'Portals' });
  await portals.fill('Lake Bluff');
  await expect(page.getByRole('option', { name: 'Village of Lake Bluff' })).toBeVisible();
  await portals.press('ArrowDown');
  await portals.press('Enter');
  await portals.press('Tab');
  await expect(dialog).toContainText('Village of Lake Bluff');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('Copy the key now')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`open311-key-created-${testInfo.project.name}.png`) });
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(/^o311_/);
  await expect(dialog.getByRole('textbox', { name: 'API key' })).toHaveValue(key);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Village of Lake Bluff');
  // the key itself is never shown again
  await expect(page.getByText(key)).toHaveCount(0);
  await page.screenshot({
    path: testInfo.outputPath(`open311-keys-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // a city's client: the services of the jurisdiction
  const services = await page.request.get(`/open311/v2/services.xml?jurisdiction_id=${LAKE_BLUFF}`);
  expect(services.status()).toBe(200);
  const codes = (xml.parse(await services.text()).services.service as { service_code: string }[]).map(
    (s) => s.service_code,
  );
  expect(codes).toContain('missed-pickup');

  // a site in the jurisdiction, as the back office knows it (the admin's address tools)
  const sites = (await (await page.request.get('/api/admin/address-tools/addresses?zip=60044')).json()) as {
    items: { CM04_ADD2: string; CM04_CITY: string; CM04_STAT: string; CM04_PZIP: string }[];
  };
  const site = sites.items[0]!;

  // files a missed pickup with the key, form-encoded
  const filed = await page.request.post('/open311/v2/requests.json', {
    form: {
      api_key: key,
      jurisdiction_id: LAKE_BLUFF,
      service_code: 'missed-pickup',
      address_string: `${site.CM04_ADD2}, ${site.CM04_CITY}, ${site.CM04_STAT} ${site.CM04_PZIP}`,
      'attribute[cart_type]': 'trash',
      first_name: 'Casey',
      last_name: 'Citizen',
      email: 'casey.citizen@example.com',
      description: `Cart not emptied (${testInfo.project.name}).`,
    },
  });
  expect(filed.status(), await filed.text()).toBe(200);
  const [created] = (await filed.json()) as { service_request_id?: string; token?: string }[];
  let requestId = created!.service_request_id;
  if (!requestId) {
    // queued: the token names the request once the outbox has filed it
    await expect
      .poll(async () => {
        const res = await page.request.get(
          `/open311/v2/tokens/${created!.token}.json?jurisdiction_id=${LAKE_BLUFF}`,
        );
        return ((await res.json()) as { service_request_id: string | null }[])[0]!.service_request_id;
      })
      .toBeTruthy();
    const res = await page.request.get(
      `/open311/v2/tokens/${created!.token}.json?jurisdiction_id=${LAKE_BLUFF}`,
    );
    requestId = ((await res.json()) as { service_request_id: string }[])[0]!.service_request_id;
  }
  const follow = async () => {
    const res = await page.request.get(`/open311/v2/requests/${requestId}.xml?jurisdiction_id=${LAKE_BLUFF}`);
    expect(res.status()).toBe(200);
    const body = await res.text();
    expect(body).not.toContain('Casey');
    expect(body).not.toContain('casey.citizen@example.com');
    return xml.parse(body).service_requests.request[0] as { status: string; status_notes: string };
  };
  expect((await follow()).status).toBe('open');

  // staff close it on the tickets desk with a note
  await page.goto(`/admin/service-requests?text=${requestId}`);
  await expect(page.getByRole('heading', { name: 'Service Requests', level: 1 })).toBeVisible();
  const found = await page.request.get(`/api/admin/service-requests?text=${requestId}`);
  const { items } = (await found.json()) as { items: { id: string; issueId: string | null }[] };
  const ticket = items.find((i) => i.issueId === requestId)!;
  expect(ticket).toBeTruthy();
  await page.goto(`/admin/service-requests?text=${requestId}&id=${encodeURIComponent(ticket.id)}`);
  const detail = page.getByRole('dialog');
  await expect(detail).toContainText(`#${requestId}`);
  await expect(detail).toContainText('Casey Citizen');
  await detail.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Closed' }).click();
  const note = `Collected on the second run (${testInfo.project.name}).`;
  await detail.getByRole('textbox', { name: 'Note' }).fill(note);
  await detail.getByRole('button', { name: 'Save' }).click();
  await expect(detail.getByText('The status was saved.')).toBeVisible();

  // the city sees it closed, with the note
  const closed = await follow();
  expect(closed.status).toBe('closed');
  expect(closed.status_notes).toBe(note);

  // the admin revokes the key; the next request with it is refused
  await page.goto('/admin/open311-keys');
  await page.getByRole('button', { name: `Revoke the key ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Revoked');
  const refused = await page.request.post('/open311/v2/requests.xml', {
    form: { api_key: key, jurisdiction_id: LAKE_BLUFF, service_code: 'missed-pickup' },
  });
  expect(refused.status()).toBe(403);
});
