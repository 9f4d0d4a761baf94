import { describe, expect, it } from 'vitest';
import type { DeliveryReportRow } from './delivery-report-row';
import { deliveryRow } from './test-fixtures';
import { filterByCreatedDate, filterDeliveryRows, summarizeDeliveryRows } from './report-filters';

function row(id: string, overrides: Partial<DeliveryReportRow> = {}): DeliveryReportRow {
  return deliveryRow({ id, ...overrides });
}

const local = (...parts: [number, number, number, number?, number?, number?, number?]) =>
  new Date(...parts).toISOString();
const ids = (rows: DeliveryReportRow[]) => rows.map((r) => r.id);

describe('filterByCreatedDate', () => {
  const rows = [
    row('day-before-end', { createdAt: local(2026, 2, 9, 23, 59, 59, 999) }),
    row('first-instant', { createdAt: local(2026, 2, 10, 0, 0, 0, 0) }),
    row('middle', { createdAt: local(2026, 2, 11, 12) }),
    row('last-instant', { createdAt: local(2026, 2, 12, 23, 59, 59, 999) }),
    row('day-after', { createdAt: local(2026, 2, 13, 0, 0, 0, 0) }),
    row('no-date'),
    row('trux', { origin: 'trux' }),
  ];

  it('covers the start of the first day to the end of the last day', () => {
    expect(ids(filterByCreatedDate(rows, { from: '2026-03-10', to: '2026-03-12' }))).toEqual([
      'first-instant',
      'middle',
      'last-instant',
      'trux',
    ]);
  });

  it('covers one whole day when from and to are the same', () => {
    expect(ids(filterByCreatedDate(rows, { from: '2026-03-12', to: new Date(2026, 2, 12, 8) }))).toEqual([
      'last-instant',
      'trux',
    ]);
  });

  it('allows an open end on either side', () => {
    expect(ids(filterByCreatedDate(rows, { from: '2026-03-12' }))).toEqual([
      'last-instant',
      'day-after',
      'trux',
    ]);
    expect(ids(filterByCreatedDate(rows, { to: '2026-03-09' }))).toEqual(['day-before-end', 'trux']);
  });

  it('keeps every row without a range', () => {
    expect(filterByCreatedDate(rows, {})).toHaveLength(rows.length);
    expect(filterByCreatedDate(rows, { from: null, to: null })).toHaveLength(rows.length);
  });

  it('returns nothing but TRUX rows for a reversed range', () => {
    expect(ids(filterByCreatedDate(rows, { from: '2026-03-12', to: '2026-03-10' }))).toEqual(['trux']);
  });
});

describe('filterDeliveryRows', () => {
  const rows = [
    row('a', { customerName: 'Jane Doe', fullAddress: '1 Main St', city: 'Wauconda', hasChanges: true }),
    row('b', { customerName: 'Bob Roe', fullAddress: '2 Lake Dr', city: 'Island Lake' }),
    row('c', { customerName: 'Ann Lee', fullAddress: '3 Elm Ave', city: 'Lakemoor', hasChanges: true }),
  ];

  it('searches address, name and city without regard to case', () => {
    expect(ids(filterDeliveryRows(rows, { search: ' LAKE ' }))).toEqual(['b', 'c']);
    expect(ids(filterDeliveryRows(rows, { search: 'doe' }))).toEqual(['a']);
    expect(ids(filterDeliveryRows(rows, { search: 'elm' }))).toEqual(['c']);
  });

  it('keeps only changed rows with the Changes switch', () => {
    expect(ids(filterDeliveryRows(rows, { changesOnly: true }))).toEqual(['a', 'c']);
    expect(ids(filterDeliveryRows(rows, { changesOnly: true, search: 'lake' }))).toEqual(['c']);
  });
});

describe('summarizeDeliveryRows', () => {
  it('counts rows per service with a percent of all items and the creation span', () => {
    const summary = summarizeDeliveryRows([
      row('a', { trashDel: '96', createdAt: '2026-03-12T10:00:00.000Z' }),
      row('b', { trashRem: '64', recyDel: '96', createdAt: '2026-03-02T10:00:00.000Z' }),
      row('c', { ywDel: '30', createdAt: '2026-03-05T10:00:00.000Z' }),
    ]);
    expect(summary).toEqual({
      totalItems: 3,
      trash: { count: 2, percent: 66.7 },
      recycling: { count: 1, percent: 33.3 },
      yardwaste: { count: 1, percent: 33.3 },
      firstCreatedAt: '2026-03-02T10:00:00.000Z',
      lastCreatedAt: '2026-03-12T10:00:00.000Z',
    });
  });

  it('is all zeros for no rows', () => {
    expect(summarizeDeliveryRows([])).toEqual({
      totalItems: 0,
      trash: { count: 0, percent: 0 },
      recycling: { count: 0, percent: 0 },
      yardwaste: { count: 0, percent: 0 },
      firstCreatedAt: null,
      lastCreatedAt: null,
    });
  });
});
