/**
 * The staff editor of the "what goes where" lists (issue 32 §3), for admin and customerservice (the
 * admin-area hook and each handler check the role; a municipality user is refused). {listId} is a
 * portal's id or `hauler` for the hauler's list:
 *
 *   GET  /api/admin/what-goes-where/lists/{listId}/items?search=&page=&pageSize=   a page, by name
 *   POST /api/admin/what-goes-where/lists/{listId}/items              add an item (409: name taken)
 *   PUT  /api/admin/what-goes-where/lists/{listId}/items/{itemId}     change one (hiding included)
 *   POST /api/admin/what-goes-where/lists/{portalId}/copy-hauler      start the portal's own list
 *   POST /api/admin/what-goes-where/lists/{listId}/import {csv}       all rows or none (422 + lines)
 *   GET  /api/admin/what-goes-where/lists/{listId}/export             the list as CSV
 *   GET  /api/admin/what-goes-where/misses?portalId=                  searches that found nothing
 *
 * A portal's list is written only once it has items of its own (409 otherwise: "start from the
 * hauler's" first, or import), so a first added item never hides the hauler's whole list from it.
 */
import { z } from 'zod';
import type { FeatureRoutes } from '../types';
import { requireStaff, staffFirst } from '../../auth/guards';
import { portalScope } from '../../auth/portal-scope';
import { AppError } from '../../errors';
import { errorAnswers, featureRouteOptions } from '../../http/route-options';
import { declareStaffRoutes } from '../../http/declare-staff-routes';
import { ZErrorBody } from '../../../domain/errors';
import {
  WASTE_GUIDE_CSV_MAX_BYTES,
  ZWasteGuideCopyResult,
  ZWasteGuideEditorItem,
  ZWasteGuideImportRequest,
  ZWasteGuideImportResult,
  ZWasteGuideItemInput,
  ZWasteGuideItemListQuery,
  ZWasteGuideItemPage,
  ZWasteGuideItemParams,
  ZWasteGuideListParams,
  ZWasteGuideMisses,
  ZWasteGuideMissesQuery,
} from '../../../domain/what-goes-where/editor';
import { createWasteGuideEditor, storedListId } from './waste-guide-editor';
import { parseWasteGuideCsv, wasteGuideCsvOf } from './waste-guide-csv';

const BASE = '/admin/what-goes-where';
const editorDefaults = {
  tags: ['admin', 'what-goes-where'],
  errors: errorAnswers(400, 401, 403, 404),
};
/** The import's options: its own body limit besides the feature's. */
const routeOptions = featureRouteOptions({ ...editorDefaults, first: staffFirst });
export const importMessages = {
  badRows: (count: number) =>
    count === 1
      ? 'One row of the file has a problem; nothing was imported.'
      : `${count} rows of the file have problems; nothing was imported.`,
};

export const wasteGuideEditorRoutes: FeatureRoutes = async (api, ctx) => {
  const editors = declareStaffRoutes(api, editorDefaults);

  const editor = createWasteGuideEditor(ctx.db);

  editors.get(
    `${BASE}/lists/:listId/items`,
    {
      summary: 'A page of a "what goes where" list by name; `search` finds a name or synonym',
      params: ZWasteGuideListParams,
      querystring: ZWasteGuideItemListQuery,
      response: { 200: ZWasteGuideItemPage },
    },
    (request, _staff, reply) => {
      reply.header('cache-control', 'no-store');
      return editor.findItems(storedListId(request.params.listId), request.query);
    },
  );

  editors.post(
    `${BASE}/lists/:listId/items`,
    {
      summary: 'Add an item to a list; 409 when the list has the name, or the portal has no list yet',
      params: ZWasteGuideListParams,
      body: ZWasteGuideItemInput,
      response: { 201: ZWasteGuideEditorItem, 409: ZErrorBody },
    },
    async (request, staff, reply) => {
      const item = await editor.addItem(storedListId(request.params.listId), request.body, staff);
      return reply.status(201).send(item);
    },
  );

  editors.put(
    `${BASE}/lists/:listId/items/:itemId`,
    {
      summary: 'Change an item (its words, where it goes, hidden); 409 when another item has the name',
      params: ZWasteGuideItemParams,
      body: ZWasteGuideItemInput,
      response: { 200: ZWasteGuideEditorItem, 409: ZErrorBody },
    },
    (request, staff) => {
      const { listId, itemId } = request.params;
      return editor.updateItem(storedListId(listId), itemId, request.body, staff);
    },
  );

  editors.post(
    `${BASE}/lists/:listId/copy-hauler`,
    {
      summary: "Start a portal's own list as a copy of the hauler's; 409 when it has one",
      params: ZWasteGuideListParams,
      response: { 200: ZWasteGuideCopyResult, 409: ZErrorBody },
    },
    async (request, staff) => ({
      added: await editor.copyHaulerList(storedListId(request.params.listId), staff),
    }),
  );

  api.post(
    `${BASE}/lists/:listId/import`,
    {
      bodyLimit: WASTE_GUIDE_CSV_MAX_BYTES + 64 * 1024,
      ...routeOptions({
        summary:
          'Import a CSV into a list (name, synonyms, destination, note[, hidden][, name_es …]): a name the list has is changed, others added; every row or none (422 with each bad line in details.errors)',
        params: ZWasteGuideListParams,
        body: ZWasteGuideImportRequest,
        response: { 200: ZWasteGuideImportResult, 413: ZErrorBody, 422: ZErrorBody },
      }),
    },
    async (request) => {
      const staff = requireStaff(request);
      const { items, errors } = parseWasteGuideCsv(request.body.csv);
      if (errors.length > 0) {
        throw new AppError('UNPROCESSABLE', importMessages.badRows(errors.length), { errors });
      }
      if (items.length === 0) throw new AppError('UNPROCESSABLE', 'The file has no items.');
      // the parser's rows checked as the form's items are (a synonym too long, too many synonyms)
      const checked = items.map((item) => ZWasteGuideItemInput.safeParse(item));
      const rowErrors = checked.flatMap((result, index) =>
        result.success ? [] : [{ line: index + 2, message: result.error.issues[0]!.message }],
      );
      if (rowErrors.length > 0) {
        throw new AppError('UNPROCESSABLE', importMessages.badRows(rowErrors.length), { errors: rowErrors });
      }
      const inputs = checked.map((result) => result.data!);
      return editor.importItems(storedListId(request.params.listId), inputs, staff);
    },
  );

  editors.get(
    `${BASE}/lists/:listId/export`,
    {
      summary: 'A list as CSV in the import’s columns (formula-like cells start with an apostrophe)',
      params: ZWasteGuideListParams,
      response: { 200: z.string().describe('text/csv; charset=utf-8') },
    },
    async (request, _staff, reply) => {
      const listId = storedListId(request.params.listId);
      const csv = wasteGuideCsvOf(await editor.allItems(listId));
      const file = `what-goes-where-${request.params.listId.replace(/[^\w-]/g, '')}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  editors.get(
    `${BASE}/misses`,
    {
      summary: `The searches that found nothing, most asked first (20): of one portal's list, or of every list`,
      querystring: ZWasteGuideMissesQuery,
      response: { 200: ZWasteGuideMisses },
    },
    async (request, staff, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await editor.findMisses(portalScope(staff, request.query.portalId)) };
    },
  );
};
