/** What other features may use of the Services feature: the summary of one service card (staff show it too). */
export { ServiceSummary, StatusBadge } from './components/service-summary';
export { SERVICE_MESSAGES } from './messages';
export { ServicesPage } from './services-page';
