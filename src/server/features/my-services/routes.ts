/**
 * My Services (enterprise): the sites table with filters, paging and totals, the sales-rep banner,
 * the service types of the filter, the spreadsheet export and the row actions. Every route takes the
 * uid from the path and answers 404 unless it is the signed-in customer's own.
 */
import { z } from 'zod';
import { ZErrorBody } from '../../../domain/errors';
import { myServicesExportFileName } from '../../../domain/services/enterprise';
import {
  ZMyServicesActionResponse,
  ZMyServicesFilters,
  ZMyServicesQuery,
  ZMyServicesResponse,
  ZSalesRepResponse,
  ZServiceTypesResponse,
  ZUidParams,
} from '../../../domain/services/my-services-api';
import { customerFirst, requireCustomer } from '../../auth/guards';
import { countCustomerWrite } from '../services/customer-limits';
import { errorAnswers, featureRouteOptions } from '../../http/route-options';
import type { FeatureRoutes } from '../types';
import { todayOf } from '../services/services-service';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../http/xlsx-export';
import { streamMyServicesWorkbook } from './my-services-export';
import {
  backOfficeFilters,
  findMyServices,
  findMyServiceTypes,
  getMySalesRep,
  loadOwnEnterprise,
  runMyServicesAction,
  SCAN_PAGE_SIZE,
} from './my-services-service';
import { rememberRequestLanguage } from '../my-account/customer-language';

const routeOptions = featureRouteOptions({
  tags: ['my-services'],
  errors: errorAnswers(400, 401, 403, 404, 503),
  first: customerFirst,
});

export const myServicesRoutes: FeatureRoutes = async (api, ctx) => {
  api.get(
    '/my-services/:uid',
    routeOptions({
      summary: "The enterprise customer's services: filtered, one page, with totals over every match",
      params: ZUidParams,
      querystring: ZMyServicesQuery,
      response: { 200: ZMyServicesResponse },
    }),
    async (request, reply) => {
      const customer = await loadOwnEnterprise(ctx, requireCustomer(request).uid, request.params.uid);
      reply.header('cache-control', 'no-store');
      return findMyServices(ctx, customer, request.query);
    },
  );

  // the banner's sales representative and the filter's service types: one read of the own enterprise each
  const enterpriseReads = [
    ['sales-rep', "The enterprise customer's sales representative", ZSalesRepResponse, getMySalesRep],
    [
      'service-types',
      'The service type codes among the customer’s services (for the filter)',
      ZServiceTypesResponse,
      findMyServiceTypes,
    ],
  ] as const;
  for (const [path, summary, answer, read] of enterpriseReads) {
    api.get(
      `/my-services/:uid/${path}`,
      routeOptions({ summary, params: ZUidParams, response: { 200: answer } }),
      async (request) =>
        read(ctx, await loadOwnEnterprise(ctx, requireCustomer(request).uid, request.params.uid)),
    );
  }

  api.get(
    '/my-services/:uid/export.xlsx',
    routeOptions({
      summary: 'The filtered services as a spreadsheet (streamed)',
      params: ZUidParams,
      querystring: ZMyServicesFilters,
      produces: [XLSX_CONTENT_TYPE],
      response: { 200: z.unknown().describe('The .xlsx file') },
    }),
    async (request, reply) => {
      const customer = await loadOwnEnterprise(ctx, requireCustomer(request).uid, request.params.uid);
      const filters = request.query;
      // the first page is read before answering, so a back office that is down is a clean 503
      const first = await ctx.ports.backOffice.findEnterpriseServices({
        customers: customer.selectedCustomers.map(({ database, customerNumber }) => ({
          database,
          customerNumber,
        })),
        filters: backOfficeFilters(filters),
        page: { page: 1, pageSize: SCAN_PAGE_SIZE },
      });
      const workbook = streamMyServicesWorkbook(ctx, customer, filters, first);
      return sendXlsx(reply, myServicesExportFileName(todayOf(ctx)), workbook);
    },
  );

  api.post(
    '/my-services/:uid/actions',
    routeOptions({
      summary:
        'A row action: Request Extra Pickup files a ticket (200 with the IssueID, 202 when it will be filed shortly); the others mail the sales rep',
      params: ZUidParams,
      body: z
        .record(z.string(), z.unknown())
        .describe('{ action, row: { source, cust, site, serv }, subject, details }'),
      response: {
        200: ZMyServicesActionResponse,
        202: ZMyServicesActionResponse,
        429: ZErrorBody,
      },
    }),
    async (request, reply) => {
      const customer = await loadOwnEnterprise(ctx, requireCustomer(request).uid, request.params.uid);
      await countCustomerWrite(ctx, customer.uid, 'enterprise');
      const outcome = await runMyServicesAction(
        ctx,
        customer,
        request.body,
        await rememberRequestLanguage(ctx, request, customer.uid),
      );
      return reply.status(outcome.statusCode).send(outcome.body);
    },
  );
};
