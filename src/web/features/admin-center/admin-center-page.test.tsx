/**
 * The Admin Center rendered to HTML per role (a real browser journey covers clicking): the cards and
 * header buttons each role gets, the Contact Support mailto link, the roadmap view and its filters,
 * and English/Spanish strings in step.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectTexts } from '../../test/expect-texts';
import { renderToHtml } from '../../test/render-to-html';
import { seedStaffSession } from '../../test/staff-session';
import { inLanguage, initTestI18n } from '../../test/test-i18n';
import type { TSessionStaff } from '../../../domain/session';
import { roadmapItems } from '../../../domain/roadmap/roadmap';
import en from '../../i18n/locales/en/admin-center.json';
import es from '../../i18n/locales/es/admin-center.json';
import enCommon from '../../i18n/locales/en/common.json';
import { adminCenterQueryOptions } from './api/get-admin-center';
import { AdminCenterPage, adminCenterCards } from './admin-center-page';
import { deskCountsQueryOptions } from './api/get-desk-counts';
import { RoadmapView } from './components/roadmap-modal';

function render(staff: TSessionStaff | null, node = <AdminCenterPage />): string {
  return renderToHtml(
    node,
    (client) => {
      seedStaffSession(client, staff);
      client.setQueryData(adminCenterQueryOptions.queryKey, { supportEmail: 'help@hauler.example' });
      client.setQueryData(deskCountsQueryOptions.queryKey, {
        total: 12,
        boStatus: { open: 5, 'in-progress': 3, closed: 2, none: 2 },
        delivery: { queued: 1, filed: 10, failed: 1 },
      });
    },
    '/admin',
  );
}

const cardTitles = [
  'Customer Portal Setup',
  'Customer Setups List',
  'Customer Service Dashboard',
  'Delivery Report',
  'Setup Customer Profile',
  'Customer Profiles',
  'Service Requests',
  'Address Management',
  'Address Claims',
];

describe('AdminCenterPage', () => {
  beforeAll(() =>
    initTestI18n(
      { en: { 'admin-center': en, common: enCommon }, es: { 'admin-center': es } },
      { noSuspense: true },
    ),
  );

  it('gives an admin every card and the admin-only header buttons', () => {
    const html = render({ name: 'Avery Whitfield', email: 'avery@curbside.demo', role: 'admin' });
    expect(html).toMatch(/>Admin<\/span>/);
    expectTexts(html, [
      'Admin Center',
      'Welcome, Avery Whitfield',
      ...cardTitles,
      'href="/admin/customer-setup"',
      'href="/admin/customer-setups"',
      'href="/admin/added-addresses"',
      'href="/admin/service-requests"',
      'href="/admin/user-migration"',
      'Migrate Users',
      'href="/admin/user-management"',
      'Roadmap',
      'href="mailto:help@hauler.example?subject=Curbside%20admin%20support"',
      'Contact Support',
    ]);
  });

  it('gives customer service their cards, Roadmap and Contact Support, nothing admin-only', () => {
    const html = render({ name: 'Casey Service', email: 'casey@curbside.demo', role: 'customerservice' });
    expectTexts(
      html,
      ['Customer Service</span>', ...cardTitles.slice(2), 'Roadmap', 'mailto:help@hauler.example'],
      ['Customer Portal Setup', 'Customer Setups List', 'Migrate Users', '/admin/user-management'],
    );
  });

  it('gives a municipality user the Dashboard and Delivery Report cards and its desk counts only', () => {
    const html = render({ name: 'Morgan Municipal', email: 'municipal@curbside.demo', role: 'municipality' });
    expect(html).toMatch(/All requests<\/p>.*?>12</);
    expectTexts(
      html,
      [
        'Municipality</span>',
        'Your portals',
        'href="/admin/dashboard"',
        'href="/admin/delivery-report"',
        'Service requests',
        'In progress',
        'Contact Support',
      ],
      [
        ...cardTitles.filter((t) => t !== 'Customer Service Dashboard' && t !== 'Delivery Report'),
        '/admin/user-management',
      ],
    );
  });

  it('shows no desk counts to the other roles (they have the tickets desk)', () => {
    const html = render({ name: 'Casey Service', email: 'casey@curbside.demo', role: 'customerservice' });
    expect(html).not.toContain('All requests');
  });

  it('tells a work account with no staff role why it sees no tools', () => {
    const html = render({ name: 'Stranger', email: 'x@elsewhere.test', role: 'unknown' });
    expectTexts(html, ['No staff role yet', 'Roadmap'], cardTitles);
  });

  it('lists the cards per role in order', () => {
    expect(adminCenterCards('admin').map((c) => c.key)).toHaveLength(11);
    expect(adminCenterCards('customerservice').map((c) => c.key)).toEqual([
      'dashboard',
      'deliveryReport',
      'routeDay',
      'setupCustomerProfile',
      'customerProfiles',
      'serviceRequests',
      'addedAddresses',
      'addressClaims',
      'content',
    ]);
    expect(adminCenterCards('municipality').map((c) => c.key)).toEqual([
      'dashboard',
      'deliveryReport',
      'routeDay',
    ]);
    expect(adminCenterCards('unknown')).toEqual([]);
  });

  it('shows the roadmap as a Q1–Q4 2025 timeline with quarter and category filters and statuses', () => {
    const html = render(null, <RoadmapView />);
    expectTexts(html, [
      ...['Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025'],
      'All categories',
      ...['Completed', 'In Progress', 'Planned'],
      ...roadmapItems.map((item) => item.title.en),
    ]);
  });

  it('has every English string in Spanish too', () =>
    // the same keys in both languages: src/web/i18n/locales.test.ts
    inLanguage('es', () => {
      const html = render({ name: 'Ana', email: 'ana@curbside.demo', role: 'admin' });
      expect(html).toContain('Centro de administración');
      expect(render(null, <RoadmapView />)).toContain(roadmapItems[0]!.title.es);
    }));
});
