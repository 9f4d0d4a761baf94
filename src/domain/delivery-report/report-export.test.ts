import { describe, expect, it } from 'vitest';
import { buildPortalDeliveryRow } from './portal-rows';
import {
  DELIVERY_REPORT_SHEET_NAME,
  deliveryReportColumns,
  deliveryReportFileName,
  toDeliveryExportRows,
} from './report-export';
import { ALL_EXPORT_HEADERS } from './test-fixtures';

const headers = (options?: Parameters<typeof deliveryReportColumns>[0]) =>
  deliveryReportColumns(options).map((c) => c.header);

describe('deliveryReportColumns', () => {
  it('lists address, delivery and removal per service, notes and date', () => {
    expect(headers()).toEqual(ALL_EXPORT_HEADERS);
  });

  it('drops the removal columns with No Removals', () => {
    const shown = headers({ noRemovals: true });
    expect(shown.filter((h) => h.endsWith('Rem'))).toEqual([]);
    expect(shown.filter((h) => h.endsWith('Del'))).toEqual(['Trash Del', 'Recycling Del', 'Yard Waste Del']);
  });

  it('drops a service switched off', () => {
    expect(
      headers({ recycling: false, yardwaste: false, noRemovals: true }).filter((h) => /Del|Rem/.test(h)),
    ).toEqual(['Trash Del']);
  });
});

describe('export', () => {
  it('names the file after the delivery date with dashes', () => {
    expect(deliveryReportFileName('2026-03-05')).toBe('delivery-report-03-05-2026.xlsx');
    expect(deliveryReportFileName(new Date(2026, 0, 1, 0, 0))).toBe('delivery-report-01-01-2026.xlsx');
    expect(DELIVERY_REPORT_SHEET_NAME).toBe('Delivery Report');
  });

  it('writes rows keyed by header in column order', () => {
    const row = buildPortalDeliveryRow(
      {
        id: 'p1',
        firstName: 'Jane',
        lastName: 'Doe',
        selectedAddress: { CM04_ADD2: '12 S Elm Ave', CM04_CITY: 'Wauconda' },
        serviceChanges: { trash: { changedDefaults: { CM05_SIZE: 96 } } },
      },
      { trash: 64 },
      '2026-03-15',
    )!;
    const [exported] = toDeliveryExportRows(
      [row],
      deliveryReportColumns({ noRemovals: true, recycling: false, yardwaste: false }),
    );
    expect(exported).toEqual({
      'Street Number': '12',
      Direction: 'S',
      Street: 'Elm',
      'Street Type': 'Ave',
      City: 'Wauconda',
      'Customer Name': 'Jane Doe',
      'Service Day': '',
      'Trash Del': '96',
      Notes: 'WANTS LARGER',
      Date: '03/15/2026',
    });
    expect(Object.keys(exported)).toEqual(headers({ noRemovals: true, recycling: false, yardwaste: false }));
  });
});
