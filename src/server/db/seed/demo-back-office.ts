/**
 * The demo hauler's back office: residential sites and carts for each municipality, enterprise
 * companies with their customers, sites and commercial services, sales reps and agents. Pure data
 * generation from a seeded generator; seed-demo.ts writes it.
 */
import type { boAgents, boCompanies, boCustomers, boSalesReps, boServices, boSites } from '../schema/index';
import {
  AREA_CODES,
  COMMERCIAL_AREAS,
  demoSiteCoordinates,
  FIRST_NAMES,
  LAST_NAMES,
  MUNICIPALITY_AREAS,
  type ZipArea,
} from './geography';
import { weekdayCount } from '../../../domain/back-office';
import { isKeptFreeForRegistration } from './demo-ids';
import { rateCardFor } from './demo-rates';
import type { SeededRandom } from './random';

export type SiteRow = typeof boSites.$inferInsert;
export type ServiceRow = typeof boServices.$inferInsert;

/** Sites per municipality; four municipalities give 2,480 residential sites. */
export const RESIDENTIAL_SITES_PER_MUNICIPALITY = 620;

/** Each municipality ZIP has its own collection day, like real routes. */
const ROUTE_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI'] as const;
const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/** Days since 1970-01-01 → YYYY-MM-DD, without the local clock or time zone. */
function isoDay(daysSinceEpoch: number): string {
  return new Date(daysSinceEpoch * 86_400_000).toISOString().slice(0, 10);
}
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
const PAST_FIRST = dayNumber('2014-03-01');
const PAST_LAST = dayNumber('2025-12-15');
const FUTURE_FIRST = dayNumber('2027-03-01');

/** A start date before the seed's fixed "today"; carts installed over the last decade. */
export const pastStartDate = (random: SeededRandom) => isoDay(random.int(PAST_FIRST, PAST_LAST));
/** A start date well after the seed's fixed "today": a change that is scheduled but not in place yet. */
export const futureStartDate = (random: SeededRandom) => isoDay(FUTURE_FIRST + random.int(0, 150));

export function phoneDigits(random: SeededRandom, state: ZipArea['state']): string {
  // 555-01xx numbers are reserved for fiction, so demo data never rings a real phone.
  return `${random.pick(AREA_CODES[state])}555${String(random.int(100, 199)).padStart(4, '0')}`;
}

export interface ResidentialBackOffice {
  sites: SiteRow[];
  services: ServiceRow[];
}

export function buildResidentialBackOffice(random: SeededRandom): ResidentialBackOffice {
  const sites: SiteRow[] = [];
  const services: ServiceRow[] = [];
  for (const area of MUNICIPALITY_AREAS) {
    const card = rateCardFor(area.portalId);
    const taken = new Set<string>();
    let nextRoutingSite = 101;
    let nextSecondSite = 1001;
    for (let i = 0; i < RESIDENTIAL_SITES_PER_MUNICIPALITY; i++) {
      const zipArea = area.zips[i % area.zips.length]!;
      const multiFamily = random.chance(0.06);
      const street = random.pick(zipArea.streets);
      let address: string;
      do {
        const number = multiFamily ? random.int(10, 40) * 50 : random.int(1, 299) * 10 + random.int(0, 9);
        address = `${number} ${street}`;
      } while (taken.has(address));
      taken.add(address);

      const onRoutingAccount = random.chance(0.85);
      const cust = onRoutingAccount ? area.routingCustomer : area.secondCustomer;
      const site = String(onRoutingAccount ? nextRoutingSite++ : nextSecondSite++);
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      // Sites kept free of seeded profiles often have an e-mail on file, so registration can offer one.
      const emailOnFile = random.chance(isKeptFreeForRegistration({ cm04Site: site }) ? 0.35 : 0.04);
      sites.push({
        source: area.source,
        cm04Cust: cust,
        cm04Site: site,
        cm04Name: multiFamily
          ? `${street.replace(/ (AVE|RD|ST|DR|BLVD|PL|TRL)$/, '')} CONDO ASSN`
          : `${first} ${last}`.toUpperCase(),
        cm04Add2: address,
        cm04City: zipArea.city,
        cm04Stat: zipArea.state,
        cm04Pzip: zipArea.zip,
        cm04Email: emailOnFile
          ? `${first}.${last}.${site}@example.net`.toLowerCase().replace(/'/g, '')
          : null,
        cm04Phon: random.chance(0.7) ? phoneDigits(random, zipArea.state) : null,
        multiFamily,
        ...demoSiteCoordinates(zipArea, address),
      });

      const routeDay = zipArea.collectionDay ?? 'MON';
      // Multi-family buildings get a second pickup three weekdays later.
      const day = multiFamily
        ? `${routeDay},${ROUTE_DAYS[(ROUTE_DAYS.indexOf(routeDay) + 3) % 5]}`
        : routeDay;
      const base = {
        source: area.source,
        cm05Cust: cust,
        cm05Site: site,
        serviceDayOfWeek: day,
        // times a week: as many as the days named (a multi-family building's two)
        cm05Cycl: `${weekdayCount(day)}.00`,
        cm05Uom: 'GA',
        cm05Ctg: 'CL',
      };
      const cartQty = multiFamily ? random.int(2, 6) : 1;

      // Trash: usually the default size, sometimes a smaller one or an older size the city no longer offers.
      const trash =
        random.chance(0.08) && card.legacyTrashSizes.length > 0
          ? random.pick(card.legacyTrashSizes)
          : random.chance(0.6)
            ? card.trash[0]!
            : random.pick(card.trash);
      services.push({
        ...base,
        cm05Serv: 1,
        cm05Type: 'RG',
        cm05Size: String(trash.size),
        cm05Qty: cartQty,
        cm05Rate: trash.rate.toFixed(2),
        totalRate: (trash.rate * cartQty).toFixed(2),
        cm05Sdte: random.chance(0.07) ? futureStartDate(random) : pastStartDate(random),
      });
      if (!multiFamily && random.chance(0.09)) {
        // An extra trash cart: a second RG row at the additional-cart rate.
        services.push({
          ...base,
          cm05Serv: 1,
          cm05Type: 'RG',
          cm05Size: String(random.pick(card.trash).size),
          cm05Qty: 1,
          cm05Rate: card.additionalCartRate.toFixed(2),
          totalRate: card.additionalCartRate.toFixed(2),
          cm05Sdte: random.chance(0.3) ? futureStartDate(random) : pastStartDate(random),
        });
      }
      services.push({
        ...base,
        cm05Serv: 2,
        cm05Type: 'RR',
        cm05Size: String(random.chance(0.9) ? card.recyclingSize : 65),
        cm05Qty: cartQty,
        cm05Rate: '0.00',
        totalRate: '0.00',
        cm05Sdte: random.chance(0.03) ? futureStartDate(random) : pastStartDate(random),
      });
      if (random.chance(0.75)) {
        const size = random.chance(0.85) ? card.yardwaste.size : random.pick([35, 64, 95] as const);
        services.push({
          ...base,
          cm05Serv: 3,
          cm05Type: 'RY',
          cm05Size: String(size),
          cm05Qty: 1,
          cm05Rate: card.yardwaste.rate.toFixed(2),
          totalRate: card.yardwaste.rate.toFixed(2),
          cm05Ctg: 'SE',
          cm05Sdte: random.chance(0.05) ? futureStartDate(random) : pastStartDate(random),
        });
      }
    }
  }
  return { sites, services };
}

export const DEMO_SALES_REPS: (typeof boSalesReps.$inferInsert)[] = [
  {
    cd07Code: '5171',
    cd07Desc: 'Dana Kowalski',
    cd07Email: 'dana.kowalski@curbside.demo',
    phone: '8475550101',
  },
  { cd07Code: '5172', cd07Desc: 'Marcus Bell', cd07Email: 'marcus.bell@curbside.demo', phone: '8475550102' },
  { cd07Code: '5180', cd07Desc: 'Priya Raman', cd07Email: 'priya.raman@curbside.demo', phone: '3125550103' },
  {
    cd07Code: '5184',
    cd07Desc: 'Tom Lindqvist',
    cd07Email: 'tom.lindqvist@curbside.demo',
    phone: '2625550104',
  },
  { cd07Code: '5190', cd07Desc: 'Angela Ruiz', cd07Email: 'angela.ruiz@curbside.demo', phone: '4145550105' },
  {
    cd07Code: '5203',
    cd07Desc: 'Kevin Okafor',
    cd07Email: 'kevin.okafor@curbside.demo',
    phone: '2195550106',
  },
  {
    cd07Code: '5211',
    cd07Desc: 'Lauren Becker',
    cd07Email: 'lauren.becker@curbside.demo',
    phone: '6165550107',
  },
  {
    cd07Code: '5226',
    cd07Desc: 'Samuel Price',
    cd07Email: 'samuel.price@curbside.demo',
    phone: '2695550108',
  },
  { cd07Code: '5230', cd07Desc: 'Nina Petrov', cd07Email: 'nina.petrov@curbside.demo', phone: '6305550109' },
  // A rep without e-mail or phone: the banner must cope with missing details.
  { cd07Code: '5299', cd07Desc: 'House Account', cd07Email: null, phone: null },
];

export const DEMO_AGENTS: (typeof boAgents.$inferInsert)[] = [
  { username: 'JMARTINEZ', fullName: 'Julia Martinez' },
  { username: 'BOLSON', fullName: 'Brian Olson' },
  { username: 'KNGUYEN', fullName: 'Kim Nguyen' },
  { username: 'RPATEL', fullName: 'Ravi Patel' },
  { username: 'SMURPHY', fullName: 'Sean Murphy' },
  { username: 'AWASHINGTON', fullName: 'Alicia Washington' },
  { username: 'TNOVAK', fullName: 'Tereza Novak' },
  { username: 'DSCHMIDT', fullName: 'Derek Schmidt' },
  { username: 'LHARRIS', fullName: 'Lena Harris' },
  { username: 'MCLARK', fullName: 'Miguel Clark' },
  { username: 'EYOUNG', fullName: 'Erin Young' },
  { username: 'PWALKER', fullName: 'Paul Walker' },
];

export const DEMO_COMPANIES: (typeof boCompanies.$inferInsert)[] = [
  { database: 'TRUX_LR_COMP', companyFullName: 'LRS Chicagoland' },
  { database: 'TRUX_BH_COMP', companyFullName: 'LRS Badger Hauling' },
  { database: 'TRUX_GL_COMP', companyFullName: 'LRS Great Lakes' },
  { database: 'TRUX_MK_COMP', companyFullName: 'LRS Milwaukee' },
];

const CUSTOMER_NAME_PREFIXES = [
  'NORTH SHORE',
  'LAKEVIEW',
  'PRAIRIE',
  'BADGER',
  'CARDINAL',
  'HERITAGE',
  'RIVERSIDE',
  'MAPLEWOOD',
  'SUMMIT',
  'GREAT LAKES',
  'FOX VALLEY',
  'MERIDIAN',
  'DUNELAND',
  'HARBOR',
  'CEDAR',
  'KETTLE MORAINE',
] as const;
const CUSTOMER_NAME_SUFFIXES = [
  'MEDICAL CENTER',
  'SCHOOL DISTRICT',
  'LOGISTICS',
  'HOSPITALITY GROUP',
  'PROPERTY MGMT',
  'FOODS',
  'CONSTRUCTION',
  'AUTO GROUP',
  'PARK DISTRICT',
  'MANUFACTURING',
  'SENIOR LIVING',
  'EVENTS',
  'GROCERS',
] as const;

/** Commercial service lines; weights make dumpsters common and tanks rare. Two unknown codes test the fallback. */
const COMMERCIAL_LINES: readonly {
  type: string;
  weight: number;
  sizes: readonly string[];
  rate: [number, number];
  regular: number;
}[] = [
  { type: 'RG', weight: 14, sizes: ['2.00', '4.00', '6.00', '8.00'], rate: [85, 420], regular: 0.95 },
  { type: 'RR', weight: 9, sizes: ['4.00', '6.00', '8.00'], rate: [60, 260], regular: 0.95 },
  { type: 'RF', weight: 6, sizes: ['20.00', '30.00', '40.00'], rate: [450, 980], regular: 0.2 },
  { type: 'RY', weight: 2, sizes: ['2.00', '4.00'], rate: [40, 140], regular: 0.8 },
  { type: 'SU', weight: 4, sizes: ['1.00'], rate: [95, 160], regular: 0.85 },
  { type: 'PT', weight: 3, sizes: ['1.00'], rate: [95, 175], regular: 0.85 },
  { type: 'DU', weight: 2, sizes: ['1.00'], rate: [160, 260], regular: 0.85 },
  { type: 'HW', weight: 2, sizes: ['1.00'], rate: [70, 120], regular: 0.85 },
  { type: 'TT', weight: 1, sizes: ['1.00'], rate: [900, 1900], regular: 0.4 },
  { type: 'WT', weight: 1, sizes: ['250.00', '500.00'], rate: [180, 340], regular: 0.5 },
  { type: 'CC', weight: 3, sizes: ['0.64', '0.96', '2.00'], rate: [55, 190], regular: 0.95 },
  { type: 'CY', weight: 2, sizes: ['2.00', '4.00'], rate: [70, 210], regular: 0.9 },
  { type: 'DC', weight: 1, sizes: ['1.00'], rate: [25, 60], regular: 0.1 },
  { type: 'DF', weight: 1, sizes: ['1.00'], rate: [25, 60], regular: 0.1 },
  { type: 'ZQ', weight: 1, sizes: ['1.00'], rate: [30, 90], regular: 0.5 },
  { type: 'X9', weight: 1, sizes: ['1.00'], rate: [30, 90], regular: 0.5 },
];

function pickLine(random: SeededRandom) {
  const total = COMMERCIAL_LINES.reduce((sum, line) => sum + line.weight, 0);
  let roll = random.next() * total;
  for (const line of COMMERCIAL_LINES) {
    roll -= line.weight;
    if (roll < 0) return line;
  }
  return COMMERCIAL_LINES[0]!;
}

/** Day-of-service text as the back office really has it: clean lists, lower-case repeats, blanks, junk. */
function commercialServiceDay(random: SeededRandom, timesPerWeek: number, regular: boolean): string {
  if (!regular) return random.pick(['', 'XYZ', 'ONCALL', ' ']);
  if (random.chance(0.05)) return 'mon,mon';
  if (random.chance(0.05)) return ' tue , thu ';
  const start = random.int(0, WEEKDAYS.length - 1);
  // Spread the pickups over the week: every other day for 3 a week, consecutive days for more.
  const step = timesPerWeek >= 4 ? 1 : timesPerWeek === 3 ? 2 : 3;
  const days = new Set<string>();
  for (let k = 0; days.size < Math.min(timesPerWeek, 6) && k < 12; k++)
    days.add(WEEKDAYS[(start + k * step) % WEEKDAYS.length]!);
  return [...days].sort((a, b) => WEEKDAYS.indexOf(a as never) - WEEKDAYS.indexOf(b as never)).join(',');
}

/**
 * The line with its frequency (times a week) as its days say, the untidy texts too: "mon,mon" is
 * once, " tue , thu " twice, a Non Regular Service 0. Set after the line is drawn, so the random
 * sequence (and with it the demo data) stays as it was.
 */
function withFrequency(line: Omit<ServiceRow, 'cm05Cycl'>): ServiceRow {
  return { ...line, cm05Cycl: `${weekdayCount(line.serviceDayOfWeek)}.00` };
}

export interface EnterpriseBackOffice {
  customers: (typeof boCustomers.$inferInsert)[];
  sites: SiteRow[];
  services: ServiceRow[];
}

/** 12 customers per company (48 in all), 3–8 sites each, 1–4 service lines per site. */
export function buildEnterpriseBackOffice(random: SeededRandom): EnterpriseBackOffice {
  const customers: EnterpriseBackOffice['customers'] = [];
  const sites: SiteRow[] = [];
  const services: ServiceRow[] = [];
  const usedNames = new Set<string>();
  DEMO_COMPANIES.forEach((company, companyIndex) => {
    const areas = COMMERCIAL_AREAS[company.database]!;
    for (let c = 0; c < 12; c++) {
      let name: string;
      do name = `${random.pick(CUSTOMER_NAME_PREFIXES)} ${random.pick(CUSTOMER_NAME_SUFFIXES)}`;
      while (usedNames.has(name));
      usedNames.add(name);
      const customerNumber = String(40_000 + companyIndex * 1_000 + c * 37);
      const salesRep = DEMO_SALES_REPS[(companyIndex * 3 + c) % DEMO_SALES_REPS.length]!.cd07Code;
      customers.push({
        database: company.database,
        customerNumber,
        customerName: name,
        salesRepCode: salesRep,
      });

      const siteCount = random.int(3, 8);
      const taken = new Set<string>();
      for (let s = 0; s < siteCount; s++) {
        const area = random.pick(areas);
        let address: string;
        do
          address = `${random.int(1, 99) * 100 + random.pick([0, 10, 25, 50, 75])} ${random.pick(area.streets)}`;
        while (taken.has(address));
        taken.add(address);
        const site = String(100 + s * 3 + random.int(0, 2));
        sites.push({
          source: company.database,
          cm04Cust: customerNumber,
          cm04Site: site,
          cm04Name: `${name} - ${area.city}${s > 0 ? ` #${s + 1}` : ''}`,
          cm04Add2: address,
          cm04City: area.city,
          cm04Stat: area.state,
          cm04Pzip: area.zip,
          cm04Email: null,
          cm04Phon: phoneDigits(random, area.state),
          multiFamily: false,
          ...demoSiteCoordinates(area, address),
        });
        const lineCount = random.int(1, 4);
        for (let l = 0; l < lineCount; l++) {
          const line = pickLine(random);
          const timesPerWeek = random.pick([1, 1, 1, 2, 2, 3, 5]);
          const regular = random.chance(line.regular);
          const qty = random.pick([1, 1, 1, 2, 3]);
          const rate = random.money(line.rate[0], line.rate[1]);
          services.push(
            withFrequency({
              source: company.database,
              cm05Cust: customerNumber,
              cm05Site: site,
              cm05Serv: l + 1,
              cm05Type: line.type,
              cm05Size: random.pick(line.sizes),
              cm05Qty: qty,
              cm05Rate: rate.toFixed(2),
              totalRate: (rate * qty).toFixed(2),
              cm05Sdte: random.chance(0.05) ? futureStartDate(random) : pastStartDate(random),
              serviceDayOfWeek: commercialServiceDay(random, timesPerWeek, regular),
              cm05Uom: line.type === 'WT' ? 'GA' : 'YD',
              cm05Ctg: 'CO',
              cd07Code: salesRep,
            }),
          );
        }
      }
    }
  });
  return { customers, sites, services };
}
