/**
 * Several services' pickups grouped into pickup days: what the "Next pickup" card shows (the date,
 * which carts, "moved because of …") and what the calendar feed turns into one all-day event each.
 *
 * Event UIDs are built from the route day, not the pickup day, so when staff add a holiday after a
 * calendar app has subscribed, the app moves the existing event instead of adding a second one.
 */
import { SERVICE_TYPES } from '../services/service-changes';
import type { ServiceType } from '../services/service-changes';
import { addDays } from './calendar-days';
import type { CalendarDate, ZonedNow } from './calendar-days';
import type { ScheduledPickup } from './pickup-schedule';

export interface PickupDay {
  date: CalendarDate;
  /** Carts collected that day, in the portal's order: trash, recycling, yard waste. */
  carts: ServiceType[];
  /**
   * The earliest route day among the day's pickups. The same for the day whether or not a holiday
   * moved it, hence the base of its event UID.
   */
  originalDate: CalendarDate;
  /** Why the day's pickups were moved ("Thanksgiving Day"), or null when none was. */
  shiftedBy: string | null;
}

/**
 * Pickups of any number of services → one entry per day, in date order. A holiday rule is the same
 * for every service of a portal, so pickups that share a day share a route day and a reason; the
 * exception (a Friday route moved onto a Saturday route) keeps the earliest route day and the
 * reason of the moved one.
 */
export function groupPickupsByDay(pickups: Iterable<ScheduledPickup>): PickupDay[] {
  const byDate = new Map<CalendarDate, PickupDay>();
  for (const pickup of pickups) {
    const day = byDate.get(pickup.date);
    if (!day) {
      byDate.set(pickup.date, {
        date: pickup.date,
        carts: [pickup.serviceType],
        originalDate: pickup.originalDate,
        shiftedBy: pickup.shiftedBy,
      });
      continue;
    }
    if (!day.carts.includes(pickup.serviceType)) day.carts.push(pickup.serviceType);
    if (pickup.originalDate < day.originalDate) day.originalDate = pickup.originalDate;
    day.shiftedBy ??= pickup.shiftedBy;
  }
  const cartOrder = (cart: ServiceType) => SERVICE_TYPES.indexOf(cart);
  return [...byDate.values()]
    .map((day) => ({ ...day, carts: [...day.carts].sort((a, b) => cartOrder(a) - cartOrder(b)) }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The first pickup day on or after today: today's pickup is still "next" until the day is over. */
export function findNextPickupDay(days: PickupDay[], today: CalendarDate): PickupDay | null {
  return days.find((day) => day.date >= today) ?? null;
}

/**
 * The stable UID of a pickup day's calendar event, e.g. "c0ffee-2026-11-26@curbside". `customerKey`
 * must be stable for the customer (the server passes an opaque key, not their id); the route day keeps
 * the UID through holiday moves.
 */
export function pickupEventUid(customerKey: string, day: Pick<PickupDay, 'originalDate'>): string {
  const id = customerKey.trim();
  if (id === '') throw new RangeError('A pickup event UID needs the customer key');
  return `${id}-${day.originalDate}@curbside`;
}

/**
 * The day whose evening-before reminder is due at `now`: tomorrow's pickup day once the portal's
 * clock has reached the reminder time, otherwise null. A job that runs every few minutes sends it
 * once (the job remembers what it sent; this only says what is due).
 */
export function findReminderDue(days: PickupDay[], now: ZonedNow, reminderTime: string): PickupDay | null {
  if (now.time < reminderTime) return null;
  const tomorrow = addDays(now.date, 1);
  return days.find((day) => day.date === tomorrow) ?? null;
}
