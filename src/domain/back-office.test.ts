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
    selectedAddress: { CM04_CUST: '26898', CM04_SITE: '101', SOURCE: 'TRUX_LR_COMP_RAW' },
    firstName: 'Rita',
    lastName: "O'Brien",
    email: 'Rita@Example.com',
    phoneNumber: '(847) 555-0111',
    optInMarketing: true,
    optInNotifications: false,
    optInPaperlessBilling: true,
  };

  it('upper-cases names and e-mail, keeps phone digits and sends opt-in codes', () => {
    const payload = buildUpdateCustomerPayload(profile)!;
    expect(payload.SOURCE).toBe('TRUX_LR_COMP');
    expect(payload.CM03).toEqual({
      CM03_CUST: '26898',
      CM03_NAME: "RITA O'BRIEN",
      CM03_EMAIL: 'RITA@EXAMPLE.COM',
      CM03_PHON: '8475550111',
    });
    expect(payload.CM04).toMatchObject({ CM04_SITE: '101', CM04_PHON: '8475550111' });
    expect(payload.NOTIFICATIONS.CC01).toMatchObject({ CC01_FNAME: 'RITA', CC01_LNAME: "O'BRIEN" });
    expect(payload.NOTIFICATIONS.EN01).toEqual([{ EN01_TYPE: '9' }, { EN01_TYPE: '5' }]);
  });

  it('is skipped when customer, site or source is missing', () => {
    expect(
      buildUpdateCustomerPayload({
        ...profile,
        selectedAddress: { ...profile.selectedAddress, CM04_SITE: '' },
      }),
    ).toBeNull();
    expect(buildUpdateCustomerPayload({ ...profile, selectedAddress: null })).toBeNull();
  });
});
