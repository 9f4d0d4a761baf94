/**
 * The address tools' API (spec 03 §2.14, §2.15, §5, §7, §8), for admin and customerservice; the role
 * is checked before the request is validated (no staff sign-in 401, other work accounts 403):
 *
 *   GET    /api/admin/address-tools/portals               the portals the undelivered-cart wizard starts from
 *   GET    /api/admin/address-tools/addresses?zip=        the back office's addresses in a ZIP code
 *   POST   /api/admin/address-tools/address-check         does the back office have this address?
 *   GET    /api/admin/address-tools/suggestions           address suggestions in a portal's ZIP codes
 *   GET    /api/admin/address-tools/agents                the back office's agents, by full name
 *   POST   /api/admin/address-tools/undelivered-cart-issues   file the complaint (through the tickets outbox)
 *   GET    /api/admin/added-addresses                     Address Management: keyset pages, newest first
 *   POST   /api/admin/added-addresses                     add an address the back office does not have
 *   GET    /api/admin/added-addresses/export              the .xlsx, streamed
 *   DELETE /api/admin/added-addresses/{id}                delete one
 *   POST   /api/admin/added-addresses/{id}/load           built-in back office: make it a real site
 */
import { z } from 'zod';
import { ZErrorBody } from '../../../domain/errors';
import {
  ADDRESS_TOOLS_MESSAGES as MESSAGES,
  ZAddedAddressFilters,
  ZAddedAddressIdParams,
  ZAddedAddressList,
  ZAddedAddressListQuery,
  ZAddressCheckRequest,
  ZAddressCheckResult,
  ZAddressSuggestions,
  ZAddressSuggestionsQuery,
  ZAddressToolsPortals,
  ZAgentList,
  ZCreateAddedAddress,
  ZCreatedAddedAddress,
  ZDeletedAddedAddress,
  ZLoadedAddedAddress,
  ZUndeliveredCartIssueRequest,
  ZUndeliveredCartIssueResult,
  ZZipLookupQuery,
  ZZipLookupResult,
  addedAddressesFileName,
} from '../../../domain/address-tools/address-tools';
import { AppError } from '../../errors';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../http/xlsx-export';
import { errorAnswers } from '../../http/route-options';
import { declareStaffRoutes } from '../../http/declare-staff-routes';
import type { FeatureRoutes } from '../types';
import { createAddedAddress, deleteAddedAddress, loadAddedAddress } from './added-addresses-service';
import { findFirstExportBatch, streamAddedAddressWorkbook } from './added-addresses-export';
import { findAddedAddresses, findAddressToolsPortals } from './address-tools-repository';
import {
  checkAddress,
  createUndeliveredCartIssue,
  listAgents,
  lookupZip,
  suggestAddresses,
} from './undelivered-cart-service';

const TOOLS = '/admin/address-tools';
const ADDED = '/admin/added-addresses';
const errors = errorAnswers(400, 401, 403);
const managementDefaults = {
  tags: ['admin', 'added-addresses'],
  errors,
};

export const addressToolsRoutes: FeatureRoutes = async (api, ctx) => {
  const wizard = declareStaffRoutes(api, { tags: ['admin', 'undelivered-cart'], errors });
  const management = declareStaffRoutes(api, managementDefaults);

  wizard.get(
    `${TOOLS}/portals`,
    {
      summary: 'The customer portals (id, title, type, ZIP codes) the undelivered-cart wizard starts from',
      response: { 200: ZAddressToolsPortals },
    },
    async () => ({ items: await findAddressToolsPortals(ctx.db) }),
  );

  wizard.get(
    `${TOOLS}/addresses`,
    {
      summary: "The back office's addresses (sites) in a ZIP code",
      description:
        'An empty list is the spec\'s "No addresses found for this ZIP code."; 503 "Failed to verify address" when the back office fails.',
      querystring: ZZipLookupQuery,
      response: { 200: ZZipLookupResult, 503: ZErrorBody },
    },
    (request) => lookupZip(ctx, request.query.zip),
  );

  wizard.post(
    `${TOOLS}/address-check`,
    {
      summary:
        'Does the back office have this address? Street, city and state compared case-insensitively, the ZIP exactly',
      description:
        'exists with the site (for the issue), or not (the wizard goes on to customer info and the new address); addedAddress names an earlier added address at the same street address.',
      body: ZAddressCheckRequest,
      response: { 200: ZAddressCheckResult, 503: ZErrorBody },
    },
    (request) => checkAddress(ctx, request.body),
  );

  wizard.get(
    `${TOOLS}/suggestions`,
    {
      summary: "At most 10 address suggestions in the portal's ZIP codes (from 3 typed characters)",
      description:
        'From Smarty US Autocomplete Pro when configured (the key stays on the server), else from the back office\'s and the added addresses (prefix and fuzzy match on the street line). 503 "Failed to fetch address suggestions".',
      querystring: ZAddressSuggestionsQuery,
      response: { 200: ZAddressSuggestions, 404: ZErrorBody, 503: ZErrorBody },
    },
    (request) => suggestAddresses(ctx, request.query),
  );

  wizard.get(
    `${TOOLS}/agents`,
    {
      summary: "The back office's agents (Username, Full Name), sorted by full name",
      description: '503 "Failed to fetch agents"; the issue can still be created without an agent.',
      response: { 200: ZAgentList, 503: ZErrorBody },
    },
    () => listAgents(ctx),
  );

  wizard.post(
    `${TOOLS}/undelivered-cart-issues`,
    {
      summary: 'File an undelivered-cart complaint for a back-office site (GQ, urgency NE, the system note)',
      description:
        'Written to the tickets outbox (it is listed in the tickets desk, kind undelivered-cart) and tried at once: 201 filed with the IssueID, or 202 queued (filed later by the job; `problem` says why not at once, e.g. "No issue ID returned from server"). Recorded under the acting staff user\'s name. The same clientKey again answers the first submission. 404 unknown portal; 422 a site the back office does not have.',
      body: ZUndeliveredCartIssueRequest,
      response: {
        201: ZUndeliveredCartIssueResult,
        202: ZUndeliveredCartIssueResult,
        404: ZErrorBody,
        422: ZErrorBody,
      },
    },
    async (request, staff, reply) => {
      const result = await createUndeliveredCartIssue(ctx, request.body, staff);
      return reply.status(result.status === 'filed' ? 201 : 202).send(result);
    },
  );

  management.get(
    ADDED,
    {
      summary: 'The added addresses, newest first, 20 at a time (keyset pages), with a text filter',
      querystring: ZAddedAddressListQuery,
      response: { 200: ZAddedAddressList },
    },
    (request) => findAddedAddresses(ctx.db, request.query),
  );

  management.post(
    ADDED,
    {
      summary:
        'Add an address the back office does not have yet, with the customer who asked (NewSiteAddress)',
      description:
        'Customer info follows the profile wizard\'s rules (the e-mail and phone checks included). Verified when smartyData (the chosen Smarty suggestion, naming this very address) is sent and the server uses Smarty; otherwise Manual. 400 a ZIP outside the portal or smartyData for another address ("Please select a valid address from the suggestions."); 409 already added or already in the back office.',
      body: ZCreateAddedAddress,
      response: { 201: ZCreatedAddedAddress, 404: ZErrorBody, 409: ZErrorBody },
    },
    async (request, staff, reply) =>
      reply.status(201).send(await createAddedAddress(ctx, request.body, staff)),
  );

  management.get(
    `${ADDED}/export`,
    {
      summary:
        'The filtered added addresses as added-addresses-{yyyy-MM-dd}.xlsx (sheet "Added Addresses", 14 columns), streamed',
      querystring: ZAddedAddressFilters,
      produces: [XLSX_CONTENT_TYPE],
      response: { 200: z.unknown().describe('The .xlsx file'), 404: ZErrorBody },
    },
    async (request, _staff, reply) => {
      const first = await findFirstExportBatch(ctx.db, request.query);
      if (first.length === 0) throw new AppError('NOT_FOUND', MESSAGES.noAddressesToExport);
      const now = ctx.now();
      const workbook = await streamAddedAddressWorkbook(ctx.db, request.query, first, now);
      return sendXlsx(reply, addedAddressesFileName(now), workbook);
    },
  );

  management.delete(
    `${ADDED}/:id`,
    {
      summary: 'Delete an added address ("Address deleted successfully")',
      params: ZAddedAddressIdParams,
      response: { 200: ZDeletedAddedAddress, 404: ZErrorBody },
    },
    (request, staff) => deleteAddedAddress(ctx, request.params.id, staff),
  );

  management.post(
    `${ADDED}/:id/load`,
    {
      summary:
        "Built-in back office only: load the address as a site of the portal's routing customer with the portal's default services",
      description:
        'It then appears in the ZIP lookup, registration and the Services pages. 409 when already loaded, when the portal names no source database and routing customer, or with an external back office (it loads sites itself).',
      params: ZAddedAddressIdParams,
      response: { 200: ZLoadedAddedAddress, 404: ZErrorBody, 409: ZErrorBody },
    },
    (request, staff) => loadAddedAddress(ctx, request.params.id, staff),
  );
};
