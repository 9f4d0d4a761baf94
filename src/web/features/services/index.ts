/**
 * What other features may use of the Services feature: the summary of one service card (staff show it
 * too), and the day names' keys (My Services names the days the same way).
 */
export { ServiceSummary, StatusBadge } from './components/service-summary';
export { DAY_KEYS, SERVICE_MESSAGES } from './messages';
export { ServicesPage } from './services-page';
export { CollectionStatus } from './components/collection-status';
export { useServices } from './api/get-services';
