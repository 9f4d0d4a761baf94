import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { customerProfiles, portalSetups } from '../../db/schema';
import { createPortalRepository, type PortalRepository } from './portal-repository';

let database: TestDatabase;
let portals: PortalRepository;

function setupRow(id: string, portalTitle: string, portalType: 'residential' | 'enterprise' = 'residential') {
  return { id, portalTitle, portalType, setup: { id, portalTitle, portalType, displayOptions: {} } };
}

beforeAll(async () => {
  database = await createTestDatabase();
  portals = createPortalRepository(database.db);
  await database.db
    .insert(portalSetups)
    .values([
      setupRow('oak-park', 'Village of Oak Park'),
      setupRow('ent', 'All Customers Enterprise', 'enterprise'),
    ]);
  await database.db.insert(customerProfiles).values([
    {
      uid: 'resident',
      entryType: 'CustomerProfile',
      email: 'resident@example.org',
      defaultServicesId: 'oak-park',
    },
    { uid: 'no-portal', entryType: 'CustomerProfile', email: 'no-portal@example.org' },
    { uid: 'enterprise', entryType: 'EnterpriseCustomerProfile', email: 'ent@example.org' },
  ]);
});

afterAll(async () => {
  await database.dispose();
});

describe('portal repository', () => {
  it('finds the setup a customer points to', async () => {
    const portal = await portals.getCustomerPortal('resident');
    expect(portal?.entryType).toBe('CustomerProfile');
    expect(portal?.setup).toMatchObject({
      id: 'oak-park',
      portalTitle: 'Village of Oak Park',
      portalType: 'residential',
    });
  });

  it('gives no setup to a customer without defaultServicesId', async () => {
    expect(await portals.getCustomerPortal('no-portal')).toEqual({
      entryType: 'CustomerProfile',
      setup: null,
    });
  });

  it('gives enterprise customers without a setup the shared enterprise portal', async () => {
    const portal = await portals.getCustomerPortal('enterprise');
    expect(portal?.entryType).toBe('EnterpriseCustomerProfile');
    expect(portal?.setup?.id).toBe('ent');
  });

  it('answers null for an unknown customer', async () => {
    expect(await portals.getCustomerPortal('nobody')).toBeNull();
  });

  it('finds setups by id and by title ignoring case', async () => {
    expect((await portals.getSetupById('oak-park'))?.portalTitle).toBe('Village of Oak Park');
    expect(await portals.getSetupById('missing')).toBeNull();
    expect((await portals.findSetupByTitle('village of OAK PARK'))?.id).toBe('oak-park');
  });

  it('reads inside a transaction', async () => {
    await database.db.transaction(async (tx) => {
      expect((await portals.getCustomerPortal('resident', tx))?.setup?.id).toBe('oak-park');
    });
  });
});
