/**
 * Setup Customer Profile's API on the demo hauler (PGlite, or PostgreSQL with TEST_DATABASE_URL): who
 * may call it, the e-mail check, a residential customer created at an address from the ZIP search
 * (with the welcome mail whose link sets the password, and the audit row), the spec's 561 and the
 * taken e-mail and address refused with nothing created, and an enterprise customer with customers
 * from two companies (unknown and repeated customers refused, select-all done by the server).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { SETUP_CUSTOMER_PROFILE_MESSAGES as MESSAGES } from '../../../domain/customer-profiles/setup-customer-profile';
import type { TAvailableCustomersPage } from '../../../domain/customer-profiles/manage-customer-profile';
import type { TAddressSearchResponse } from '../../../domain/registration/schemas';
import { auditLog, authPasswords, customerProfiles } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { createDemoHaulerApp, demoStaffCookies } from '../../test/demo-hauler';
import { callsTo } from '../../test/sign-in';
import { demoClock, mailTo } from '../services/test-support';

let admin: string;
let service: string;
let stranger: string;
/** While set, the back office says the site is not loaded. */
let siteNotLoaded = false;

const t = useTestApp(() =>
  createDemoHaulerApp({
    now: demoClock,
    backOffice: () => (siteNotLoaded ? { siteExists: async () => false } : {}),
  }),
);

beforeAll(async () => {
  ({ admin, service, stranger } = await demoStaffCookies(t.ctx));
});

const call = callsTo(() => t.app);

const contact = (firstName: string) => ({
  salutation: 'Ms.',
  firstName,
  lastName: 'Created',
  phoneType: 'Mobile',
  phoneNumber: '(847) 555-0142',
  preferredContactMethods: ['Email'],
  optInMarketing: false,
  optInNotifications: true,
  optInPaperlessBilling: true,
});

/** The free addresses of the demo's first ZIP, as the wizard's first step lists them. */
async function freeAddresses() {
  const res = await call('GET', '/api/registration/addresses?zip=60044', admin);
  expect(res.statusCode).toBe(200);
  const body: TAddressSearchResponse = res.json();
  expect(body.items.length).toBeGreaterThan(2);
  return body.items;
}

const profilesWithEmail = async (email: string) =>
  (await t.ctx.db.select({ n: count() }).from(customerProfiles).where(eq(customerProfiles.email, email)))[0]!
    .n;

describe('who may set up customer profiles', () => {
  const routes: Array<['GET' | 'POST', string, unknown]> = [
    ['POST', '/api/admin/customer-profiles/email-check', { email: 'a@example.com' }],
    ['POST', '/api/admin/customer-profiles/residential', {}],
    ['POST', '/api/admin/customer-profiles/enterprise', {}],
    ['GET', '/api/admin/available-customers', undefined],
    ['POST', '/api/admin/available-customers/select-all', {}],
  ];
  it.each(routes)(
    '%s %s: 401 without a staff sign-in, 403 for an unknown work account',
    async (m, url, body) => {
      expect((await call(m, url, undefined, body)).statusCode).toBe(401);
      expect((await call(m, url, stranger, body)).statusCode).toBe(403);
    },
  );
});

describe('the e-mail check', () => {
  it('answers ok for a free address, and says so when a customer already has it', async () => {
    const free = await call('POST', '/api/admin/customer-profiles/email-check', service, {
      email: 'brand.new@example.com',
    });
    expect(free.json()).toEqual({ ok: true });
    const taken = await call('POST', '/api/admin/customer-profiles/email-check', service, {
      email: 'Resident@Curbside.demo',
    });
    expect(taken.json()).toMatchObject({ ok: false, message: MESSAGES.emailRegistered });
    const bad = await call('POST', '/api/admin/customer-profiles/email-check', service, { email: 'nope' });
    expect(bad.json()).toMatchObject({ ok: false });
  });
});

/** A transaction in which writing a customer profile fails, as on a full disk. */
function withFailingProfileWrites<T extends object>(tx: T): T {
  return new Proxy(tx, {
    get(target, name) {
      const value = (target as Record<string | symbol, unknown>)[name];
      if (typeof value !== 'function') return value;
      if (name !== 'insert') return value.bind(target);
      return (table: unknown) => {
        if (table === customerProfiles) throw new Error('disk full');
        return value.call(target, table);
      };
    },
  });
}

describe('a residential customer', () => {
  it('says "Failed to create user account" when the profile cannot be written, and keeps nothing', async () => {
    const [address] = await freeAddresses();
    const email = 'fails.to.create@example.com';
    // the transaction that writes the profile fails, not a job's that a worker opens meanwhile (a
    // rejected first call to transaction() was sometimes taken by the mail worker, and the profile
    // was created)
    const transaction = t.ctx.db.transaction.bind(t.ctx.db);
    const spy = vi
      .spyOn(t.ctx.db, 'transaction')
      .mockImplementation(((work, config) =>
        transaction((tx) => work(withFailingProfileWrites(tx)), config)) as typeof transaction);
    try {
      const res = await call('POST', '/api/admin/customer-profiles/residential', service, {
        addressId: address!.addressId,
        residence: { residenceType: 'singleFamily', aptUnit: '', ownerOrRenter: 'owner', hoa: false },
        email,
        contact: contact('Fay'),
      });
      expect(res.statusCode, res.body).toBe(500);
      expect(res.json().message).toBe('Failed to create user account');
    } finally {
      spy.mockRestore();
    }
    expect(await t.ctx.db.$count(customerProfiles, eq(customerProfiles.email, email))).toBe(0);
  });

  it('is created at the chosen address, mailed a link to choose a password, and audited', async () => {
    const [address] = await freeAddresses();
    const email = 'nora.created@example.com';
    const res = await call('POST', '/api/admin/customer-profiles/residential', service, {
      addressId: address!.addressId,
      residence: { residenceType: 'multiFamily', aptUnit: '12', ownerOrRenter: 'renter', hoa: false },
      email,
      contact: contact('Nora'),
    });
    expect(res.statusCode).toBe(201);
    const { uid, message } = res.json();
    expect(message).toBe(
      'Customer profile saved successfully! A confirmation email will be sent to the customer.',
    );

    const [profile] = await t.ctx.db.select().from(customerProfiles).where(eq(customerProfiles.uid, uid));
    expect(profile).toMatchObject({
      entryType: 'CustomerProfile',
      email,
      firstName: 'Nora',
      street: address!.CM04_ADD2,
      zipCode: '60044',
      aptUnit: '12',
      addressProof: null,
      phoneNumber: '(847) 555-0142',
    });
    expect(profile!.defaultServicesId).not.toBeNull();
    // no password until the customer chooses one
    expect(await t.ctx.db.select().from(authPasswords).where(eq(authPasswords.uid, uid))).toHaveLength(0);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, uid), eq(auditLog.action, 'create')));
    expect(audit!.actor).toBe('service@curbside.demo');

    // the address is no longer offered to registration or to staff
    expect((await freeAddresses()).map((a) => a.CM04_ADD2)).not.toContain(address!.CM04_ADD2);

    // the welcome mail's link sets the password, and the customer can sign in with it
    const mail = await mailTo(t.ctx, email, 'Welcome to the');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.bodyText)![1]!;
    const set = await call('POST', '/api/auth/password-reset/confirm', undefined, {
      token,
      password: 'Chosen!Passw0rd',
    });
    expect(set.statusCode).toBeLessThan(300);
    const login = await call('POST', '/api/auth/login', undefined, { email, password: 'Chosen!Passw0rd' });
    expect(login.statusCode).toBe(200);
  });

  it("is refused with the spec's 561 message when the back office has not loaded the site, and nothing is created", async () => {
    const [address] = await freeAddresses();
    siteNotLoaded = true;
    try {
      const res = await call('POST', '/api/admin/customer-profiles/residential', admin, {
        addressId: address!.addressId,
        residence: { residenceType: 'singleFamily', ownerOrRenter: 'owner', hoa: false },
        email: 'not.loaded@example.com',
        contact: contact('Otto'),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'ADDRESS_NOT_LOADED', message: MESSAGES.addressNotLoaded });
    } finally {
      siteNotLoaded = false;
    }
    expect(await profilesWithEmail('not.loaded@example.com')).toBe(0);
  });

  it('is refused when the e-mail is registered, the address taken or forged, or a field is bad', async () => {
    const [address] = await freeAddresses();
    const body = {
      addressId: address!.addressId,
      residence: { residenceType: 'singleFamily', ownerOrRenter: 'owner', hoa: false },
      email: 'resident@curbside.demo',
      contact: contact('Dup'),
    };
    const duplicate = await call('POST', '/api/admin/customer-profiles/residential', admin, body);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(MESSAGES.emailRegistered);

    const forged = await call('POST', '/api/admin/customer-profiles/residential', admin, {
      ...body,
      email: 'forged@example.com',
      addressId: 'x'.repeat(60),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(MESSAGES.addressUnknown);

    const noName = await call('POST', '/api/admin/customer-profiles/residential', admin, {
      ...body,
      email: 'no.name@example.com',
      contact: { ...contact(''), firstName: '' },
    });
    expect(noName.statusCode).toBe(400);

    const first = await call('POST', '/api/admin/customer-profiles/residential', admin, {
      ...body,
      email: 'first.taker@example.com',
    });
    expect(first.statusCode).toBe(201);
    const second = await call('POST', '/api/admin/customer-profiles/residential', admin, {
      ...body,
      email: 'second.taker@example.com',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(MESSAGES.addressTaken);
    expect(await profilesWithEmail('second.taker@example.com')).toBe(0);
  });
});

describe('an enterprise customer', () => {
  async function pickList(search?: string): Promise<TAvailableCustomersPage> {
    const query = search ? `?search=${encodeURIComponent(search)}` : '';
    const res = await call('GET', `/api/admin/available-customers${query}`, service);
    expect(res.statusCode).toBe(200);
    return res.json();
  }
  const refOf = (c: TAvailableCustomersPage['items'][number]) => ({
    database: c.database,
    customerNumber: c.customerNumber,
    site: c.siteId ?? '',
  });

  it('is created with customers from two companies and mailed a link to choose a password', async () => {
    const all = await pickList();
    expect(all.total).toBeGreaterThan(all.items.length > 0 ? 1 : 0);
    const first = all.items[0]!;
    const other = all.items.find((c) => c.database !== first.database)!;
    expect(other).toBeDefined();
    const email = 'ops@harbor.example.com';
    const res = await call('POST', '/api/admin/customer-profiles/enterprise', service, {
      organizationName: 'Harbor Holdings',
      email,
      contact: contact('Hank'),
      selectedCustomers: [refOf(first), refOf(other)],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      'Enterprise customer profile saved successfully! A password reset email has been sent to the customer.',
    );
    const [profile] = await t.ctx.db
      .select()
      .from(customerProfiles)
      .where(eq(customerProfiles.uid, res.json().uid));
    expect(profile).toMatchObject({
      entryType: 'EnterpriseCustomerProfile',
      organizationName: 'Harbor Holdings',
    });
    expect(profile!.selectedCustomers).toHaveLength(2);
    const mail = await mailTo(t.ctx, email, 'Welcome to the');
    expect(mail!.bodyText).toContain('for Harbor Holdings');
  });

  it("refuses an organization without a name, an unknown customer (the spec's 561) and the same customer twice", async () => {
    const { items } = await pickList();
    const body = {
      organizationName: 'Refused Inc',
      email: 'refused@example.com',
      contact: contact('Rae'),
      selectedCustomers: [refOf(items[0]!)],
    };
    const noName = await call('POST', '/api/admin/customer-profiles/enterprise', admin, {
      ...body,
      organizationName: '  ',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain(MESSAGES.organizationRequired);

    const none = await call('POST', '/api/admin/customer-profiles/enterprise', admin, {
      ...body,
      selectedCustomers: [],
    });
    expect(none.statusCode).toBe(400);

    const unknown = await call('POST', '/api/admin/customer-profiles/enterprise', admin, {
      ...body,
      selectedCustomers: [{ database: 'TRUX_NOPE', customerNumber: '999999', site: '1' }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(MESSAGES.customerNotAvailable);

    const twice = await call('POST', '/api/admin/customer-profiles/enterprise', admin, {
      ...body,
      selectedCustomers: [refOf(items[0]!), refOf(items[0]!)],
    });
    expect(twice.statusCode).toBe(400);
    expect(await profilesWithEmail('refused@example.com')).toBe(0);
  });

  it('selects every customer a search matches on the server', async () => {
    const term = (await pickList()).items[0]!.customerName.slice(0, 3);
    const page = await pickList(term);
    const res = await call('POST', '/api/admin/available-customers/select-all', service, { search: term });
    expect(res.statusCode).toBe(200);
    const all = res.json();
    expect(all.total).toBe(page.total);
    expect(all.items).toHaveLength(page.total);
    expect(all.items.every((c: { selected: boolean }) => c.selected)).toBe(true);
  });
});
