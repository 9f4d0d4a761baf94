/**
 * People in the demo: staff users, the named demo customers (residential and enterprise) that
 * journeys sign in as, and a few hundred ordinary residential profiles so the dashboard and reports
 * have something to show.
 */
import type { TPortalSetup, TDefaultService } from '../../../domain/portal-setup';
import type { customerProfiles, staffUsers } from '../schema/index';
import { DEMO_PASSWORD, DEMO_PORTAL_IDS, isKeptFreeForRegistration } from './demo-ids';
import type { EnterpriseBackOffice, SiteRow } from './demo-back-office';
import { FIRST_NAMES, LAST_NAMES, MUNICIPALITY_AREAS } from './geography';
import type { SeededRandom } from './random';

export type ProfileRow = typeof customerProfiles.$inferInsert;
type StaffRow = typeof staffUsers.$inferInsert;

export const DEMO_STAFF: StaffRow[] = [
  { id: 'staff-alex-admin', name: 'Alex Admin', email: 'admin@curbside.demo', role: 'admin' },
  { id: 'staff-riley-admin', name: 'Riley Admin', email: 'admin2@curbside.demo', role: 'admin' },
  { id: 'staff-sam-service', name: 'Sam Service', email: 'service@curbside.demo', role: 'customerservice' },
  {
    id: 'staff-casey-service',
    name: 'Casey Service',
    email: 'service2@curbside.demo',
    role: 'customerservice',
  },
  {
    id: 'staff-jordan-service',
    name: 'Jordan Service',
    email: 'service3@curbside.demo',
    role: 'customerservice',
  },
  // Municipal oversight (issue 13): the Village of Lake Bluff's own figures, read-only.
  {
    id: 'staff-morgan-municipal',
    name: 'Morgan Municipal',
    email: 'municipal@curbside.demo',
    role: 'municipality',
    portalIds: [DEMO_PORTAL_IDS.lakeBluff],
  },
  // A deactivated account: it must not count for role matching.
  {
    id: 'staff-former',
    name: 'Former Staff',
    email: 'former@curbside.demo',
    role: 'customerservice',
    isActive: false,
  },
].map((s) => ({ ...s, role: s.role as StaffRow['role'], createdBy: 'seed', updatedBy: 'seed' }));

export interface DemoCustomerAccount {
  uid: string;
  email: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  kind: 'residential' | 'enterprise';
  portalId: string;
  demoPassword: string;
}

/** The customers journeys and the auth code sign in as. */
export const demoCustomerAccounts: readonly DemoCustomerAccount[] = [
  {
    uid: 'demo-resident-1',
    email: 'resident@curbside.demo',
    phoneNumber: '(847) 555-0111',
    firstName: 'Rita',
    lastName: 'Resident',
    kind: 'residential',
    portalId: DEMO_PORTAL_IDS.lakeBluff,
    demoPassword: DEMO_PASSWORD,
  },
  {
    uid: 'demo-resident-2',
    email: 'resident2@curbside.demo',
    phoneNumber: '(847) 555-0112',
    firstName: 'Manny',
    lastName: 'Multifamily',
    kind: 'residential',
    portalId: DEMO_PORTAL_IDS.highwood,
    demoPassword: DEMO_PASSWORD,
  },
  {
    uid: 'demo-resident-3',
    email: 'resident3@curbside.demo',
    phoneNumber: '(262) 555-0113',
    firstName: 'Kenji',
    lastName: 'Pines',
    kind: 'residential',
    portalId: DEMO_PORTAL_IDS.kenoshaPines,
    demoPassword: DEMO_PASSWORD,
  },
  {
    uid: 'demo-resident-4',
    email: 'resident4@curbside.demo',
    phoneNumber: '(219) 555-0114',
    firstName: 'Dana',
    lastName: 'Dunes',
    kind: 'residential',
    portalId: DEMO_PORTAL_IDS.porterDunes,
    demoPassword: DEMO_PASSWORD,
  },
  {
    uid: 'demo-enterprise-1',
    email: 'enterprise@curbside.demo',
    phoneNumber: '(312) 555-0121',
    firstName: 'Erin',
    lastName: 'Enterprise',
    kind: 'enterprise',
    portalId: DEMO_PORTAL_IDS.enterprise,
    demoPassword: DEMO_PASSWORD,
  },
  {
    uid: 'demo-enterprise-2',
    email: 'enterprise2@curbside.demo',
    phoneNumber: '(414) 555-0122',
    firstName: 'Eli',
    lastName: 'Estates',
    kind: 'enterprise',
    portalId: DEMO_PORTAL_IDS.enterprise,
    demoPassword: DEMO_PASSWORD,
  },
];

const portalOfZip = new Map(
  MUNICIPALITY_AREAS.flatMap((a) => a.zips.map((z) => [z.zip, a.portalId] as const)),
);

export function portalIdForSite(site: Pick<SiteRow, 'cm04Pzip'>): string {
  const id = portalOfZip.get(site.cm04Pzip);
  if (!id) throw new Error(`no demo portal serves ZIP ${site.cm04Pzip}`);
  return id;
}

function selectedAddressOf(
  site: SiteRow,
  aptUnit: string | null,
  ownerOrRenter: 'owner' | 'renter',
  hoa: boolean,
) {
  return {
    CM04_CUST: site.cm04Cust,
    CM04_SITE: site.cm04Site,
    SOURCE: site.source,
    CM04_ADD2: site.cm04Add2,
    CM04_CITY: site.cm04City,
    CM04_STAT: site.cm04Stat,
    CM04_PZIP: site.cm04Pzip,
    residenceType: site.multiFamily ? 'multiFamily' : 'singleFamily',
    aptUnit: aptUnit ?? '',
    ownerOrRenter,
    hoa,
  };
}

type ServiceKey = 'trash' | 'recycling' | 'yardwaste';
type ServiceChanges = Partial<Record<ServiceKey, Record<string, unknown>>>;

function changedSize(service: TDefaultService, size: number, rate: number) {
  return { ...service, CM05_SIZE: size, CM05_RATE: rate };
}

function extraCart(service: TDefaultService, qty: number) {
  return {
    CM05_TYPE: service.CM05_TYPE,
    CM05_SIZE: service.CM05_SIZE,
    CM05_QTY: qty,
    CM05_RATE: service.CM05_RATE,
    additionalCartRate: service.additionalCartRate,
    customerOwned: service.customerOwned,
    billingFrequency: 'monthly',
  };
}

/** Random but plausible requested changes against a portal's defaults. */
function randomServiceChanges(random: SeededRandom, setup: TPortalSetup): ServiceChanges {
  const changes: ServiceChanges = {};
  const trash = setup.defaultTrashService;
  if (random.chance(0.3) && trash.alsoAvailable.length > 0) {
    const other = random.pick(trash.alsoAvailable);
    changes.trash = { changedDefaults: changedSize(trash, other.size, other.rate), additional: [] };
  }
  if (random.chance(0.12)) {
    changes.trash = { ...(changes.trash ?? {}), additional: [extraCart(trash, random.pick([1, 1, 2]))] };
  }
  if (random.chance(0.08)) {
    changes.recycling = { additional: [extraCart(setup.defaultRecyclingService, 1)] };
  }
  if (setup.displayOptions.serviceDisplay.showYardwaste && random.chance(0.15)) {
    changes.yardwaste = { subscription: random.chance(0.7), additional: [] };
  }
  return changes;
}

function flagsOf(changes: ServiceChanges) {
  const entries = Object.values(changes);
  return {
    hasServiceChanges: entries.length > 0,
    hasAdditionalServices: entries.some((c) => Array.isArray(c?.additional) && c.additional.length > 0),
  };
}

const formatPhone = (digits: string) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

export interface PeopleInput {
  random: SeededRandom;
  /** "Now" for created dates: profiles are spread over the year before it. */
  asOf: Date;
  setups: ReadonlyMap<string, TPortalSetup>;
  residentialSites: readonly SiteRow[];
  enterprise: EnterpriseBackOffice;
  ordinaryCount: number;
}

export function buildCustomerProfiles(input: PeopleInput): ProfileRow[] {
  const { random, asOf, setups, residentialSites, enterprise } = input;
  const daysAgo = (days: number, minutes = 0) =>
    new Date(asOf.getTime() - days * 86_400_000 - minutes * 60_000);
  const used = new Set<SiteRow>();
  const setupOf = (id: string) => setups.get(id)!;

  /** The first site of a portal that fits; used for the named demo residents. */
  const siteFor = (portalId: string, multiFamily: boolean) => {
    const site = residentialSites.find(
      (s) =>
        !isKeptFreeForRegistration(s) &&
        !used.has(s) &&
        portalIdForSite(s) === portalId &&
        s.multiFamily === multiFamily,
    );
    if (!site) throw new Error(`no demo site for ${portalId}`);
    used.add(site);
    return site;
  };

  const profiles: ProfileRow[] = [];
  const residential = (
    account: DemoCustomerAccount,
    site: SiteRow,
    extra: Partial<ProfileRow> & { serviceChanges?: ServiceChanges },
  ) => {
    const aptUnit = site.multiFamily ? '2B' : null;
    const changes = extra.serviceChanges ?? {};
    profiles.push({
      uid: account.uid,
      entryType: 'CustomerProfile',
      defaultServicesId: account.portalId,
      email: account.email,
      salutation: 'Ms.',
      firstName: account.firstName,
      lastName: account.lastName,
      displayName: `${account.firstName} ${account.lastName}`,
      phoneType: 'Mobile',
      phoneNumber: account.phoneNumber,
      zipCode: site.cm04Pzip,
      selectedAddress: selectedAddressOf(site, aptUnit, 'owner', false),
      cm04Cust: site.cm04Cust,
      cm04Site: site.cm04Site,
      source: site.source,
      street: site.cm04Add2,
      city: site.cm04City,
      residenceType: site.multiFamily ? 'multiFamily' : 'singleFamily',
      aptUnit,
      preferredContactMethods: ['Email', 'Text'],
      emailVerified: true,
      emailVerifiedAt: daysAgo(60),
      createdAt: daysAgo(60),
      updatedAt: daysAgo(3),
      ...extra,
      serviceChanges: changes,
      ...flagsOf(changes),
    });
  };

  const [r1, r2, r3, r4, e1, e2] = demoCustomerAccounts as [DemoCustomerAccount, ...DemoCustomerAccount[]];
  const lakeBluff = setupOf(DEMO_PORTAL_IDS.lakeBluff);
  const trash = lakeBluff.defaultTrashService;
  const smaller = trash.alsoAvailable[0]!;
  residential(r1, siteFor(r1.portalId, false), {
    // A size change and one extra cart requested: the Services page shows both.
    serviceChanges: {
      trash: {
        changedDefaults: changedSize(trash, smaller.size, smaller.rate),
        additional: [extraCart(trash, 1)],
      },
      yardwaste: { subscription: true, additional: [] },
    },
  });
  residential(r2!, siteFor(r2!.portalId, true), {
    salutation: 'Mr.',
    optInMarketing: false,
    preferredContactMethods: ['Phone'],
  });
  residential(r3!, siteFor(r3!.portalId, false), {
    salutation: 'Dr.',
    authProvider: 'email',
    documentVerified: true,
  });
  residential(r4!, siteFor(r4!.portalId, false), {
    salutation: 'Mrs.',
    accountNumberVerified: true,
    optInPaperlessBilling: false,
  });

  const enterpriseProfile = (
    account: DemoCustomerAccount,
    organizationName: string,
    customerNumbers: readonly string[],
  ) => {
    const selectedCustomers = customerNumbers.map((number) => {
      const customer = enterprise.customers.find((c) => c.customerNumber === number)!;
      const site = enterprise.sites.find((s) => s.source === customer.database && s.cm04Cust === number)!;
      return {
        database: customer.database,
        customerNumber: number,
        customerName: customer.customerName,
        siteName: site.cm04Name ?? '',
      };
    });
    profiles.push({
      uid: account.uid,
      entryType: 'EnterpriseCustomerProfile',
      defaultServicesId: account.portalId,
      email: account.email,
      salutation: 'Mr.',
      firstName: account.firstName,
      lastName: account.lastName,
      displayName: `${account.firstName} ${account.lastName}`,
      phoneType: 'Work',
      phoneNumber: account.phoneNumber,
      organizationName,
      selectedCustomers,
      preferredContactMethods: ['Email'],
      emailVerified: true,
      emailVerifiedAt: daysAgo(120),
      createdAt: daysAgo(120),
      updatedAt: daysAgo(10),
      serviceChanges: {},
    });
  };
  const byDb = (db: string) =>
    enterprise.customers.filter((c) => c.database === db).map((c) => c.customerNumber);
  // Three customers in two company databases.
  enterpriseProfile(e1!, 'Northshore Facilities Group', [
    byDb('TRUX_LR_COMP')[0]!,
    byDb('TRUX_LR_COMP')[1]!,
    byDb('TRUX_GL_COMP')[0]!,
  ]);
  // Every customer of one database: a long, paginated My Services table.
  enterpriseProfile(e2!, 'Badger State Properties', byDb('TRUX_BH_COMP'));

  // Ordinary residents, on the sites that are not kept free for registration (every tenth site).
  const candidates = residentialSites.filter((s) => !isKeptFreeForRegistration(s) && !used.has(s));
  for (let n = 0; n < input.ordinaryCount; n++) {
    const site = candidates[(n * 7) % candidates.length]!;
    const setup = setupOf(portalIdForSite(site));
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const google = random.chance(0.15);
    const changes = randomServiceChanges(random, setup);
    // A tenth joined in the last week, the rest over the past year.
    const created = random.chance(0.1)
      ? daysAgo(random.int(0, 6), random.int(0, 1439))
      : daysAgo(random.int(7, 364), random.int(0, 1439));
    const methods = random.pick([
      ['Email'],
      ['Phone'],
      ['Text'],
      ['Email', 'Text'],
      ['Email', 'Phone', 'Text'],
    ]);
    const multiFamily = site.multiFamily === true;
    const aptUnit = multiFamily ? `${random.int(1, 4)}${random.pick(['A', 'B', 'C', 'D'])}` : null;
    profiles.push({
      uid: `seed-resident-${String(n + 1).padStart(4, '0')}`,
      entryType: 'CustomerProfile',
      defaultServicesId: setup.id,
      email: `${first}.${last}.${n + 1}@example.com`.toLowerCase().replace(/'/g, ''),
      salutation: random.pick(['Mr.', 'Mrs.', 'Ms.', 'Miss', 'Dr.']),
      firstName: first,
      lastName: last,
      displayName: `${first} ${last}`,
      phoneType: random.pick(['Mobile', 'Mobile', 'Home', 'Work']),
      phoneNumber: formatPhone(site.cm04Phon ?? `847555${String(100 + (n % 100)).padStart(4, '0')}`),
      zipCode: site.cm04Pzip,
      selectedAddress: selectedAddressOf(
        site,
        aptUnit,
        random.chance(0.8) ? 'owner' : 'renter',
        random.chance(0.1),
      ),
      cm04Cust: site.cm04Cust,
      cm04Site: site.cm04Site,
      source: site.source,
      street: site.cm04Add2,
      city: site.cm04City,
      residenceType: multiFamily ? 'multiFamily' : 'singleFamily',
      aptUnit,
      preferredContactMethods: methods,
      optInMarketing: random.chance(0.7),
      optInNotifications: random.chance(0.85),
      optInPaperlessBilling: random.chance(0.6),
      isGoogleSignUp: google,
      authProvider: google ? 'google' : 'email',
      documentVerified: random.chance(0.08),
      accountNumberVerified: random.chance(0.1),
      emailVerified: true,
      emailVerifiedAt: created,
      serviceChanges: changes,
      ...flagsOf(changes),
      createdAt: created,
      updatedAt: created,
    });
  }
  return profiles;
}
