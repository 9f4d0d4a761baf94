import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DAMAGED_CART_REQUIRED_MESSAGE,
  DAMAGE_DESCRIPTION_MESSAGE,
  MISSED_PICKUP_DETAILS_MESSAGE,
  PICKUP_DETAILS_MESSAGE,
  QUANTITY_MIN_MESSAGE,
  QUANTITY_WHOLE_MESSAGE,
  REQUEST_DETAILS_MESSAGE,
  SELECT_QUANTITY_MESSAGE,
  SELECT_SIZE_MESSAGE,
  SUBJECT_REQUIRED_MESSAGE,
  VACATION_DATES_REQUIRED_MESSAGE,
  VACATION_DATE_INVALID_MESSAGE,
  VACATION_END_BEFORE_START_MESSAGE,
  VACATION_START_IN_PAST_MESSAGE,
  ZAdditionalCartsRequest,
  ZChangeServiceRequest,
  ZDamagedCartRequest,
  ZEnterpriseActionRequest,
  ZMissedPickupRequest,
  ZPickupRequest,
  changesRestricted,
  makeVacationHoldRequestSchema,
  preselectedCart,
  requestActionAvailability,
} from './service-requests';

/** Path → messages of a failed parse (empty when it passes). */
function errors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('Change Service', () => {
  it.each([undefined, null, '', 'abc', 0])('asks for a size when it is %j', (size) => {
    expect(errors(ZChangeServiceRequest, { size })).toEqual({ size: [SELECT_SIZE_MESSAGE] });
  });

  it('accepts a size as a number or select text', () => {
    expect(ZChangeServiceRequest.parse({ size: '64' })).toEqual({ size: 64 });
    expect(ZChangeServiceRequest.parse({ size: 96 })).toEqual({ size: 96 });
  });
});

describe('Additional Carts', () => {
  it('asks for a size and a quantity', () => {
    expect(errors(ZAdditionalCartsRequest, {})).toEqual({
      size: [SELECT_SIZE_MESSAGE],
      quantity: [SELECT_QUANTITY_MESSAGE],
    });
    expect(errors(ZAdditionalCartsRequest, { size: '', quantity: '' })).toEqual({
      size: [SELECT_SIZE_MESSAGE],
      quantity: [SELECT_QUANTITY_MESSAGE],
    });
  });

  it('accepts quantity 0 (removal) and rejects negatives and fractions', () => {
    expect(ZAdditionalCartsRequest.parse({ size: 96, quantity: '0' })).toEqual({ size: 96, quantity: 0 });
    expect(errors(ZAdditionalCartsRequest, { size: 96, quantity: -1 })).toEqual({
      quantity: [QUANTITY_MIN_MESSAGE],
    });
    expect(errors(ZAdditionalCartsRequest, { size: 96, quantity: 1.5 })).toEqual({
      quantity: [QUANTITY_WHOLE_MESSAGE],
    });
  });
});

describe('Missed pickup and pickup request', () => {
  it('require a subject and details with the spec messages', () => {
    expect(errors(ZMissedPickupRequest, { subject: '  ', details: '' })).toEqual({
      subject: [SUBJECT_REQUIRED_MESSAGE],
      details: [MISSED_PICKUP_DETAILS_MESSAGE],
    });
    expect(errors(ZPickupRequest, {})).toEqual({
      subject: [SUBJECT_REQUIRED_MESSAGE],
      details: [PICKUP_DETAILS_MESSAGE],
    });
  });

  it('trim what they keep', () => {
    expect(ZPickupRequest.parse({ subject: ' Bulk item ', details: ' Old couch \n by the curb ' })).toEqual({
      subject: 'Bulk item',
      details: 'Old couch \n by the curb',
    });
  });

  it('limit the subject length', () => {
    expect(errors(ZMissedPickupRequest, { subject: 'x'.repeat(201), details: 'd' })).toHaveProperty(
      'subject',
    );
    expect(errors(ZMissedPickupRequest, { subject: 'x'.repeat(200), details: 'd' })).toEqual({});
  });
});

describe('Vacation hold', () => {
  const schema = makeVacationHoldRequestSchema('2026-03-15');

  it('requires both dates', () => {
    expect(errors(schema, {})).toEqual({
      startDate: [VACATION_DATES_REQUIRED_MESSAGE],
      endDate: [VACATION_DATES_REQUIRED_MESSAGE],
    });
    expect(errors(schema, { startDate: '2026-03-20', endDate: '' })).toEqual({
      endDate: [VACATION_DATES_REQUIRED_MESSAGE],
    });
  });

  it('allows a start today but not yesterday', () => {
    expect(errors(schema, { startDate: '2026-03-15', endDate: '2026-03-20' })).toEqual({});
    expect(errors(schema, { startDate: '2026-03-14', endDate: '2026-03-20' })).toEqual({
      startDate: [VACATION_START_IN_PAST_MESSAGE],
    });
  });

  it('allows an end on the start day but not before it', () => {
    expect(errors(schema, { startDate: '2026-03-20', endDate: '2026-03-20' })).toEqual({});
    expect(errors(schema, { startDate: '2026-03-20', endDate: '2026-03-19' })).toEqual({
      endDate: [VACATION_END_BEFORE_START_MESSAGE],
    });
  });

  it('reports both rule breaks at once', () => {
    expect(errors(schema, { startDate: '2026-03-10', endDate: '2026-03-09' })).toEqual({
      startDate: [VACATION_START_IN_PAST_MESSAGE],
      endDate: [VACATION_END_BEFORE_START_MESSAGE],
    });
  });

  it('rejects unreadable dates', () => {
    expect(errors(schema, { startDate: '2026-02-30', endDate: 'soon' })).toEqual({
      startDate: [VACATION_DATE_INVALID_MESSAGE],
      endDate: [VACATION_DATE_INVALID_MESSAGE],
    });
  });

  it('returns days as YYYY-MM-DD from text or Dates, with optional comments', () => {
    expect(schema.parse({ startDate: new Date(2026, 2, 15), endDate: '03/22/2026' })).toEqual({
      startDate: '2026-03-15',
      endDate: '2026-03-22',
      comments: '',
    });
    expect(
      schema.parse({ startDate: '2026-03-16', endDate: '2026-03-17', comments: '  back Monday ' }).comments,
    ).toBe('back Monday');
  });

  it('judges against the day it was made for', () => {
    const later = makeVacationHoldRequestSchema(new Date(2026, 2, 16, 8));
    expect(errors(later, { startDate: '2026-03-15', endDate: '2026-03-20' })).toEqual({
      startDate: [VACATION_START_IN_PAST_MESSAGE],
    });
  });
});

describe('Damaged cart', () => {
  it('requires a cart and a description', () => {
    expect(errors(ZDamagedCartRequest, { cart: '', description: ' ' })).toEqual({
      cart: [DAMAGED_CART_REQUIRED_MESSAGE],
      description: [DAMAGE_DESCRIPTION_MESSAGE],
    });
    expect(ZDamagedCartRequest.parse({ cart: '96', description: 'Cracked lid' })).toEqual({
      cart: '96',
      description: 'Cracked lid',
    });
  });

  it('preselects the only cart', () => {
    expect(preselectedCart(['96'])).toBe('96');
    expect(preselectedCart(['96', '64'])).toBeNull();
    expect(preselectedCart([])).toBeNull();
  });
});

describe('Enterprise action modal', () => {
  it('requires a trimmed subject except for request-pickup', () => {
    expect(
      errors(ZEnterpriseActionRequest, { action: 'missed-pickup', subject: '   ', details: 'x' }),
    ).toEqual({
      subject: [SUBJECT_REQUIRED_MESSAGE],
    });
    expect(ZEnterpriseActionRequest.parse({ action: 'request-pickup', details: ' Extra bags ' })).toEqual({
      action: 'request-pickup',
      subject: '',
      details: 'Extra bags',
    });
  });

  it('requires details', () => {
    expect(errors(ZEnterpriseActionRequest, { action: 'request-pickup', subject: '', details: '' })).toEqual({
      details: [REQUEST_DETAILS_MESSAGE],
    });
  });

  it('rejects an unknown action', () => {
    expect(
      errors(ZEnterpriseActionRequest, { action: 'delete-site', subject: 's', details: 'd' }),
    ).toHaveProperty('action');
  });
});

describe('changesRestricted', () => {
  const options = { enabled: true, stopChangeDate: '2026-03-15', restrictionMessage: '' };

  it.each([
    ['2026-03-14', false],
    ['2026-03-15', false],
    ['2026-03-16', true],
  ])('on %s restricted is %s (stop date 2026-03-15)', (today, restricted) => {
    expect(changesRestricted(options, today).restricted).toBe(restricted);
  });

  it('uses the portal message, or the default', () => {
    expect(changesRestricted(options, '2026-04-01').message).toBe(
      'Service changes are not available. Please contact customer service for assistance.',
    );
    expect(
      changesRestricted({ ...options, restrictionMessage: ' Closed for the season. ' }, '2026-04-01').message,
    ).toBe('Closed for the season.');
    expect(changesRestricted(options, '2026-03-01').message).toBeNull();
  });

  it('does not restrict when disabled, missing, or without a readable stop date', () => {
    expect(changesRestricted({ ...options, enabled: false }, '2027-01-01').restricted).toBe(false);
    expect(changesRestricted(undefined, '2027-01-01').restricted).toBe(false);
    expect(changesRestricted({ ...options, stopChangeDate: '' }, '2027-01-01').restricted).toBe(false);
    expect(changesRestricted({ ...options, stopChangeDate: 'never' }, '2027-01-01').restricted).toBe(false);
  });

  it('takes today as a Date', () => {
    expect(changesRestricted(options, new Date(2026, 2, 16, 0, 1)).restricted).toBe(true);
  });
});

describe('requestActionAvailability', () => {
  const all = {
    enabled: true,
    requestPickup: true,
    missedPickup: true,
    vacationStop: true,
    damagedReplace: true,
    disabledDisplay: 'disable-only',
  };

  it('allows an action that is on', () => {
    expect(requestActionAvailability(all, 'missedPickup')).toEqual({
      available: true,
      hidden: false,
      reason: null,
    });
    expect(requestActionAvailability({}, 'vacationStop')).toEqual({
      available: true,
      hidden: false,
      reason: null,
    });
  });

  it('gives the all-off reason when requests are off together', () => {
    expect(requestActionAvailability({ ...all, enabled: false }, 'requestPickup')).toEqual({
      available: false,
      hidden: false,
      reason: 'Service requests are not available',
    });
  });

  it('gives the per-action reason when one action is off', () => {
    expect(requestActionAvailability({ ...all, vacationStop: false }, 'vacationStop').reason).toBe(
      'Vacation Stop/Restart service is not available',
    );
    expect(requestActionAvailability({ ...all, damagedReplace: false }, 'damagedReplace').reason).toBe(
      'Damaged/Replace service is not available',
    );
    expect(requestActionAvailability({ ...all, vacationStop: false }, 'missedPickup').available).toBe(true);
  });

  it('hides disabled actions with disable-and-hide', () => {
    const hide = { ...all, disabledDisplay: 'disable-and-hide', requestPickup: false };
    expect(requestActionAvailability(hide, 'requestPickup')).toEqual({
      available: false,
      hidden: true,
      reason: 'Request Pickup service is not available',
    });
    expect(requestActionAvailability(hide, 'missedPickup').hidden).toBe(false);
    expect(requestActionAvailability({ ...hide, enabled: false }, 'missedPickup')).toMatchObject({
      hidden: true,
      reason: 'Service requests are not available',
    });
  });

  it.each([undefined, null, 'yes', { ...all, missedPickup: 'no' }, { ...all, disabledDisplay: 'hide' }])(
    'is temporarily unavailable when the settings are %j',
    (settings) => {
      expect(requestActionAvailability(settings, 'missedPickup')).toEqual({
        available: false,
        hidden: false,
        reason: 'Service temporarily unavailable',
      });
    },
  );
});
