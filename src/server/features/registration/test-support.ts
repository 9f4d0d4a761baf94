/** Fixtures and a small client for the registration API tests. */
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { AppInstance } from '../../app';
import { authPendingGoogle, boSites, customerProfiles, portalSetups, staffUsers } from '../../db/schema';
import { hashToken, randomToken } from '../../auth/crypto';
import { GOOGLE_PENDING_COOKIE } from '../../auth/google';
import { lastMessageTo } from '../../auth/test/helpers';
import type { EmailCheckPort } from '../../ports/email-check';
import type { Ports } from '../../ports';
import { createTestApp, type TestApp, type TestAppOptions } from '../../test/app';
import { staffSessionCookie } from '../../test/sign-in';

export const SOURCE = 'TRUX_LR_COMP_RAW';
export const ZIP = '60044';
export const OTHER_ZIP = '60099';
export const EMAIL_ON_FILE = 'jane.doe@lakebluff.org';
export const PASSWORD = 'Bluff!Lake2026';

export const SITES = {
  /** Has an e-mail on file. */
  withEmail: { cust: '26898', site: '101', street: '1234 SHERIDAN RD', email: EMAIL_ON_FILE },
  /** No e-mail on file. */
  noEmail: { cust: '26898', site: '102', street: '17 OAK ST', email: null },
  /** Registered already (its profile names the source without _RAW). */
  registered: { cust: '26898', site: '103', street: '19 OAK ST', email: 'owner@lakebluff.org' },
  /** Another account, multi-family. */
  other: { cust: '4410', site: '1001', street: '300 ELM AVE', email: null },
} as const;

/** In a ZIP that no portal lists: lands on the default portal. */
export const FAR_SITE = { cust: '26898', site: '900', street: '5 FAR RD', email: null };
/** Spare sites in the far ZIP for tests that register. */
export const SPARE_SITES = [
  { cust: '26898', site: '901', street: '7 FAR RD', email: null },
  { cust: '26898', site: '902', street: '9 FAR RD', email: null },
  { cust: '26898', site: '903', street: '11 FAR RD', email: null },
];

export async function seedRegistrationFixtures(ctx: AppContext): Promise<void> {
  await ctx.db.insert(portalSetups).values([
    {
      id: 'p-first',
      portalType: 'residential',
      portalTitle: 'First Residential',
      zipCodes: ['60001'],
      setup: {},
    },
    {
      id: 'p-lake',
      portalType: 'residential',
      portalTitle: 'Lake Test',
      zipCodes: ['60040', ZIP],
      setup: {},
    },
    {
      id: 'p-default',
      portalType: 'residential',
      portalTitle: 'Default Portal',
      zipCodes: [],
      isDefault: true,
      setup: {},
    },
  ]);
  // the account holder's name: a document must show it, and the account number goes with its last name
  const site = (s: FixtureSite, zip = ZIP) => fixtureSiteRow({ ...s, name: 'JANE DOE' }, zip);
  await ctx.db
    .insert(boSites)
    .values([
      ...Object.values(SITES).map((s) => site(s)),
      site(FAR_SITE, OTHER_ZIP),
      ...SPARE_SITES.map((s) => site(s, OTHER_ZIP)),
    ]);
  await ctx.db.insert(customerProfiles).values({
    uid: 'c-existing',
    entryType: 'CustomerProfile',
    email: 'Existing@LakeBluff.org',
    source: 'TRUX_LR_COMP',
    cm04Cust: SITES.registered.cust,
    cm04Site: SITES.registered.site,
    zipCode: ZIP,
  });
}

/** A back-office site a test registers at: a Lake Bluff street, maybe an e-mail on file and a holder's name. */
export interface FixtureSite {
  cust: string;
  site: string;
  street: string;
  email?: string | null;
  name?: string | null;
}

/** The back-office row of a fixture site, in the fixtures' ZIP unless another is given. */
export function fixtureSiteRow(s: FixtureSite, zip = ZIP): typeof boSites.$inferInsert {
  return {
    source: SOURCE,
    cm04Cust: s.cust,
    cm04Site: s.site,
    cm04Add2: s.street,
    cm04City: 'LAKE BLUFF',
    cm04Stat: 'IL',
    cm04Pzip: zip,
    cm04Email: s.email ?? null,
    cm04Name: s.name ?? null,
  };
}

export interface RegistrationTestAppOptions extends Pick<TestAppOptions, 'now'> {
  /** The test file's own sites, besides the shared fixtures. */
  sites?: readonly FixtureSite[];
  /** Adds the customer service agent of `deskCookie`. */
  deskAgent?: boolean;
  /** Runs on the seeded database before the app starts. */
  prepare?: TestAppOptions['prepare'];
}

/** The app on the registration fixtures, with the fake e-mail check. */
export function createRegistrationTestApp(options: RegistrationTestAppOptions = {}): Promise<TestApp> {
  return createTestApp({
    now: options.now,
    ports: testPorts,
    prepare: async (ctx) => {
      await seedRegistrationFixtures(ctx);
      if (options.sites?.length)
        await ctx.db.insert(boSites).values(options.sites.map((s) => fixtureSiteRow(s)));
      if (options.deskAgent) await ctx.db.insert(staffUsers).values(DESK_AGENT);
      await options.prepare?.(ctx);
    },
  });
}

/** A customer service agent, for the staff side of a registration (claims, documents). */
const DESK_AGENT = {
  id: 's-desk',
  name: 'Desk Agent',
  email: 'desk@curbside.test',
  role: 'customerservice',
} as const;

/** A session cookie of the desk agent (see `deskAgent` above). */
export function deskCookie(ctx: AppContext): Promise<string> {
  return staffSessionCookie(ctx, DESK_AGENT.email, DESK_AGENT.name);
}

/** The profile registered with this e-mail (in any case), if any. */
export async function profileByEmail(ctx: AppContext, email: string) {
  const [row] = await ctx.db
    .select()
    .from(customerProfiles)
    .where(sql`lower(${customerProfiles.email}) = ${email.toLowerCase()}`);
  return row;
}

/** E-mail check without DNS: mailinator is disposable, @nomail.test undeliverable, everything else fine. */
export const fakeEmailCheck: EmailCheckPort = {
  adapter: 'built-in',
  async check(email) {
    if (email.endsWith('@mailinator.com')) return { verdict: 'disposable' };
    if (email.endsWith('@nomail.test')) return { verdict: 'undeliverable' };
    if (email.endsWith('@broken.test')) throw new Error('service down');
    return { verdict: 'ok' };
  },
};

export const testPorts = { emailCheck: fakeEmailCheck } as unknown as Partial<Ports>;

let ipCounter = 1;

/** One browser: its cookies, its registration token, its own client address. */
export class RegistrationClient {
  readonly cookies = new Map<string, string>();
  token: string | null = null;
  readonly ip = `192.0.2.${ipCounter++}`;

  constructor(private readonly app: AppInstance) {}

  async request(
    method: 'GET' | 'POST',
    url: string,
    json?: unknown,
    extraHeaders: Record<string, string> = {},
  ) {
    const headers: Record<string, string> = { ...extraHeaders };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.token) headers['x-registration-token'] = this.token;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const response = await this.app.inject({
      method,
      url,
      headers,
      payload: json === undefined ? undefined : JSON.stringify(json),
      remoteAddress: this.ip,
    });
    for (const c of response.cookies) {
      if (c.value === '' || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  get(url: string) {
    return this.request('GET', url);
  }

  post(url: string, json: unknown = {}) {
    return this.request('POST', url, json);
  }

  async search(zip = ZIP) {
    const res = await this.get(`/api/registration/addresses?zip=${zip}`);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      items: Array<{ addressId: string; CM04_ADD2: string; maskedEmail: string | null }>;
    };
  }

  /** Searches the ZIP and starts a registration for the street. */
  async start(street: string, zip = ZIP) {
    const { items } = await this.search(zip);
    const item = items.find((i) => i.CM04_ADD2 === street);
    expect(item, `address ${street}`).toBeTruthy();
    const res = await this.post('/api/registration', { addressId: item!.addressId });
    expect(res.statusCode).toBe(201);
    this.token = res.json().registrationToken;
    return res.json();
  }
}

/** The 6-digit code in the last mail to the address (waits for the outbox). */
export async function codeSentTo(ctx: AppContext, email: string): Promise<string> {
  const message = await lastMessageTo(ctx, email);
  expect(message, `mail to ${email}`).toBeTruthy();
  const code = /\b(\d{6})\b/.exec(message!.bodyText)?.[1];
  expect(code).toBeTruthy();
  return code!;
}

export const contact = {
  salutation: 'Ms.',
  firstName: 'Jane',
  lastName: 'Doe',
  phoneType: 'Mobile',
  phoneNumber: '(847) 555-0150',
  preferredContactMethods: ['Email', 'Text'],
  optInMarketing: true,
  optInNotifications: true,
  optInPaperlessBilling: false,
  differentBillingAddress: false,
};

export const submission = (over: Record<string, unknown> = {}) => ({
  residence: { residenceType: 'singleFamily', ownerOrRenter: 'owner', hoa: false },
  contact,
  password: PASSWORD,
  ...over,
});

/** A Google sign-in waiting for registration in this browser (as the auth feature stores it). */
export async function givePendingGoogle(
  ctx: AppContext,
  client: RegistrationClient,
  email: string,
): Promise<void> {
  const handle = randomToken();
  await ctx.db.insert(authPendingGoogle).values({
    handleHash: hashToken(handle),
    subject: `google-${email}`,
    email,
    displayName: 'Gina Google',
    photoUrl: 'https://example.com/gina.png',
    expiresAt: new Date(ctx.now().getTime() + 60 * 60 * 1000),
  });
  client.cookies.set(GOOGLE_PENDING_COOKIE, handle);
}

/** A multipart/form-data body with one file part. */
export function multipartFile(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----curbside${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Uploads a document for the client's registration. */
export async function uploadDocument(
  app: AppInstance,
  client: RegistrationClient,
  filename: string,
  contentType: string,
  data: Buffer,
) {
  const body = multipartFile('file', filename, contentType, data);
  return app.inject({
    method: 'POST',
    url: '/api/registration/document',
    headers: { 'content-type': body.contentType, 'x-registration-token': client.token ?? '' },
    payload: body.payload,
    remoteAddress: client.ip,
  });
}
