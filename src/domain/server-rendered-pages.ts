/**
 * The pages the server renders per request for whoever is signed in (issue 9: the resident's
 * Services page; issue 33 §1: the staff pages people open all day), so that their largest paint is
 * in the HTML. Shared by the server, which decides from this table and the cookies whether to ask
 * itself for the page's answers at all (src/server/signed-in-pages.ts), and the web app, which names
 * the answers each page is rendered with (src/web/app/server-rendered-pages.ts) and the time-zone
 * cookie it keeps for the server's formatting.
 */
import { paths } from './paths';

/** Whose session a page is rendered for: a customer's or a staff member's. */
export type TRenderedPageSession = 'customer' | 'staff';

export const SERVER_RENDERED_PAGES = [
  { path: paths.services, session: 'customer' },
  { path: paths.admin.center, session: 'staff' },
  { path: paths.admin.customerProfiles, session: 'staff' },
  { path: paths.admin.serviceRequests, session: 'staff' },
  { path: paths.admin.dashboard, session: 'staff' },
  { path: paths.admin.deliveryReport, session: 'staff' },
] as const satisfies ReadonlyArray<{ path: string; session: TRenderedPageSession }>;

export type TServerRenderedPage = (typeof SERVER_RENDERED_PAGES)[number];

/** The page at `pathname` (matched without regard to case, as the web app's routes are), if any. */
export function serverRenderedPage(pathname: string): TServerRenderedPage | undefined {
  const path = pathname.toLowerCase();
  return SERVER_RENDERED_PAGES.find((page) => page.path.toLowerCase() === path);
}

/**
 * The reader's time zone (an IANA name), kept by the web app beside its language cookie: the server
 * formats moments in it, as the browser will when it takes the page over.
 */
export const TIME_ZONE_COOKIE = 'curbside_time_zone';
