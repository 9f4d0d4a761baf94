import { describe, expect, it } from 'vitest';
import {
  ADDITIONAL_CARTS_UNAVAILABLE_MESSAGE,
  ServiceChangeError,
  ZServiceChanges,
  additionalCartSizes,
  additionalCartsAllowed,
  applySizeChange,
  changeServiceSizes,
  removeAdditionalCart,
  requestedAdditionalCartCount,
  serviceSizeOptions,
  setAdditionalCarts,
} from './service-changes';
import type { TServiceChanges } from './service-changes';
import { defaultService } from './test-fixtures';

const sizes = (options: { size: number }[]) => options.map((o) => o.size);

describe('ZServiceChanges', () => {
  it('reads stored changes, turning numeric text into numbers and defaulting billing to monthly', () => {
    const parsed = ZServiceChanges.parse({
      trash: {
        changedDefaults: {
          value: '1',
          CM05_SIZE: '64',
          CM05_RATE: '25.26',
          additionalCartRate: { rate: '4.50' },
        },
        additional: [
          { CM05_TYPE: 'RG', CM05_SIZE: 96, CM05_QTY: '2', CM05_RATE: 26.52, additionalCartRate: 5 },
        ],
      },
      yardwaste: { changedDefaults: null, subscription: false },
    });
    expect(parsed.trash?.changedDefaults).toEqual({
      value: 1,
      CM05_SIZE: 64,
      CM05_RATE: 25.26,
      additionalCartRate: 4.5,
    });
    expect(parsed.trash?.additional[0]).toMatchObject({
      CM05_QTY: 2,
      billingFrequency: 'monthly',
      customerOwned: false,
    });
    expect(parsed.yardwaste).toEqual({ changedDefaults: undefined, additional: [], subscription: false });
    expect(parsed.recycling).toBeUndefined();
  });

  it('accepts an empty object', () => {
    expect(ZServiceChanges.parse({})).toEqual({});
  });

  it('rejects a stored cart with quantity 0, a negative rate or an unknown billing frequency', () => {
    const cart = { CM05_SIZE: 96, CM05_QTY: 1 };
    expect(ZServiceChanges.safeParse({ trash: { additional: [{ ...cart, CM05_QTY: 0 }] } }).success).toBe(
      false,
    );
    expect(ZServiceChanges.safeParse({ trash: { additional: [{ ...cart, CM05_RATE: -1 }] } }).success).toBe(
      false,
    );
    expect(
      ZServiceChanges.safeParse({ trash: { additional: [{ ...cart, billingFrequency: 'weekly' }] } }).success,
    ).toBe(false);
    expect(
      ZServiceChanges.safeParse({ trash: { additional: [{ ...cart, billingFrequency: ' Quarterly ' }] } })
        .success,
    ).toBe(true);
  });

  it('rejects a changed default without a size', () => {
    expect(ZServiceChanges.safeParse({ trash: { changedDefaults: { CM05_RATE: 1 } } }).success).toBe(false);
  });
});

describe('offered sizes', () => {
  it('lists every size once, ascending', () => {
    const service = defaultService({ alsoAvailable: [{ size: 64 }, { size: 96 }, { size: 35 }] });
    expect(sizes(serviceSizeOptions(service))).toEqual([35, 64, 96]);
    expect(serviceSizeOptions(service).find((o) => o.size === 96)).toMatchObject({
      isDefault: true,
      rate: 26.52,
    });
  });

  it('Change Service offers every size but the current one, ascending', () => {
    expect(sizes(changeServiceSizes(defaultService(), 96))).toEqual([35, 64]);
    expect(sizes(changeServiceSizes(defaultService(), '64.00'))).toEqual([35, 96]);
    expect(sizes(changeServiceSizes(defaultService(), null))).toEqual([35, 64, 96]);
  });

  it('additional carts exclude sizes with allowAdditionalCart false', () => {
    const service = defaultService({
      alsoAvailable: [
        { size: 64, allowAdditionalCart: false },
        { size: 35, allowAdditionalCart: true },
      ],
    });
    expect(sizes(additionalCartSizes(service))).toEqual([35, 96]);
  });

  it('additional carts exclude the default size when disableAsAdditionalCart is set', () => {
    expect(sizes(additionalCartSizes(defaultService({ disableAsAdditionalCart: true })))).toEqual([35, 64]);
  });

  it('offers no additional carts when the service does not allow them', () => {
    const service = defaultService({ allowAdditionalCart: false });
    expect(additionalCartsAllowed(service)).toBe(false);
    expect(additionalCartSizes(service)).toEqual([]);
  });

  it('offers no additional carts when every size is excluded', () => {
    const service = defaultService({
      disableAsAdditionalCart: true,
      alsoAvailable: [{ size: 64, allowAdditionalCart: false }],
    });
    expect(additionalCartsAllowed(service)).toBe(false);
    expect(additionalCartsAllowed(defaultService())).toBe(true);
  });
});

describe('applySizeChange', () => {
  it('records the chosen size with its rate and additional cart rate', () => {
    const next = applySizeChange({}, 'trash', defaultService(), 64);
    expect(next.trash?.changedDefaults).toEqual({
      value: 1,
      CM05_TYPE: 'RG',
      CM05_SIZE: 64,
      CM05_RATE: 25.26,
      additionalCartRate: 4.5,
    });
    expect(next.trash?.additional).toEqual([]);
  });

  it('replaces an earlier size change and keeps requested carts and other services', () => {
    const start: TServiceChanges = {
      trash: {
        changedDefaults: { CM05_SIZE: 64, CM05_RATE: 25.26, additionalCartRate: 4.5 },
        additional: [
          {
            CM05_TYPE: 'RG',
            CM05_SIZE: 96,
            CM05_QTY: 1,
            CM05_RATE: 26.52,
            additionalCartRate: 5,
            customerOwned: false,
            billingFrequency: 'monthly',
          },
        ],
      },
      recycling: { changedDefaults: undefined, additional: [] },
    };
    const next = applySizeChange(start, 'trash', defaultService(), 35);
    expect(next.trash?.changedDefaults).toMatchObject({ CM05_SIZE: 35, CM05_RATE: 24 });
    expect(next.trash?.additional).toHaveLength(1);
    expect(next.recycling).toBe(start.recycling);
    expect(start.trash?.changedDefaults?.CM05_SIZE).toBe(64);
  });

  it('records a change back to the default size at the default rate', () => {
    expect(applySizeChange({}, 'trash', defaultService(), 96).trash?.changedDefaults).toMatchObject({
      CM05_SIZE: 96,
      CM05_RATE: 26.52,
    });
  });

  it('refuses a size the service does not offer', () => {
    expect(() => applySizeChange({}, 'trash', defaultService(), 48)).toThrow(ServiceChangeError);
  });
});

describe('setAdditionalCarts', () => {
  it('adds carts of a size with that size’s rates and the service’s billing', () => {
    const next = setAdditionalCarts({}, 'trash', defaultService(), 64, 2);
    expect(next.trash?.additional).toEqual([
      {
        CM05_TYPE: 'RG',
        CM05_SIZE: 64,
        CM05_QTY: 2,
        CM05_RATE: 25.26,
        additionalCartRate: 4.5,
        customerOwned: false,
        billingFrequency: 'monthly',
      },
    ]);
  });

  it('replaces the quantity of a size in place and appends new sizes', () => {
    let changes = setAdditionalCarts({}, 'trash', defaultService(), 96, 1);
    changes = setAdditionalCarts(changes, 'trash', defaultService(), 35, 1);
    changes = setAdditionalCarts(changes, 'trash', defaultService(), 96, 3);
    expect(changes.trash?.additional.map((c) => [c.CM05_SIZE, c.CM05_QTY])).toEqual([
      [96, 3],
      [35, 1],
    ]);
  });

  it('collapses duplicate entries of the same size', () => {
    const cart = {
      CM05_TYPE: 'RG',
      CM05_RATE: 0,
      additionalCartRate: 5,
      customerOwned: false,
      billingFrequency: 'monthly' as const,
    };
    const start: TServiceChanges = {
      trash: {
        changedDefaults: undefined,
        additional: [
          { ...cart, CM05_SIZE: 96, CM05_QTY: 1 },
          { ...cart, CM05_SIZE: 64, CM05_QTY: 1 },
          { ...cart, CM05_SIZE: 96, CM05_QTY: 2 },
        ],
      },
    };
    const next = setAdditionalCarts(start, 'trash', defaultService(), 96, 4);
    expect(next.trash?.additional.map((c) => [c.CM05_SIZE, c.CM05_QTY])).toEqual([
      [96, 4],
      [64, 1],
    ]);
  });

  it('removes that size’s carts with quantity 0, and the service entry once nothing is left', () => {
    let changes = setAdditionalCarts({}, 'trash', defaultService(), 96, 1);
    changes = setAdditionalCarts(changes, 'trash', defaultService(), 64, 1);
    changes = setAdditionalCarts(changes, 'trash', defaultService(), 96, 0);
    expect(changes.trash?.additional.map((c) => c.CM05_SIZE)).toEqual([64]);
    changes = setAdditionalCarts(changes, 'trash', defaultService(), 64, 0);
    expect(changes).toEqual({});
  });

  it('keeps the service entry while a size change remains', () => {
    let changes = applySizeChange({}, 'trash', defaultService(), 64);
    changes = setAdditionalCarts(changes, 'trash', defaultService(), 96, 1);
    changes = setAdditionalCarts(changes, 'trash', defaultService(), 96, 0);
    expect(changes.trash?.changedDefaults?.CM05_SIZE).toBe(64);
    expect(changes.trash?.additional).toEqual([]);
  });

  it('keeps the yard waste subscription when carts are removed', () => {
    const start: TServiceChanges = {
      yardwaste: { changedDefaults: undefined, additional: [], subscription: true },
    };
    expect(setAdditionalCarts(start, 'yardwaste', defaultService(), 96, 0)).toEqual(start);
  });

  it('refuses carts on a service that does not allow them, with the spec message', () => {
    const call = () =>
      setAdditionalCarts({}, 'yardwaste', defaultService({ allowAdditionalCart: false }), 96, 1);
    expect(call).toThrow(ADDITIONAL_CARTS_UNAVAILABLE_MESSAGE);
    expect(call).toThrow(expect.objectContaining({ code: 'additional-carts-not-allowed' }));
  });

  it('refuses an excluded size and a bad quantity', () => {
    const service = defaultService({ disableAsAdditionalCart: true });
    expect(() => setAdditionalCarts({}, 'trash', service, 96, 1)).toThrow(
      expect.objectContaining({ code: 'size-not-offered' }),
    );
    expect(() => setAdditionalCarts({}, 'trash', service, 64, -1)).toThrow(
      expect.objectContaining({ code: 'invalid-quantity' }),
    );
    expect(() => setAdditionalCarts({}, 'trash', service, 64, 1.5)).toThrow(
      expect.objectContaining({ code: 'invalid-quantity' }),
    );
  });

  it('does not change its input', () => {
    const start = setAdditionalCarts({}, 'trash', defaultService(), 96, 1);
    const snapshot = structuredClone(start);
    setAdditionalCarts(start, 'trash', defaultService(), 96, 2);
    setAdditionalCarts(start, 'trash', defaultService(), 64, 1);
    removeAdditionalCart(start, 'trash', 96);
    expect(start).toEqual(snapshot);
  });
});

describe('removeAdditionalCart', () => {
  it('removes one size and leaves the rest', () => {
    let changes = setAdditionalCarts({}, 'recycling', defaultService(), 96, 2);
    changes = setAdditionalCarts(changes, 'recycling', defaultService(), 64, 1);
    expect(
      removeAdditionalCart(changes, 'recycling', 96).recycling?.additional.map((c) => c.CM05_SIZE),
    ).toEqual([64]);
  });

  it('is a no-op for a service without changes', () => {
    const changes: TServiceChanges = {};
    expect(removeAdditionalCart(changes, 'trash', 96)).toBe(changes);
  });
});

describe('requestedAdditionalCartCount', () => {
  it('sums the quantities', () => {
    let changes = setAdditionalCarts({}, 'trash', defaultService(), 96, 2);
    changes = setAdditionalCarts(changes, 'trash', defaultService(), 64, 1);
    expect(requestedAdditionalCartCount(changes.trash)).toBe(3);
    expect(requestedAdditionalCartCount(undefined)).toBe(0);
  });
});
