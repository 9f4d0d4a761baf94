/**
 * What each page the server renders per request is rendered with (the pages, and whose session may
 * have one: src/domain/server-rendered-pages.ts). For a session, `pageAnswers` names the answers the
 * page's hooks read on their first render, as the browser would ask for them: the query module's own
 * key and address, with the page's default filters. The server asks itself for each with the
 * browser's cookies (src/server/signed-in-pages.ts), so every answer passes the route's own role and
 * portal checks; `pageQueries` puts them in the shape the query cache holds them in, for the render
 * (prerender.tsx) and for the browser, which takes the page over with them (main.tsx).
 *
 * A part whose answer is not given renders its loading state on the server and in the browser alike,
 * and asks once the app runs; prerender.tsx reports which answers a render read but did not have.
 * Only the renderer's bundle (dist/ssr) imports this module, never the browser's entry.
 */
import type { QueryKey } from '@tanstack/react-query';
import { serverRenderedPage } from '../../domain/server-rendered-pages';
import type { TSession } from '../../domain/session';
import { paths } from '../../domain/paths';
import { mayOpenAdminPage } from '../features/admin-auth/admin-only-paths';
import { ADMIN_CENTER_URL, adminCenterQueryOptions } from '../features/admin-center/api/get-admin-center';
import { DESK_COUNTS_URL, deskCountsQueryOptions } from '../features/admin-center/api/get-desk-counts';
import {
  CUSTOMER_PROFILE_FILTER_OPTIONS_URL,
  customerProfileFilterOptionsQueryOptions,
} from '../features/customer-profiles/api/find-customer-profile-filter-options';
import {
  customerProfilesQueryOptions,
  customerProfilesUrl,
  filterQuery as customerProfileFilterQuery,
  NO_CUSTOMER_PROFILE_FILTERS,
} from '../features/customer-profiles/api/find-customer-profiles';
import {
  dashboardFiguresQueryOptions,
  dashboardPortalsQueryOptions,
  dashboardUrls,
  recentCustomersQueryOptions,
  routeExceptionsQueryOptions,
} from '../features/dashboard/api/dashboard-queries';
import {
  deliveryReportPortalsQueryOptions,
  deliveryReportQueryOptions,
  deliveryReportSummaryQueryOptions,
  deliveryReportUrls,
} from '../features/delivery-report/api/delivery-report-queries';
import { defaultSettings, reportQuery } from '../features/delivery-report/api/report-settings';
import {
  SERVICE_REQUEST_PORTALS_URL,
  serviceRequestPortalsQueryOptions,
} from '../features/service-requests/api/find-service-request-portals';
import {
  serviceRequestsQueryOptions,
  serviceRequestsUrl,
} from '../features/service-requests/api/find-service-requests';
import {
  filterQuery as serviceRequestFilterQuery,
  NO_SERVICE_REQUEST_FILTERS,
} from '../features/service-requests/api/service-request-filters';
import { SERVICES_URL, servicesQueryOptions } from '../features/services/api/get-services';
import {
  wasteGuideMissesQueryOptions,
  wasteGuideMissesUrl,
} from '../features/what-goes-where/api/waste-guide-editor';
import { BRANDING_URL, brandingQueryOptions } from '../lib/use-branding';

/** One answer a page is rendered with. */
export interface PageAnswer {
  /** The address the page's hook asks for it. */
  url: string;
  /** The key the hook reads it under. */
  queryKey: QueryKey;
  /** The page is rendered without it when it does not answer 200 (else the bare page is sent). */
  optional?: boolean;
  /** The answer as the cache holds it (a Load More list keeps pages); the body itself otherwise. */
  cached?: (body: unknown) => unknown;
}

const answer = (options: { queryKey: QueryKey }, url: string): PageAnswer => ({
  url,
  queryKey: options.queryKey,
});

/** The first page of a Load More list, held as an infinite query holds it. */
const firstPage = (options: { queryKey: QueryKey; initialPageParam: unknown }, url: string): PageAnswer => ({
  url,
  queryKey: options.queryKey,
  cached: (page) => ({ pages: [page], pageParams: [options.initialPageParam] }),
});

/** The shell's title and contact details, or the admin frame's demo banner: the page renders without. */
const branding = (session: TSession): PageAnswer => ({
  ...answer(brandingQueryOptions(session.customer?.uid ?? null), BRANDING_URL),
  optional: true,
});

type Staff = NonNullable<TSession['staff']>;
/** Who edits the what-goes-where lists, and so sees the dashboard's misses (waste-guide-misses-panel). */
const editsWasteGuide = (staff: Staff) => staff.role === 'admin' || staff.role === 'customerservice';

/** Each staff page's answers; each page opens with no filter chosen (its own defaults). */
const STAFF_ANSWERS: Record<string, (staff: Staff) => PageAnswer[]> = {
  [paths.admin.center]: (staff) => [
    answer(adminCenterQueryOptions, ADMIN_CENTER_URL),
    ...(staff.role === 'municipality' ? [answer(deskCountsQueryOptions, DESK_COUNTS_URL)] : []),
  ],
  [paths.admin.customerProfiles]: () => {
    const filters = customerProfileFilterQuery(NO_CUSTOMER_PROFILE_FILTERS);
    return [
      firstPage(customerProfilesQueryOptions(filters), customerProfilesUrl(filters)),
      answer(customerProfileFilterOptionsQueryOptions, CUSTOMER_PROFILE_FILTER_OPTIONS_URL),
    ];
  },
  [paths.admin.serviceRequests]: () => {
    const filters = serviceRequestFilterQuery(NO_SERVICE_REQUEST_FILTERS);
    return [
      firstPage(serviceRequestsQueryOptions(filters), serviceRequestsUrl(filters)),
      answer(serviceRequestPortalsQueryOptions, SERVICE_REQUEST_PORTALS_URL),
    ];
  },
  // all portals, the whole growth range (dashboard-page.tsx's first state), the panels' first pages
  [paths.admin.dashboard]: (staff) => [
    answer(dashboardFiguresQueryOptions('', 'all'), dashboardUrls.figures('', 'all')),
    answer(dashboardPortalsQueryOptions(), dashboardUrls.portals),
    answer(routeExceptionsQueryOptions(''), dashboardUrls.routeExceptions('')),
    ...(staff.role === 'municipality'
      ? []
      : [answer(recentCustomersQueryOptions('', ''), dashboardUrls.recent('', ''))]),
    ...(editsWasteGuide(staff) ? [answer(wasteGuideMissesQueryOptions(''), wasteGuideMissesUrl(''))] : []),
  ],
  // a municipality user's report waits for its first portal to be chosen: only the portals then
  [paths.admin.deliveryReport]: (staff) => {
    const query = reportQuery(defaultSettings(), '', false);
    return [
      answer(deliveryReportPortalsQueryOptions, deliveryReportUrls.portals),
      ...(staff.role === 'municipality'
        ? []
        : [
            firstPage(deliveryReportQueryOptions(query), deliveryReportUrls.rows(query)),
            answer(deliveryReportSummaryQueryOptions(query), deliveryReportUrls.summary(query)),
          ]),
    ];
  },
};

/**
 * The answers the page at `pathname` is rendered with for `session`, or null when the server does
 * not render it for that session (the browser then gets the bare page and does what it always did:
 * a guard's redirect, another page).
 */
export function pageAnswers(pathname: string, session: TSession): PageAnswer[] | null {
  const page = serverRenderedPage(pathname);
  if (!page || session.pendingGoogleRegistration) return null;
  const { customer, staff } = session;
  if (page.session === 'customer') {
    // staff signed in as well see the customer pages as staff; an enterprise customer's Services
    // page sends them on to My Services
    if (!customer || staff || customer.entryType === 'EnterpriseCustomerProfile') return null;
    return [answer(servicesQueryOptions(), SERVICES_URL), branding(session)];
  }
  // the admin guard's rules (require-staff.tsx): the page itself, not a redirect, for this role
  if (!staff || staff.role === 'unknown' || !mayOpenAdminPage(staff.role, page.path)) return null;
  const answers = STAFF_ANSWERS[page.path];
  return answers ? [...answers(staff), branding(session)] : null;
}

/** The cache's entries of a page's answers (undefined: an optional one that did not come). */
export function pageQueries(
  answers: readonly PageAnswer[],
  bodies: readonly unknown[],
): Array<readonly [QueryKey, unknown]> {
  return answers.flatMap((pageAnswer, index) => {
    const body = bodies[index];
    if (body === undefined) return [];
    return [[pageAnswer.queryKey, pageAnswer.cached ? pageAnswer.cached(body) : body] as const];
  });
}
