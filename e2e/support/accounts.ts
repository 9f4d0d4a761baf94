/** The demo accounts the seed creates (see the README). */
export const DEMO_PASSWORD = 'Curbside!2026';

export const demo = {
  /** Village of Lake Bluff: every menu item shown. */
  resident: { uid: 'demo-resident-1', email: 'resident@curbside.demo', name: 'Rita Resident' },
  /** City of Highwood: Sticker Locations hidden, changes restricted. */
  highwoodResident: { uid: 'demo-resident-2', email: 'resident2@curbside.demo' },
  enterprise: { uid: 'demo-enterprise-1', email: 'enterprise@curbside.demo' },
  admin: { email: 'admin@curbside.demo', name: 'Alex Admin' },
  customerService: { email: 'service@curbside.demo', name: 'Sam Service' },
  /** Municipal oversight of the Village of Lake Bluff (read-only). */
  municipality: {
    email: 'municipal@curbside.demo',
    name: 'Morgan Municipal',
    portal: 'Village of Lake Bluff',
  },
} as const;
