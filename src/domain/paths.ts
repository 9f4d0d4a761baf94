/**
 * Every route of the web app, in one place (spec 01 §2, 02 §2, 03 §2.1). Links and redirects use these
 * instead of writing paths by hand. Route patterns for the router are in `routePatterns`.
 */
const encode = encodeURIComponent;

export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  /** Registration pre-filled from a pending Google sign-in. */
  registerWithGoogle: '/register?source=google',
  resetPassword: '/reset-password',
  myAccount: '/my-account',
  myServices: (uid: string) => `/MyServices/${encode(uid)}`,
  billing: (uid: string) => `/Billing/${encode(uid)}`,
  services: '/Services',
  /** The month view of the customer's pickup days (issue 14). */
  pickupCalendar: '/Services/calendar',
  myRequests: '/MyRequests',
  support: '/Support',
  faq: '/FAQ',
  stickers: '/Stickers',
  contactUs: '/ContactUs',
  /** Public: which cart or drop-off an item goes to (issue 32 §3). */
  whatGoesWhere: '/WhatGoesWhere',
  demoMailbox: '/demo-mailbox',
  /** The link at the end of a ticket's status notice (?u=…&t=…). */
  unsubscribe: '/unsubscribe',
  admin: {
    login: '/admin/login',
    center: '/admin',
    customerSetup: '/admin/customer-setup',
    customerSetups: '/admin/customer-setups',
    editCustomerSetup: (id: string) => `/admin/customer-setups/edit/${encode(id)}`,
    setupCustomerProfile: '/admin/setup-customer-profile',
    customerProfiles: '/admin/customer-profiles',
    customerProfile: (customerId: string) => `/admin/customer-profiles?customerId=${encode(customerId)}`,
    serviceRequests: '/admin/service-requests',
    serviceRequest: (id: string) => `/admin/service-requests?id=${encode(id)}`,
    /** The desk filtered to one customer's tickets (their uid). */
    customerServiceRequests: (uid: string) => `/admin/service-requests?customer=${encode(uid)}`,
    dashboard: '/admin/dashboard',
    deliveryReport: '/admin/delivery-report',
    routeDay: '/admin/route-day',
    undeliveredCart: '/admin/undelivered-cart',
    addedAddresses: '/admin/added-addresses',
    addressClaims: '/admin/address-claims',
    userManagement: '/admin/user-management',
    userMigration: '/admin/user-migration',
    backofficeImport: '/admin/backoffice-import',
    open311Keys: '/admin/open311-keys',
    webhooks: '/admin/webhooks',
    content: '/admin/content',
    contentPortal: (portalId: string) => `/admin/content/${encode(portalId)}`,
  },
} as const;

/** Patterns for the router (matching ignores case, so /myservices/x works too). */
export const routePatterns = {
  myServices: '/MyServices/:uid',
  billing: '/Billing/:uid',
  admin: '/admin/*',
  editCustomerSetup: '/admin/customer-setups/edit/:id',
  contentPortal: '/admin/content/:portalId?',
} as const;

/** A route pattern (":name" one segment, ":name?" an optional one) as a case-insensitive expression. */
function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(':')) return part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body || '/'}/?$`, 'i');
}

const staticPaths = (tree: object): string[] =>
  Object.values(tree).flatMap((value) =>
    typeof value === 'string'
      ? value.includes('?')
        ? []
        : [value]
      : typeof value === 'object'
        ? staticPaths(value)
        : [],
  );

/** Every page of the web app, from `paths` and `routePatterns` (the admin wildcard excepted). */
const clientRoutes = [
  ...staticPaths(paths),
  ...Object.values(routePatterns).filter((pattern) => !pattern.endsWith('*')),
].map(patternToRegExp);

/**
 * True when the web app has a page at this path. The server answers other paths with the app and 404,
 * so a mistyped address is "not found" to browsers and crawlers as well as to the reader.
 */
export function isClientRoute(pathname: string): boolean {
  return clientRoutes.some((route) => route.test(pathname));
}
