import { describe, expect, it } from 'vitest';
import { ZPortalSetupCreate, type TPortalSetupCreate } from './portal-setup';
import {
  EDIT_TABS,
  ENTERPRISE_EDIT_TABS,
  editProgressPercent,
  editStep,
  editTabs,
  isPartComplete,
  setupProgress,
} from './portal-setup-progress';

const today = new Date('2025-06-01T12:00:00Z');

function draft(overrides: Partial<TPortalSetupCreate> = {}): TPortalSetupCreate {
  return {
    ...ZPortalSetupCreate.parse({ portalTitle: 'x', currentRatesYear: 2025 }),
    portalTitle: '',
    ...overrides,
  };
}

const settings = {
  defaultRoutingCustomerID: '26898',
  defaultServiceCustomerID: '26899',
  defaultSalesRepID: '5171',
};

describe('create progress (spec §2.5)', () => {
  it('counts 5 parts for residential; a fresh form has its default services and display options done', () => {
    const progress = setupProgress(draft(), today);
    expect(progress.total).toBe(5);
    expect(progress.parts.filter((p) => p.complete).map((p) => p.part)).toEqual([
      'defaultServices',
      'displayOptions',
    ]);
    expect(progress.percent).toBe(40);
  });

  it('reaches 100% when every part is filled in', () => {
    const full = draft({
      portalTitle: 'Village of Lake Bluff',
      searchZipCodes: ['60044'],
      ...settings,
      additionalServices: [{ name: 'Bulk pickup', serviceCode: 'BLK', rate: 35, billingFrequency: 'each' }],
    });
    expect(setupProgress(full, today)).toMatchObject({ completed: 5, total: 5, percent: 100 });
  });

  it('counts 3 parts for enterprise: information (no ZIP needed), settings, configuration', () => {
    const enterprise = draft({ portalType: 'enterprise', portalTitle: 'All Customers Enterprise' });
    expect(setupProgress(enterprise, today)).toMatchObject({ completed: 2, total: 3, percent: 67 });
    expect(setupProgress({ ...enterprise, ...settings }, today).percent).toBe(100);
    expect(setupProgress({ ...enterprise, ...settings, enterpriseContractTerm: 0 }, today).percent).toBe(67);
  });

  it('Portal Information needs a title, a rates year in range and a valid ZIP list', () => {
    const ok = draft({ portalTitle: 'T', searchZipCodes: ['60044'] });
    expect(isPartComplete('portalInformation', ok, today)).toBe(true);
    expect(isPartComplete('portalInformation', { ...ok, portalTitle: '  ' }, today)).toBe(false);
    expect(isPartComplete('portalInformation', { ...ok, searchZipCodes: [] }, today)).toBe(false);
    expect(isPartComplete('portalInformation', { ...ok, searchZipCodes: ['6004'] }, today)).toBe(false);
    expect(isPartComplete('portalInformation', { ...ok, currentRatesYear: 2024 }, today)).toBe(false);
    expect(isPartComplete('portalInformation', { ...ok, currentRatesYear: 2030 }, today)).toBe(true);
    expect(isPartComplete('portalInformation', { ...ok, currentRatesYear: 2031 }, today)).toBe(false);
  });

  it('Default Settings needs the codes and IDs and valid numbers (demurrage rate in steps of 0.001)', () => {
    const ok = draft(settings);
    expect(isPartComplete('defaultSettings', ok, today)).toBe(true);
    expect(isPartComplete('defaultSettings', { ...ok, defaultBusinessCode: '' }, today)).toBe(false);
    expect(isPartComplete('defaultSettings', { ...ok, defaultDemurrageDailyRate: 0.0005 }, today)).toBe(
      false,
    );
    expect(isPartComplete('defaultSettings', { ...ok, defaultDemurrageDailyRate: 0.125 }, today)).toBe(true);
    expect(isPartComplete('defaultSettings', { ...ok, defaultDemurrageDays: 1.5 }, today)).toBe(false);
    expect(isPartComplete('defaultSettings', { ...ok, defaultWorkOrderCopies: -1 }, today)).toBe(false);
  });

  it('Default Services needs each service valid', () => {
    const setup = draft();
    const broken = { ...setup, defaultYardwasteService: { ...setup.defaultYardwasteService, CM05_SIZE: 0 } };
    expect(isPartComplete('defaultServices', broken, today)).toBe(false);
  });

  it('Additional Services needs at least one row, every row named', () => {
    const row = { name: 'Bulk', serviceCode: '', rate: 0, billingFrequency: 'per service' as const };
    expect(isPartComplete('additionalServices', draft(), today)).toBe(false);
    expect(isPartComplete('additionalServices', draft({ additionalServices: [row] }), today)).toBe(true);
    expect(
      isPartComplete(
        'additionalServices',
        draft({ additionalServices: [row, { ...row, name: ' ' }] }),
        today,
      ),
    ).toBe(false);
  });

  it('Display Options: a menu item and a service shown, restriction and requests consistent', () => {
    const base = draft();
    const options = base.displayOptions;
    const withOptions = (displayOptions: typeof options) =>
      isPartComplete('displayOptions', { ...base, displayOptions }, today);
    expect(withOptions({ ...options, restrictChanges: { ...options.restrictChanges, enabled: true } })).toBe(
      false,
    );
    expect(
      withOptions({
        ...options,
        restrictChanges: { ...options.restrictChanges, enabled: true, stopChangeDate: '2025-10-31' },
      }),
    ).toBe(true);
    expect(
      withOptions({
        ...options,
        allowServiceRequests: {
          ...options.allowServiceRequests,
          requestPickup: false,
          missedPickup: false,
          vacationStop: false,
          damagedReplace: false,
        },
      }),
    ).toBe(false);
    expect(
      withOptions({
        ...options,
        serviceDisplay: { showTrash: false, showRecycling: false, showYardwaste: false },
      }),
    ).toBe(false);
    expect(withOptions({ ...options, contactInfo: { ...options.contactInfo, email: 'not-an-email' } })).toBe(
      false,
    );
  });
});

describe('edit progress (spec §2.7, §9: 4 steps)', () => {
  it('maps the eight tabs onto 4 steps', () => {
    expect(EDIT_TABS).toHaveLength(8);
    expect(EDIT_TABS.map(editStep)).toEqual([1, 2, 2, 2, 3, 3, 3, 4]);
    expect(editProgressPercent('portalInformation')).toBe(25);
    expect(editProgressPercent('review')).toBe(100);
  });

  it('gives enterprise setups their configuration tab instead of the service tabs', () => {
    expect(editTabs('enterprise')).toBe(ENTERPRISE_EDIT_TABS);
    expect(editTabs('residential')).toBe(EDIT_TABS);
    expect(editStep('enterpriseConfiguration')).toBe(2);
  });
});
