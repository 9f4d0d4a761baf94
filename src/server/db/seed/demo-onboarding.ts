/**
 * Municipalities being onboarded: the back office already has their residential sites, but no portal
 * setup lists their ZIP codes yet. An admin assigns them to a new portal (Customer Portal Setup);
 * until then a customer registering there lands on the default portal (findPortalForZip's fallback).
 *
 * Every site is free (no seeded profile uses one); a few have an e-mail on file. Pure data from a
 * seeded generator, like demo-back-office.ts; seed-demo.ts writes it.
 */
import {
  pastStartDate,
  phoneDigits,
  type ResidentialBackOffice,
  type ServiceRow,
  type SiteRow,
} from './demo-back-office';
import { demoSiteCoordinates, FIRST_NAMES, LAST_NAMES, zipArea, type ZipArea } from './geography';
import { createRandom } from './random';

/** The back-office database and customer account that hold the onboarding sites. */
export const ONBOARDING_SOURCE = 'TRUX_LR_COMP_RAW';
export const ONBOARDING_CUSTOMER = '28514';
export const ONBOARDING_SITES_PER_ZIP = 20;
const ONBOARDING_SEED = 20_260_404;

/** Real Lake County, IL ZIP codes and street names; none belongs to a demo portal. */
export const ONBOARDING_AREAS: readonly ZipArea[] = [
  zipArea(
    '60048 LIBERTYVILLE, IL',
    [42.283, -87.953],
    'MON',
    'MILWAUKEE AVE, PARK AVE, BUTTERFIELD RD, CHURCH ST, LAKE ST, BRAINERD AVE, DYMOND RD',
  ),
  zipArea(
    '60060 MUNDELEIN, IL',
    [42.263, -88.004],
    'TUE',
    'HAWLEY ST, MAPLE AVE, DIAMOND LAKE RD, HICKORY AVE, CALIFORNIA AVE, MIDLOTHIAN RD',
  ),
  zipArea(
    '60061 VERNON HILLS, IL',
    [42.235, -87.96],
    'WED',
    'LAKEVIEW PKWY, EVERGREEN DR, DEERPATH DR, CHERRY VALLEY RD, PHEASANT RUN, TOWNLINE RD',
  ),
  zipArea(
    '60031 GURNEE, IL',
    [42.37, -87.902],
    'THU',
    'GRAND AVE, O PLAINE RD, MAGNOLIA LN, HUNT CLUB RD, DADA DR, WASHINGTON ST',
  ),
];

/** The onboarding ZIP codes, in the order above. */
export const ONBOARDING_ZIPS: readonly string[] = ONBOARDING_AREAS.map((area) => area.zip);

/**
 * The onboarding sites and their carts (trash and recycling on each, yard waste on most). Site ids
 * run 101, 102, … over all ZIPs on one customer account; every fourth site has an e-mail on file.
 */
export function buildOnboardingBackOffice(random = createRandom(ONBOARDING_SEED)): ResidentialBackOffice {
  const sites: SiteRow[] = [];
  const services: ServiceRow[] = [];
  let nextSite = 101;
  for (const area of ONBOARDING_AREAS) {
    const taken = new Set<string>();
    for (let i = 0; i < ONBOARDING_SITES_PER_ZIP; i++) {
      const street = random.pick(area.streets);
      let address: string;
      do address = `${random.int(1, 199) * 10 + random.int(1, 9)} ${street}`;
      while (taken.has(address));
      taken.add(address);
      const site = String(nextSite++);
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      sites.push({
        source: ONBOARDING_SOURCE,
        cm04Cust: ONBOARDING_CUSTOMER,
        cm04Site: site,
        cm04Name: `${first} ${last}`.toUpperCase(),
        cm04Add2: address,
        cm04City: area.city,
        cm04Stat: area.state,
        cm04Pzip: area.zip,
        cm04Email:
          i % 4 === 1 ? `${first}.${last}.${site}@example.net`.toLowerCase().replace(/'/g, '') : null,
        cm04Phon: phoneDigits(random, area.state),
        multiFamily: false,
        ...demoSiteCoordinates(area, address),
      });
      const base = {
        source: ONBOARDING_SOURCE,
        cm05Cust: ONBOARDING_CUSTOMER,
        cm05Site: site,
        serviceDayOfWeek: area.collectionDay ?? 'MON',
        cm05Cycl: '1.00',
        cm05Uom: 'GA',
        cm05Ctg: 'CL',
        cm05Qty: 1,
      };
      services.push(
        {
          ...base,
          cm05Serv: 1,
          cm05Type: 'RG',
          cm05Size: random.chance(0.7) ? '96' : '64',
          cm05Rate: '25.80',
          totalRate: '25.80',
          cm05Sdte: pastStartDate(random),
        },
        {
          ...base,
          cm05Serv: 2,
          cm05Type: 'RR',
          cm05Size: '96',
          cm05Rate: '0.00',
          totalRate: '0.00',
          cm05Sdte: pastStartDate(random),
        },
      );
      if (random.chance(0.7)) {
        services.push({
          ...base,
          cm05Serv: 3,
          cm05Type: 'RY',
          cm05Size: '95',
          cm05Rate: '16.00',
          totalRate: '16.00',
          cm05Ctg: 'SE',
          cm05Sdte: pastStartDate(random),
        });
      }
    }
  }
  return { sites, services };
}

/** The onboarding sites (all free for registration), for tests and journeys. */
export function onboardingSites(): SiteRow[] {
  return buildOnboardingBackOffice().sites;
}
