import { describe, expect, it } from 'vitest';
import {
  MY_SERVICES_EXPORT_COLUMNS,
  NON_REGULAR_SERVICE,
  dayOfServiceLabel,
  filterServiceRows,
  groupServiceTypes,
  myServicesExportFileName,
  serviceTypeName,
  summarizeServiceRows,
  toMyServicesExportRow,
  toServiceRow,
  toServiceRows,
} from './enterprise';
import type { EnterpriseServiceRecord } from './enterprise';

describe('dayOfServiceLabel', () => {
  it.each([
    ['MON', 'Monday'],
    ['mon,wed,fri', 'Monday, Wednesday, Friday'],
    [' Tue , THU ', 'Tuesday, Thursday'],
    ['sat,SAT,sat', 'Saturday'],
    ['fri,mon', 'Friday, Monday'],
    ['sun,xyz', 'Sunday'],
  ])('%j → %s', (input, expected) => {
    expect(dayOfServiceLabel(input)).toBe(expected);
  });

  it.each([null, undefined, '', '  ', ',', 'xyz', 'monday', 'M', 'constructor', '__proto__'])(
    '%j is a Non Regular Service',
    (input) => {
      expect(dayOfServiceLabel(input)).toBe(NON_REGULAR_SERVICE);
    },
  );
});

describe('serviceTypeName', () => {
  it.each([
    ['RF', 'Roll Off'],
    ['RG', 'Default Trash'],
    ['RR', 'Default Recycling'],
    ['RY', 'Default Yardwaste'],
    ['SU', 'Standard Unit'],
    ['PT', 'Standard Unit'],
    ['DU', 'Deluxe Unit'],
    ['HW', 'Hand Wash Station'],
    ['TT', 'Transfer Trailer'],
    ['WT', 'Waste Holding Tank'],
    ['CC', 'Commercial Organics'],
    ['CY', 'Commercial Organics'],
    ['DC', 'Drop-Off Service'],
    ['DF', 'Drop-Off Service'],
    [' rg ', 'Default Trash'],
  ])('%s → %s', (code, name) => {
    expect(serviceTypeName(code)).toBe(name);
  });

  it.each(['ZZ', '', null, undefined, 'toString', '__proto__'])('%j → Unknown Service', (code) => {
    expect(serviceTypeName(code)).toBe('Unknown Service');
  });
});

const record: EnterpriseServiceRecord = {
  SITE_NAME: 'North Plant',
  CM05_TYPE: 'rf',
  SITE_ADDRESS: '100 Industrial Dr, Wauconda IL',
  CM05_SITE: 7,
  TOTAL_RATE: '412.50',
  CM05_QTY: '2',
  CM05_SIZE: '30.00',
  CM05_UOM: 'yd',
  SERVICE_DAY_OF_WEEK: 'MON,THU',
  FREQUENCY: '2.00',
  SOURCE: 'TRUX_LR_COMP',
  CM05_CUST: '26898',
  CM05_SERV: 4,
  CD07_CODE: '5171',
};

describe('groupServiceTypes', () => {
  it('lists each name once with its codes (issue 9: Commercial Organics and Unknown Service twice)', () => {
    expect(groupServiceTypes(['CY', 'rg', 'CC', 'ZZ', 'QQ', ' ', 'RG'])).toEqual([
      { name: 'Commercial Organics', codes: ['CC', 'CY'] },
      { name: 'Default Trash', codes: ['RG'] },
      { name: 'Unknown Service', codes: ['QQ', 'ZZ'] },
    ]);
  });
});

describe('toServiceRow', () => {
  it('maps a record to a My Services row', () => {
    expect(toServiceRow(record, 0)).toEqual({
      id: 1,
      siteName: 'North Plant',
      service: 'RF',
      address: '100 Industrial Dr, Wauconda IL',
      site: '7',
      rate: 412.5,
      quantity: 2,
      size: '30',
      unit: 'YD',
      dayOfService: 'Monday, Thursday',
      frequency: '2',
      source: 'TRUX_LR_COMP',
      cust: '26898',
      serv: '4',
      salesRepCode: '5171',
    });
  });

  it('defaults the rate and frequency to 0 and blanks the rest', () => {
    expect(toServiceRow({}, 4)).toEqual({
      id: 5,
      siteName: '',
      service: '',
      address: '',
      site: '',
      rate: 0,
      quantity: 0,
      size: '',
      unit: '',
      dayOfService: NON_REGULAR_SERVICE,
      frequency: '0',
      source: '',
      cust: '',
      serv: '',
      salesRepCode: '',
    });
    expect(toServiceRow({ TOTAL_RATE: 'n/a' }, 0).rate).toBe(0);
  });

  it('numbers rows in order', () => {
    expect(toServiceRows([record, record, record]).map((r) => r.id)).toEqual([1, 2, 3]);
  });
});

describe('filterServiceRows', () => {
  const rows = toServiceRows([
    record,
    {
      ...record,
      CM05_TYPE: 'RG',
      SITE_NAME: 'South Office',
      SITE_ADDRESS: '5 Elm St',
      SERVICE_DAY_OF_WEEK: '',
    },
    {
      ...record,
      CM05_TYPE: 'HW',
      SITE_NAME: 'north annex',
      SITE_ADDRESS: '9 Oak Ave',
      SERVICE_DAY_OF_WEEK: 'wed',
    },
  ]);
  const ids = (r: { id: number }[]) => r.map((x) => x.id);

  it('drops Non Regular Service rows by default and keeps them when asked', () => {
    expect(ids(filterServiceRows(rows, {}))).toEqual([1, 3]);
    expect(ids(filterServiceRows(rows, { regularOnly: false }))).toEqual([1, 2, 3]);
  });

  it('filters by service types, site name and address, ignoring case', () => {
    expect(ids(filterServiceRows(rows, { serviceTypes: ['hw', 'RF'] }))).toEqual([1, 3]);
    expect(ids(filterServiceRows(rows, { siteNameContains: ' NORTH ' }))).toEqual([1, 3]);
    expect(ids(filterServiceRows(rows, { addressContains: 'oak', regularOnly: false }))).toEqual([3]);
    expect(ids(filterServiceRows(rows, { serviceTypes: ['RG'], regularOnly: true }))).toEqual([]);
  });
});

describe('summarizeServiceRows', () => {
  it('counts services, sums rates and counts distinct sites', () => {
    const rows = toServiceRows([
      { ...record, TOTAL_RATE: 10.1 },
      { ...record, TOTAL_RATE: 20.2 },
      { ...record, CM05_SITE: 8, TOTAL_RATE: 0.3 },
      { ...record, SOURCE: 'OTHER_DB', TOTAL_RATE: 0 },
    ]);
    expect(summarizeServiceRows(rows)).toEqual({ totalServices: 4, totalRate: 30.6, totalSites: 3 });
    expect(summarizeServiceRows([])).toEqual({ totalServices: 0, totalRate: 0, totalSites: 0 });
  });
});

describe('export', () => {
  it('names the file by the day as MM-DD-YYYY', () => {
    expect(myServicesExportFileName('2026-03-05')).toBe('my-services-report-03-05-2026.xlsx');
    expect(myServicesExportFileName(new Date(2026, 11, 31, 23, 59))).toBe(
      'my-services-report-12-31-2026.xlsx',
    );
  });

  it('fills every column in order, with the service type name', () => {
    const row = toMyServicesExportRow(toServiceRow(record, 0));
    expect(Object.keys(row)).toEqual([...MY_SERVICES_EXPORT_COLUMNS]);
    expect(row).toMatchObject({
      'SITE ID': '7',
      RATE: 412.5,
      SIZE: '30',
      'SERVICE TYPE': 'Roll Off',
      'DAY OF SERVICE': 'Monday, Thursday',
    });
  });
});
