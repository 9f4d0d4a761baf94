/**
 * The user management and migration pages rendered to HTML (the browser journey covers the clicks):
 * the table, sort header, Load More with the remaining count, the admin-only gate, the migration's
 * running, completed and failed states, and English/Spanish strings in step.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedStaffSession } from '../../test/staff-session';
import i18next from 'i18next';
import { initTestI18n } from '../../test/test-i18n';
import type { TSessionStaff } from '../../../domain/session';
import type { TStaffListResult } from '../../../domain/staff/staff-list';
import type { TStaffMigrationProgress } from '../../../domain/staff/staff-migration';
import type { TStaffUser } from '../../../domain/staff/staff-user';
import { renderToHtml } from '../../test/render-to-html';
import en from '../../i18n/locales/en/staff.json';
import es from '../../i18n/locales/es/staff.json';
import enCommon from '../../i18n/locales/en/common.json';
import { flattenStaffPages, staffUsersQueryOptions } from './api/find-staff-users';
import { NO_STAFF_FILTERS } from './api/staff-filters';
import { staffMigrationQueryOptions } from './api/staff-migration';
import { staffPortalsQueryOptions } from './api/find-staff-portals';
import { UserManagementPage } from './user-management-page';
import { UserMigrationPage } from './user-migration-page';

const admin: TSessionStaff = {
  name: 'Avery Whitfield',
  email: 'avery.whitfield@curbside.demo',
  role: 'admin',
};

function user(n: number, overrides: Partial<TStaffUser> = {}): TStaffUser {
  return {
    id: `u${n}`,
    entryType: 'AdminUser',
    name: `Person ${n}`,
    email: `p${n}@curbside.demo`,
    role: 'customerservice',
    portalIds: [],
    isActive: true,
    createdAt: '2025-03-03T09:00:00.000Z',
    updatedAt: '2025-03-03T09:00:00.000Z',
    createdBy: null,
    updatedBy: null,
    ...overrides,
  };
}

function render(
  node: React.ReactNode,
  setup: (client: QueryClient) => void,
  staff: TSessionStaff | null = admin,
  url = '/',
) {
  return renderToHtml(
    node,
    (client) => {
      seedStaffSession(client, staff);
      setup(client);
    },
    url,
  );
}

function withUsers(pages: TStaffListResult[]) {
  return (client: QueryClient) => {
    const data: InfiniteData<TStaffListResult, number> = { pages, pageParams: pages.map((_, i) => i + 1) };
    client.setQueryData(staffUsersQueryOptions(NO_STAFF_FILTERS).queryKey, data);
  };
}

function withRun(run: TStaffMigrationProgress) {
  return (client: QueryClient) => client.setQueryData(staffMigrationQueryOptions(run.id).queryKey, run);
}

const baseRun: TStaffMigrationProgress = {
  id: 'run-1',
  state: 'running',
  total: 44,
  processed: 11,
  created: 11,
  existing: 0,
  failed: [],
  error: null,
  startedAt: '2025-03-03T09:00:00.000Z',
  finishedAt: null,
};

beforeAll(() => initTestI18n({ en: { staff: en, common: enCommon }, es: { staff: es } }));

describe('UserManagementPage', () => {
  it('shows the users with role and status badges, the sortable name column and Load More with the remaining count', () => {
    const html = render(
      <UserManagementPage />,
      withUsers([
        {
          items: [
            user(1, { name: 'Avery Whitfield', email: admin.email, role: 'admin' }),
            user(2, { isActive: false }),
          ],
          total: 25,
        },
      ]),
    );
    expect(html).toContain('User Management');
    expect(html).toContain('Back to Admin Center');
    expect(html).toContain('Add User');
    expect(html).toContain('Search by name or email');
    expect(html).toContain('All roles');
    expect(html).toContain('All statuses');
    expect(html).toContain('aria-sort="none"');
    expect(html).toContain('aria-label="Name: Sort by name"');
    expect(html).toContain('Person 2');
    expect(html).toContain('p2@curbside.demo');
    expect(html).toContain('Customer Service');
    expect(html).toContain('Inactive');
    expect(html).toContain('Active');
    expect(html).toContain('You');
    expect(html).toContain('Mar 3, 2025');
    expect(html).toContain('aria-label="Edit Person 2"');
    expect(html).toContain('aria-label="Deactivate Person 2"');
    expect(html).toContain('Showing 2 of 25 users');
    expect(html).toContain('Load More (23 remaining)');
  });

  it('shows a municipality user’s role and portals by title', () => {
    const html = render(<UserManagementPage />, (client) => {
      withUsers([
        {
          items: [
            user(3, { name: 'Morgan Municipal', role: 'municipality', portalIds: ['demo-lake-bluff'] }),
          ],
          total: 1,
        },
      ])(client);
      client.setQueryData(staffPortalsQueryOptions().queryKey, {
        portals: [{ id: 'demo-lake-bluff', title: 'Village of Lake Bluff' }],
      });
    });
    expect(html).toContain('Municipality');
    expect(html).toContain('Portals: Village of Lake Bluff');
  });

  it('says so when nothing matches, with no Load More', () => {
    const html = render(<UserManagementPage />, withUsers([{ items: [], total: 0 }]));
    expect(html).toContain('No users found matching your criteria.');
    expect(html).not.toContain('Load More');
  });

  it('shows nothing of the page to a non-admin (they are sent to the Admin Center)', () => {
    const html = render(<UserManagementPage />, withUsers([{ items: [user(1)], total: 1 }]), {
      ...admin,
      role: 'customerservice',
    });
    expect(html).not.toContain('User Management');
    expect(html).not.toContain('Person 1');
  });

  it('flattens pages without showing a user twice', () => {
    expect(
      flattenStaffPages([
        { items: [user(1), user(2)], total: 3 },
        { items: [user(2), user(3)], total: 3 },
      ]).map((u) => u.id),
    ).toEqual(['u1', 'u2', 'u3']);
  });
});

describe('UserMigrationPage', () => {
  it('offers Start Migration before any run', () => {
    const html = render(<UserMigrationPage />, () => {});
    expect(html).toContain('User Migration');
    expect(html).toContain('Start Migration');
    expect(html).toContain('Back to Admin Center');
  });

  it('draws the progress bar while the run goes', () => {
    const html = render(<UserMigrationPage />, withRun(baseRun), admin, '/admin/user-migration?run=run-1');
    expect(html).toContain('Migrating users...');
    expect(html).toContain('11 of 44 processed');
    expect(html).toContain('aria-valuenow="25"');
    expect(html).not.toContain('Start Migration');
  });

  it('shows the real counts and the failures when done, with Go to User Management and Refresh Page', () => {
    const html = render(
      <UserMigrationPage />,
      withRun({
        ...baseRun,
        state: 'completed',
        processed: 44,
        created: 40,
        existing: 3,
        failed: [{ email: 'bad@curbside.demo', reason: 'Name is required.' }],
      }),
      admin,
      '/admin/user-migration?run=run-1',
    );
    expect(html).toContain('Migration Completed');
    expect(html).toContain('44 of 44 users processed.');
    expect(html).toMatch(/Created<\/p><p[^>]*>40</);
    expect(html).toMatch(/Already present<\/p><p[^>]*>3</);
    expect(html).toMatch(/Failed<\/p><p[^>]*>1</);
    expect(html).toContain('bad@curbside.demo');
    expect(html).toContain('Name is required.');
    expect(html).toContain('href="/admin/user-management"');
    expect(html).toContain('Go to User Management');
    expect(html).toContain('Refresh Page');
  });

  it('shows Migration Failed with Try Again when the run stopped', () => {
    const html = render(
      <UserMigrationPage />,
      withRun({ ...baseRun, state: 'error', error: 'The migration was interrupted. Please try again.' }),
      admin,
      '/admin/user-migration?run=run-1',
    );
    expect(html).toContain('Migration Failed');
    expect(html).toContain('The migration was interrupted. Please try again.');
    expect(html).toContain('Try Again');
    expect(html).toContain('Refresh Page');
  });

  it('has every English string in Spanish too', async () => {
    // the same keys in both languages: src/web/i18n/locales.test.ts
    await i18next.changeLanguage('es');
    try {
      expect(render(<UserMigrationPage />, () => {})).toContain('Iniciar migración');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
