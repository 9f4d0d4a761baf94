/**
 * Every route of the web app (spec 01 §2, 02 §2, 03 §2.1) and its guard. Feature pages are loaded
 * lazily from their feature folders; pages still being built use the stand-ins in pending-pages.tsx
 * until their feature replaces them here.
 */
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { NotFoundPage } from '../components/not-found-page';
import { HomePage } from '../features/home/home-page';
import { RequireStaff } from '../features/admin-auth/require-staff';
import { AdminLayout } from '../components/admin-shell/admin-layout';
import { AppLayout } from './app-layout';
import { DemoMailboxGate, LoginGate, RequireCustomer, RequireOwnUid } from './guards';
import { paths, routePatterns } from './paths';
import { RouteError } from './route-error';
import * as pending from './pending-pages';

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Admin paths below /admin, relative to it. */
const adminPath = (path: string) => path.replace(/^\/admin\//, '');

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading minHeight="100vh" />,
    children: [
      {
        // the customer side, inside the shell
        element: <AppLayout />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          {
            element: <LoginGate />,
            children: [
              {
                path: paths.login,
                lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
              },
            ],
          },
          {
            path: paths.register,
            lazy: async () => ({
              Component: (await import('../features/registration/register-page')).RegisterPage,
            }),
          },
          {
            path: paths.resetPassword,
            lazy: async () => ({
              Component: (await import('../features/auth/reset-password-page')).ResetPasswordPage,
            }),
          },
          {
            path: paths.contactUs,
            lazy: async () => ({ Component: (await import('../features/contact/contact-page')).ContactPage }),
          },
          {
            element: <DemoMailboxGate />,
            children: [
              {
                path: paths.demoMailbox,
                lazy: async () => ({
                  Component: (await import('../features/demo-mailbox/demo-mailbox-page')).DemoMailboxPage,
                }),
              },
            ],
          },
          {
            element: <RequireCustomer />,
            children: [
              {
                path: paths.myAccount,
                lazy: async () => ({
                  Component: (await import('../features/my-account/my-account-page')).MyAccountPage,
                }),
              },
              {
                element: <RequireOwnUid />,
                children: [
                  {
                    path: routePatterns.myServices,
                    lazy: async () => ({
                      Component: (await import('../features/my-services/my-services-page')).MyServicesPage,
                    }),
                  },
                ],
              },
              {
                element: <RequireOwnUid />,
                children: [
                  {
                    path: routePatterns.billing,
                    lazy: async () => ({
                      Component: (await import('../features/billing/billing-page')).BillingPage,
                    }),
                  },
                ],
              },
              {
                path: paths.services,
                lazy: async () => ({
                  Component: (await import('../features/services/services-page')).ServicesPage,
                }),
              },
              {
                path: paths.support,
                lazy: async () => ({
                  Component: (await import('../features/support/support-page')).SupportPage,
                }),
              },
              {
                path: paths.faq,
                lazy: async () => ({ Component: (await import('../features/faq/faq-page')).FaqPage }),
              },
              {
                path: paths.stickers,
                lazy: async () => ({
                  Component: (await import('../features/stickers/stickers-page')).StickersPage,
                }),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // the admin area has its own pages and guard (features/admin-auth)
      {
        path: paths.admin.login,
        lazy: async () => ({
          Component: (await import('../features/admin-auth/admin-login-page')).AdminLoginPage,
        }),
      },
      {
        path: paths.admin.center,
        element: <RequireStaff />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../features/admin-center/admin-center-page')).AdminCenterPage,
                }),
              },
              {
                path: adminPath(paths.admin.userManagement),
                lazy: async () => ({
                  Component: (await import('../features/staff/user-management-page')).UserManagementPage,
                }),
              },
              {
                path: adminPath(paths.admin.backofficeImport),
                lazy: async () => ({
                  Component: (await import('../features/backoffice-import/backoffice-import-page'))
                    .BackofficeImportPage,
                }),
              },
              {
                path: adminPath(paths.admin.userMigration),
                lazy: async () => ({
                  Component: (await import('../features/staff/user-migration-page')).UserMigrationPage,
                }),
              },
              {
                path: adminPath(paths.admin.customerSetup),
                lazy: async () => ({
                  Component: (await import('../features/portal-setups/customer-setup-page'))
                    .CustomerSetupPage,
                }),
              },
              {
                path: adminPath(paths.admin.customerSetups),
                lazy: async () => ({
                  Component: (await import('../features/portal-setups/customer-setups-page'))
                    .CustomerSetupsPage,
                }),
              },
              {
                path: `${adminPath(paths.admin.customerSetups)}/edit/:id`,
                lazy: async () => ({
                  Component: (await import('../features/portal-setups/edit-customer-setup-page'))
                    .EditCustomerSetupPage,
                }),
              },
              {
                path: adminPath(paths.admin.setupCustomerProfile),
                Component: pending.PendingAdminSetupCustomerProfilePage,
              },
              {
                path: `${adminPath(paths.admin.content)}/:portalId?`,
                lazy: async () => ({
                  Component: (await import('../features/content-editor/content-editor-page'))
                    .ContentEditorPage,
                }),
              },
              {
                path: adminPath(paths.admin.customerProfiles),
                Component: pending.PendingAdminCustomerProfilesPage,
              },
              { path: adminPath(paths.admin.dashboard), Component: pending.PendingAdminDashboardPage },
              {
                path: adminPath(paths.admin.deliveryReport),
                Component: pending.PendingAdminDeliveryReportPage,
              },
              {
                path: adminPath(paths.admin.undeliveredCart),
                Component: pending.PendingAdminUndeliveredCartPage,
              },
              {
                path: adminPath(paths.admin.addedAddresses),
                Component: pending.PendingAdminAddedAddressesPage,
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
