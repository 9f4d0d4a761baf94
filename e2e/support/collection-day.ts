/**
 * Collection day for the journeys (issue 32): staff record route events in the built-in back office
 * through the Route Day screen's API (/api/admin/route-days/…), for the demo resident's site. The
 * resident's site is read from their Services page (the account number is customer.site); the demo
 * seed puts Village of Lake Bluff in the TRUX_LR_COMP_RAW database.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { TRouteStateBody, TSiteEventInput } from '../../src/domain/collection-day/route-day-api';
import type { TServicesResponse } from '../../src/domain/services/services-api';
import { expect } from './test';

export const LAKE_BLUFF_SOURCE = 'TRUX_LR_COMP_RAW';

/** GET /api/services as the page's signed-in resident. */
export async function servicesOf(page: Page): Promise<TServicesResponse> {
  const res = await page.request.get('/api/services');
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** The resident's site as route events name it. */
export function siteOf(services: TServicesResponse) {
  const [customer, site] = (services.accountNumber ?? '').split('.');
  expect(customer && site, 'the resident has an account number').toBeTruthy();
  return { source: LAKE_BLUFF_SOURCE, customer: customer!, site: site! };
}

/** The demo resident's portal, whose Route Day the staff record on. */
export const LAKE_BLUFF_PORTAL = 'demo-lake-bluff';

/** Staff post `body` on the resident's portal to the Route Day API at `path`, which must take it. */
async function postRouteDay(staff: APIRequestContext, path: string, body: object): Promise<void> {
  const res = await staff.post(`/api/admin/route-days/${path}`, {
    data: { portalId: LAKE_BLUFF_PORTAL, ...body },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Staff mark a route of the resident's portal started or completed (the request carries a staff sign-in). */
export function markRoute(staff: APIRequestContext, body: Omit<TRouteStateBody, 'portalId'>): Promise<void> {
  return postRouteDay(staff, 'route-state', body);
}

/** Staff record what happened at one stop of a route, as the Route Day screen does. */
export function recordStop(staff: APIRequestContext, body: Omit<TSiteEventInput, 'portalId'>): Promise<void> {
  return postRouteDay(staff, 'site-events', body);
}
