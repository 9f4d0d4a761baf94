/**
 * Every feature's routes, in mount order, and every job queue the server runs, in registration order.
 * A new feature adds one line here for its routes and, with a durable side effect, one for its jobs.
 * The app's composition root (app.ts) mounts the routes and registers the jobs.
 */
import type { FeatureJobs, FeatureRoutes } from './types';
import { registerMessagingJobs } from '../jobs/messaging';
import { registerBackOfficeUpdateJobs } from '../jobs/back-office-update';
import { registerIssueOutboxJobs } from './services/issue-outbox';
import { registerOutboxCheckJob } from './services/issue-outbox-check';
import { registerServiceRequestStatusJobs } from './service-requests/status-polling';
import { registerCollectionHistoryPruneJob } from './collection-day/collection-history-prune';
import { registerRouteEventsJobs } from './collection-day/route-events-sync';
import { registerPickupReminderJobs } from './pickup-reminders/reminder-run';
import { registerClaimJobs, registerLetterJobs } from './address-claims';
import { healthRoutes } from './health/routes';
import { readyRoutes } from './health/ready-routes';
import { authRoutes } from './auth/routes';
import { adminAuthRoutes } from './auth/admin-routes';
import { demoMailboxRoutes } from './demo-mailbox/routes';
import { brandingRoutes } from './portals/branding-routes';
import { portalSetupAdminRoutes } from './portals/admin-routes';
import { staffRoutes } from './staff/staff-routes';
import { customerProfileAdminRoutes } from './customer-profiles/customer-profiles-routes';
import { registrationRoutes } from './registration/routes';
import { addressClaimRoutes } from './address-claims';
import { servicesRoutes } from './services/routes';
import { myServicesRoutes } from './my-services/routes';
import { pickupCalendarRoutes } from './pickup-calendar/routes';
import { contentRoutes } from './content/routes';
import { contentEditorRoutes } from './content-editor/routes';
import { billingRoutes } from './billing/routes';
import { contactRoutes } from './contact/routes';
import { myAccountRoutes } from './my-account/routes';
import { backupRoutes } from './backup/routes';
import { backofficeImportRoutes } from './backoffice-import/routes';
import { manageCustomerProfileRoutes } from './customer-profiles/manage-customer-profile-routes';
import { setupCustomerProfileRoutes } from './customer-profiles/setup-customer-profile-routes';
import { serviceRequestDeskRoutes } from './service-requests/service-requests-routes';
import { statusNoticeRoutes } from './service-requests/status-notice-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { addressToolsRoutes } from './address-tools/address-tools-routes';
import { deliveryReportRoutes } from './delivery-report/delivery-report-routes';
import { calendarFeedRoutes } from './calendar-feed/routes';
import { pickupReminderRoutes } from './pickup-reminders/routes';
import { smsInboundRoutes } from './sms-inbound/routes';
import { open311KeyRoutes } from './open311/open311-admin-routes';
import { registerWebhookJobs, webhookRoutes } from './webhooks';
import { whatGoesWhereRoutes } from './what-goes-where/routes';
import { routeDayRoutes } from './collection-day/route-day-routes';

export const featureRoutes: FeatureRoutes[] = [
  healthRoutes,
  readyRoutes,
  authRoutes,
  adminAuthRoutes,
  demoMailboxRoutes,
  brandingRoutes,
  portalSetupAdminRoutes,
  staffRoutes,
  customerProfileAdminRoutes,
  registrationRoutes,
  addressClaimRoutes,
  servicesRoutes,
  myServicesRoutes,
  pickupCalendarRoutes,
  contentRoutes,
  contentEditorRoutes,
  billingRoutes,
  contactRoutes,
  myAccountRoutes,
  backupRoutes,
  backofficeImportRoutes,
  manageCustomerProfileRoutes,
  setupCustomerProfileRoutes,
  serviceRequestDeskRoutes,
  statusNoticeRoutes,
  dashboardRoutes,
  addressToolsRoutes,
  deliveryReportRoutes,
  calendarFeedRoutes,
  pickupReminderRoutes,
  smsInboundRoutes,
  open311KeyRoutes,
  whatGoesWhereRoutes,
  routeDayRoutes,
  webhookRoutes,
];

/** The shared queues (mail and SMS, back-office updates) and the features' own. */
export const featureJobs: FeatureJobs[] = [
  registerMessagingJobs,
  registerIssueOutboxJobs,
  registerOutboxCheckJob,
  registerBackOfficeUpdateJobs,
  registerServiceRequestStatusJobs,
  registerRouteEventsJobs,
  registerCollectionHistoryPruneJob,
  registerPickupReminderJobs,
  registerClaimJobs,
  registerLetterJobs,
  registerWebhookJobs,
];
