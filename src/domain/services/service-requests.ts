/**
 * The service request forms (spec 02 §5) and who may use them (spec 02 §6). Each schema is shared by
 * the form (zodResolver) and the API route, so both show the spec's messages.
 */
import { z } from 'zod';
import { DEFAULT_RESTRICTION_MESSAGE } from '../portal-basics';
import { parseCalendarDate, toCalendarDate } from './calendar-date';
import type { CalendarDate, DateInput } from './calendar-date';

export const SELECT_SIZE_MESSAGE = 'Please select a size before submitting.';
export const SELECT_QUANTITY_MESSAGE = 'Please select a quantity before submitting.';
export const QUANTITY_WHOLE_MESSAGE = 'Please select a whole number of carts.';
export const QUANTITY_MIN_MESSAGE = 'Quantity cannot be less than 0.';
export const SUBJECT_REQUIRED_MESSAGE = 'Please enter a subject for your request.';
export const MISSED_PICKUP_DETAILS_MESSAGE = 'Please provide details about your missed pickup.';
export const PICKUP_DETAILS_MESSAGE = 'Please provide details about your pickup request.';
export const VACATION_DATES_REQUIRED_MESSAGE = 'Please select both start and end dates for vacation hold.';
export const VACATION_DATE_INVALID_MESSAGE = 'Please enter a valid date.';
export const VACATION_START_IN_PAST_MESSAGE = 'The vacation hold cannot start before today.';
export const VACATION_END_BEFORE_START_MESSAGE = 'The vacation hold cannot end before its start date.';
export const DAMAGED_CART_REQUIRED_MESSAGE = 'Please select a cart that needs to be replaced.';
export const DAMAGE_DESCRIPTION_MESSAGE = 'Please describe the damage to your cart.';
export const NO_CARTS_MESSAGE = 'No carts found for this service.';
export const REQUEST_DETAILS_MESSAGE = 'Please provide details about your request.';

export const SUBJECT_MAX_LENGTH = 200;
export const DETAILS_MAX_LENGTH = 4000;

function requiredText(message: string, max = DETAILS_MAX_LENGTH) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters.`);
}

/** A select's value: a number, numeric text, or empty ("" and null count as not chosen). */
function selectedNumber(message: string) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
    z.number({ error: message }),
  );
}

export const ZChangeServiceRequest = z.object({
  size: selectedNumber(SELECT_SIZE_MESSAGE).pipe(z.number().positive(SELECT_SIZE_MESSAGE)),
});
export type TChangeServiceRequest = z.infer<typeof ZChangeServiceRequest>;

/** Quantity 0 removes that size's carts. */
export const ZAdditionalCartsRequest = z.object({
  size: selectedNumber(SELECT_SIZE_MESSAGE).pipe(z.number().positive(SELECT_SIZE_MESSAGE)),
  quantity: selectedNumber(SELECT_QUANTITY_MESSAGE).pipe(
    z.number().int(QUANTITY_WHOLE_MESSAGE).min(0, QUANTITY_MIN_MESSAGE),
  ),
});
export type TAdditionalCartsRequest = z.infer<typeof ZAdditionalCartsRequest>;

export const ZMissedPickupRequest = z.object({
  subject: requiredText(SUBJECT_REQUIRED_MESSAGE, SUBJECT_MAX_LENGTH),
  details: requiredText(MISSED_PICKUP_DETAILS_MESSAGE),
  /**
   * The resident confirms the report although the crew recorded the cart as not collected (issue 32
   * §2): required then, so crews are not sent back for a cart that was never out.
   */
  confirmRecordedException: z.boolean().optional(),
});
export type TMissedPickupRequest = z.infer<typeof ZMissedPickupRequest>;

export const ZPickupRequest = z.object({
  subject: requiredText(SUBJECT_REQUIRED_MESSAGE, SUBJECT_MAX_LENGTH),
  details: requiredText(PICKUP_DETAILS_MESSAGE),
});
export type TPickupRequest = z.infer<typeof ZPickupRequest>;

/** A date field: "YYYY-MM-DD", "MM/DD/YYYY" or a Date; blank is undefined. */
const ZDateField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.union([z.string(), z.date()]).optional(),
);

export interface TVacationHoldRequest {
  startDate: CalendarDate;
  endDate: CalendarDate;
  comments: string;
}

/**
 * Vacation hold: both dates required, the start not before `today`, the end not before the start
 * (a one-day hold is allowed); comments optional. Dates come out as "YYYY-MM-DD".
 */
export function makeVacationHoldRequestSchema(today: DateInput) {
  const firstAllowedDay = toCalendarDate(today);
  return z
    .object({
      startDate: ZDateField,
      endDate: ZDateField,
      comments: z.string().trim().max(DETAILS_MAX_LENGTH).optional(),
    })
    .transform((value, ctx): TVacationHoldRequest => {
      if (value.startDate === undefined || value.endDate === undefined) {
        for (const key of ['startDate', 'endDate'] as const) {
          if (value[key] === undefined)
            ctx.addIssue({ code: 'custom', path: [key], message: VACATION_DATES_REQUIRED_MESSAGE });
        }
        return z.NEVER;
      }
      const start = parseCalendarDate(value.startDate);
      const end = parseCalendarDate(value.endDate);
      if (!start.ok)
        ctx.addIssue({ code: 'custom', path: ['startDate'], message: VACATION_DATE_INVALID_MESSAGE });
      if (!end.ok)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: VACATION_DATE_INVALID_MESSAGE });
      if (!start.ok || !end.ok) return z.NEVER;
      let valid = true;
      if (start.date < firstAllowedDay) {
        ctx.addIssue({ code: 'custom', path: ['startDate'], message: VACATION_START_IN_PAST_MESSAGE });
        valid = false;
      }
      if (end.date < start.date) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: VACATION_END_BEFORE_START_MESSAGE });
        valid = false;
      }
      if (!valid) return z.NEVER;
      return { startDate: start.date, endDate: end.date, comments: value.comments ?? '' };
    });
}

/** `cart` identifies one of the customer's carts of this service (the form's select value). */
export const ZDamagedCartRequest = z.object({
  cart: requiredText(DAMAGED_CART_REQUIRED_MESSAGE, SUBJECT_MAX_LENGTH),
  description: requiredText(DAMAGE_DESCRIPTION_MESSAGE),
});
export type TDamagedCartRequest = z.infer<typeof ZDamagedCartRequest>;

/** With exactly one cart the form preselects it; otherwise nothing is preselected. */
export function preselectedCart<T>(carts: readonly T[]): T | null {
  return carts.length === 1 ? carts[0] : null;
}

/** The row actions of My Services (spec 02 §2.2), each opening the enterprise support modal. */
export const ENTERPRISE_ACTIONS = [
  'change-service',
  'additional-carts',
  'request-pickup',
  'missed-pickup',
  'vacation-stop',
  'damaged-replace',
] as const;
export const ZEnterpriseAction = z.enum(ENTERPRISE_ACTIONS);
export type EnterpriseAction = z.infer<typeof ZEnterpriseAction>;

export const ENTERPRISE_ACTION_LABELS: Record<EnterpriseAction, string> = {
  'change-service': 'Change Service',
  'additional-carts': 'Additional Carts',
  'request-pickup': 'Request Extra Pickup',
  'missed-pickup': 'Missed Pickup',
  'vacation-stop': 'Vacation Stop/Restart',
  'damaged-replace': 'Damaged/Replace',
};

/** Enterprise modal: subject required after trimming, except for request-pickup; details required. */
export const ZEnterpriseActionRequest = z
  .object({
    action: ZEnterpriseAction,
    subject: z.string().trim().max(SUBJECT_MAX_LENGTH).default(''),
    details: requiredText(REQUEST_DETAILS_MESSAGE),
  })
  .superRefine((value, ctx) => {
    if (value.action !== 'request-pickup' && value.subject === '') {
      ctx.addIssue({ code: 'custom', path: ['subject'], message: SUBJECT_REQUIRED_MESSAGE });
    }
  });
export type TEnterpriseActionRequest = z.infer<typeof ZEnterpriseActionRequest>;

export interface RestrictChangesOptions {
  enabled?: boolean | null;
  stopChangeDate?: string | null;
  restrictionMessage?: string | null;
}

export interface ChangesRestriction {
  restricted: boolean;
  /** The portal's restrictionMessage, or the default; null when not restricted. */
  message: string | null;
}

/**
 * Change Service and Additional Carts are disabled when restrictChanges is enabled and today is
 * after stopChangeDate (the stop date itself still allows changes). Without a readable stop date
 * nothing is restricted.
 */
export function changesRestricted(
  options: RestrictChangesOptions | null | undefined,
  today: DateInput,
): ChangesRestriction {
  const stop = parseCalendarDate(options?.stopChangeDate);
  if (options?.enabled !== true || !stop.ok || toCalendarDate(today) <= stop.date) {
    return { restricted: false, message: null };
  }
  const custom = options.restrictionMessage?.trim();
  return { restricted: true, message: custom ? custom : DEFAULT_RESTRICTION_MESSAGE };
}

export const REQUEST_ACTIONS = ['requestPickup', 'missedPickup', 'vacationStop', 'damagedReplace'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

export const REQUEST_ACTION_LABELS: Record<RequestAction, string> = {
  requestPickup: 'Request Pickup',
  missedPickup: 'Missed Pickup',
  vacationStop: 'Vacation Stop/Restart',
  damagedReplace: 'Damaged/Replace',
};

export const REQUESTS_OFF_REASON = 'Service requests are not available';
export const REQUESTS_UNKNOWN_REASON = 'Service temporarily unavailable';
export function actionOffReason(action: RequestAction): string {
  return `${REQUEST_ACTION_LABELS[action]} service is not available`;
}

/** Flags count as on unless explicitly false; anything but a boolean makes the setting unreadable. */
const ZRequestSettings = z.object({
  enabled: z.boolean().optional(),
  requestPickup: z.boolean().optional(),
  missedPickup: z.boolean().optional(),
  vacationStop: z.boolean().optional(),
  damagedReplace: z.boolean().optional(),
  disabledDisplay: z.enum(['disable-only', 'disable-and-hide']).optional(),
});

export interface ActionAvailability {
  available: boolean;
  /** Hide the action instead of greying it out (disabledDisplay disable-and-hide). */
  hidden: boolean;
  reason: string | null;
}

/**
 * Whether a request action card is usable (spec 02 §6):
 * - settings missing (not loaded) or unreadable → greyed, "Service temporarily unavailable";
 * - all requests off (enabled false) → "Service requests are not available";
 * - this action off → "{action} service is not available".
 * A disabled action is hidden when disabledDisplay is disable-and-hide.
 */
export function requestActionAvailability(
  allowServiceRequests: unknown,
  action: RequestAction,
): ActionAvailability {
  const parsed = ZRequestSettings.safeParse(allowServiceRequests);
  if (allowServiceRequests === null || allowServiceRequests === undefined || !parsed.success) {
    return { available: false, hidden: false, reason: REQUESTS_UNKNOWN_REASON };
  }
  const settings = parsed.data;
  const hidden = settings.disabledDisplay === 'disable-and-hide';
  if (settings.enabled === false) return { available: false, hidden, reason: REQUESTS_OFF_REASON };
  if (settings[action] === false) return { available: false, hidden, reason: actionOffReason(action) };
  return { available: true, hidden: false, reason: null };
}

/** The actions that need the service to be running: there is no pickup to miss, stop or cart to replace before it starts. */
export const RUNNING_SERVICE_ACTIONS: readonly RequestAction[] = [
  'missedPickup',
  'vacationStop',
  'damagedReplace',
];
export const SERVICE_NOT_STARTED_MESSAGE = 'Available once this service has started.';

/**
 * A request action on a service that has not started yet (every line of it starts after today): the
 * actions that need it running are greyed with SERVICE_NOT_STARTED_MESSAGE; the others are as the
 * portal says. `firstLineState` is the state of the service's earliest line (the card's activeService),
 * null when the back office has none (nothing to judge by, so nothing changes).
 */
export function notStartedAvailability(
  action: RequestAction,
  firstLineState: 'active' | 'pending' | 'error' | null | undefined,
  availability: ActionAvailability,
): ActionAvailability {
  if (!availability.available || firstLineState !== 'pending' || !RUNNING_SERVICE_ACTIONS.includes(action))
    return availability;
  return { available: false, hidden: false, reason: SERVICE_NOT_STARTED_MESSAGE };
}
