/**
 * The missed-pickup window as the server holds every filing to it (issue 32 §2): the resident's form
 * (services-service.ts) and a city's Open311 client (open311-service.ts) ask the same question of the
 * same rule the card shows, so a report is refused alike wherever it comes from.
 */
import type { TCustomerServiceRecord } from '../../../domain/back-office';
import { resolveBranding } from '../../../domain/branding';
import type { ServiceType } from '../../../domain/services/service-types';
import type { TPortalSetup } from '../../../domain/portal-setup';
import {
  CONFIRM_RECORDED_EXCEPTION_MESSAGE,
  recordedStatusOf,
  reportsClosedMessage,
  ROUTE_IN_PROGRESS_MESSAGE,
  type TMissedPickupReport,
} from '../../../domain/services/missed-pickup-report';
import type { AppContext } from '../../app-context';
import { companyDefaults } from '../../company-defaults';
import { AppError } from '../../errors';
import { portalTimeZone } from '../pickup-calendar/pickup-calendar-settings';
import { findCustomerCollections } from './collection-status';

export interface MissedPickupFiling {
  setup: TPortalSetup;
  /** The back-office site the report is about. */
  address: { source: string; cust: string; site: string };
  serviceType: ServiceType;
  /**
   * Whether the reporter confirmed the report after seeing what the crew recorded: the resident's
   * form asks; a city's Open311 client cannot, so its reports are filed with the record noted as
   * unconfirmed for the dispatcher to weigh.
   */
  confirmed: boolean | 'cannot-ask';
}

/** What a taken report carries onto its ticket: the pickup it is about and what the crew recorded. */
export interface MissedPickupFacts {
  pickupDay: string;
  /** "not-collected:cart-not-out", kept on the request row. */
  recordedStatus: string | null;
  /** "not collected (cart-not-out) at 9:05 AM: <note>", the ticket's note for the crew. */
  recordedNote: string | null;
}

/**
 * Throws the card's refusal (409 while the route is in progress or once reports are closed; 422 when
 * the crew recorded the cart as not collected and the reporter has not confirmed); else answers the
 * facts for the ticket. Null when there is no pickup to judge (no day of service) or the back office
 * cannot be asked: the report is kept rather than refused, as for the other checks.
 */
export async function requireMissedPickupWindow(
  ctx: AppContext,
  filing: MissedPickupFiling,
): Promise<MissedPickupFacts | null> {
  let records: TCustomerServiceRecord[];
  try {
    records = await ctx.ports.backOffice.findCustomerServices({
      source: filing.address.source,
      customer: filing.address.cust,
      site: filing.address.site,
    });
  } catch {
    return null;
  }
  const collections = await findCustomerCollections(ctx.db, {
    setup: filing.setup,
    address: filing.address,
    records,
    now: ctx.now(),
  });
  const report = collections.get(filing.serviceType)?.missedPickup ?? null;
  if (!report) return null;
  if (report.state === 'route-in-progress') throw new AppError('CONFLICT', ROUTE_IN_PROGRESS_MESSAGE);
  if (report.state === 'closed') {
    const phone = resolveBranding(filing.setup, companyDefaults(ctx.config)).contact.phoneDisplay || null;
    throw new AppError('CONFLICT', reportsClosedMessage(report.pickupDay, phone));
  }
  if (report.recorded && filing.confirmed === false) {
    throw new AppError('UNPROCESSABLE', CONFIRM_RECORDED_EXCEPTION_MESSAGE, {
      fields: { confirmRecordedException: CONFIRM_RECORDED_EXCEPTION_MESSAGE },
    });
  }
  return {
    pickupDay: report.pickupDay,
    recordedStatus: recordedStatusOf(report.recorded),
    recordedNote: recordedNoteOf(filing.setup, report),
  };
}

function recordedNoteOf(setup: TPortalSetup, report: TMissedPickupReport): string | null {
  const { recorded } = report;
  if (!recorded) return null;
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: portalTimeZone(setup),
  }).format(new Date(recorded.at));
  return `not collected (${recorded.reason}) at ${time}${recorded.note ? `: ${recorded.note}` : ''}`;
}
