/**
 * The delivery report's API (spec 03 §2.11, §5; customerservice, admin and municipality, the role
 * checked before the query is validated: no staff sign-in 401, other work accounts 403). A
 * municipality user (issue 13) sees its own portals only: the portals list holds just those, and a
 * report or export without a portal or for another portal is 403.
 *
 *   GET /api/admin/delivery-report/portals   the portals to choose from, with routing customer ID,
 *                                            source database and source system
 *   GET /api/admin/delivery-report           20 rows per page (opaque cursor), read only until the page is full
 *   GET /api/admin/delivery-report/summary   the summary cards over every matching row (same filters, no
 *                                            cursor; a pass over all of them, so apart from the rows)
 *   GET /api/admin/delivery-report/export    every matching row as delivery-report-{date}.xlsx (streamed)
 *
 * A back office that fails while its TRUX sites are read answers 503 "Failed to fetch TRUX data".
 */
import { z } from 'zod';
import {
  ZDeliveryReportFilters,
  ZDeliveryReportPage,
  ZDeliveryReportPortals,
  ZDeliveryReportQuery,
  ZDeliveryReportSummary,
} from '../../../domain/delivery-report/delivery-report-api';
import { deliveryReportFileName } from '../../../domain/delivery-report/report-export';
import { OVERSIGHT_ROLES } from '../../auth/guards';
import { forOwnPortal, maySeePortal } from '../../auth/portal-scope';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../http/xlsx-export';
import { errorAnswers } from '../../http/route-options';
import { declareStaffRoutes } from '../../http/declare-staff-routes';
import type { FeatureRoutes } from '../types';
import { exportColumns, writeDeliveryWorkbook } from './delivery-report-export';
import {
  deliveryReportBatches,
  getDeliveryReportPage,
  getDeliveryReportSummary,
  listReportPortals,
} from './delivery-report-service';

const BASE = '/admin/delivery-report';

export const deliveryReportRoutes: FeatureRoutes = async (api, ctx) => {
  const report = declareStaffRoutes(api, {
    tags: ['admin', 'delivery-report'],
    errors: errorAnswers(400, 401, 403, 404, 503),
    roles: OVERSIGHT_ROLES,
  });

  report.read(
    `${BASE}/portals`,
    {
      summary:
        'The portals a delivery report can be built for, with their TRUX routing details (customerservice, admin and municipality: own portals only)',
      response: { 200: ZDeliveryReportPortals },
    },
    async (_request, staff) => {
      const { portals } = await listReportPortals(ctx);
      return { portals: portals.filter((portal) => maySeePortal(staff, portal.id)) };
    },
  );

  report.read(
    BASE,
    {
      summary:
        'A page of 20 delivery report rows (portal customers, then the portal’s TRUX sites when asked); the summary is GET /admin/delivery-report/summary (customerservice, admin and municipality: one of its own portals)',
      querystring: ZDeliveryReportQuery,
      response: { 200: ZDeliveryReportPage },
    },
    forOwnPortal((request) => {
      const { cursor, ...filters } = request.query;
      return getDeliveryReportPage(ctx, filters, cursor);
    }),
  );

  report.read(
    `${BASE}/summary`,
    {
      summary:
        'The delivery report’s summary cards over every row of the current filters: total items with the earliest and latest creation dates, and trash, recycling and yard waste counts with percentages (customerservice, admin and municipality: one of its own portals)',
      querystring: ZDeliveryReportFilters,
      response: { 200: ZDeliveryReportSummary },
    },
    forOwnPortal((request) => getDeliveryReportSummary(ctx, request.query)),
  );

  report.get(
    `${BASE}/export`,
    {
      summary:
        'Every row of the current filters as a spreadsheet (sheet "Delivery Report"), streamed (customerservice, admin and municipality: one of its own portals)',
      querystring: ZDeliveryReportFilters,
      produces: [XLSX_CONTENT_TYPE],
      response: { 200: z.unknown().describe('The .xlsx file') },
    },
    forOwnPortal(async (request, reply) => {
      const filters = request.query;
      const { day, batches } = await deliveryReportBatches(ctx, filters);
      // the first batch is read before answering: a failing back office is a clean error, not a broken file
      const first = await batches.next();
      const stream = writeDeliveryWorkbook(
        exportColumns(filters),
        first.done ? undefined : first.value,
        batches,
        ctx.now(),
      );
      return sendXlsx(reply, deliveryReportFileName(day), stream);
    }),
  );
};
