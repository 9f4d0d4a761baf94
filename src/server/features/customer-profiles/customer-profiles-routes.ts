/**
 * Customer Profiles in the admin area (spec 03 §2.9), for customerservice and admin; every route checks
 * the role on the server (another work account 403, no staff sign-in 401):
 *
 *   GET    /api/admin/customer-profiles                 keyset page of 20 with the footer counts
 *   GET    /api/admin/customer-profiles/filter-options  the portals to filter by
 *   GET    /api/admin/customer-profiles/export          the filtered profiles as .xlsx (streamed)
 *   DELETE /api/admin/customer-profiles/{uid}           delete a profile and its sign-in; tickets stay
 */
import { z } from 'zod';
import { errorAnswers } from '../../http/route-options';
import { declareStaffRoutes } from '../../http/declare-staff-routes';
import type { FeatureRoutes } from '../types';
import { AppError } from '../../errors';
import { ZErrorBody } from '../../../domain/errors';
import {
  customerExportFileName,
  NO_CUSTOMER_DATA_TO_EXPORT,
  ZCustomerProfileFilterOptions,
  ZCustomerProfileFilters,
  ZCustomerProfileListQuery,
  ZCustomerProfileListResult,
  ZCustomerProfileUidParams,
  ZDeletedCustomerProfile,
} from '../../../domain/customer-profiles/customer-profile-admin';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../http/xlsx-export';
import {
  findCustomerProfileFilterOptions,
  findCustomerProfiles,
  findExportBatch,
} from './customer-profiles-repository';
import { deleteCustomerProfile } from './customer-profiles-service';
import { streamCustomerWorkbook } from './customer-profiles-export';

const BASE = '/admin/customer-profiles';

export const customerProfileAdminRoutes: FeatureRoutes = async (api, ctx) => {
  const profiles = declareStaffRoutes(api, {
    tags: ['admin', 'customer-profiles'],
    errors: errorAnswers(400, 401, 403),
    /** A bad request is answered 400 before the role is checked (401, 403), as these routes always did. */
    roleFirst: false,
  });

  profiles.get(
    BASE,
    {
      summary:
        'Find customer profiles: customer (name, organization, site or customer number contains), portal, type, ZIP, created between, service changes; keyset pages of 20',
      querystring: ZCustomerProfileListQuery,
      response: { 200: ZCustomerProfileListResult },
    },
    (request) => findCustomerProfiles(ctx.db, request.query),
  );

  profiles.get(
    `${BASE}/filter-options`,
    {
      summary: 'The portals customer profiles can be filtered by',
      response: { 200: ZCustomerProfileFilterOptions },
    },
    () => findCustomerProfileFilterOptions(ctx.db),
  );

  profiles.get(
    `${BASE}/export`,
    {
      summary: 'The filtered customer profiles as a spreadsheet (sheet "Customer Services"), streamed',
      querystring: ZCustomerProfileFilters,
      produces: [XLSX_CONTENT_TYPE],
      response: { 200: z.unknown().describe('The .xlsx file'), 404: ZErrorBody },
    },
    async (request, _staff, reply) => {
      const filters = request.query;
      // the first batch is read before answering: nothing matching is a clean 404, not an empty file
      const first = await findExportBatch(ctx.db, filters, undefined);
      if (first.length === 0) throw new AppError('NOT_FOUND', NO_CUSTOMER_DATA_TO_EXPORT);
      const stream = await streamCustomerWorkbook(ctx.db, filters, first);
      return sendXlsx(reply, customerExportFileName(ctx.now()), stream);
    },
  );

  profiles.delete(
    `${BASE}/:uid`,
    {
      summary:
        'Delete a customer profile: its sign-in account and sessions go, its service requests and the audit trail stay',
      params: ZCustomerProfileUidParams,
      response: { 200: ZDeletedCustomerProfile, 404: ZErrorBody },
    },
    (request, actor) => deleteCustomerProfile(ctx, actor, request.params.uid),
  );
};
