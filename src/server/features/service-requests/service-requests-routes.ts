/**
 * The tickets desk's API (customerservice and admin; the role is checked before the request is
 * validated: no staff sign-in 401, other work accounts 403):
 *
 *   GET  /api/admin/service-requests               filters, keyset pages of 20 newest first, counts
 *   GET  /api/admin/service-requests/counts        counts per status only, no ticket (also for a
 *                                                  municipality user: its own portals; issue 13)
 *   GET  /api/admin/service-requests/export        the filtered list as .xlsx (streamed)
 *   GET  /api/admin/service-requests/{id}          the detail: payload as sent, timeline, confirmation
 *   POST /api/admin/service-requests/{id}/resend   send a failed request again (same idempotency key)
 *   POST /api/admin/service-requests/{id}/status   set the status and/or add a note (built-in back office)
 */
import { z } from 'zod';
import { ZErrorBody } from '../../../domain/errors';
import {
  NO_SERVICE_REQUESTS_TO_EXPORT,
  serviceRequestExportFileName,
  ZServiceRequestFilters,
  ZServiceRequestDetail,
  ZServiceRequestIdParams,
  ZServiceRequestListQuery,
  ZServiceRequestListResult,
  ZServiceRequestStatusCounts,
  ZServiceRequestStatusCountsQuery,
  ZServiceRequestStatusUpdate,
} from '../../../domain/service-requests/service-request-desk';
import { OVERSIGHT_ROLES } from '../../auth/guards';
import { portalScope } from '../../auth/portal-scope';
import { AppError } from '../../errors';
import { errorAnswers } from '../../http/route-options';
import { declareStaffRoutes } from '../../http/declare-staff-routes';
import type { FeatureRoutes } from '../types';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../http/xlsx-export';
import {
  countServiceRequestsByStatus,
  findServiceRequestExportBatch,
  findServiceRequests,
} from './service-requests-repository';
import { streamServiceRequestWorkbook } from './service-requests-export';
import {
  getServiceRequestDetail,
  resendFailedServiceRequest,
  setServiceRequestStatus,
} from './service-requests-service';

const BASE = '/admin/service-requests';

const options = {
  tags: ['admin', 'service-requests'],
  errors: errorAnswers(400, 401, 403, 404),
};

export const serviceRequestDeskRoutes: FeatureRoutes = async (api, ctx) => {
  const desk = declareStaffRoutes(api, options);
  /** The counts, which a municipality user sees for its own portals too. */
  const oversight = declareStaffRoutes(api, { ...options, roles: OVERSIGHT_ROLES });

  desk.read(
    BASE,
    {
      summary:
        'Find service requests: portal, kind, back-office status, delivery state, created between, one customer (uid), customer/address/IssueID contains or a REQ- reference; keyset pages of 20, newest first',
      querystring: ZServiceRequestListQuery,
      response: { 200: ZServiceRequestListResult },
    },
    (request) => findServiceRequests(ctx.db, request.query),
  );

  oversight.read(
    `${BASE}/counts`,
    {
      summary:
        'The desk’s counts per back-office status and delivery state, of one portal or all, without any ticket (customerservice, admin and municipality: own portals; without a portal, all of theirs; another portal 403)',
      querystring: ZServiceRequestStatusCountsQuery,
      response: { 200: ZServiceRequestStatusCounts },
    },
    (request, staff) => countServiceRequestsByStatus(ctx.db, portalScope(staff, request.query.portalId)),
  );

  desk.get(
    `${BASE}/export`,
    {
      summary: 'The filtered service requests as a spreadsheet (sheet "Service Requests"), streamed',
      querystring: ZServiceRequestFilters,
      produces: [XLSX_CONTENT_TYPE],
      response: { 200: z.unknown().describe('The .xlsx file') },
    },
    async (request, _staff, reply) => {
      const filters = request.query;
      // the first batch is read before answering: nothing matching is a clean 404, not an empty file
      const first = await findServiceRequestExportBatch(ctx.db, filters, undefined);
      if (first.length === 0) throw new AppError('NOT_FOUND', NO_SERVICE_REQUESTS_TO_EXPORT);
      const workbook = await streamServiceRequestWorkbook(ctx.db, filters, first);
      return sendXlsx(reply, serviceRequestExportFileName(ctx.now()), workbook);
    },
  );

  desk.read(
    `${BASE}/:id`,
    {
      summary: 'One service request: the payload as sent, its timeline and its confirmation mail',
      params: ZServiceRequestIdParams,
      response: { 200: ZServiceRequestDetail },
    },
    (request) => getServiceRequestDetail(ctx, request.params.id),
  );

  desk.post(
    `${BASE}/:id/resend`,
    {
      summary: 'Send a failed request to the back office again',
      description:
        'Queues a new create-issue job with the same idempotency key (the request id), so a back office that filed it after all answers the same IssueID. 409 unless the request is failed.',
      params: ZServiceRequestIdParams,
      response: { 200: ZServiceRequestDetail, 409: ZErrorBody },
    },
    (request, staff) => resendFailedServiceRequest(ctx, request.params.id, staff),
  );

  desk.post(
    `${BASE}/:id/status`,
    {
      summary: 'Set the back-office status and/or add a note (built-in back office only)',
      description:
        'Recorded in the timeline at once as the staff user. 409 with an external back office (change the ticket there) or while the request is not filed.',
      params: ZServiceRequestIdParams,
      body: ZServiceRequestStatusUpdate,
      response: { 200: ZServiceRequestDetail, 409: ZErrorBody, 503: ZErrorBody },
    },
    (request, staff) => setServiceRequestStatus(ctx, request.params.id, request.body, staff),
  );
};
