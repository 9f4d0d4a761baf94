import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  addZipCode,
  cutDescription,
  listQueryOf,
  NO_PORTAL_SETUP_FILTERS,
  offeredServices,
  portalSetupMessages,
  portalSetupRuleIssues,
  ZPortalSetupListQuery,
} from './portal-setup-admin';

const today = new Date('2025-06-01T12:00:00Z');

describe('portal setup rules (spec §5)', () => {
  it('takes a rates year from this year to 5 years on', () => {
    const issues = (year: number, storedRatesYear?: number) =>
      portalSetupRuleIssues(
        { currentRatesYear: year, defaultDemurrageDailyRate: 0 },
        { today, storedRatesYear },
      );
    expect(issues(2025)).toEqual([]);
    expect(issues(2030)).toEqual([]);
    expect(issues(2024)).toEqual([
      {
        path: 'currentRatesYear',
        reason: 'ratesYear',
        message: portalSetupMessages.ratesYear(2025, 2030),
        values: { min: 2025, max: 2030 },
      },
    ]);
    expect(issues(2031)).toHaveLength(1);
    // an edit may keep the year the setup already had
    expect(issues(2023, 2023)).toEqual([]);
    expect(issues(2022, 2023)).toHaveLength(1);
  });

  it('takes a demurrage daily rate in steps of 0.001', () => {
    const issues = (rate: number) =>
      portalSetupRuleIssues({ currentRatesYear: 2025, defaultDemurrageDailyRate: rate }, { today });
    expect(issues(0)).toEqual([]);
    expect(issues(1.125)).toEqual([]);
    expect(issues(0.1 + 0.2)).toEqual([]);
    expect(issues(0.0005)).toEqual([
      {
        path: 'defaultDemurrageDailyRate',
        reason: 'demurrageStep',
        message: portalSetupMessages.demurrageStep,
      },
    ]);
  });

  it('adds a ZIP code only when non-empty after trimming, 5 digits and not listed yet', () => {
    expect(addZipCode(['60044'], ' 60045 ')).toEqual({ ok: true, list: ['60044', '60045'] });
    expect(addZipCode(['60044'], '   ')).toEqual({ ok: false, reason: 'empty' });
    expect(addZipCode(['60044'], '6004')).toEqual({ ok: false, reason: 'invalid' });
    expect(addZipCode(['60044'], '60O44')).toEqual({ ok: false, reason: 'invalid' });
    expect(addZipCode(['60044'], '60044 ')).toEqual({ ok: false, reason: 'duplicate' });
  });

  it('says how many profiles block a delete', () => {
    expect(portalSetupMessages.inUse(12)).toBe(
      'This portal setup is used by 12 customer profiles and cannot be deleted.',
    );
  });
});

describe('the list contract', () => {
  it('counts active filters for the badge', () => {
    expect(activeFilterCount(NO_PORTAL_SETUP_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        ...NO_PORTAL_SETUP_FILTERS,
        title: 'lake',
        customerId: '  ',
        services: ['trash', 'yardwaste'],
        billingCycle: 'AA',
      }),
    ).toBe(4);
  });

  it('turns filters into a query the API reads back', () => {
    const query = listQueryOf(
      { ...NO_PORTAL_SETUP_FILTERS, title: ' lake ', services: ['recycling'], serviceWeekCode: '2' },
      2,
    );
    expect(query).toMatchObject({ page: 2, pageSize: 20, title: 'lake', recycling: true, trash: undefined });
    const strings = Object.fromEntries(
      Object.entries(query)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    expect(ZPortalSetupListQuery.parse(strings)).toMatchObject({
      page: 2,
      pageSize: 20,
      title: 'lake',
      recycling: true,
      serviceWeekCode: '2',
    });
    expect(ZPortalSetupListQuery.parse({ title: '', trash: 'false' })).toMatchObject({
      title: undefined,
      trash: false,
    });
  });

  it('shows a service unless its display flag is false', () => {
    expect(offeredServices({})).toEqual(['trash', 'recycling', 'yardwaste']);
    expect(offeredServices({ displayOptions: { serviceDisplay: { showRecycling: false } } })).toEqual([
      'trash',
      'yardwaste',
    ]);
  });

  it('cuts preview descriptions to 100 characters', () => {
    expect(cutDescription('short')).toBe('short');
    const long = 'x'.repeat(150);
    expect(cutDescription(long)).toBe(`${'x'.repeat(100)}…`);
    expect(cutDescription('y'.repeat(100))).toBe('y'.repeat(100));
  });
});
