/**
 * The action tiles' availability (issue 28): a service that has not started yet greys the actions that
 * need it running, with the reason; the others, and a running service, are as the portal says.
 */
import { describe, expect, it } from 'vitest';
import { SERVICE_NOT_STARTED_MESSAGE } from '../../../../domain/services/service-requests';
import { serviceCardFixture, servicesPageFixture } from '../test-fixtures';
import { actionAvailability, SERVICE_ACTIONS } from './service-actions';

const page = servicesPageFixture();
const notStarted = serviceCardFixture({
  serviceType: 'yardwaste',
  status: 'pending',
  activeService: {
    size: 96,
    quantity: 1,
    rate: 18.5,
    displayStartDate: '04/05/2027',
    dateError: null,
    state: 'pending',
    label: 'Pending',
  },
});

describe('actionAvailability', () => {
  it('greys Missed Pickup, Vacation and Damaged for a service that starts later', () => {
    const greyed = SERVICE_ACTIONS.filter(
      (action) => !actionAvailability(page, notStarted, action).available,
    );
    expect(greyed).toEqual(['missedPickup', 'vacationStop', 'damagedReplace']);
    expect(actionAvailability(page, notStarted, 'missedPickup')).toEqual({
      available: false,
      hidden: false,
      reason: SERVICE_NOT_STARTED_MESSAGE,
    });
  });

  it('offers every action of a running service', () => {
    const running = serviceCardFixture();
    expect(SERVICE_ACTIONS.every((action) => actionAvailability(page, running, action).available)).toBe(true);
  });
});
