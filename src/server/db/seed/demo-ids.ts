/**
 * Stable ids of the demo hauler's records, for tests, journeys and the auth code. The demo is
 * deterministic, so these never change between runs.
 */
export const DEMO_PORTAL_IDS = {
  lakeBluff: 'demo-lake-bluff',
  highwood: 'demo-highwood',
  kenoshaPines: 'demo-kenosha-pines',
  porterDunes: 'demo-porter-dunes',
  enterprise: 'demo-enterprise',
} as const;

export const DEMO_RESIDENTIAL_PORTAL_IDS = [
  DEMO_PORTAL_IDS.lakeBluff,
  DEMO_PORTAL_IDS.highwood,
  DEMO_PORTAL_IDS.kenoshaPines,
  DEMO_PORTAL_IDS.porterDunes,
] as const;

/** The portal used while a customer is not loaded yet (the spec's fallback portal id). */
export const DEMO_FALLBACK_PORTAL_ID = DEMO_PORTAL_IDS.lakeBluff;

/** Service start dates are fixed around these days so the seed does not depend on the clock. */
export const SEED_PAST_BEFORE = '2026-01-01';
export const SEED_FUTURE_FROM = '2027-03-01';

/** Every demo customer signs in with this password (demo only; the auth engineer creates the accounts). */
export const DEMO_PASSWORD = 'Curbside!2026';

/**
 * Residential sites whose site id ends in 0 are never given seeded profiles (demo or load), so
 * registration always has free addresses to offer. The SQL form is used by the load generator.
 */
export function isKeptFreeForRegistration(site: { cm04Site: string }): boolean {
  return /^\d+$/.test(site.cm04Site) && Number(site.cm04Site) % 10 === 0;
}
export const KEPT_FREE_SQL = `(s.cm04_site ~ '^[0-9]+$' and s.cm04_site::bigint % 10 = 0)`;
