/** What other features may use of the pickup calendar: the home page's "Next pickup" card. */
export { NextPickupCard } from './components/next-pickup-card';
