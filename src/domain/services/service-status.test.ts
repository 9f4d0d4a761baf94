import { describe, expect, it } from 'vitest';
import { applySizeChange, setAdditionalCarts } from './service-changes';
import type { TServiceTypeChanges } from './service-changes';
import {
  REQUESTED_ADDITIONAL_CARTS_HEADING,
  SERVICE_ERROR_NOTICE,
  conflictNotice,
  deriveServiceStatus,
} from './service-status';
import type { ActiveServiceRecord, ServiceStatusInput } from './service-status';
import { defaultService } from './test-fixtures';

const TODAY = '2026-03-15';
const YESTERDAY = '2026-03-14';
const TOMORROW = '2026-03-16';

const trash = (
  size: number | string,
  start: string | null,
  extra: Partial<ActiveServiceRecord> = {},
): ActiveServiceRecord => ({
  CM05_SERV: 1,
  CM05_SIZE: size,
  CM05_QTY: 1,
  CM05_RATE: 26.52,
  CM05_SDTE: start,
  ...extra,
});

function status(overrides: Partial<ServiceStatusInput> = {}) {
  return deriveServiceStatus({
    serviceType: 'trash',
    defaultService: defaultService(),
    records: [],
    today: TODAY,
    ...overrides,
  });
}

const sizeChange = (size: number): TServiceTypeChanges =>
  applySizeChange({}, 'trash', defaultService(), size).trash!;
const carts = (quantity: number, size = 96): TServiceTypeChanges =>
  setAdditionalCarts({}, 'trash', defaultService(), size, quantity).trash!;

describe('start dates', () => {
  it.each([
    [YESTERDAY, 'active', 'Active'],
    [TODAY, 'active', 'Active'],
    [TOMORROW, 'pending', 'Pending'],
  ])('a service starting %s is %s', (start, state, label) => {
    const result = status({ records: [trash('96.00', start)] });
    expect(result.status).toBe(state);
    expect(result.startState).toBe(state);
    expect(result.activeService).toMatchObject({ size: 96, state, label, startDate: start });
    expect(result.notice).toBeNull();
  });

  it('accepts today as a Date', () => {
    expect(status({ records: [trash(96, TODAY)], today: new Date(2026, 2, 15, 23, 59) }).status).toBe(
      'active',
    );
    expect(status({ records: [trash(96, TODAY)], today: new Date(2026, 2, 14, 23, 59) }).status).toBe(
      'pending',
    );
  });

  it.each([
    [null, 'No date provided'],
    ['', 'No date provided'],
    ['2026-02-30', 'Invalid date format'],
    ['next week', 'Invalid date format'],
  ])('start date %j is an error with the service notice', (start, error) => {
    const result = status({ records: [trash(96, start)], changes: sizeChange(64) });
    expect(result.status).toBe('error');
    expect(result.notice).toBe(SERVICE_ERROR_NOTICE);
    expect(result.activeService).toMatchObject({
      dateError: error,
      displayStartDate: 'Date unavailable',
      state: 'error',
    });
  });

  it('ignores records of other service types', () => {
    const result = status({
      records: [
        { ...trash(64, TODAY), CM05_SERV: 2 },
        { ...trash(35, TODAY), CM05_SERV: '3' },
      ],
    });
    expect(result.activeService).toBeNull();
    expect(result.status).toBe('standard');
  });

  it('matches the service id given as text', () => {
    expect(status({ records: [{ ...trash(96, TODAY), CM05_SERV: '1' }] }).activeService?.size).toBe(96);
  });
});

describe('request state', () => {
  it('is standard with nothing requested and no back-office record', () => {
    const result = status();
    expect(result).toMatchObject({
      status: 'standard',
      requestState: 'standard',
      changeRequested: false,
      changeImplemented: false,
    });
    expect(result.totalRate).toBe(26.52);
  });

  it('is size-change-requested when the requested size differs from the default', () => {
    const result = status({ changes: sizeChange(64) });
    expect(result).toMatchObject({
      status: 'size-change-requested',
      requestState: 'size-change-requested',
      requestedSize: 64,
      requestedRate: 25.26,
    });
  });

  it('is requested when only extra carts are asked for', () => {
    expect(status({ changes: carts(1), records: [trash(96, YESTERDAY)] })).toMatchObject({
      status: 'requested',
      requestState: 'requested',
    });
  });

  it('is requested (not a size change) when the default size itself is requested', () => {
    expect(status({ changes: sizeChange(96) }).requestState).toBe('requested');
  });

  it('counts an empty service entry as no change', () => {
    expect(status({ changes: { changedDefaults: undefined, additional: [] } }).status).toBe('standard');
  });
});

describe('implemented changes', () => {
  it('is active and implemented once the active size equals the requested size', () => {
    const result = status({ changes: sizeChange(64), records: [trash('64.00', TODAY)] });
    expect(result).toMatchObject({
      status: 'active',
      changeImplemented: true,
      conflict: null,
      customizedSize: true,
    });
  });

  it('is not yet in effect while the record with the requested size has not started', () => {
    const result = status({ changes: sizeChange(64), records: [trash(64, TOMORROW)] });
    expect(result).toMatchObject({
      status: 'size-change-requested',
      changeImplemented: false,
      conflict: null,
    });
  });

  it('waits for requested extra carts before counting the change implemented', () => {
    const changes = { ...sizeChange(64), additional: carts(1).additional };
    expect(status({ changes, records: [trash(64, YESTERDAY)] }).changeImplemented).toBe(false);
    expect(status({ changes, records: [trash(64, YESTERDAY), trash(96, TODAY)] }).changeImplemented).toBe(
      true,
    );
  });
});

describe('customized size', () => {
  it('is customized when the active size differs from the default size', () => {
    expect(status({ records: [trash(64, YESTERDAY)] }).customizedSize).toBe(true);
    expect(status({ records: [trash('96.00', YESTERDAY)] }).customizedSize).toBe(false);
    expect(status({ records: [trash(64, TOMORROW)] }).customizedSize).toBe(false);
  });
});

describe('conflicts', () => {
  it('flags an active service whose size differs from the requested size', () => {
    const result = status({ changes: sizeChange(64), records: [trash(96, TODAY)] });
    expect(result.conflict).toEqual({
      activeSize: 96,
      requestedSize: 64,
      activeQuantity: 1,
      requestedQuantity: null,
      notice:
        'Service Change Requested - Your change to 64 gallons (currently 96 gallons) is still being processed.',
    });
    expect(result.status).toBe('size-change-requested');
  });

  it('flags a requested quantity that differs from the active quantity', () => {
    const changes: TServiceTypeChanges = {
      changedDefaults: { CM05_SIZE: 96, CM05_RATE: 26.52, CM05_QTY: 2, additionalCartRate: 5 },
      additional: [],
    };
    const result = status({ changes, records: [trash(96, YESTERDAY)] });
    expect(result.conflict?.notice).toBe(
      'Service Change Requested - Your change to 2 carts (currently 1 cart) is still being processed.',
    );
  });

  it('names both differences in one notice', () => {
    expect(
      conflictNotice({ activeSize: 96, requestedSize: 64, activeQuantity: 2, requestedQuantity: 1 }),
    ).toBe(
      'Service Change Requested - Your change to 64 gallons (currently 96 gallons) and 1 cart (currently 2 carts) is still being processed.',
    );
  });

  it('has no conflict without an active service or without a requested size', () => {
    expect(status({ changes: sizeChange(64), records: [trash(96, TOMORROW)] }).conflict).toBeNull();
    expect(status({ changes: sizeChange(64) }).conflict).toBeNull();
    expect(status({ changes: carts(2), records: [trash(96, TODAY)] }).conflict).toBeNull();
  });
});

describe('additional carts', () => {
  it('are implemented when started services reach requested carts + 1', () => {
    const changes = carts(2);
    const waiting = status({ changes, records: [trash(96, YESTERDAY), trash(96, TODAY)] });
    expect(waiting.additionalCarts).toMatchObject({
      requestedQuantity: 2,
      startedServices: 2,
      implemented: false,
      heading: REQUESTED_ADDITIONAL_CARTS_HEADING,
    });
    expect(waiting.status).toBe('requested');

    const done = status({ changes, records: [trash(96, YESTERDAY), trash(96, TODAY), trash(96, TODAY)] });
    expect(done.additionalCarts).toMatchObject({ startedServices: 3, implemented: true, heading: null });
    expect(done.status).toBe('active');
    expect(done.changeImplemented).toBe(true);
  });

  it('does not count services that start tomorrow or cannot be dated', () => {
    const result = status({
      changes: carts(1),
      records: [trash(96, YESTERDAY), trash(96, TOMORROW), trash(96, 'bad')],
    });
    expect(result.additionalCarts).toMatchObject({ startedServices: 1, implemented: false });
  });

  it('are neither implemented nor listed when none are requested', () => {
    expect(status({ records: [trash(96, TODAY)] }).additionalCarts).toMatchObject({
      requestedQuantity: 0,
      implemented: false,
      heading: null,
      carts: [],
    });
  });
});

describe('additional active services', () => {
  it('uses the earliest start as the main service and labels the rest by their own start', () => {
    const result = status({
      records: [trash(64, TOMORROW), trash(35, 'bad'), trash(96, '2020-01-01'), trash(64, TODAY)],
    });
    expect(result.activeService).toMatchObject({ size: 96, startDate: '2020-01-01', label: 'Active' });
    expect(result.additionalServices.map((s) => [s.size, s.label])).toEqual([
      [64, 'Active'],
      [64, 'Pending'],
      [35, 'Date unavailable'],
    ]);
    expect(result.status).toBe('active');
  });

  it('keeps the back-office order for equal start dates', () => {
    const result = status({
      records: [trash(96, TODAY, { CM05_QTY: 1 }), trash(64, TODAY), trash(35, TODAY)],
    });
    expect([result.activeService?.size, ...result.additionalServices.map((s) => s.size)]).toEqual([
      96, 64, 35,
    ]);
  });

  it('reports an error when no record has a readable start date', () => {
    expect(status({ records: [trash(96, null), trash(64, 'x')] }).status).toBe('error');
  });
});

describe('total rate: what the customer pays now, and once the request is done', () => {
  it('a pending size change leaves the total at the active cart’s rate (issue 9: $26.52, not $25.26)', () => {
    const result = status({ changes: sizeChange(64), records: [trash(96, YESTERDAY)] });
    expect(result.activeSize).toBe(96);
    expect(result.activeRate).toBe(26.52);
    expect(result.totalRate).toBe(26.52);
    expect(result.requestedTotalRate).toBe(25.26);
  });

  it('counts the requested size’s rate once the active record has that size', () => {
    const result = status({ changes: sizeChange(64), records: [trash(64, YESTERDAY, { CM05_RATE: 25.26 })] });
    expect(result.activeSize).toBe(64);
    expect(result.totalRate).toBe(25.26);
    expect(result.requestedTotalRate).toBeNull();
  });

  it('takes the active size from the started record, not the portal’s default (Billing showed 96 for a 64 cart)', () => {
    const result = status({ records: [trash(64, YESTERDAY, { CM05_RATE: 99 })] });
    expect(result.activeSize).toBe(64);
    // the portal's rate for the size, so that Billing and Services show one figure
    expect(result.activeRate).toBe(25.26);
  });

  it('keeps the record’s own rate for a size the portal no longer lists', () => {
    const result = status({ records: [trash(65, YESTERDAY, { CM05_RATE: 19.5 })] });
    expect(result).toMatchObject({ activeSize: 65, activeRate: 19.5, totalRate: 19.5 });
  });

  it('uses the default size and rate while no record has started', () => {
    const result = status({ records: [trash(64, TOMORROW)] });
    expect(result).toMatchObject({ activeSize: 96, activeRate: 26.52, totalRate: 26.52 });
  });

  it('adds quantity × additional cart rate per requested size to the requested total', () => {
    let changes = setAdditionalCarts({}, 'trash', defaultService(), 96, 2);
    changes = setAdditionalCarts(changes, 'trash', defaultService(), 64, 1);
    const result = status({ changes: changes.trash });
    expect(result.totalRate).toBe(26.52);
    expect(result.requestedTotalRate).toBe(41.02);
  });

  it('counts the extra carts in the total once they are implemented', () => {
    const result = status({
      changes: carts(2),
      records: [trash(96, YESTERDAY), trash(96, YESTERDAY), trash(96, YESTERDAY)],
    });
    expect(result.additionalCarts.implemented).toBe(true);
    expect(result.totalRate).toBe(36.52);
    expect(result.requestedTotalRate).toBeNull();
  });

  it('starts the requested total from the requested size’s rate when a size change exists', () => {
    const changes = { ...sizeChange(35), additional: carts(3).additional };
    expect(status({ changes }).requestedTotalRate).toBe(39);
  });

  it('falls back to the service’s additional cart rate for a cart stored without one', () => {
    const changes: TServiceTypeChanges = {
      changedDefaults: undefined,
      additional: [
        {
          CM05_TYPE: 'RG',
          CM05_SIZE: 96,
          CM05_QTY: 3,
          CM05_RATE: 0,
          additionalCartRate: 0,
          customerOwned: false,
          billingFrequency: 'monthly',
        },
      ],
    };
    expect(status({ changes }).requestedTotalRate).toBe(41.52);
  });
});
