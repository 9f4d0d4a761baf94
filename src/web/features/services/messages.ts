/**
 * The English texts the rules and the server answer with (the spec's messages), mapped to keys of the
 * services namespace so they show in the reader's language (the shared mechanism of
 * lib/server-message). A text with no key is shown as it is: it is data — a portal's own restriction
 * message, written by its staff. A message with a service type in it is one entry per type, so each
 * language words the service its own way.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { findServerMessage, type TServerMessageCatalog } from '../../lib/server-message';
import { DEFAULT_RESTRICTION_MESSAGE } from '../../../domain/portal-basics';
import {
  ADDITIONAL_CARTS_UNAVAILABLE_MESSAGE,
  SERVICE_TYPES,
  sizeNotOfferedMessage,
} from '../../../domain/services/service-changes';
import { SERVICE_ERROR_NOTICE } from '../../../domain/services/service-status';
import {
  actionOffReason,
  DAMAGE_DESCRIPTION_MESSAGE,
  DAMAGED_CART_REQUIRED_MESSAGE,
  MISSED_PICKUP_DETAILS_MESSAGE,
  NO_CARTS_MESSAGE,
  PICKUP_DETAILS_MESSAGE,
  QUANTITY_MIN_MESSAGE,
  QUANTITY_WHOLE_MESSAGE,
  REQUEST_ACTIONS,
  REQUEST_DETAILS_MESSAGE,
  REQUESTS_OFF_REASON,
  REQUESTS_UNKNOWN_REASON,
  SELECT_QUANTITY_MESSAGE,
  SERVICE_NOT_STARTED_MESSAGE,
  SELECT_SIZE_MESSAGE,
  SUBJECT_REQUIRED_MESSAGE,
  VACATION_DATE_INVALID_MESSAGE,
  VACATION_DATES_REQUIRED_MESSAGE,
  VACATION_END_BEFORE_START_MESSAGE,
  VACATION_START_IN_PAST_MESSAGE,
} from '../../../domain/services/service-requests';
import { NON_REGULAR_SERVICE } from '../../../domain/services/enterprise';
import { DATE_UNAVAILABLE } from '../../../domain/services/calendar-date';
import { CUSTOMER_LIMIT_MESSAGE } from '../../../domain/services/customer-limits';
import {
  alreadyHaveCartMessage,
  ENTERPRISE_USES_MY_SERVICES,
  NO_PORTAL,
  NO_SERVICE_ADDRESS,
  noAdditionalCartsMessage,
  SERVICE_NOT_OFFERED,
} from '../../../domain/services/services-refusals';
import {
  CONFIRM_RECORDED_EXCEPTION_MESSAGE,
  ROUTE_IN_PROGRESS_MESSAGE,
} from '../../../domain/services/missed-pickup-report';

const NS = 'services:';

const KEYS: ReadonlyArray<[string, string]> = [
  [SELECT_SIZE_MESSAGE, 'messages.selectSize'],
  [SELECT_QUANTITY_MESSAGE, 'messages.selectQuantity'],
  [QUANTITY_WHOLE_MESSAGE, 'messages.quantityWhole'],
  [QUANTITY_MIN_MESSAGE, 'messages.quantityMin'],
  [SUBJECT_REQUIRED_MESSAGE, 'messages.subjectRequired'],
  [MISSED_PICKUP_DETAILS_MESSAGE, 'messages.missedPickupDetails'],
  [PICKUP_DETAILS_MESSAGE, 'messages.pickupDetails'],
  [VACATION_DATES_REQUIRED_MESSAGE, 'messages.vacationDatesRequired'],
  [VACATION_DATE_INVALID_MESSAGE, 'messages.vacationDateInvalid'],
  [VACATION_START_IN_PAST_MESSAGE, 'messages.vacationStartInPast'],
  [VACATION_END_BEFORE_START_MESSAGE, 'messages.vacationEndBeforeStart'],
  [DAMAGED_CART_REQUIRED_MESSAGE, 'messages.damagedCartRequired'],
  [DAMAGE_DESCRIPTION_MESSAGE, 'messages.damageDescription'],
  [NO_CARTS_MESSAGE, 'messages.noCarts'],
  [SERVICE_NOT_STARTED_MESSAGE, 'messages.serviceNotStarted'],
  [REQUEST_DETAILS_MESSAGE, 'messages.requestDetails'],
  [ADDITIONAL_CARTS_UNAVAILABLE_MESSAGE, 'messages.additionalCartsUnavailable'],
  [DEFAULT_RESTRICTION_MESSAGE, 'messages.defaultRestriction'],
  [REQUESTS_OFF_REASON, 'messages.requestsOff'],
  [REQUESTS_UNKNOWN_REASON, 'messages.requestsUnknown'],
  [SERVICE_ERROR_NOTICE, 'messages.serviceError'],
  [NON_REGULAR_SERVICE, 'days.nonRegular'],
  [DATE_UNAVAILABLE, 'messages.dateUnavailable'],
  [CUSTOMER_LIMIT_MESSAGE, 'messages.customerLimit'],
  [ENTERPRISE_USES_MY_SERVICES, 'messages.enterpriseUsesMyServices'],
  [NO_SERVICE_ADDRESS, 'messages.noServiceAddress'],
  [SERVICE_NOT_OFFERED, 'messages.serviceNotOffered'],
  [NO_PORTAL, 'messages.noPortal'],
  [ROUTE_IN_PROGRESS_MESSAGE, 'collection.reportInProgress'],
  [CONFIRM_RECORDED_EXCEPTION_MESSAGE, 'collection.confirmRequired'],
  ...REQUEST_ACTIONS.map(
    (action) => [actionOffReason(action), `messages.actionOff.${action}`] as [string, string],
  ),
];

/** The services' messages for any screen that shows them (staff show a customer's services too). */
export const SERVICE_MESSAGES: TServerMessageCatalog = {
  keys: new Map(KEYS.map(([text, key]) => [text, `${NS}${key}`])),
  counted: [
    { text: alreadyHaveCartMessage, key: `${NS}messages.alreadyHaveCart`, name: 'size' },
    { text: noAdditionalCartsMessage, key: `${NS}messages.noAdditionalCarts`, name: 'size' },
    ...SERVICE_TYPES.map((type) => ({
      text: (size: number) => sizeNotOfferedMessage(type, size),
      key: `${NS}messages.sizeNotOffered.${type}`,
      name: 'size',
    })),
  ],
};

/** The back office's English day names → their keys under `days.` (in services and in my-services). */
export const DAY_KEYS: Record<string, string> = {
  Monday: 'days.monday',
  Tuesday: 'days.tuesday',
  Wednesday: 'days.wednesday',
  Thursday: 'days.thursday',
  Friday: 'days.friday',
  Saturday: 'days.saturday',
  Sunday: 'days.sunday',
};

/** `(text) => translated text`, for messages from the rules or the server. */
export function useMessageText() {
  const { t } = useTranslation('services');
  return useCallback(
    (message: string | null | undefined): string => {
      if (!message) return '';
      const found = findServerMessage(message, SERVICE_MESSAGES);
      return found ? t(found.key, found.values) : message;
    },
    [t],
  );
}

/** "Monday, Thursday" in the reader's language; Non Regular Service as such. */
export function useDayText() {
  const { t } = useTranslation('services');
  return useCallback(
    (days: string): string => {
      if (days === NON_REGULAR_SERVICE) return t('days.nonRegular');
      return days
        .split(',')
        .map((d) => d.trim())
        .map((d) => (DAY_KEYS[d] ? t(DAY_KEYS[d]) : d))
        .join(', ');
    },
    [t],
  );
}
