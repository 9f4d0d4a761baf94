/**
 * The My Services API (enterprise, spec 02 §2.2, §4.2, §5, §9): request and response schemas shared
 * by the Fastify routes and the web app. The rows, filters, totals and export columns are the rules
 * in enterprise.ts; the action modal's form is ZEnterpriseActionRequest in service-requests.ts.
 */
import { z } from 'zod';
import { pageQuery } from '../pagination';
import type { EnterpriseAction } from './service-requests';

/** Rows per page; Load More adds the same again (spec 02 §9). */
export const MY_SERVICES_PAGE_SIZE = 10;
export const MY_SERVICES_MAX_PAGE_SIZE = 100;

const ZFilterText = z.string().trim().max(200).optional();

/** "RG,RR" (or repeated values joined by the client) → ["RG", "RR"]. */
const ZServiceTypeList = z
  .string()
  .max(1000)
  .optional()
  .transform((value) =>
    [
      ...new Set(
        (value ?? '')
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter((code) => code !== ''),
      ),
    ].slice(0, 100),
  )
  .pipe(z.array(z.string().max(8, 'A service type code has at most 8 characters.')));

/** On unless explicitly false ("Show only regular services" is on by default). */
const ZRegularOnly = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value !== 'false' && value !== '0');

export const ZMyServicesFilters = z.object({
  address: ZFilterText,
  siteName: ZFilterText,
  serviceTypes: ZServiceTypeList,
  regularOnly: ZRegularOnly,
});
export type TMyServicesFilters = z.infer<typeof ZMyServicesFilters>;

export const ZMyServicesQuery = ZMyServicesFilters.extend(
  pageQuery({ defaultPageSize: MY_SERVICES_PAGE_SIZE, maxPageSize: MY_SERVICES_MAX_PAGE_SIZE }).shape,
);
export type TMyServicesQuery = z.infer<typeof ZMyServicesQuery>;

export const ZUidParams = z.object({ uid: z.string().trim().min(1).max(200) });

/** One My Services row (the spec's derived service row). */
export const ZMyServiceRow = z.object({
  id: z.number().int(),
  siteName: z.string(),
  service: z.string(),
  address: z.string(),
  site: z.string(),
  rate: z.number(),
  quantity: z.number(),
  size: z.string(),
  /** GA gallons, YD cubic yards, '' when the back office does not say. */
  unit: z.string(),
  dayOfService: z.string(),
  frequency: z.string(),
  source: z.string(),
  cust: z.string(),
  serv: z.string(),
  salesRepCode: z.string(),
});
export type TMyServiceRow = z.infer<typeof ZMyServiceRow>;

export const ZMyServicesTotals = z.object({
  services: z.number().int(),
  rate: z.number(),
  sites: z.number().int(),
});

export const ZMyServicesResponse = z.object({
  items: z.array(ZMyServiceRow),
  /** Rows matching the filters, across every page. */
  total: z.number().int(),
  /** The three summary cards, over every matching row. */
  totals: ZMyServicesTotals,
});
export type TMyServicesResponse = z.infer<typeof ZMyServicesResponse>;

export const ZSalesRepResponse = z.object({
  code: z.string(),
  description: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TSalesRepResponse = z.infer<typeof ZSalesRepResponse>;

/** One filter entry: a service name and the customer's codes under it (CC and CY: Commercial Organics). */
export const ZServiceTypeOption = z.object({ name: z.string(), codes: z.array(z.string()).min(1) });
export const ZServiceTypesResponse = z.object({ items: z.array(ZServiceTypeOption) });
export type TServiceTypesResponse = z.infer<typeof ZServiceTypesResponse>;

/** The row an action is about: its company database, customer, site and service. */
export const ZSiteRowKey = z.object({
  source: z.string().trim().min(1).max(64),
  cust: z.string().trim().min(1).max(64),
  site: z.string().trim().min(1).max(64),
  serv: z.string().trim().max(16).default(''),
});
export type TSiteRowKey = z.infer<typeof ZSiteRowKey>;

export const ZMyServicesActionResponse = z.object({
  /** filed: a ticket with its IssueID; queued: the ticket will be filed shortly; sent: the sales rep was mailed. */
  status: z.enum(['filed', 'queued', 'sent']),
  issueId: z.string().nullable(),
  message: z.string(),
});
export type TMyServicesActionResponse = z.infer<typeof ZMyServicesActionResponse>;

export const ROW_NOT_YOURS_MESSAGE = 'This service is not one of your sites.';
export const NO_SALES_REP_MESSAGE = 'No sales representative found';
export const ACTION_SENT_MESSAGE =
  'Your request has been sent to your sales representative, who will contact you shortly.';

/** The mail subject of a notification to the sales rep. */
export function actionMailSubject(
  actionLabel: EnterpriseAction | string,
  siteName: string,
  site: string,
): string {
  return `My Services: ${actionLabel} request for ${siteName || 'site'} (site ${site})`;
}
