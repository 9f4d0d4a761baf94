import { describe, expect, it } from 'vitest';
import { buildPortalDeliveryRow } from './portal-rows';
import { combineDeliveryRows, groupTruxRows, withoutPortalDuplicates } from './trux-rows';
import type { TruxServiceRecord } from './trux-rows';

const site = (
  id: string,
  type: string,
  size: string,
  overrides: Partial<TruxServiceRecord> = {},
): TruxServiceRecord => ({
  CM04_SITE: id,
  CM04_ADD2: `${id}0 Oak Ave`,
  CM04_CITY: 'Wauconda',
  CM04_CUST: '26898',
  CM04_NAME: `SITE ${id}`,
  SERVICEDAY: 'TUE',
  CM05_TYPE: type,
  CM05_SIZE: size,
  ...overrides,
});

describe('groupTruxRows', () => {
  it('keeps the largest size per service type for each site', () => {
    const rows = groupTruxRows(
      [
        site('1', 'RG', '64.00'),
        site('1', 'RG', '96.00'),
        site('1', 'RG', '35.00'),
        site('1', 'RR', '96'),
        site('1', 'RY', '30'),
      ],
      '2026-03-15',
    );
    expect(rows).toEqual([
      {
        id: 'trux-site-1',
        customerId: '26898',
        customerName: 'SITE 1',
        streetNumber: '10',
        direction: '',
        street: 'Oak',
        streetType: 'Ave',
        fullAddress: '10 Oak Ave',
        city: 'Wauconda',
        serviceDay: 'TUE',
        trashDel: '96',
        trashRem: '',
        recyDel: '96',
        recyRem: '',
        ywDel: '30',
        ywRem: '',
        notes: '',
        date: '03/15/2026',
        createdAt: null,
        origin: 'trux',
        truxSite: '1',
        trashHasChanges: false,
        recyHasChanges: false,
        ywHasChanges: false,
        hasChanges: false,
      },
    ]);
  });

  it('compares sizes as numbers', () => {
    const [row] = groupTruxRows([site('1', 'RG', '96'), site('1', 'RG', '100')], '2026-03-15');
    expect(row.trashDel).toBe('100');
  });

  it('gives one row per site in first-seen order, with empty cells for missing services', () => {
    const rows = groupTruxRows(
      [site('2', 'RR', '64'), site('1', 'RG', '96'), site('2', 'rg', '35')],
      '2026-03-15',
    );
    expect(rows.map((r) => [r.id, r.trashDel, r.recyDel, r.ywDel])).toEqual([
      ['trux-site-2', '35', '64', ''],
      ['trux-site-1', '96', '', ''],
    ]);
  });

  it('ignores other service types, unreadable sizes and records without a site', () => {
    const rows = groupTruxRows(
      [site('1', 'RF', '30'), site('2', 'RG', 'n/a'), site('', 'RG', '96'), site('3', 'RG', '64')],
      '2026-03-15',
    );
    expect(rows.map((r) => r.id)).toEqual(['trux-site-3']);
  });
});

describe('deduplication against portal rows', () => {
  const portal = buildPortalDeliveryRow(
    { id: 'p1', selectedAddress: { CM04_ADD2: '10 oak avenue', CM04_CITY: 'Wauconda' } },
    null,
    '2026-03-15',
  )!;
  const trux = groupTruxRows(
    [
      site('1', 'RG', '96'),
      site('2', 'RG', '96', { CM04_ADD2: '10 N Oak Ave' }),
      site('3', 'RG', '96', { CM04_ADD2: '11 Oak Ave' }),
      site('4', 'RG', '96', { CM04_ADD2: '10 Oak St' }),
    ],
    '2026-03-15',
  );

  it('drops TRUX rows with the same number, direction, street and type, ignoring case', () => {
    expect(withoutPortalDuplicates(trux, [portal]).map((r) => r.id)).toEqual([
      'trux-site-2',
      'trux-site-3',
      'trux-site-4',
    ]);
  });

  it('lists portal rows first, then the remaining TRUX rows', () => {
    expect(combineDeliveryRows([portal], trux).map((r) => r.id)).toEqual([
      'p1',
      'trux-site-2',
      'trux-site-3',
      'trux-site-4',
    ]);
    expect(combineDeliveryRows([], trux)).toHaveLength(4);
  });
});
