/**
 * What a service card says about collection day (issue 32 §1, §2), as GET /api/services answers it:
 * the status of today's pickup and of the last one, and whether a missed pickup may be reported now
 * (the window rule of domain/collection-day, judged once on the server for the card and the filing).
 *
 * The server's refusals are English texts here, so the web app maps them to its keys (messages.ts).
 */
import { z } from 'zod';
import { NOT_COLLECTED_REASONS, type TCollectionStatus } from '../collection-day/route-events';

const ZDay = z.iso.date();

export const ZCollectionStatus: z.ZodType<TCollectionStatus> = z.union([
  z.object({ day: ZDay, state: z.literal('collected'), at: z.iso.datetime({ offset: true }) }),
  z.object({
    day: ZDay,
    state: z.literal('not-collected'),
    at: z.iso.datetime({ offset: true }),
    reason: z.enum(NOT_COLLECTED_REASONS),
    note: z.string().nullable(),
    photoRef: z.string().nullable(),
  }),
  z.object({
    day: ZDay,
    state: z.enum(['in-progress', 'scheduled', 'no-report']),
    routeCompleted: z.boolean(),
  }),
]);

/**
 * The pickup a missed-pickup report would be about, and whether one is taken now:
 * - route-in-progress: today's route is not finished ("report after it is finished")
 * - open: taken until the end of `lastDay`
 * - closed: the last day was `lastDay` ("call us")
 * `recorded` is the crew's exception for that pickup, which the resident confirms before filing.
 */
export const ZMissedPickupReport = z.object({
  pickupDay: ZDay,
  state: z.enum(['route-in-progress', 'open', 'closed']),
  lastDay: ZDay.nullable(),
  recorded: z
    .object({
      reason: z.enum(NOT_COLLECTED_REASONS),
      at: z.iso.datetime({ offset: true }),
      note: z.string().nullable(),
    })
    .nullable(),
});
export type TMissedPickupReport = z.infer<typeof ZMissedPickupReport>;

export const ZServiceCollection = z.object({
  /** Today's pickup, when today is a pickup day of the service. */
  today: ZCollectionStatus.nullable(),
  /** The last pickup day before today (within the last four weeks). */
  last: ZCollectionStatus.nullable(),
  /** Null when the service has no pickup day to report about (no schedule, nothing in four weeks). */
  missedPickup: ZMissedPickupReport.nullable(),
});
export type TServiceCollection = z.infer<typeof ZServiceCollection>;

export const ROUTE_IN_PROGRESS_MESSAGE =
  'Your route is still in progress today; report a missed pickup after it is finished';
export const REPORTS_CLOSED_MESSAGE = 'Reports for this pickup are closed; call us';
export const CONFIRM_RECORDED_EXCEPTION_MESSAGE =
  'Please confirm that you still want to report a missed pickup.';

/** "Reports for November 17 are closed; call us" (the English refusal; the card words it per language). */
export function reportsClosedMessage(day: string, phone: string | null): string {
  const date = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
  return `Reports for ${date} are closed; call us${phone ? ` at ${phone}` : ''}.`;
}

/** How a ticket records what the crew had recorded: "not-collected:cart-not-out". */
export function recordedStatusOf(recorded: TMissedPickupReport['recorded']): string | null {
  return recorded ? `not-collected:${recorded.reason}` : null;
}
