import { describe, expect, it } from 'vitest';
import { buildPortalDeliveryRow, buildPortalDeliveryRows, toCreatedAt } from './portal-rows';
import type { DeliveryCustomer, DefaultSizes } from './portal-rows';
import { deliveryRow } from './test-fixtures';

const defaults: DefaultSizes = { trash: 64, recycling: '96.00', yardwaste: 30 };
const customer = (overrides: Partial<DeliveryCustomer> = {}): DeliveryCustomer => ({
  id: 'cust-1',
  firstName: 'Jane',
  lastName: 'Doe',
  selectedAddress: { CM04_ADD2: '123 N Main St', CM04_CITY: 'Wauconda', CM04_CUST: 26898 },
  createdAt: '2026-03-10T15:00:00.000Z',
  serviceChanges: {},
  ...overrides,
});
const row = (overrides: Partial<DeliveryCustomer> = {}, sizes: DefaultSizes | null = defaults) =>
  buildPortalDeliveryRow(customer(overrides), sizes, '2026-03-15');

describe('buildPortalDeliveryRow', () => {
  it('builds an unchanged customer’s row with the parsed address', () => {
    expect(row()).toEqual(
      deliveryRow({
        id: 'cust-1',
        customerId: '26898',
        streetNumber: '123',
        direction: 'N',
        fullAddress: '123 N Main St',
        createdAt: '2026-03-10T15:00:00.000Z',
      }),
    );
  });

  it.each([
    [null],
    [{ CM04_ADD2: '', CM04_CITY: 'Wauconda' }],
    [{ CM04_ADD2: '1 Main St', CM04_CITY: '  ' }],
    [{ CM04_CITY: 'Wauconda' }],
  ])('leaves out a customer whose address lacks a street or city: %j', (selectedAddress) => {
    expect(row({ selectedAddress })).toBeNull();
  });

  it('delivers a larger size, removes the default and notes WANTS LARGER', () => {
    const result = row({ serviceChanges: { trash: { changedDefaults: { CM05_SIZE: '96.00' } } } });
    expect(result).toMatchObject({
      trashDel: '96',
      trashRem: '64',
      notes: 'WANTS LARGER',
      trashHasChanges: true,
      hasChanges: true,
    });
  });

  it('delivers a smaller size without the WANTS LARGER note', () => {
    const result = row({ serviceChanges: { recycling: { changedDefaults: { CM05_SIZE: 64 } } } });
    expect(result).toMatchObject({
      recyDel: '64',
      recyRem: '96',
      notes: '',
      recyHasChanges: true,
      trashHasChanges: false,
    });
  });

  it('compares sizes as numbers, not text', () => {
    expect(row({ serviceChanges: { trash: { changedDefaults: { CM05_SIZE: 100 } } } })?.notes).toBe(
      'WANTS LARGER',
    );
    expect(row({ serviceChanges: { trash: { changedDefaults: { CM05_SIZE: 9 } } } })?.notes).toBe('');
  });

  it('treats the default size requested again as no change', () => {
    expect(row({ serviceChanges: { trash: { changedDefaults: { CM05_SIZE: '64' } } } })).toMatchObject({
      trashDel: '',
      trashRem: '',
      hasChanges: false,
    });
  });

  it('appends extra carts as quantity-size pairs and notes EXTRA ON SITE', () => {
    const result = row({
      serviceChanges: {
        trash: {
          changedDefaults: { CM05_SIZE: 96 },
          additional: [
            { CM05_SIZE: 64, CM05_QTY: 2 },
            { CM05_SIZE: '96.00', CM05_QTY: '1' },
          ],
        },
        recycling: { additional: [{ CM05_SIZE: 96, CM05_QTY: 1 }] },
      },
    });
    expect(result).toMatchObject({
      trashDel: '96, 2-64, 1-96',
      trashRem: '64',
      recyDel: '1-96',
      recyRem: '',
      notes: 'WANTS LARGER, EXTRA ON SITE',
      recyHasChanges: true,
    });
  });

  it('ignores extra carts with no quantity or size', () => {
    const result = row({
      serviceChanges: { trash: { additional: [{ CM05_SIZE: 64, CM05_QTY: 0 }, { CM05_QTY: 2 }] } },
    });
    expect(result).toMatchObject({ trashDel: '', notes: '', hasChanges: false });
  });

  it('notes SUB YW for a yard waste customer with no size and subscription false', () => {
    expect(row({ serviceChanges: { yardwaste: { subscription: false } } })?.notes).toBe('SUB YW');
    expect(
      row({ serviceChanges: { yardwaste: { subscription: false, changedDefaults: { CM05_SIZE: '' } } } })
        ?.notes,
    ).toBe('SUB YW');
    expect(row({ serviceChanges: { yardwaste: { subscription: true } } })?.notes).toBe('');
    expect(row({ serviceChanges: { yardwaste: {} } })?.notes).toBe('');
    expect(
      row({ serviceChanges: { yardwaste: { subscription: false, changedDefaults: { CM05_SIZE: 64 } } } })
        ?.notes,
    ).toBe('WANTS LARGER');
  });

  it('still delivers a requested size when the portal has no default size', () => {
    expect(row({ serviceChanges: { trash: { changedDefaults: { CM05_SIZE: 96 } } } }, null)).toMatchObject({
      trashDel: '96',
      trashRem: '',
      notes: '',
    });
  });

  it('reads malformed stored changes as no change', () => {
    for (const serviceChanges of [null, 'x', [], { trash: 'x' }, { trash: { additional: 'x' } }]) {
      expect(row({ serviceChanges })?.hasChanges).toBe(false);
    }
  });

  it('falls back to the display name', () => {
    expect(row({ firstName: '', lastName: null, displayName: 'J. Doe' })?.customerName).toBe('J. Doe');
  });
});

describe('toCreatedAt', () => {
  it('reads Dates, ISO text and epoch seconds', () => {
    expect(toCreatedAt(new Date(Date.UTC(2026, 2, 10)))).toBe('2026-03-10T00:00:00.000Z');
    expect(toCreatedAt('2026-03-10T15:00:00Z')).toBe('2026-03-10T15:00:00.000Z');
    expect(toCreatedAt(1_773_100_800)).toBe('2026-03-10T00:00:00.000Z');
  });

  it.each([null, undefined, '', 'yesterday', Number.NaN])('gives null for %j', (value) => {
    expect(toCreatedAt(value)).toBeNull();
  });
});

describe('buildPortalDeliveryRows', () => {
  it('keeps customer order, drops incomplete addresses and uses each customer’s defaults', () => {
    const customers = [
      customer({ id: 'a', serviceChanges: { trash: { changedDefaults: { CM05_SIZE: 96 } } } }),
      customer({ id: 'b', selectedAddress: null }),
      customer({
        id: 'c',
        defaultsKey: 'big',
        serviceChanges: { trash: { changedDefaults: { CM05_SIZE: 96 } } },
      } as Partial<DeliveryCustomer>),
    ];
    const rows = buildPortalDeliveryRows(
      customers,
      (c) => ((c as { defaultsKey?: string }).defaultsKey === 'big' ? { trash: 96 } : defaults),
      '2026-03-15',
    );
    expect(rows.map((r) => [r.id, r.trashDel, r.trashRem])).toEqual([
      ['a', '96', '64'],
      ['c', '', ''],
    ]);
  });
});
