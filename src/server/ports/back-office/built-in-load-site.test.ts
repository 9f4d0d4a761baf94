/** The built-in back office loading a new site: the next site number, its services, and a retry that loads nothing twice. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { boServices, boSites } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { createBuiltInBackOffice } from './built-in-back-office';
import type { NewBackOfficeSite } from './back-office-port';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(boSites).values([
    {
      source: 'SRC_RAW',
      cm04Cust: '500',
      cm04Site: '41',
      cm04Add2: '1 OLD RD',
      cm04City: 'X',
      cm04Stat: 'IL',
      cm04Pzip: '60044',
    },
    {
      source: 'SRC_RAW',
      cm04Cust: '500',
      cm04Site: 'A7',
      cm04Add2: '2 OLD RD',
      cm04City: 'X',
      cm04Stat: 'IL',
      cm04Pzip: '60044',
    },
  ]);
  await database.db.insert(boServices).values({
    source: 'SRC_RAW',
    cm05Cust: '500',
    cm05Site: '41',
    cm05Serv: 1,
    cm05Type: 'RG',
    cm05Size: '96',
    serviceDayOfWeek: 'THU',
  });
});
afterAll(async () => {
  await database?.dispose();
});

const site = (street: string): NewBackOfficeSite => ({
  source: 'SRC_RAW',
  cust: '500',
  name: 'Nora Newhouse',
  email: 'nora@example.com',
  phone: '8475550150',
  address: { street, city: 'Lake Bluff', state: 'il', zip: '60044' },
  startDate: '2026-11-20',
  services: [
    { serv: 1, type: 'RG', size: 96, qty: 1, rate: 26.52, day: '' },
    { serv: 2, type: 'RR', size: 64, qty: 1, rate: 0, day: 'MON' },
  ],
});

describe('loadSite (built-in back office)', () => {
  it('numbers the site after the highest numeric one, writes its services, and answers the same site again', async () => {
    const backOffice = createBuiltInBackOffice(database.db);
    const first = await backOffice.loadSite!(site('9 Birchwood  Lane'));
    expect(first).toEqual({ source: 'SRC_RAW', cust: '500', site: '42' });
    const [row] = await database.db
      .select()
      .from(boSites)
      .where(and(eq(boSites.cm04Cust, '500'), eq(boSites.cm04Site, '42')));
    expect(row).toMatchObject({
      cm04Add2: '9 BIRCHWOOD LANE',
      cm04City: 'LAKE BLUFF',
      cm04Stat: 'IL',
      cm04Name: 'NORA NEWHOUSE',
    });
    const services = await database.db
      .select()
      .from(boServices)
      .where(and(eq(boServices.cm05Cust, '500'), eq(boServices.cm05Site, '42')));
    // a service naming no day gets the day most sites in the ZIP code have
    expect(services.map((s) => [s.cm05Type, s.serviceDayOfWeek, s.cm05Sdte])).toEqual([
      ['RG', 'THU', '2026-11-20'],
      ['RR', 'MON', '2026-11-20'],
    ]);

    expect(await backOffice.loadSite!(site('9 birchwood lane'))).toEqual(first);
    expect(
      await database.db
        .select()
        .from(boServices)
        .where(and(eq(boServices.cm05Cust, '500'), eq(boServices.cm05Site, '42'))),
    ).toHaveLength(2);
    expect(await backOffice.siteExists({ source: 'SRC', cust: '500', site: '42' })).toBe(true);
    expect((await backOffice.loadSite!(site('11 Birchwood Lane'))).site).toBe('43');
  });
});
