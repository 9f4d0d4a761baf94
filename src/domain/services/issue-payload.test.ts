import { describe, expect, it } from 'vitest';
import {
  buildIssuePayload,
  issueDatabaseName,
  issueIdFromResponse,
  issueSuccessMessage,
} from './issue-payload';
import type { IssueParty } from './issue-payload';
import { expectedIssueNote, UNDELIVERED_CART_NOTE } from './test-fixtures';

const party: IssueParty = {
  source: 'TRUX_LR_COMP_RAW',
  customerId: ' 26898 ',
  siteId: '12',
  serviceId: 1,
  companyName: 'Acme Property Mgmt',
  name: 'Jane Doe',
  phone: '(847) 555-0100',
};

describe('issueDatabaseName', () => {
  it.each([
    ['TRUX_LR_COMP_RAW', 'TRUX_LR_COMP'],
    ['trux_lr_comp_raw', 'trux_lr_comp'],
    ['TRUX_RAW_COMP', 'TRUX_RAW_COMP'],
    ['  TRUX_X  ', 'TRUX_X'],
    ['', 'TRUX_BH_COMP'],
    [null, 'TRUX_BH_COMP'],
    [undefined, 'TRUX_BH_COMP'],
  ])('%j → %s', (source, expected) => {
    expect(issueDatabaseName(source)).toBe(expected);
  });
});

describe('buildIssuePayload', () => {
  it('builds a missed pickup (MP) ticket with upper-cased text and a digits-only phone', () => {
    const payload = buildIssuePayload(
      { kind: 'missed-pickup', subject: 'Missed Tuesday', details: 'Cart was out\nby 6am' },
      party,
      '2026-03-15',
    );
    expect(payload).toEqual({
      DatabaseName: 'TRUX_LR_COMP',
      SC01: {
        SC01_SITE: '12',
        SC01_CUST: '26898',
        SC01_SERV: '1',
        SC01_MISC: 'ACME PROPERTY MGMT',
        SC01_NAME: 'JANE DOE',
        SC01_DREC: '2026-03-15',
        SC01_DMOD: '2026-03-15',
        SC01_DCLO: '',
        SC01_UREC: 'portal',
        SC01_UMOD: 'portal',
        SC01_UCLO: '',
        SC01_UAGN: '',
        SC01_PROB: 'MISSED TUESDAY',
        SC01_TYPE: 'MP',
        SC01_URGN: 'NE',
        SC01_CMNT: 'CART WAS OUT\nBY 6AM',
        SC01_PHON: '8475550100',
      },
      Notes: [],
    });
  });

  it('files pickup requests and damaged carts as SQ', () => {
    const pickup = buildIssuePayload(
      { kind: 'pickup-request', subject: 'Bulk', details: 'Couch' },
      party,
      '2026-03-15',
    );
    expect(pickup.SC01).toMatchObject({ SC01_TYPE: 'SQ', SC01_PROB: 'BULK', SC01_CMNT: 'COUCH' });
    const damaged = buildIssuePayload(
      { kind: 'damaged-cart', cart: '96 gallon trash cart', description: 'Lid broken' },
      party,
      '2026-03-15',
    );
    expect(damaged.SC01).toMatchObject({
      SC01_TYPE: 'SQ',
      SC01_PROB: 'DAMAGED CART REPLACEMENT - 96 GALLON TRASH CART',
      SC01_CMNT: 'LID BROKEN',
    });
  });

  it('files a vacation hold as VS with its start and end dates', () => {
    const payload = buildIssuePayload(
      { kind: 'vacation-hold', startDate: '2026-04-01', endDate: '2026-04-10', comments: 'away' },
      party,
      new Date(2026, 2, 15, 9),
    );
    expect(payload.SC01).toMatchObject({
      SC01_TYPE: 'VS',
      SC01_PROB: 'VACATION HOLD',
      SC01_CMNT: 'VACATION HOLD FROM 04/01/2026 TO 04/10/2026. AWAY',
      SC01_SDTE: '2026-04-01',
      SC01_EDTE: '2026-04-10',
      SC01_DREC: '2026-03-15',
    });
    const noComment = buildIssuePayload(
      { kind: 'vacation-hold', startDate: '2026-04-01', endDate: '2026-04-01' },
      party,
      '2026-03-15',
    );
    expect(noComment.SC01.SC01_CMNT).toBe('VACATION HOLD FROM 04/01/2026 TO 04/01/2026');
  });

  it('only vacation holds carry hold dates', () => {
    const payload = buildIssuePayload(
      { kind: 'missed-pickup', subject: 's', details: 'd' },
      party,
      '2026-03-15',
    );
    expect(payload.SC01).not.toHaveProperty('SC01_SDTE');
    expect(payload.SC01).not.toHaveProperty('SC01_EDTE');
  });

  it('forces the enterprise extra pickup subject and adds the details note', () => {
    const payload = buildIssuePayload(
      { kind: 'enterprise-extra-pickup', details: ' 3 extra bags ' },
      { ...party, source: undefined },
      '2026-03-15',
    );
    expect(payload.DatabaseName).toBe('TRUX_BH_COMP');
    expect(payload.SC01).toMatchObject({
      SC01_TYPE: 'SQ',
      SC01_URGN: 'NE',
      SC01_PROB: 'REQUEST EXTRA PICKUP - USER INPUT',
      SC01_CMNT: '3 EXTRA BAGS',
    });
    expect(payload.Notes).toEqual([
      expectedIssueNote('2026-03-15', 'portal', 'PICKUP REQUEST DETAILS: 3 EXTRA BAGS', false),
    ]);
  });

  it('files an undelivered cart as GQ by admin with the system note', () => {
    const payload = buildIssuePayload(
      { kind: 'undelivered-cart', subject: '', description: 'No cart at 12 Main', agent: 'jsmith' },
      { ...party, serviceId: null, phone: '847.555.0199' },
      '2026-03-15',
    );
    expect(payload.SC01).toMatchObject({
      SC01_TYPE: 'GQ',
      SC01_PROB: 'CART IS NOT DELIVERED',
      SC01_CMNT: 'NO CART AT 12 MAIN',
      SC01_UREC: 'admin',
      SC01_UMOD: 'admin',
      SC01_UAGN: 'jsmith',
      SC01_SERV: '',
      SC01_PHON: '8475550199',
    });
    expect(payload.Notes).toEqual([expectedIssueNote('2026-03-15', 'admin', UNDELIVERED_CART_NOTE, true)]);
  });

  it('keeps a staff subject and lets the caller name the user', () => {
    const payload = buildIssuePayload(
      { kind: 'undelivered-cart', subject: 'Cart missing', description: 'x' },
      { ...party, user: 'mjones' },
      '2026-03-15',
    );
    expect(payload.SC01).toMatchObject({ SC01_PROB: 'CART MISSING', SC01_UREC: 'mjones', SC01_UAGN: '' });
  });

  it('leaves missing optional fields empty', () => {
    const payload = buildIssuePayload(
      { kind: 'missed-pickup', subject: 's', details: 'd' },
      { customerId: '1', siteId: '2', name: 'x' },
      '2026-03-15',
    );
    expect(payload.SC01).toMatchObject({ SC01_MISC: '', SC01_PHON: '', SC01_SERV: '' });
  });
});

describe('issueSuccessMessage', () => {
  it('names the request and the issue', () => {
    expect(issueSuccessMessage('missed-pickup', 4711)).toBe(
      'Your missed pickup request has been submitted successfully. Your issue #4711 has been created and our team will process it as soon as possible.',
    );
    expect(issueSuccessMessage('pickup-request', '12')).toMatch(
      /^Your pickup request has been submitted successfully\. Your issue #12 /,
    );
    expect(issueSuccessMessage('vacation hold', 1)).toMatch(/^Your vacation hold request/);
  });
});

describe('issueIdFromResponse', () => {
  it.each([
    [{ Table1: [{ IssueID: 4711 }] }, '4711'],
    [{ Table1: [{ IssueID: ' A-12 ' }] }, 'A-12'],
    ['4711', '4711'],
    ['"4711"', '4711'],
    [4711, '4711'],
  ])('reads %j', (body, id) => {
    expect(issueIdFromResponse(body)).toBe(id);
  });

  it.each([
    null,
    undefined,
    '',
    {},
    { Table1: [] },
    { Table1: [{}] },
    { Table1: [null] },
    '<html>Error</html>',
    { Table1: [{ IssueID: '' }] },
  ])('gives null for %j', (body) => {
    expect(issueIdFromResponse(body)).toBeNull();
  });
});
