/** What the pickup journeys share: the signed-in resident's pickup days, a day as the portal writes it. */
import type { Page } from '@playwright/test';
import type { TPickupsResponse } from '../../src/domain/pickup-calendar/pickups-api';
import { expect } from './test';

/** "Thursday, November 26": a pickup day as the Next pickup card and the reminder mail write it. */
export const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

/** GET /api/pickups as the page's signed-in resident. */
export async function pickups(page: Page): Promise<TPickupsResponse> {
  const res = await page.request.get('/api/pickups');
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}
