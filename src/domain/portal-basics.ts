/**
 * The parts of the portal setup (portal-setup.ts, which re-exports them) that the customer pages
 * use: portal types, the enterprise portal's title, the restriction message, billing frequencies
 * and service ids. A module of its own so that those pages do without the whole setup's schemas
 * (issue 9, the work a page does before it responds).
 */
import { z } from 'zod';

export const RESIDENTIAL_PORTAL_TYPE = 'residential';
export const ENTERPRISE_PORTAL_TYPE = 'enterprise';
/** The shared portal setup every enterprise customer uses (spec 01 §9). */
export const ENTERPRISE_PORTAL_TITLE = 'All Customers Enterprise';
export const DEFAULT_RESTRICTION_MESSAGE =
  'Service changes are not available. Please contact customer service for assistance.';

export const BILLING_FREQUENCIES = [
  'monthly',
  'quarterly',
  '4months',
  'annually',
  'seasonal',
  'per service',
  'each',
  'notbilledbylrs',
] as const;
export const ZBillingFrequency = z.enum(BILLING_FREQUENCIES);
export type TBillingFrequency = z.infer<typeof ZBillingFrequency>;

/** Service ids (CM05_SERV / value): trash 1, recycling 2, yard waste 3. */
export const SERVICE_VALUES = { trash: 1, recycling: 2, yardwaste: 3 } as const;
