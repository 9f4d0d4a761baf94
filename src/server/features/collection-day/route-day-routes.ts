/**
 * The staff route-day API (issue 32 §1, built-in back office). admin and customerservice read and
 * record; a municipality user reads its own portals only (another portal 403, any write 403). The role
 * is settled before the query or body is validated (no staff sign-in 401, other work accounts 403).
 *
 *   GET  /api/admin/route-days                 the portal's routes of a day, state and counts
 *   GET  /api/admin/route-days/stops           a route's stops, 25 a page (opaque cursor), with search
 *   POST /api/admin/route-days/route-state     mark a route started or completed (now)
 *   POST /api/admin/route-days/site-events     record a stop collected or not collected
 *   POST /api/admin/route-days/import          a CSV of the day's events (text/csv, at most 5 MB):
 *                                              all or nothing, 422 with the wrong lines
 *   GET  /api/admin/route-days/export.csv      the day's events in the import's columns
 *
 * Writes answer 409 with an external back office: its routing system records the events.
 */
import { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ROUTE_DAY_CSV_MAX_BYTES,
  ROUTE_DAY_MESSAGES,
  routeDayCsvFileName,
  ZRecordAnswer,
  ZRouteDayExportQuery,
  ZRouteDayImportAnswer,
  ZRouteDayImportQuery,
  ZRouteDayImportRejected,
  ZRouteDays,
  ZRouteDaysQuery,
  ZRouteStateBody,
  ZRouteStopsPage,
  ZRouteStopsQuery,
  ZSiteEventBody,
} from '../../../domain/collection-day/route-day-api';
import { ZErrorBody } from '../../../domain/errors';
import { OVERSIGHT_ROLES, requireStaff, staffFirst } from '../../auth/guards';
import { forOwnPortal } from '../../auth/portal-scope';
import { AppError } from '../../errors';
import { errorAnswers, featureRouteOptions } from '../../http/route-options';
import { declareStaffRoutes } from '../../http/declare-staff-routes';
import type { FeatureRoutes } from '../types';
import {
  importRouteDayCsv,
  listRouteDays,
  listRouteStops,
  recordRouteState,
  recordSiteEvent,
  routeDayCsv,
} from './route-day-service';

const BASE = '/admin/route-days';
const options = { tags: ['admin', 'route-days'], errors: errorAnswers(400, 401, 403, 404) };
const writeRoute = featureRouteOptions({ ...options, first: staffFirst });

export const routeDayRoutes: FeatureRoutes = async (api, ctx) => {
  const readers = declareStaffRoutes(api, { ...options, roles: OVERSIGHT_ROLES });
  const recorders = declareStaffRoutes(api, options);

  readers.read(
    BASE,
    {
      summary:
        'The portal’s routes of a day (default: today at the portal): each route’s stops, collected and not-collected counts, started and completed times. The routes are those that run on the date under the portal’s holiday rule. admin, customerservice, municipality (own portals)',
      querystring: ZRouteDaysQuery,
      response: { 200: ZRouteDays },
    },
    forOwnPortal((request) => listRouteDays(ctx, request.query.portalId, request.query.day)),
  );

  readers.read(
    `${BASE}/stops`,
    {
      summary:
        'A page of 25 stops of a route on a day, by address, each with the event recorded for it; `search` matches the address, the name, or the customer or site number. admin, customerservice, municipality (own portals)',
      querystring: ZRouteStopsQuery,
      response: { 200: ZRouteStopsPage },
    },
    forOwnPortal((request) => listRouteStops(ctx, request.query)),
  );

  recorders.post(
    `${BASE}/route-state`,
    {
      summary:
        'Mark a route started or completed on a day, now (admin, customerservice; built-in back office)',
      body: ZRouteStateBody,
      response: { 200: ZRecordAnswer, 409: ZErrorBody },
    },
    (request, staff) => recordRouteState(ctx, request.body, staff.id),
  );

  recorders.post(
    `${BASE}/site-events`,
    {
      summary:
        'Record a stop of a route collected, or not collected with a reason, an optional note and photo link; the customer is told of an exception once (admin, customerservice; built-in back office)',
      body: ZSiteEventBody,
      response: { 200: ZRecordAnswer, 409: ZErrorBody },
    },
    (request, staff) => recordSiteEvent(ctx, request.body, staff.id),
  );

  readers.get(
    `${BASE}/export.csv`,
    {
      summary:
        'The day’s events of the portal as CSV (day,route,customer,site,service,outcome,time,reason,note,photo), the import’s columns: loading it again changes nothing. admin, customerservice, municipality (own portals)',
      querystring: ZRouteDayExportQuery,
      produces: ['text/csv'],
      response: { 200: z.unknown().describe('The CSV file') },
    },
    forOwnPortal(async (request, reply) => {
      const { portalId, day } = request.query;
      const lines = routeDayCsv(ctx, portalId, day);
      // the first part is read before answering: an unknown portal is a clean 404, not a broken file
      const first = await lines.next();
      async function* rest() {
        if (!first.done) yield first.value;
        yield* lines;
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${routeDayCsvFileName(portalId, day)}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(rest()));
    }),
  );

  // the CSV body parser is this route's alone
  await api.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: ROUTE_DAY_CSV_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      `${BASE}/import`,
      {
        ...writeRoute({
          summary:
            'Load a CSV of a day’s events (text/csv, at most 5 MB; the columns of export.csv): every line is checked and, when one is wrong, nothing is saved and the answer is 422 with each wrong line. admin, customerservice; built-in back office',
          querystring: ZRouteDayImportQuery,
          consumes: ['text/csv'],
          response: {
            200: ZRouteDayImportAnswer,
            409: ZErrorBody,
            413: ZErrorBody,
            415: ZErrorBody,
            422: ZRouteDayImportRejected,
          },
        }),
        bodyLimit: ROUTE_DAY_CSV_MAX_BYTES,
      },
      async (request, reply) => {
        const staff = requireStaff(request);
        if (typeof request.body !== 'string') {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as text/csv.');
        }
        const result = await importRouteDayCsv(ctx, request.query.portalId, request.body, staff.id);
        if (result.errors.length > 0) {
          return reply.status(422).send({
            code: 'UNPROCESSABLE',
            message: ROUTE_DAY_MESSAGES.csvLinesWrong,
            applied: 0,
            errors: result.errors,
          });
        }
        return { applied: result.applied, errors: [] };
      },
    );
  });
};
