import { describe, expect, it } from 'vitest';
import {
  ZAddressLookupResult,
  ZCustomerServiceRecord,
  ZIssuePayload,
  buildUpdateCustomerPayload,
  databaseNameOf,
  hasRegularServiceDay,
} from './back-office';

describe('databaseNameOf', () => {
  it('drops a trailing _RAW and defaults to TRUX_BH_COMP', () => {
    expect(databaseNameOf('TRUX_LR_COMP_RAW')).toBe('TRUX_LR_COMP');
    expect(databaseNameOf('TRUX_LR_COMP')).toBe('TRUX_LR_COMP');
    expect(databaseNameOf('')).toBe('TRUX_BH_COMP');
    expect(databaseNameOf(undefined)).toBe('TRUX_BH_COMP');
  });
});

describe('hasRegularServiceDay', () => {
  it.each([
    ['MON', true],
    ['MON,WED,FRI', true],
    ['mon,mon', true],
    [' tue , thu ', true],
    ['XYZ,FRI', true],
    ['', false],
    ['   ', false],
    ['XYZ', false],
    ['MONDAY', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(hasRegularServiceDay(value)).toBe(expected);
  });
});

describe('record schemas', () => {
  it('reads numbers and ids given as text or numbers', () => {
    const record = ZCustomerServiceRecord.parse({
      CM05_SERV: '1',
      CM05_TYPE: 'RG',
      CM05_SIZE: 96,
      CM05_QTY: '2',
      CM05_RATE: '26.52',
      CM05_SDTE: '2025-04-01',
      SERVICE_DAY_OF_WEEK: null,
      TOTAL_RATE: 'n/a',
    });
    expect(record).toMatchObject({
      CM05_SERV: 1,
      CM05_SIZE: '96',
      CM05_QTY: 2,
      CM05_RATE: 26.52,
      SERVICE_DAY_OF_WEEK: '',
      TOTAL_RATE: 0,
      SITE_NAME: null,
    });
    expect(
      ZAddressLookupResult.parse({ CM04_ADD2: '1 MAIN ST', CM04_CUST: 4417, CM04_SITE: 101 }),
    ).toMatchObject({
      CM04_CUST: '4417',
      CM04_SITE: '101',
      CM04_EMAIL: null,
    });
  });

  it('requires an issue type and keeps extra SC01 fields such as vacation dates', () => {
    expect(ZIssuePayload.safeParse({ DatabaseName: 'TRUX_LR_COMP', SC01: {} }).success).toBe(false);
    const issue = ZIssuePayload.parse({
      DatabaseName: 'TRUX_LR_COMP',
      SC01: { SC01_TYPE: 'VS', SC01_VSTART: '2026-12-01' },
    });
    expect(issue.SC01).toMatchObject({ SC01_TYPE: 'VS', SC01_URGN: 'NE', SC01_VSTART: '2026-12-01' });
    expect(issue.Notes).toEqual([]);
  });
});

describe('buildUpdateCustomerPayload', () => {
  const profile = {
    selectedAddress: { CM04_CUST: '26898', CM04_SITE: '12', SOURCE: 'TRUX_LR_COMP_RAW' },
    firstName: 'Jane',
    lastName: "O'Neil",
    email: 'Jane.Doe@Example.com',
    phoneNumber: '+1 (847) 555-0100',
    optInMarketing: true,
    optInNotifications: false,
    optInPaperlessBilling: true,
  };

  it('builds the back-office update', () => {
    expect(buildUpdateCustomerPayload(profile)).toEqual({
      SOURCE: 'TRUX_LR_COMP',
      CM03: {
        CM03_CUST: '26898',
        CM03_NAME: "JANE O'NEIL",
        CM03_EMAIL: 'JANE.DOE@EXAMPLE.COM',
        CM03_PHON: '18475550100',
      },
      CM04: {
        CM04_CUST: '26898',
        CM04_SITE: '12',
        CM04_NAME: "JANE O'NEIL",
        CM04_EMAIL: 'JANE.DOE@EXAMPLE.COM',
        CM04_PHON: '18475550100',
      },
      NOTIFICATIONS: {
        CC01: {
          CC01_CUST: '26898',
          CC01_SITE: '12',
          CC01_FNAME: 'JANE',
          CC01_LNAME: "O'NEIL",
          CC01_EMAIL: 'JANE.DOE@EXAMPLE.COM',
          CC01_PHON: '18475550100',
        },
        EN01: [{ EN01_TYPE: '9' }, { EN01_TYPE: '5' }],
      },
    });
  });

  it('keeps only the digits of a phone written without the country code', () => {
    const payload = buildUpdateCustomerPayload({ ...profile, phoneNumber: '(847) 555-0111' })!;
    expect(payload.CM03.CM03_PHON).toBe('8475550111');
    expect(payload.CM04.CM04_PHON).toBe('8475550111');
    expect(payload.NOTIFICATIONS.CC01.CC01_PHON).toBe('8475550111');
  });

  it('lists every opt-in code in order, and none when all are off', () => {
    const all = buildUpdateCustomerPayload({ ...profile, optInNotifications: true });
    expect(all?.NOTIFICATIONS.EN01.map((e) => e.EN01_TYPE)).toEqual(['9', '4', '5']);
    const none = buildUpdateCustomerPayload({
      ...profile,
      optInMarketing: false,
      optInPaperlessBilling: null,
    });
    expect(none?.NOTIFICATIONS.EN01).toEqual([]);
  });

  it.each([
    { CM04_CUST: '', CM04_SITE: '12', SOURCE: 'X' },
    { CM04_CUST: '1', CM04_SITE: '', SOURCE: 'X' },
    { CM04_CUST: '1', CM04_SITE: ' ', SOURCE: 'X' },
    { CM04_CUST: '1', CM04_SITE: '12', SOURCE: null },
    null,
  ])('is skipped (null) when customer, site or source is missing: %j', (selectedAddress) => {
    expect(buildUpdateCustomerPayload({ ...profile, selectedAddress })).toBeNull();
  });

  it('uses only the name parts that exist', () => {
    expect(buildUpdateCustomerPayload({ ...profile, firstName: null, lastName: 'Doe' })?.CM03.CM03_NAME).toBe(
      'DOE',
    );
  });
});
