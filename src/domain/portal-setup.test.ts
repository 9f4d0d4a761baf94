import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESTRICTION_MESSAGE,
  SETUP_TEXT_LIMITS,
  ZAdditionalService,
  ZDefaultService,
  ZDisplayOptions,
  ZPortalSetup,
  ZPortalSetupCreate,
  isRatesYearAllowed,
  setupIndexColumns,
} from './portal-setup';

describe('ZPortalSetup defaults', () => {
  it('fills every spec default for a residential setup with only a title', () => {
    const setup = ZPortalSetup.parse({ id: 'p1', portalTitle: '  Village of Test  ' });
    expect(setup).toMatchObject({
      portalTitle: 'Village of Test',
      portalType: 'residential',
      searchCustType: 'CL',
      defaultBusinessCode: 'RE',
      defaultServiceCategory: 'CL',
      defaultServiceWeekCode: '1',
      defaultBillingCycle: 'AA',
      defaultCurrency: 'USD',
      defaultDemurrageDailyRate: 0,
      defaultDemurrageDays: 0,
      defaultInitialTerm: 0,
      defaultRenewalTerm: 0,
      defaultServiceUnitOfMeasure: 'GA',
      defaultStartReason: '01.01 NEW BUSINESS FROM COMPETITOR',
      defaultWorkOrderCopies: 1,
      defaultSourceSystem: 'TRUX',
      enterpriseContractTerm: 12,
      enterpriseSLA: 'standard',
      currentRatesYear: new Date().getFullYear(),
      additionalServices: [],
      isDefault: false,
    });
    expect(setup.defaultTrashService).toMatchObject({
      value: 1,
      CM05_TYPE: 'RG',
      CM05_SIZE: 96,
      CM05_RATE: 26.52,
      additionalCartRate: 5,
      billingFrequency: 'monthly',
      allowAdditionalCart: true,
      alsoAvailable: [
        { size: 64, rate: 25.26 },
        { size: 35, rate: 24 },
      ],
    });
    expect(setup.defaultRecyclingService).toMatchObject({
      value: 2,
      CM05_TYPE: 'RR',
      CM05_SIZE: 96,
      customerOwned: true,
      billingFrequency: 'monthly',
    });
    expect(setup.defaultYardwasteService).toMatchObject({
      value: 3,
      CM05_TYPE: 'RY',
      CM05_SIZE: 30,
      billingFrequency: 'seasonal',
    });
  });

  it('defaults searchCustType to CO for enterprise and keeps an explicit value', () => {
    expect(ZPortalSetup.parse({ id: 'e', portalTitle: 'E', portalType: 'enterprise' }).searchCustType).toBe(
      'CO',
    );
    expect(
      ZPortalSetup.parse({ id: 'e', portalTitle: 'E', portalType: 'enterprise', searchCustType: 'XX' })
        .searchCustType,
    ).toBe('XX');
  });

  it('gives each parse its own copy of the default services', () => {
    const a = ZPortalSetup.parse({ id: 'a', portalTitle: 'A' });
    a.defaultTrashService.alsoAvailable.push({
      size: 1,
      rate: 1,
      additionalCartRate: 0,
      allowAdditionalCart: true,
      billingFrequency: 'monthly',
    });
    const b = ZPortalSetup.parse({ id: 'b', portalTitle: 'B' });
    expect(b.defaultTrashService.alsoAvailable).toHaveLength(2);
  });

  it('maps the legacy currency "1" to USD and rejects other currencies', () => {
    expect(ZPortalSetup.parse({ id: 'a', portalTitle: 'A', defaultCurrency: '1' }).defaultCurrency).toBe(
      'USD',
    );
    expect(ZPortalSetup.safeParse({ id: 'a', portalTitle: 'A', defaultCurrency: 'EUR' }).success).toBe(false);
  });

  it('requires a title and rejects negative work order copies and bad ZIP codes', () => {
    expect(ZPortalSetupCreate.safeParse({ portalTitle: '   ' }).success).toBe(false);
    expect(ZPortalSetupCreate.safeParse({ portalTitle: 'A', defaultWorkOrderCopies: -1 }).success).toBe(
      false,
    );
    const bad = ZPortalSetupCreate.safeParse({ portalTitle: 'A', searchZipCodes: ['6004'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Please enter a valid 5-digit ZIP code.');
  });

  it('limits the length of free text (a 1 MB title once reached the unique index and failed there)', () => {
    const title = 'T'.repeat(SETUP_TEXT_LIMITS.title);
    expect(ZPortalSetupCreate.safeParse({ portalTitle: title }).success).toBe(true);
    const long = ZPortalSetupCreate.safeParse({ portalTitle: `${title}x` });
    expect(long.error?.issues[0]).toMatchObject({ code: 'too_big', path: ['portalTitle'] });
    for (const field of ['defaultBusinessCode', 'defaultSalesRepID', 'defaultStartReason']) {
      expect(ZPortalSetupCreate.safeParse({ portalTitle: 'A', [field]: 'x'.repeat(5000) }).success).toBe(
        false,
      );
    }
    const message = { restrictChanges: { restrictionMessage: 'x'.repeat(SETUP_TEXT_LIMITS.text + 1) } };
    expect(ZPortalSetupCreate.safeParse({ portalTitle: 'A', displayOptions: message }).success).toBe(false);
  });

  it('removes duplicate ZIP codes', () => {
    expect(
      ZPortalSetupCreate.parse({ portalTitle: 'A', searchZipCodes: ['60044', '60044', '60045'] })
        .searchZipCodes,
    ).toEqual(['60044', '60045']);
  });
});

describe('ZDefaultService', () => {
  it('accepts numeric strings and an additionalCartRate object, and keeps rates to cents', () => {
    const service = ZDefaultService.parse({
      value: 1,
      CM05_TYPE: 'RG',
      CM05_SIZE: '64',
      CM05_RATE: '25.256',
      additionalCartRate: { rate: '5' },
    });
    expect(service.CM05_SIZE).toBe(64);
    expect(service.CM05_RATE).toBe(25.26);
    expect(service.additionalCartRate).toBe(5);
  });

  it('rejects negative rates and zero sizes', () => {
    expect(
      ZDefaultService.safeParse({ value: 1, CM05_TYPE: 'RG', CM05_SIZE: 64, CM05_RATE: -1 }).success,
    ).toBe(false);
    expect(ZDefaultService.safeParse({ value: 1, CM05_TYPE: 'RG', CM05_SIZE: 0 }).success).toBe(false);
  });
});

describe('ZAdditionalService', () => {
  it('defaults billing frequency to "per service"', () => {
    expect(ZAdditionalService.parse({ name: 'Bulk' })).toEqual({
      name: 'Bulk',
      serviceCode: '',
      rate: 0,
      billingFrequency: 'per service',
    });
  });
  it('rejects an unknown billing frequency', () => {
    expect(ZAdditionalService.safeParse({ name: 'Bulk', billingFrequency: 'weekly' }).success).toBe(false);
  });
});

describe('ZDisplayOptions', () => {
  it('turns everything on unless explicitly false', () => {
    const options = ZDisplayOptions.parse({ menuDisplay: { showStickerLocations: false } });
    expect(options.menuDisplay).toEqual({
      showHome: true,
      showMyServices: true,
      showLRSServices: true,
      showSupport: true,
      showBilling: true,
      showFAQ: true,
      showStickerLocations: false,
    });
    expect(options.serviceDisplay).toEqual({ showTrash: true, showRecycling: true, showYardwaste: true });
    expect(options.allowServiceRequests).toEqual({
      enabled: true,
      requestPickup: true,
      missedPickup: true,
      vacationStop: true,
      damagedReplace: true,
      disabledDisplay: 'disable-only',
    });
    expect(options.restrictChanges).toEqual({
      enabled: false,
      stopChangeDate: '',
      restrictionMessage: DEFAULT_RESTRICTION_MESSAGE,
    });
  });

  it('rejects links that are not web addresses and a badly written stop date', () => {
    expect(ZDisplayOptions.safeParse({ socialMedia: { facebook: 'facebook' } }).success).toBe(false);
    expect(ZDisplayOptions.safeParse({ contactInfo: { website: 'javascript:alert(1)' } }).success).toBe(
      false,
    );
    expect(ZDisplayOptions.safeParse({ restrictChanges: { stopChangeDate: '01/15/2026' } }).success).toBe(
      false,
    );
    expect(ZDisplayOptions.safeParse({ allowServiceRequests: { disabledDisplay: 'hide' } }).success).toBe(
      false,
    );
  });
});

describe('setupIndexColumns', () => {
  it('copies the searched fields, with the service customer as customerId', () => {
    const setup = ZPortalSetup.parse({
      id: 'x',
      portalTitle: 'Town',
      searchZipCodes: ['53140'],
      defaultServiceCustomerID: '31523',
      defaultBillingCycle: 'QA',
      isDefault: true,
    });
    expect(setupIndexColumns(setup)).toEqual({
      portalType: 'residential',
      portalTitle: 'Town',
      zipCodes: ['53140'],
      customerId: '31523',
      businessCode: 'RE',
      billingCycle: 'QA',
      serviceCategory: 'CL',
      serviceWeekCode: '1',
      isDefault: true,
    });
  });

  it('stores an empty customer id as null', () => {
    expect(setupIndexColumns(ZPortalSetup.parse({ id: 'x', portalTitle: 'T' })).customerId).toBeNull();
  });
});

describe('rates year', () => {
  it('allows this year up to five years on', () => {
    const today = new Date('2026-06-01T00:00:00Z');
    expect(isRatesYearAllowed(2026, today)).toBe(true);
    expect(isRatesYearAllowed(2031, today)).toBe(true);
    expect(isRatesYearAllowed(2025, today)).toBe(false);
    expect(isRatesYearAllowed(2032, today)).toBe(false);
  });
});
