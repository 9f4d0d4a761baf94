import { describe, expect, it } from 'vitest';
import { ZImportRow, describeRowError, normaliseDate } from './import-row';

const site = {
  CM04_CUST: '8812',
  CM04_SITE: '101',
  SOURCE: 'trux_gl_comp_raw',
  CM04_ADD2: ' 410 w oak st ',
  CM04_CITY: 'Hobart',
  CM04_STAT: 'in',
  CM04_PZIP: '46342-2201',
};

describe('ZImportRow', () => {
  it('normalises a site row without services', () => {
    const row = ZImportRow.parse({ ...site, CM04_EMAIL: '', CM04_PHON: '+1 (219) 555-0131' });
    expect(row.service).toBeNull();
    expect(row.site).toEqual({
      source: 'TRUX_GL_COMP_RAW',
      cm04Cust: '8812',
      cm04Site: '101',
      cm04Name: null,
      cm04Add2: '410 W OAK ST',
      cm04City: 'HOBART',
      cm04Stat: 'IN',
      cm04Pzip: '46342',
      cm04Email: null,
      cm04Phon: '2195550131',
      latitude: null,
      longitude: null,
      multiFamily: null,
    });
  });

  it("takes a site's coordinates as a pair within range (issue 31: Open311 locates a map pin by them)", () => {
    const row = ZImportRow.parse({ ...site, LATITUDE: ' 42.2948 ', LONGITUDE: '-87.8512' });
    expect(row.site).toMatchObject({ latitude: 42.2948, longitude: -87.8512 });
    expect(ZImportRow.safeParse({ ...site, LATITUDE: '42.29' }).success).toBe(false);
    expect(ZImportRow.safeParse({ ...site, LATITUDE: '91', LONGITUDE: '0' }).success).toBe(false);
    expect(ZImportRow.safeParse({ ...site, LATITUDE: '0', LONGITUDE: '-180.5' }).success).toBe(false);
    expect(ZImportRow.safeParse({ ...site, LATITUDE: 'north', LONGITUDE: '0' }).success).toBe(false);
  });

  it('builds a service from the CM05 columns, with defaults and total rate', () => {
    const row = ZImportRow.parse({
      ...site,
      CM05_SERV: '1',
      CM05_TYPE: 'rg',
      CM05_SIZE: '64',
      CM05_RATE: '$1,025.10',
      CM05_SDTE: '4/15/2027',
      MULTI_FAMILY: 'Y',
    });
    expect(row.site.multiFamily).toBe(true);
    expect(row.service).toMatchObject({
      cm05Serv: 1,
      cm05Type: 'RG',
      cm05Size: '64',
      cm05Qty: 1,
      cm05Rate: '1025.10',
      cm05Sdte: '2027-04-15',
      totalRate: '1025.10',
      serviceDayOfWeek: '',
      cd07Code: null,
    });
  });

  it.each([
    [{ CM04_PZIP: '4634' }, 'CM04_PZIP must be a 5-digit ZIP code'],
    [{ CM04_CUST: '' }, 'CM04_CUST is required'],
    [{ CM04_CUST: undefined }, 'CM04_CUST is required'],
    [{ CM04_STAT: 'Indiana' }, 'CM04_STAT must be a 2-letter state code'],
    [{ CM04_EMAIL: 'nope' }, 'CM04_EMAIL is not a valid e-mail address'],
    [{ CM04_PHON: '555-0131' }, 'CM04_PHON must have 10 digits, got "555-0131"'],
    [{ MULTI_FAMILY: 'maybe' }, 'MULTI_FAMILY must be Y or N, got "maybe"'],
    [
      { CM05_TYPE: 'RG', CM05_SIZE: '96' },
      'CM05_SERV must be a whole number when service columns are filled',
    ],
    [
      { CM05_SERV: '1', CM05_SIZE: '96' },
      'CM05_TYPE must be a service code such as RG when service columns are filled',
    ],
    [{ CM05_SERV: '1', CM05_TYPE: 'RG' }, 'CM05_SIZE is required when service columns are filled'],
    [
      { CM05_SERV: '1', CM05_TYPE: 'RG', CM05_SIZE: '96', CM05_QTY: '1.5' },
      'CM05_QTY must be a whole number of 0 or more, got "1.5"',
    ],
    [
      { CM05_SERV: '1', CM05_TYPE: 'RG', CM05_SIZE: '96', CM05_RATE: '-3' },
      'CM05_RATE must be a number of 0 or more, got "-3"',
    ],
    [
      { CM05_SERV: '1', CM05_TYPE: 'RG', CM05_SIZE: '96', CM05_SDTE: '2025-02-30' },
      'CM05_SDTE must be a date like 2026-04-01 or 4/1/2026, got "2025-02-30"',
    ],
    [{ CM04_ADD2: `${'1'.repeat(40)} ${'A'.repeat(40)}` }, 'CM04_ADD2 is longer than 80 characters'],
    [{ CM04_CITY: 'X'.repeat(41) }, 'CM04_CITY is longer than 40 characters'],
    [{ CM04_NAME: 'N'.repeat(81) }, 'CM04_NAME is longer than 80 characters'],
    [{ CM04_EMAIL: `${'a'.repeat(250)}@example.com` }, 'CM04_EMAIL is longer than 254 characters'],
    [{ CM04_NAME: 'ANA\u0000LEE' }, 'CM04_NAME contains a control character (such as NUL)'],
    [{ CM04_CITY: 'HOB\u0007ART' }, 'CM04_CITY contains a control character (such as NUL)'],
    [
      { CM05_SERV: '1', CM05_TYPE: 'RG', CM05_SIZE: '96', CM05_QTY: '10000' },
      'CM05_QTY is longer than 4 characters',
    ],
    [
      { CM05_SERV: '1', CM05_TYPE: 'RG', CM05_SIZE: '96', CM05_RATE: '1000001' },
      'CM05_RATE must be at most 1000000, got "1000001"',
    ],
    [{ CM05_SERV: '1', CM05_TYPE: 'RG', CM05_SIZE: '1e9' }, 'CM05_SIZE must be at most 100000, got "1e9"'],
    [
      { CM05_SERV: '1', CM05_TYPE: 'RG', CM05_SIZE: '96', SERVICE_DAY_OF_WEEK: 'MON'.repeat(7) },
      'SERVICE_DAY_OF_WEEK is longer than 20 characters',
    ],
  ])('rejects %j', (change, reason) => {
    const result = ZImportRow.safeParse({ ...site, ...change });
    expect(result.success).toBe(false);
    expect(describeRowError(result.error!)).toContain(reason);
  });
});

describe('field limits', () => {
  it('take a value of exactly the longest length, trimmed, tabs and line breaks included', () => {
    const row = ZImportRow.parse({
      ...site,
      CM04_ADD2: ` ${'A'.repeat(80)} `,
      CM04_NAME: 'MARIA\tLOPEZ\nC/O ANA',
      CM05_SERV: '999999',
      CM05_TYPE: 'RG',
      CM05_SIZE: '100000',
      CM05_QTY: '9999',
      CM05_RATE: '$1,000,000.00',
    });
    expect(row.site.cm04Add2).toHaveLength(80);
    // the largest row still fits numeric(12,2)
    expect(row.service).toMatchObject({ cm05Qty: 9999, totalRate: '9999000000.00' });
  });
});

describe('normaliseDate', () => {
  it('reads ISO and US dates and refuses impossible ones', () => {
    expect(normaliseDate('2026-4-1')).toBe('2026-04-01');
    expect(normaliseDate('12/31/2026')).toBe('2026-12-31');
    expect(normaliseDate('2/29/2025')).toBeNull();
    expect(normaliseDate('31/12/2026')).toBeNull();
    expect(normaliseDate('yesterday')).toBeNull();
  });
});
