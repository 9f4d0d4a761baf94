/**
 * Every route of the web app (spec 01 §2, 02 §2, 03 §2.1) and its guard. Feature pages are loaded
 * lazily from their feature folders; pages still being built use the stand-ins in pending-pages.tsx
 * until their feature replaces them here.
 */
import { useLayoutEffect, type ComponentType } from 'react';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { NotFoundPage } from '../components/not-found-page';
import { HomePage } from '../features/home/home-page';
import { loadNamespaces } from '../i18n';
import { AppLayout } from './app-layout';
import { ReadEarlyScroll, RestoreEarlyScroll } from './keep-early-scroll';
import { markPageMounted } from './early-input';
import { DemoMailboxGate, LoginGate, RequireCustomer, RequireOwnUid } from './guards';
import { paths, routePatterns } from '../../domain/paths';
import { RouteError } from './route-error';
import { useLeavePageOnNavigation } from '../lib/page-answers';

/**
 * A route's lazily loaded page, fetched together with the translation namespaces its modules use
 * (route-namespaces.test.ts checks the list), so the page renders translated in one round trip.
 * Only the home page and the shell are in the entry script (issue 9, first-load JavaScript).
 */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  namespaces: string[],
) {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    return { Component: module[name] };
  };
}

function Root() {
  // the page's tree is React's now: early input may be handed over (early-input.ts)
  useLayoutEffect(markPageMounted, []);
  // the answers the page came with stay fresh until the reader moves on (lib/page-answers.ts)
  useLeavePageOnNavigation();
  return (
    <>
      {/* a page painted before the app ran keeps where it was scrolled to (keep-early-scroll.tsx) */}
      <ReadEarlyScroll />
      <ScrollRestoration />
      <RestoreEarlyScroll />
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
                lazy: lazyPage(() => import('../features/auth/login-page'), 'LoginPage', ['auth']),
              },
            ],
          },
          {
            path: paths.register,
            lazy: lazyPage(() => import('../features/registration/register-page'), 'RegisterPage', [
              'registration',
            ]),
          },
          {
            path: paths.resetPassword,
            lazy: lazyPage(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage', [
              'auth',
            ]),
          },
          {
            path: paths.unsubscribe,
            lazy: lazyPage(() => import('../features/notices/unsubscribe-page'), 'UnsubscribePage', [
              'notices',
            ]),
          },
          {
            path: paths.contactUs,
            lazy: lazyPage(() => import('../features/contact/contact-page'), 'ContactPage', ['contact']),
          },
          {
            path: paths.whatGoesWhere,
            lazy: lazyPage(() => import('../features/what-goes-where'), 'WhatGoesWherePage', [
              'what-goes-where',
            ]),
          },
          {
            element: <DemoMailboxGate />,
            children: [
              {
                path: paths.demoMailbox,
                lazy: lazyPage(
                  () => import('../features/demo-mailbox/demo-mailbox-page'),
                  'DemoMailboxPage',
                  ['demo-mailbox'],
                ),
              },
            ],
          },
          {
            element: <RequireCustomer />,
            children: [
              {
                path: paths.myAccount,
                lazy: lazyPage(() => import('../features/my-account/my-account-page'), 'MyAccountPage', [
                  'my-account',
                  'registration',
                  'calendar-feed',
                  'reminders',
                ]),
              },
              {
                element: <RequireOwnUid />,
                children: [
                  {
                    path: routePatterns.myServices,
                    lazy: lazyPage(
                      () => import('../features/my-services/my-services-page'),
                      'MyServicesPage',
                      ['my-services', 'services'],
                    ),
                  },
                ],
              },
              {
                element: <RequireOwnUid />,
                children: [
                  {
                    path: routePatterns.billing,
                    lazy: lazyPage(() => import('../features/billing/billing-page'), 'BillingPage', [
                      'billing',
                    ]),
                  },
                ],
              },
              {
                path: paths.services,
                lazy: lazyPage(() => import('../features/services/services-page'), 'ServicesPage', [
                  'services',
                ]),
              },
              {
                path: paths.pickupCalendar,
                lazy: lazyPage(
                  () => import('../features/pickup-calendar/pickup-calendar-page'),
                  'PickupCalendarPage',
                  ['pickup-calendar'],
                ),
              },
              {
                path: paths.myRequests,
                lazy: lazyPage(() => import('../features/my-requests/my-requests-page'), 'MyRequestsPage', [
                  'my-requests',
                ]),
              },
              {
                path: paths.support,
                lazy: lazyPage(() => import('../features/support/support-page'), 'SupportPage', ['support']),
              },
              {
                path: paths.faq,
                lazy: lazyPage(() => import('../features/faq/faq-page'), 'FaqPage', ['faq']),
              },
              {
                path: paths.stickers,
                lazy: lazyPage(() => import('../features/stickers/stickers-page'), 'StickersPage', [
                  'stickers',
                ]),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // the admin area has its own pages and guard (features/admin-auth)
      {
        path: paths.admin.login,
        lazy: lazyPage(() => import('../features/admin-auth/admin-login-page'), 'AdminLoginPage', ['auth']),
      },
      {
        path: paths.admin.center,
        lazy: lazyPage(() => import('../features/admin-auth/require-staff'), 'RequireStaff', ['auth']),
        children: [
          {
            lazy: lazyPage(() => import('../components/admin-shell/admin-layout'), 'AdminLayout', []),
            children: [
              {
                index: true,
                lazy: lazyPage(
                  () => import('../features/admin-center/admin-center-page'),
                  'AdminCenterPage',
                  ['admin-center', 'backoffice-import', 'open311-keys', 'webhooks'],
                ),
              },
              {
                path: adminPath(paths.admin.userManagement),
                lazy: lazyPage(() => import('../features/staff/user-management-page'), 'UserManagementPage', [
                  'staff',
                ]),
              },
              {
                path: adminPath(paths.admin.backofficeImport),
                lazy: lazyPage(
                  () => import('../features/backoffice-import/backoffice-import-page'),
                  'BackofficeImportPage',
                  ['backoffice-import'],
                ),
              },
              {
                path: adminPath(paths.admin.userMigration),
                lazy: lazyPage(() => import('../features/staff/user-migration-page'), 'UserMigrationPage', [
                  'staff',
                ]),
              },
              {
                path: adminPath(paths.admin.customerSetup),
                lazy: lazyPage(
                  () => import('../features/portal-setups/customer-setup-page'),
                  'CustomerSetupPage',
                  ['portal-setups'],
                ),
              },
              {
                path: adminPath(paths.admin.customerSetups),
                lazy: lazyPage(
                  () => import('../features/portal-setups/customer-setups-page'),
                  'CustomerSetupsPage',
                  ['portal-setups'],
                ),
              },
              {
                path: adminPath(routePatterns.editCustomerSetup),
                lazy: lazyPage(
                  () => import('../features/portal-setups/edit-customer-setup-page'),
                  'EditCustomerSetupPage',
                  ['portal-setups'],
                ),
              },
              {
                path: adminPath(paths.admin.setupCustomerProfile),
                lazy: lazyPage(
                  () => import('../features/setup-customer-profile/setup-customer-profile-page'),
                  'SetupCustomerProfilePage',
                  ['setup-customer-profile', 'registration'],
                ),
              },
              {
                path: adminPath(routePatterns.contentPortal),
                lazy: lazyPage(
                  () => import('../features/content-editor/content-editor-page'),
                  'ContentEditorPage',
                  // the preview shows the customer pages' own components; the what-goes-where tab its editor
                  [
                    'content-editor',
                    'content',
                    'faq',
                    'stickers',
                    'support',
                    'pickup-calendar',
                    'services',
                    'what-goes-where',
                  ],
                ),
              },
              {
                path: adminPath(paths.admin.customerProfiles),
                lazy: lazyPage(
                  () => import('../features/customer-profiles/customer-profiles-page'),
                  'CustomerProfilesPage',
                  ['customer-profiles', 'manage-customer-profile', 'services'],
                ),
              },
              {
                path: adminPath(paths.admin.serviceRequests),
                lazy: lazyPage(
                  () => import('../features/service-requests/service-requests-page'),
                  'ServiceRequestsPage',
                  ['service-requests'],
                ),
              },
              {
                path: adminPath(paths.admin.dashboard),
                lazy: lazyPage(() => import('../features/dashboard/dashboard-page'), 'DashboardPage', [
                  'dashboard',
                  'what-goes-where',
                ]),
              },
              {
                path: adminPath(paths.admin.deliveryReport),
                lazy: lazyPage(
                  () => import('../features/delivery-report/delivery-report-page'),
                  'DeliveryReportPage',
                  ['delivery-report'],
                ),
              },
              {
                path: adminPath(paths.admin.routeDay),
                lazy: lazyPage(() => import('../features/route-day/route-day-page'), 'RouteDayPage', [
                  'route-day',
                ]),
              },
              {
                path: adminPath(paths.admin.undeliveredCart),
                lazy: lazyPage(
                  () => import('../features/undelivered-cart/undelivered-cart-page'),
                  'UndeliveredCartPage',
                  ['undelivered-cart', 'registration'],
                ),
              },
              {
                path: adminPath(paths.admin.webhooks),
                lazy: lazyPage(() => import('../features/webhooks/webhooks-page'), 'WebhooksPage', [
                  'webhooks',
                ]),
              },
              {
                path: adminPath(paths.admin.open311Keys),
                lazy: lazyPage(
                  () => import('../features/open311-keys/open311-keys-page'),
                  'Open311KeysPage',
                  ['open311-keys'],
                ),
              },
              {
                path: adminPath(paths.admin.addedAddresses),
                lazy: lazyPage(
                  () => import('../features/added-addresses/added-addresses-page'),
                  'AddedAddressesPage',
                  ['added-addresses', 'undelivered-cart'],
                ),
              },
              {
                path: adminPath(paths.admin.addressClaims),
                lazy: lazyPage(
                  () => import('../features/address-claims/address-claims-page'),
                  'AddressClaimsPage',
                  ['address-claims'],
                ),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
