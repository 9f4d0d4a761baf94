/**
 * Collection day for the journeys (issue 32): staff record route events in the built-in back office
 * through the admin API (POST /api/admin/collection-day/events), for the demo resident's site. The
 * resident's site is read from their Services page (the account number is customer.site); the demo
 * seed puts Village of Lake Bluff in the TRUX_LR_COMP_RAW database.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { TRouteEvent } from '../../src/domain/collection-day/route-events';
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

/** Staff record events (the request context carries a staff sign-in). */
export async function recordRouteEvents(staff: APIRequestContext, events: TRouteEvent[]): Promise<void> {
  const res = await staff.post('/api/admin/collection-day/events', { data: { events } });
  expect(res.status(), await res.text()).toBe(200);
}
