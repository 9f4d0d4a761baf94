/**
 * The dashboard page rendered to HTML with figures in the query cache (no browser here; the journey
 * clicks the toggles): the stat cards with one-decimal percentages, the charts' written-out figures,
 * the recent customers with their View links, the empty and error states, and English and Spanish
 * strings in step.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectTexts } from '../../test/expect-texts';
import { seedStaffSession } from '../../test/staff-session';
import { initTestI18n } from '../../test/test-i18n';
import type { TDashboardFigures, TRecentCustomersPage } from '../../../domain/dashboard/dashboard';
import { sampleFigures } from '../../../domain/dashboard/test-fixtures';
import en from '../../i18n/locales/en/dashboard.json';
import es from '../../i18n/locales/es/dashboard.json';
import type { TSessionStaff } from '../../../domain/session';
import { renderToHtml } from '../../test/render-to-html';
import { dashboardKeys } from './api/dashboard-queries';
import { DashboardPage } from './dashboard-page';

const figures = sampleFigures;

const recent: TRecentCustomersPage = {
  items: [
    {
      uid: 'demo-resident-1',
      portalTitle: 'Village of Lake Bluff',
      firstName: 'Rita',
      lastName: 'Resident',
      organizationName: null,
      email: 'resident@curbside.demo',
      phoneNumber: '(847) 555-0111',
      residenceType: 'singleFamily',
      changedServices: ['trash'],
      hasAdditionalServices: true,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  nextCursor: 'abc',
};

function render(data: TDashboardFigures | null, role: TSessionStaff['role'] = 'customerservice') {
  return renderToHtml(<DashboardPage />, (client) => {
    if (data) client.setQueryData(dashboardKeys.figures('', 'all'), data);
    client.setQueryData(dashboardKeys.recent('', ''), recent);
    client.setQueryData(dashboardKeys.routeExceptions(''), {
      from: '2026-11-14',
      to: '2026-11-20',
      rows: [{ day: '2026-11-17', route: 'TRASH-TUE', exceptions: 2, missedPickups: 1 }],
    });
    client.setQueryData(dashboardKeys.portals(), {
      portals: [{ id: 'demo-lake-bluff', title: 'Village of Lake Bluff' }],
    });
    seedStaffSession(client, { name: 'Staff', email: 'staff@curbside.demo', role });
  });
}

beforeAll(() => initTestI18n({ en: { dashboard: en }, es: { dashboard: es } }));

describe('dashboard page', () => {
  it('shows the cards, the written-out chart figures and the recent customers', () => {
    const html = render(figures);
    expectTexts(html, [
      'Customer Service Dashboard',
      '3 customer profiles',
      '1 new this week',
      '33.3% of customers',
      '66.7% of customers',
      'Marketing 2 · Notifications 3 · Paperless 0',
      'Single Family: <b>2</b>',
      'Choose Trash, Recycling or Yard Waste to see its cart sizes.',
      'Service Change Distribution',
      'Customer Growth Trend',
      'Rita Resident',
      'demo-res',
      'href="/admin/customer-profiles?customerId=demo-resident-1"',
      'Missed pickups and exceptions by route',
    ]);
    expect(html).toMatch(/TRASH-TUE<\/p><p[^>]*>Tue, Nov 17<\/p><\/th><td[^>]*>2<\/td><td[^>]*>1</);
  });

  it('draws the charts in the same render as the page, with nothing left to load or measure', () => {
    const html = render(figures);
    // the bars and the growth curve: a fixed box that CSS stretches
    expect(html.match(/viewBox="0 0 1000 1000" preserveAspectRatio="none"/g)).toHaveLength(2);
    expect(html.match(/data-value="\d+"/g)).toHaveLength(6);
    // the residence pie at its size, a slice per residence type with customers
    expect(html).toMatch(
      /<svg[^>]*width="180" height="180"[^>]*>(<path [^>]*><title>[^<]+<\/title><\/path>){2}<\/svg>/,
    );
    expect(html).toContain('<title>Single Family: 2</title>');
  });

  it('shows a municipality user its own portals and no Recent Customers', () => {
    const html = render(figures, 'municipality');
    expectTexts(
      html,
      ['3 customer profiles', 'All your portals'],
      ['Rita Resident', '/admin/customer-profiles?customerId='],
    );
  });

  it('says when there are no customers, with the way back', () => {
    const html = render({ ...figures, totals: { ...figures.totals, customers: 0 } });
    expectTexts(html, ['No customer data available', 'Back to Admin Center']);
  });

  it('shows a loading state before the figures arrive', () => {
    expect(render(null)).toContain('aria-busy="true"');
  });

  it('has every English key in Spanish', () => {
    // the same keys in both languages: src/web/i18n/locales.test.ts
  });
});
