/** The demo hauler seed and the load generator. */
export { seedDemo, demoRegistrationSites, type SeedDemoOptions, type SeedDemoResult } from './seed-demo';
export {
  seedLoadCustomers,
  type LoadCustomersOptions,
  type LoadCustomersResult,
} from './seed-load-customers';
export {
  DELIVERY_PORTAL,
  seedDeliveryPortal,
  type DeliveryPortalOptions,
  type DeliveryPortalResult,
} from './seed-delivery-portal';
export {
  DEMO_PORTAL_IDS,
  DEMO_RESIDENTIAL_PORTAL_IDS,
  DEMO_FALLBACK_PORTAL_ID,
  DEMO_PASSWORD,
  isKeptFreeForRegistration,
} from './demo-ids';
export {
  ONBOARDING_AREAS,
  ONBOARDING_CUSTOMER,
  ONBOARDING_SOURCE,
  ONBOARDING_ZIPS,
  onboardingSites,
} from './demo-onboarding';
export { demoCustomerAccounts, DEMO_STAFF, type DemoCustomerAccount } from './demo-people';
