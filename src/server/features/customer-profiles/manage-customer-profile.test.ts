/**
 * The Manage Customer Profile API on the demo hauler (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * who may call it, the detail, the services tabs (the customer's own Services answer, or why there is
 * none), and Save All Changes: contact fields with the back-office update, a size change and extra
 * carts with their confirmation mails, enterprise customers added and removed, duplicates and bad
 * input refused, and nothing saved when any part is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq, like } from 'drizzle-orm';
import {
  MANAGE_CUSTOMER_PROFILE_MESSAGES as MESSAGES,
  type TAvailableCustomersPage,
  type TCustomerProfileDetail,
  type TCustomerProfileSaveResponse,
  type TCustomerProfileServices,
} from '../../../domain/customer-profiles/manage-customer-profile';
import { profileUpdateValues } from '../../../domain/my-account';
import type { TServiceChanges } from '../../../domain/services/service-changes';
import { auditLog, authPasswords, boCustomerUpdates, customerProfiles, sentMessages } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { backOfficeDown, createDemoHaulerApp, demoStaffCookies } from '../../test/demo-hauler';
import { injectWithCookie, callsTo } from '../../test/sign-in';
import { customerCookie, demoClock, mailTo } from '../services/test-support';

const BASE = '/api/admin/customer-profiles';
const RITA = { uid: 'demo-resident-1', email: 'resident@curbside.demo' };

let admin: string;
let service: string;
let unknown: string;
/** While set, the back office's service look-up fails. */
let failing = false;

const t = useTestApp(() =>
  createDemoHaulerApp({
    now: demoClock,
    backOffice: () => (failing ? { findCustomerServices: backOfficeDown() } : {}),
  }),
);

beforeAll(async () => {
  ({ admin, service, stranger: unknown } = await demoStaffCookies(t.ctx));
});

const call = callsTo(() => t.app);

async function detail(uid: string, cookie = admin): Promise<TCustomerProfileDetail> {
  const res = await call('GET', `${BASE}/${uid}`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function services(uid: string): Promise<TCustomerProfileServices> {
  const res = await call('GET', `${BASE}/${uid}/services`, admin);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function save(uid: string, body: unknown, cookie = admin) {
  return call('PUT', `${BASE}/${uid}`, cookie, body);
}

async function row(uid: string) {
  const [found] = await t.ctx.db.select().from(customerProfiles).where(eq(customerProfiles.uid, uid));
  return found!;
}

async function mailCount(recipient: string, subject: string) {
  const [n] = await t.ctx.db
    .select({ n: count() })
    .from(sentMessages)
    .where(and(eq(sentMessages.recipient, recipient), like(sentMessages.subject, `${subject}%`)));
  return Number(n?.n ?? 0);
}

describe('who may use the Manage Customer Profile API', () => {
  it('lets admin and customerservice in; others get 401 or 403 before the request is validated', async () => {
    const customer = await customerCookie(t.ctx, RITA.uid);
    for (const [method, url, body] of [
      ['GET', `${BASE}/${RITA.uid}`],
      ['GET', `${BASE}/${RITA.uid}/services`],
      ['GET', `${BASE}/${RITA.uid}/available-customers`],
      ['PUT', `${BASE}/${RITA.uid}`, { profile: { firstName: 42 } }],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url} signed out`).toBe(401);
      expect((await call(method, url, customer, body)).statusCode, `${method} ${url} customer`).toBe(401);
      expect((await call(method, url, unknown, body)).statusCode, `${method} ${url} unknown`).toBe(403);
    }
    expect((await call('GET', `${BASE}/${RITA.uid}`, service)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/${RITA.uid}/services`, service)).statusCode).toBe(200);
    expect((await save(RITA.uid, {}, service)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/customer-profiles/{uid}', () => {
  it("answers a resident's header facts, contact fields and opt-ins", async () => {
    const body = await detail(RITA.uid, service);
    const [profile] = await t.ctx.db
      .select()
      .from(customerProfiles)
      .where(eq(customerProfiles.uid, RITA.uid));
    expect(body.type).toBe('Regular');
    expect(body.name).toBe('Rita Resident');
    expect(body.defaultServicesId).toBe(profile!.defaultServicesId);
    expect(body.portalTitle).toBe('Village of Lake Bluff');
    expect(body.customerId).toBe(`${profile!.cm04Cust}.${profile!.cm04Site}`);
    expect(body.address).toMatchObject({
      street: profile!.street,
      city: profile!.city,
      zip: profile!.zipCode,
    });
    expect(body.profile.email).toBe(RITA.email);
    expect(body.profile).toHaveProperty('optInPaperlessBilling');
    expect(body.profile).toHaveProperty('preferredContactMethods');
    expect(body.selectedCustomers).toEqual([]);
    expect(body.organizationName).toBeNull();
  });

  it('names the sign-in account when the profile has one, else None (null)', async () => {
    await t.ctx.db
      .insert(authPasswords)
      .values({ uid: RITA.uid, passwordHash: 'scrypt$test' })
      .onConflictDoNothing();
    expect((await detail(RITA.uid)).firebaseUid).toBe(RITA.uid);
    await t.ctx.db.delete(authPasswords).where(eq(authPasswords.uid, 'demo-resident-3'));
    expect((await detail('demo-resident-3')).firebaseUid).toBeNull();
  });

  it('answers an enterprise profile with its organization and selected customers', async () => {
    const body = await detail('demo-enterprise-1');
    expect(body.type).toBe('Enterprise');
    expect(body.organizationName).toBe('Northshore Facilities Group');
    expect(body.selectedCustomers).toHaveLength(3);
    expect(body.selectedCustomers[0]).toMatchObject({
      database: expect.any(String),
      customerNumber: expect.any(String),
      customerName: expect.any(String),
    });
    // older entries name the database only: the company's full name comes from the back office
    for (const customer of body.selectedCustomers) {
      expect(customer.companyFullName).toBeTruthy();
      expect(customer.companyFullName).not.toBe(customer.database);
    }
  });

  it('answers 404 for an unknown uid and 400 for one that cannot be an id', async () => {
    const missing = await call('GET', `${BASE}/nobody-here`, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.notFound);
    expect((await call('GET', `${BASE}/a%00b`, admin)).statusCode).toBe(400);
    expect((await save('nobody-here', {})).statusCode).toBe(404);
  });
});

describe('GET /api/admin/customer-profiles/{uid}/services', () => {
  it("answers exactly what the customer's own Services page answers", async () => {
    const staffView = await services(RITA.uid);
    const own = await injectWithCookie(t.app, 'GET', '/api/services', await customerCookie(t.ctx, RITA.uid));
    expect(staffView).toEqual({ available: true, services: own.json() });
    if (!staffView.available) throw new Error('unreachable');
    const trash = staffView.services.cards.find((c) => c.serviceType === 'trash')!;
    expect(trash.requestedSize).toBe(64);
  });

  it('says "No service details found for this customer." without default services, and for enterprise', async () => {
    expect(await services('demo-enterprise-1')).toEqual({
      available: false,
      reason: 'no-service-details',
      message: 'No service details found for this customer.',
    });
    const before = await row('demo-resident-4');
    await t.ctx.db
      .update(customerProfiles)
      .set({ defaultServicesId: null })
      .where(eq(customerProfiles.uid, 'demo-resident-4'));
    try {
      expect(await services('demo-resident-4')).toMatchObject({
        available: false,
        message: 'No service details found for this customer.',
      });
    } finally {
      await t.ctx.db
        .update(customerProfiles)
        .set({ defaultServicesId: before.defaultServicesId })
        .where(eq(customerProfiles.uid, 'demo-resident-4'));
    }
  });

  it('says "Failed to load service details. Please try again later." when the back office fails', async () => {
    failing = true;
    try {
      expect(await services(RITA.uid)).toEqual({
        available: false,
        reason: 'load-failed',
        message: 'Failed to load service details. Please try again later.',
      });
    } finally {
      failing = false;
    }
  });

  it('answers 404 for an unknown uid', async () => {
    expect((await call('GET', `${BASE}/nobody-here/services`, admin)).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/customer-profiles/{uid}: Save All Changes', () => {
  it('saves contact fields and opt-ins, queues the back-office update and lists what changed', async () => {
    const manny = 'demo-resident-2';
    const current = await detail(manny);
    const res = await save(manny, {
      profile: {
        ...profileUpdateValues(current.profile),
        firstName: 'Emmanuel',
        phoneNumber: '(847) 555-0142',
        optInMarketing: !current.profile.optInMarketing,
      },
    });
    expect(res.statusCode).toBe(200);
    const body: TCustomerProfileSaveResponse = res.json();
    expect(body.message).toBe('Customer profile updated successfully!');
    expect(body.changed).toEqual(['firstName', 'phoneNumber', 'optInMarketing']);
    expect(body.detail.profile.firstName).toBe('Emmanuel');
    expect(body.detail.profile.phoneNumber).toBe('(847) 555-0142');
    const saved = await row(manny);
    expect(saved.firstName).toBe('Emmanuel');
    expect(saved.optInMarketing).toBe(!current.profile.optInMarketing);

    await t.ctx.jobs.drain();
    const [update] = await t.ctx.db
      .select()
      .from(boCustomerUpdates)
      .where(eq(boCustomerUpdates.cm04Cust, saved.cm04Cust!))
      .orderBy(desc(boCustomerUpdates.id))
      .limit(1);
    expect(update?.idempotencyKey).toMatch(/^customer-update:demo-resident-2:/);
    expect(JSON.stringify(update?.payload)).toContain('EMMANUEL');

    // one audit row: who saved, the profile before and after, and the changed fields
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, manny), eq(auditLog.action, 'update')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor: 'admin@curbside.demo', entity: 'customer_profile' });
    expect((audits[0]!.before as { firstName: string }).firstName).toBe(current.profile.firstName);
    expect(audits[0]!.after).toMatchObject({
      changed: ['firstName', 'phoneNumber', 'optInMarketing'],
      profile: { firstName: 'Emmanuel' },
    });
  });

  it('changes nothing and lists nothing when the values are the ones saved', async () => {
    const current = await detail('demo-resident-2');
    const audited = async () =>
      (await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, 'demo-resident-2'))).length;
    const auditsBefore = await audited();
    const res = await save('demo-resident-2', { profile: profileUpdateValues(current.profile) });
    expect(res.statusCode).toBe(200);
    expect(res.json().changed).toEqual([]);
    expect(await audited()).toBe(auditsBefore);
  });

  it('changes the trash size and sets extra carts with the customer rules, and sends the same mails', async () => {
    const before = await row(RITA.uid);
    const res = await save(RITA.uid, {
      services: {
        trash: { size: 35, additionalCarts: [{ size: 96, quantity: 2 }] },
        recycling: { size: null, additionalCarts: [] },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body: TCustomerProfileSaveResponse = res.json();
    expect(body.changed).toEqual(['trash.size', 'trash.additionalCarts.96']);
    expect(body.confirmations).toHaveLength(2);
    const changes = (await row(RITA.uid)).serviceChanges as TServiceChanges;
    expect(changes.trash?.changedDefaults).toMatchObject({ CM05_SIZE: 35, CM05_RATE: 24 });
    expect(changes.trash?.additional).toEqual([expect.objectContaining({ CM05_SIZE: 96, CM05_QTY: 2 })]);
    expect(before.serviceChanges).not.toEqual(changes);

    const sizeMail = await mailTo(t.ctx, RITA.email, 'LRS Service Change Confirmation');
    expect(sizeMail.bodyText).toContain('Size: 35 gallons');
    expect(body.confirmations).toContain(/Reference number: (\S+)/.exec(sizeMail.bodyText)![1]);
    const cartMail = await mailTo(t.ctx, RITA.email, 'LRS Additional Cart Request Confirmation');
    expect(cartMail.bodyText).toContain('Additional carts: 2');

    // the modal sends what it shows: an unchanged size and quantity are no change and send no mail
    const again = await save(RITA.uid, {
      services: { trash: { size: 35, additionalCarts: [{ size: 96, quantity: 2 }] } },
    });
    expect(again.json().changed).toEqual([]);
  });

  it('removes a size of extra carts with quantity 0, with the removal mail', async () => {
    const removals = await mailCount(RITA.email, 'LRS Additional Cart Removal Confirmation');
    const res = await save(RITA.uid, {
      services: { trash: { additionalCarts: [{ size: 96, quantity: 0 }] } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().changed).toEqual(['trash.additionalCarts.96']);
    const changes = (await row(RITA.uid)).serviceChanges as TServiceChanges;
    expect(changes.trash?.additional ?? []).toEqual([]);
    await mailTo(t.ctx, RITA.email, 'LRS Additional Cart Removal Confirmation');
    await t.ctx.jobs.drain();
    expect(await mailCount(RITA.email, 'LRS Additional Cart Removal Confirmation')).toBe(removals + 1);
  });

  it('refuses what the customer would be refused, and then saves none of the other parts', async () => {
    const before = await row(RITA.uid);
    const current = await detail(RITA.uid);
    const notOffered = await save(RITA.uid, {
      profile: { ...profileUpdateValues(current.profile), firstName: 'Changed' },
      services: { trash: { size: 48 } },
    });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().message).toBe('A 48 gallon cart is not offered for trash service.');
    // yard waste offers no additional carts on this portal
    const noCarts = await save(RITA.uid, {
      services: { yardwaste: { additionalCarts: [{ size: 30, quantity: 1 }] } },
    });
    expect(noCarts.statusCode).toBe(403);
    const after = await row(RITA.uid);
    expect(after.firstName).toBe(before.firstName);
    expect(after.serviceChanges).toEqual(before.serviceChanges);
  });

  it('refuses invalid input with 400 and the form rules’ messages', async () => {
    const current = await detail(RITA.uid);
    const values = profileUpdateValues(current.profile);
    for (const body of [
      { profile: { ...values, firstName: '' } },
      { profile: { ...values, phoneNumber: '123' } },
      { profile: { ...values, preferredContactMethods: [] } },
      { profile: { ...values, differentBillingAddress: true, billingAddress1: '' } },
      { services: { trash: { additionalCarts: [{ size: 96, quantity: -1 }] } } },
      { services: { trash: { additionalCarts: [{ size: 96, quantity: 1.5 }] } } },
      { services: { trash: { size: 'big' } } },
      { selectedCustomers: { add: [{ database: '', customerNumber: '1' }] } },
      [],
    ]) {
      const res = await save(RITA.uid, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const email = await save(RITA.uid, { profile: { ...values, email: 'someone.else@example.com' } });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe('Your email address cannot be changed here.');
    const notEnterprise = await save(RITA.uid, {
      selectedCustomers: { remove: [{ database: 'X', customerNumber: '1', site: '' }] },
    });
    expect(notEnterprise.statusCode).toBe(400);
  });

  it('adds and removes an enterprise profile’s customers from the pick list', async () => {
    const uid = 'demo-enterprise-1';
    const start = await detail(uid);
    const list = await call('GET', `${BASE}/${uid}/available-customers?pageSize=100`, service);
    expect(list.statusCode).toBe(200);
    const page: TAvailableCustomersPage = list.json();
    expect(page.items.filter((i) => i.selected).length).toBeGreaterThan(0);
    const candidate = page.items.find((i) => !i.selected && i.siteId)!;
    expect(candidate).toBeDefined();
    const first = start.selectedCustomers[0]!;
    const res = await save(uid, {
      selectedCustomers: {
        add: [
          { database: candidate.database, customerNumber: candidate.customerNumber, site: candidate.siteId },
        ],
        remove: [
          {
            database: first.database,
            customerNumber: first.customerNumber,
            site: first.siteId ?? first.siteName,
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body: TCustomerProfileSaveResponse = res.json();
    expect(body.changed).toEqual(['selectedCustomers']);
    expect(body.detail.selectedCustomers).toHaveLength(3);
    expect(body.detail.selectedCustomers).toContainEqual(
      expect.objectContaining({
        database: candidate.database,
        customerNumber: candidate.customerNumber,
        siteId: candidate.siteId,
        customerName: candidate.customerName,
      }),
    );
    expect(body.detail.selectedCustomers).not.toContainEqual(
      expect.objectContaining({ siteName: first.siteName, customerNumber: first.customerNumber }),
    );
    // My Services reads the new list
    const stored = (await row(uid)).selectedCustomers as Record<string, unknown>[];
    expect(stored.map((c) => c.customerNumber)).toContain(candidate.customerNumber);
  });

  it('refuses a customer selected twice (same database, customer number and site), and an unknown one', async () => {
    const uid = 'demo-enterprise-1';
    const start = await detail(uid);
    const taken = start.selectedCustomers.find((c) => c.siteId)!;
    const ref = { database: taken.database, customerNumber: taken.customerNumber, site: taken.siteId };
    const twice = await save(uid, { selectedCustomers: { add: [ref] } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(MESSAGES.alreadySelected);

    // an older entry names its site only: the pick-list row of that site is the same customer
    const older = start.selectedCustomers.find((c) => !c.siteId)!;
    const list: TAvailableCustomersPage = (
      await call('GET', `${BASE}/${uid}/available-customers?search=${older.customerNumber}`, admin)
    ).json();
    const sameSite = list.items.find(
      (i) => i.customerNumber === older.customerNumber && i.siteName === older.siteName,
    )!;
    expect(sameSite.selected).toBe(true);
    const olderTwice = await save(uid, {
      selectedCustomers: {
        add: [
          { database: sameSite.database, customerNumber: sameSite.customerNumber, site: sameSite.siteId },
        ],
      },
    });
    expect(olderTwice.statusCode).toBe(400);

    const unknownCustomer = await save(uid, {
      selectedCustomers: {
        add: [{ database: taken.database, customerNumber: 'NO-SUCH-CUSTOMER', site: '1' }],
      },
    });
    expect(unknownCustomer.statusCode).toBe(400);
    expect(unknownCustomer.json().message).toBe(MESSAGES.customerNotAvailable);

    const none = await save(uid, {
      selectedCustomers: {
        remove: start.selectedCustomers.map((c) => ({
          database: c.database,
          customerNumber: c.customerNumber,
          site: c.siteId ?? c.siteName,
        })),
      },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MESSAGES.atLeastOneCustomer);
    expect((await detail(uid)).selectedCustomers).toEqual(start.selectedCustomers);
  });
});
