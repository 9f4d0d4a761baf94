/**
 * The user management and migration pages rendered to HTML (the browser journey covers the clicks):
 * the table, sort header, Load More with the remaining count, the admin-only gate, the migration's
 * running, completed and failed states, and English/Spanish strings in step.
 */
import type { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedStaffSession } from '../../test/staff-session';
import { expectTexts } from '../../test/expect-texts';
import { numberedPages } from '../../test/infinite-data';
import { inLanguage, initTestI18n } from '../../test/test-i18n';
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

/** User Management with `page` as the first answer to its list, seen by `staff`; `seed` fills the rest. */
function renderUsers(page: TStaffListResult, staff = admin, seed: (client: QueryClient) => void = () => {}) {
  return render(
    <UserManagementPage />,
    (client) => {
      client.setQueryData(staffUsersQueryOptions(NO_STAFF_FILTERS).queryKey, numberedPages([page]));
      seed(client);
    },
    staff,
  );
}

/** The migration page following `run`, as its address names it. */
function renderRun(run: TStaffMigrationProgress) {
  return render(
    <UserMigrationPage />,
    (client) => client.setQueryData(staffMigrationQueryOptions(run.id).queryKey, run),
    admin,
    `/admin/user-migration?run=${run.id}`,
  );
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
    const html = renderUsers({
      items: [
        user(1, { name: 'Avery Whitfield', email: admin.email, role: 'admin' }),
        user(2, { isActive: false }),
      ],
      total: 25,
    });
    expectTexts(html, [
      'User Management',
      'Back to Admin Center',
      'Add User',
      'Search by name or email',
      'All roles',
      'All statuses',
      'aria-sort="none"',
      'aria-label="Name: Sort by name"',
      'Person 2',
      'p2@curbside.demo',
      'Customer Service',
      'Inactive',
      'Active',
      'You',
      'Mar 3, 2025',
      'aria-label="Edit Person 2"',
      'aria-label="Deactivate Person 2"',
      'Showing 2 of 25 users',
      'Load More (23 remaining)',
    ]);
  });

  it('shows a municipality user’s role and portals by title', () => {
    const municipal = user(3, {
      name: 'Morgan Municipal',
      role: 'municipality',
      portalIds: ['demo-lake-bluff'],
    });
    const html = renderUsers({ items: [municipal], total: 1 }, admin, (client) =>
      client.setQueryData(staffPortalsQueryOptions().queryKey, {
        portals: [{ id: 'demo-lake-bluff', title: 'Village of Lake Bluff' }],
      }),
    );
    expectTexts(html, ['Municipality', 'Portals: Village of Lake Bluff']);
  });

  it('says so when nothing matches, with no Load More', () => {
    const html = renderUsers({ items: [], total: 0 });
    expectTexts(html, ['No users found matching your criteria.'], ['Load More']);
  });

  it('shows nothing of the page to a non-admin (they are sent to the Admin Center)', () => {
    const html = renderUsers({ items: [user(1)], total: 1 }, { ...admin, role: 'customerservice' });
    expectTexts(html, [], ['User Management', 'Person 1']);
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
    expectTexts(html, ['User Migration', 'Start Migration', 'Back to Admin Center']);
  });

  it('draws the progress bar while the run goes', () => {
    const html = renderRun(baseRun);
    expectTexts(
      html,
      ['Migrating users...', '11 of 44 processed', 'aria-valuenow="25"'],
      ['Start Migration'],
    );
  });

  it('shows the real counts and the failures when done, with Go to User Management and Refresh Page', () => {
    const html = renderRun({
      ...baseRun,
      state: 'completed',
      processed: 44,
      created: 40,
      existing: 3,
      failed: [{ email: 'bad@curbside.demo', reason: 'Name is required.' }],
    });
    expect(html).toMatch(/Created<\/p><p[^>]*>40</);
    expect(html).toMatch(/Already present<\/p><p[^>]*>3</);
    expect(html).toMatch(/Failed<\/p><p[^>]*>1</);
    expectTexts(html, [
      'Migration Completed',
      '44 of 44 users processed.',
      'bad@curbside.demo',
      'Name is required.',
      'href="/admin/user-management"',
      'Go to User Management',
      'Refresh Page',
    ]);
  });

  it('shows Migration Failed with Try Again when the run stopped', () => {
    const html = renderRun({
      ...baseRun,
      state: 'error',
      error: 'The migration was interrupted. Please try again.',
    });
    expectTexts(html, [
      'Migration Failed',
      'The migration was interrupted. Please try again.',
      'Try Again',
      'Refresh Page',
    ]);
  });

  it('has every English string in Spanish too', () =>
    // the same keys in both languages: src/web/i18n/locales.test.ts
    inLanguage('es', () => {
      expect(render(<UserMigrationPage />, () => {})).toContain('Iniciar migración');
    }));
});
