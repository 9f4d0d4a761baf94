import { describe, expect, it } from 'vitest';
import { billingFromSetup, NO_BILLING } from './billing';

const setup = (displayOptions: Record<string, unknown> = {}) => ({
  portalTitle: 'Test Portal',
  currentRatesYear: 2027,
  defaultTrashService: {
    value: 1,
    CM05_TYPE: 'RG',
    CM05_SIZE: 96,
    CM05_RATE: '26.52',
    additionalCartRate: { rate: 5 },
    allowAdditionalCart: true,
    alsoAvailable: [
      { size: 64, rate: 25.26 },
      { size: 96, rate: 26.52 },
      { size: 35, rate: 24, billingFrequency: 'seasonal' },
    ],
  },
  defaultRecyclingService: { value: 2, CM05_TYPE: 'RR', CM05_SIZE: 96, customerOwned: true },
  defaultYardwasteService: {
    value: 3,
    CM05_TYPE: 'RY',
    CM05_SIZE: 30,
    CM05_RATE: 18,
    billingFrequency: 'seasonal',
  },
  additionalServices: [
    { name: 'Bulk Item Pickup', rate: 35, billingFrequency: 'per service' },
    { name: 'Holiday Tree Collection', rate: 0, billingFrequency: 'seasonal' },
  ],
  displayOptions,
});

describe('billingFromSetup', () => {
  it('gives a card per service with its size, rate, other sizes and additional cart rate', () => {
    const billing = billingFromSetup(setup());
    expect(billing.ratesYear).toBe(2027);
    expect(billing.services.map((s) => s.key)).toEqual(['trash', 'recycling', 'yardwaste']);
    expect(billing.services[0]).toMatchObject({
      size: 96,
      rate: 26.52,
      additionalCartRate: 5,
      included: false,
      // the default size is not repeated; smallest first
      otherSizes: [
        { size: 35, rate: 24, billingFrequency: 'seasonal' },
        { size: 64, rate: 25.26, billingFrequency: 'monthly' },
      ],
    });
    expect(billing.services[1]).toMatchObject({
      rate: 0,
      included: true,
      customerOwned: true,
      additionalCartRate: null,
    });
    expect(billing.additionalServices).toHaveLength(2);
  });

  it('hides every amount when showRates is false', () => {
    const billing = billingFromSetup(setup({ showRates: false }));
    expect(billing.showRates).toBe(false);
    expect(billing.services.every((s) => s.rate === null && s.additionalCartRate === null)).toBe(true);
    expect(billing.services[0]!.otherSizes.every((s) => s.rate === null)).toBe(true);
    expect(billing.additionalServices.every((s) => s.rate === null)).toBe(true);
    // sizes are still shown
    expect(billing.services[0]!.size).toBe(96);
  });

  it('leaves out additional services when showAdditionalServices is false', () => {
    const billing = billingFromSetup(setup({ showAdditionalServices: false }));
    expect(billing.showAdditionalServices).toBe(false);
    expect(billing.additionalServices).toEqual([]);
  });

  it('leaves out seasonal services, sizes and extras when showSeasonalServices is false', () => {
    const billing = billingFromSetup(setup({ showSeasonalServices: false }));
    expect(billing.services.map((s) => s.key)).toEqual(['trash', 'recycling']);
    expect(billing.services[0]!.otherSizes.map((s) => s.size)).toEqual([64]);
    expect(billing.additionalServices.map((s) => s.name)).toEqual(['Bulk Item Pickup']);
  });

  it('leaves out a service the portal does not offer', () => {
    const billing = billingFromSetup(setup({ serviceDisplay: { showYardwaste: false } }));
    expect(billing.services.map((s) => s.key)).toEqual(['trash', 'recycling']);
  });

  it('gives no billing information for a setup it cannot read', () => {
    expect(billingFromSetup({ portalTitle: '' })).toEqual(NO_BILLING);
    expect(billingFromSetup(null)).toEqual(NO_BILLING);
  });
});
