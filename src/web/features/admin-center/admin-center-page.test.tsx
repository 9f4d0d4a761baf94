/**
 * The Admin Center rendered to HTML per role (a real browser journey covers clicking): the cards and
 * header buttons each role gets, the Contact Support mailto link, the roadmap view and its filters,
 * and English/Spanish strings in step.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedStaffSession } from '../../test/staff-session';
import i18next from 'i18next';
import { initTestI18n } from '../../test/test-i18n';
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
  const client = new QueryClient();
  seedStaffSession(client, staff);
  client.setQueryData(adminCenterQueryOptions.queryKey, { supportEmail: 'help@hauler.example' });
  client.setQueryData(deskCountsQueryOptions.queryKey, {
    total: 12,
    boStatus: { open: 5, 'in-progress': 3, closed: 2, none: 2 },
    delivery: { queued: 1, filed: 10, failed: 1 },
  });
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/admin']}>{node}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
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
    expect(html).toContain('Admin Center');
    expect(html).toContain('Welcome, Avery Whitfield');
    expect(html).toMatch(/>Admin<\/span>/);
    for (const title of cardTitles) expect(html).toContain(title);
    expect(html).toContain('href="/admin/customer-setup"');
    expect(html).toContain('href="/admin/customer-setups"');
    expect(html).toContain('href="/admin/added-addresses"');
    expect(html).toContain('href="/admin/service-requests"');
    expect(html).toContain('href="/admin/user-migration"');
    expect(html).toContain('Migrate Users');
    expect(html).toContain('href="/admin/user-management"');
    expect(html).toContain('Roadmap');
    expect(html).toContain('href="mailto:help@hauler.example?subject=Curbside%20admin%20support"');
    expect(html).toContain('Contact Support');
  });

  it('gives customer service their cards, Roadmap and Contact Support, nothing admin-only', () => {
    const html = render({ name: 'Casey Service', email: 'casey@curbside.demo', role: 'customerservice' });
    expect(html).toContain('Customer Service</span>');
    for (const title of cardTitles.slice(2)) expect(html).toContain(title);
    expect(html).not.toContain('Customer Portal Setup');
    expect(html).not.toContain('Customer Setups List');
    expect(html).not.toContain('Migrate Users');
    expect(html).not.toContain('/admin/user-management');
    expect(html).toContain('Roadmap');
    expect(html).toContain('mailto:help@hauler.example');
  });

  it('gives a municipality user the Dashboard and Delivery Report cards and its desk counts only', () => {
    const html = render({ name: 'Morgan Municipal', email: 'municipal@curbside.demo', role: 'municipality' });
    expect(html).toContain('Municipality</span>');
    expect(html).toContain('Your portals');
    expect(html).toContain('href="/admin/dashboard"');
    expect(html).toContain('href="/admin/delivery-report"');
    for (const title of cardTitles.filter(
      (t) => t !== 'Customer Service Dashboard' && t !== 'Delivery Report',
    ))
      expect(html).not.toContain(title);
    expect(html).not.toContain('/admin/user-management');
    expect(html).toContain('Service requests');
    expect(html).toMatch(/All requests<\/p>.*?>12</);
    expect(html).toContain('In progress');
    expect(html).toContain('Contact Support');
  });

  it('shows no desk counts to the other roles (they have the tickets desk)', () => {
    const html = render({ name: 'Casey Service', email: 'casey@curbside.demo', role: 'customerservice' });
    expect(html).not.toContain('All requests');
  });

  it('tells a work account with no staff role why it sees no tools', () => {
    const html = render({ name: 'Stranger', email: 'x@elsewhere.test', role: 'unknown' });
    expect(html).toContain('No staff role yet');
    for (const title of cardTitles) expect(html).not.toContain(title);
    expect(html).toContain('Roadmap');
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
    for (const q of ['Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025']) expect(html).toContain(q);
    expect(html).toContain('All categories');
    for (const s of ['Completed', 'In Progress', 'Planned']) expect(html).toContain(s);
    for (const item of roadmapItems) expect(html).toContain(item.title.en);
  });

  it('has every English string in Spanish too', async () => {
    // the same keys in both languages: src/web/i18n/locales.test.ts
    await i18next.changeLanguage('es');
    try {
      const html = render({ name: 'Ana', email: 'ana@curbside.demo', role: 'admin' });
      expect(html).toContain('Centro de administración');
      expect(render(null, <RoadmapView />)).toContain(roadmapItems[0]!.title.es);
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
