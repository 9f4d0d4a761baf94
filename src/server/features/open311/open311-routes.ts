/**
 * The Open311 GeoReport v2 endpoint, mounted at /open311/v2 (app.ts), outside /api: its clients are
 * cities' 311 systems, not the web app, so it has its own error format (the specification's error
 * list, in the format the URL asks for), its own form-body parser (POST requests is
 * application/x-www-form-urlencoded) and its own not-found answer. The request guards of /api (the
 * same-site check, JSON only) do not apply here; the check for text the database cannot store does.
 *
 * Operations: discovery, services, services/{code}, POST requests (api_key), GET requests,
 * requests/{id}, tokens/{token}, each as .xml or .json. Errors: 400 bad input, 403 missing, invalid or
 * wrongly scoped api_key, 404 unknown jurisdiction, service code, request or token, 429 past the limits
 * (per key for POST, per client address for everything); never a 500 for anything a client sends.
 */
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  OPEN311_MIME,
  OPEN311_SPECIFICATION,
  ZOpen311Created,
  ZOpen311Discovery,
  ZOpen311Errors,
  ZOpen311Requests,
  ZOpen311ServiceDefinition,
  ZOpen311Services,
  ZOpen311Token,
  type TOpen311Format,
} from '../../../domain/open311/open311';
import { enforce, rule } from '../../auth/rate-limit';
import { publicBase } from '../../auth/oidc/clients';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import type { Api } from '../types';
import {
  badInput,
  contentTypeOf,
  formatOf,
  notFound,
  Open311Error,
  renderErrors,
  renderList,
  renderObject,
} from './open311-format';
import { allowedOrigin, registerOpen311Cors } from './open311-cors';
import { authenticateKey } from './open311-keys';
import {
  createOpen311Request,
  findOpen311Requests,
  findToken,
  getOpen311Request,
  listJurisdictions,
  listServices,
  OPEN311_MESSAGES,
  requireJurisdiction,
  serviceDefinition,
  type Open311PostInput,
} from './open311-service';

export const OPEN311_PREFIX = '/open311/v2';
const FORM = 'application/x-www-form-urlencoded';
const HOUR = 3600;

/** Limits (fixed windows in the database, shared by every instance). Tests lower them. */
export const OPEN311_LIMITS = {
  /** Requests filed per API key. */
  postsPerKey: { limit: 300, windowSeconds: HOUR },
  /** Any call from one client address. */
  callsPerIp: { limit: 1200, windowSeconds: HOUR },
  /** The form body of one request: the description is at most 4,000 characters. */
  bodyBytes: 64 * 1024,
};

/** The date the service list or definitions last changed (discovery's changeset). */
export const OPEN311_CHANGESET = '2026-11-26T00:00:00Z';

const MESSAGES = {
  tooMany: 'Too many requests. Please try again later.',
  notFound: 'No such Open311 resource. See discovery.xml for the endpoint and its formats.',
  duplicate: (name: string) => `${name} is given more than once.`,
  general: 'The request could not be processed. Please try again; if it keeps failing, tell the hauler.',
  unsupportedType: (type: string) =>
    `Content-Type ${type} is not accepted: send the fields as application/x-www-form-urlencoded (or application/json).`,
  uriTooLong: 'The URL is too long: a path segment may be at most 100 characters.',
  badUrl: 'The URL is not valid (a bad % escape).',
} as const;

const ZFormatParams = z.object({ format: z.string().describe('xml or json') });
const ZJurisdictionQuery = z.looseObject({
  jurisdiction_id: z
    .string()
    .optional()
    .describe('the portal id (discovery lists them); may be left out when the installation has one'),
});
const ZListQuery = ZJurisdictionQuery.extend({
  service_request_id: z.string().optional().describe('comma delimited; overrides every other argument'),
  service_code: z.string().optional().describe('comma delimited'),
  start_date: z
    .string()
    .optional()
    .describe(
      'w3 datetime with a zone, or a date (the start of that day, UTC); default: 90 days before end_date or now',
    ),
  end_date: z
    .string()
    .optional()
    .describe(
      'w3 datetime with a zone, or a date (the end of that day, UTC); the range may not span more than 90 days',
    ),
  status: z.string().optional().describe('open, closed, or both comma delimited'),
});
const ZPostBody = z
  .looseObject({
    api_key: z.string().optional().describe('required: the key an admin created for these portals'),
    jurisdiction_id: z
      .string()
      .optional()
      .describe('the portal id (discovery lists them); may be left out when the installation has one'),
    service_code: z.string().optional().describe('required: from GET services'),
    address_id: z
      .string()
      .optional()
      .describe('a site as GET requests shows it (opaque); the older SOURCE:CUSTOMER:SITE is still taken'),
    address_string: z
      .string()
      .optional()
      .describe(
        'street address, optionally with city, state and ZIP code ("161 Center Ave, Lake Bluff, IL")',
      ),
    zipcode: z.string().optional().describe('the ZIP code, when address_string does not end with it'),
    lat: z.string().optional().describe('WGS84 latitude: the nearest site within 100 m, with long'),
    long: z.string().optional().describe('WGS84 longitude'),
    email: z.string().optional(),
    first_name: z.string().optional(),
    last_name: z.string().optional(),
    phone: z.string().optional(),
    description: z.string().optional().describe('at most 4,000 characters'),
    device_id: z.string().optional(),
    account_id: z.string().optional(),
    media_url: z.string().optional(),
  })
  .describe('application/x-www-form-urlencoded; attribute[code]=value (attribute[code][]=value for lists)');
const ZIdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe('optional (not in the specification): a retry with the same key files once'),
});

const errorResponses = { 400: ZOpen311Errors, 403: ZOpen311Errors, 404: ZOpen311Errors, 429: ZOpen311Errors };
const produces = [OPEN311_MIME.xml, OPEN311_MIME.json];
const tags = ['open311'];

/** The format the URL's extension names, in any case (services.JSON is services.json). */
function requireFormat(format: string): TOpen311Format {
  const wanted = format.toLowerCase();
  if (wanted !== 'xml' && wanted !== 'json') throw notFound(MESSAGES.notFound);
  return wanted;
}

function send(reply: FastifyReply, format: TOpen311Format, body: string, status = 200) {
  return reply
    .status(status)
    .type(contentTypeOf(format))
    .header('cache-control', 'no-store')
    .send(body as never);
}

/** C0 control characters other than tab, line feed and carriage return, and U+FFFE/U+FFFF. */
// eslint-disable-next-line no-control-regex -- the very characters XML cannot carry
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** The form as strings, attribute[code] and attribute[code][] into `attribute`; a field twice is a 400. */
export function parseOpen311Form(body: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const attribute: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const match = /^attribute\[([^\]]{1,100})\](\[\])?$/.exec(name);
    if (match) {
      const code = match[1]!;
      if (match[2]) {
        const existing = attribute[code];
        attribute[code] = Array.isArray(existing)
          ? [...existing, value]
          : existing === undefined
            ? [value]
            : [existing, value];
      } else {
        if (Object.hasOwn(attribute, code)) throw badInput(MESSAGES.duplicate(name));
        attribute[code] = value;
      }
      continue;
    }
    if (Object.hasOwn(fields, name)) throw badInput(MESSAGES.duplicate(name));
    fields[name] = value;
  }
  return Object.keys(attribute).length > 0 ? { ...fields, attribute } : fields;
}

function postInput(body: Record<string, unknown>): Open311PostInput {
  const string = (name: string): string | undefined => {
    const value = body[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw badInput(`${name} must be text.`);
    // XML 1.0 cannot carry these, and GET requests answers in XML
    if (XML_FORBIDDEN.test(value)) throw badInput(`${name} contains a control character.`);
    return value;
  };
  const raw = body.attribute;
  const attributes: Record<string, string | string[]> = {};
  if (raw !== undefined) {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
      throw badInput('attribute must be attribute[code]=value.');
    for (const [code, value] of Object.entries(raw as Record<string, unknown>)) {
      if (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string')))
        attributes[code] = value as string | string[];
      else throw badInput(`attribute[${code}] must be text.`);
    }
  }
  return {
    jurisdiction_id: string('jurisdiction_id'),
    service_code: string('service_code'),
    address_id: string('address_id'),
    address_string: string('address_string'),
    zipcode: string('zipcode'),
    lat: string('lat'),
    long: string('long'),
    email: string('email'),
    first_name: string('first_name'),
    last_name: string('last_name'),
    phone: string('phone'),
    description: string('description'),
    device_id: string('device_id'),
    account_id: string('account_id'),
    media_url: string('media_url'),
    attributes,
  };
}

/** The specification's error list for anything thrown in this scope; 5xx details stay in the log. */
function toOpen311Error(error: unknown, request: FastifyRequest): Open311Error {
  if (error instanceof Open311Error) return error;
  if (error instanceof AppError) {
    if (error.code === 'RATE_LIMITED') {
      const retry = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
      return new Open311Error(429, MESSAGES.tooMany, 429, retry);
    }
    if (error.status === 403 || error.status === 404) return new Open311Error(error.status, error.message);
    if (error.status < 500) return new Open311Error(400, error.message);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const where = first?.instancePath ? `${first.instancePath.slice(1).replaceAll('/', '.')}: ` : '';
    return new Open311Error(400, `${where}${first?.message ?? 'Invalid request'}`);
  }
  const status = (error as { statusCode?: number }).statusCode;
  if ((error as { code?: string }).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const type =
      String(request.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim() || 'none';
    return new Open311Error(400, MESSAGES.unsupportedType(type.slice(0, 100)), 415);
  }
  if (status !== undefined && status >= 400 && status < 500) {
    const message = (error as { message?: string }).message ?? 'Bad request';
    return new Open311Error(400, message, status);
  }
  request.log.error({ err: error }, 'open311 request failed');
  return new Open311Error(500, MESSAGES.general);
}

/**
 * The router's own errors (Fastify's frameworkErrors: a path segment past maxParamLength, 414; a bad %
 * escape, 400) for an Open311 URL, in the specification's error list and the format the URL asks for.
 * Answers false for any other URL, which keeps Fastify's answer.
 */
export function sendOpen311FrameworkError(
  error: { code?: string; statusCode?: number },
  request: FastifyRequest,
  reply: FastifyReply,
  corsOrigins: readonly string[],
): boolean {
  if (!request.url.startsWith(`${OPEN311_PREFIX}/`)) return false;
  const tooLong = error.statusCode === 414;
  const format = formatOf(request.url);
  const allowed = allowedOrigin(corsOrigins, request.headers.origin);
  if (allowed) reply.header('access-control-allow-origin', allowed).header('vary', 'Origin');
  const status = tooLong ? 414 : 400;
  void send(
    reply,
    format,
    renderErrors(format, [{ code: status, description: tooLong ? MESSAGES.uriTooLong : MESSAGES.badUrl }]),
    status,
  );
  return true;
}

export async function open311Routes(app: Api, ctx: AppContext): Promise<void> {
  const scope = app.withTypeProvider<ZodTypeProvider>();

  scope.setErrorHandler((error, request, reply) => {
    const failure = toOpen311Error(error, request);
    if (failure.retryAfterSeconds) reply.header('retry-after', String(failure.retryAfterSeconds));
    return send(
      reply,
      formatOf(request.url),
      renderErrors(formatOf(request.url), [{ code: failure.code, description: failure.message }]),
      failure.status,
    );
  });
  scope.setNotFoundHandler((request, reply) =>
    send(
      reply,
      formatOf(request.url),
      renderErrors(formatOf(request.url), [{ code: 404, description: MESSAGES.notFound }]),
      404,
    ),
  );
  // text/plain is not a form: without Fastify's default parser it is the documented 415 (a code in a 400)
  scope.removeContentTypeParser('text/plain');
  scope.addContentTypeParser(
    FORM,
    { parseAs: 'string', bodyLimit: OPEN311_LIMITS.bodyBytes },
    (_request, body, done) => {
      try {
        done(null, parseOpen311Form(body as string));
      } catch (error) {
        done(error as Error);
      }
    },
  );
  registerOpen311Cors(scope, ctx.config.OPEN311_CORS_ORIGINS);
  scope.addHook('onRequest', async (request) => {
    await enforce(
      ctx.db,
      [rule('open311:ip', request.ip, OPEN311_LIMITS.callsPerIp)],
      ctx.now(),
      MESSAGES.tooMany,
      'open311/too-many-requests',
    );
  });

  scope.get(
    '/discovery.:format',
    {
      schema: {
        tags,
        summary: 'Open311 service discovery: the GeoReport v2 endpoint, its formats, and how to get a key',
        params: ZFormatParams,
        produces,
        response: { 200: ZOpen311Discovery, 404: ZOpen311Errors, 429: ZOpen311Errors },
      },
    },
    async (request, reply) => {
      const format = requireFormat(request.params.format);
      const company = ctx.config.COMPANY_NAME;
      const jurisdictions = await listJurisdictions(ctx);
      const body = {
        changeset: OPEN311_CHANGESET,
        contact: `${company}: ${ctx.config.COMPANY_EMAIL}, ${ctx.config.COMPANY_PHONE_DISPLAY}`,
        key_service: `API keys are issued by ${company}'s administrators: write to ${ctx.config.COMPANY_EMAIL}.`,
        endpoints: [
          {
            specification: OPEN311_SPECIFICATION,
            url: `${publicBase(ctx.config)}${OPEN311_PREFIX}`,
            changeset: OPEN311_CHANGESET,
            type: ctx.config.demoMode ? 'test' : 'production',
            formats: ['text/xml', 'application/json'],
          },
        ],
        // not in the specification's discovery: the jurisdiction_id values every other call takes
        jurisdictions,
      };
      return send(
        reply,
        format,
        renderObject(format, 'discovery', body, {
          endpoints: 'endpoint',
          formats: 'format',
          jurisdictions: 'jurisdiction',
        }),
      );
    },
  );

  scope.get(
    '/services.:format',
    {
      schema: {
        tags,
        summary:
          "GET Service List: the jurisdiction's (portal's) service codes, as its request settings allow",
        params: ZFormatParams,
        querystring: ZJurisdictionQuery,
        produces,
        response: { 200: ZOpen311Services, ...errorResponses },
      },
    },
    async (request, reply) => {
      const format = requireFormat(request.params.format);
      const portal = await requireJurisdiction(ctx, request.query.jurisdiction_id);
      return send(reply, format, renderList(format, 'services', 'service', listServices(portal)));
    },
  );

  scope.get(
    '/services/:service_code.:format',
    {
      schema: {
        tags,
        summary: 'GET Service Definition: the attributes a service code takes (cart type, vacation dates)',
        params: ZFormatParams.extend({ service_code: z.string() }),
        querystring: ZJurisdictionQuery,
        produces,
        response: { 200: ZOpen311ServiceDefinition, ...errorResponses },
      },
    },
    async (request, reply) => {
      const format = requireFormat(request.params.format);
      const portal = await requireJurisdiction(ctx, request.query.jurisdiction_id);
      const definition = serviceDefinition(portal, request.params.service_code);
      return send(
        reply,
        format,
        renderObject(format, 'service_definition', definition, { attributes: 'attribute', values: 'value' }),
      );
    },
  );

  scope.post(
    '/requests.:format',
    {
      bodyLimit: OPEN311_LIMITS.bodyBytes,
      schema: {
        tags,
        summary:
          'POST Service Request (api_key): files a ticket through the tickets outbox; service_request_id when filed, else a token',
        params: ZFormatParams,
        headers: ZIdempotencyHeaders,
        consumes: [FORM],
        body: ZPostBody,
        produces,
        response: { 200: ZOpen311Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const format = requireFormat(request.params.format);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const query = (request.query ?? {}) as Record<string, unknown>;
      const input = postInput(body);
      const portal = await requireJurisdiction(
        ctx,
        input.jurisdiction_id ?? (query.jurisdiction_id as string | undefined),
      );
      const secret =
        typeof body.api_key === 'string'
          ? body.api_key
          : typeof query.api_key === 'string'
            ? query.api_key
            : '';
      if (!secret.trim()) throw new Open311Error(403, OPEN311_MESSAGES.missingKey);
      const key = await authenticateKey(ctx.db, secret.trim());
      if (!key) throw new Open311Error(403, OPEN311_MESSAGES.invalidKey);
      if (!key.portalIds.includes(portal.id))
        throw new Open311Error(403, OPEN311_MESSAGES.keyNotForJurisdiction);
      await enforce(
        ctx.db,
        [rule('open311:key', key.id, OPEN311_LIMITS.postsPerKey)],
        ctx.now(),
        MESSAGES.tooMany,
        'open311/too-many-requests',
      );
      const header = request.headers['idempotency-key'];
      const created = await createOpen311Request(
        ctx,
        key,
        portal,
        input,
        typeof header === 'string' ? header : null,
      );
      return send(reply, format, renderList(format, 'service_requests', 'request', [created]));
    },
  );

  scope.get(
    '/requests.:format',
    {
      schema: {
        tags,
        summary:
          'GET Service Requests: requests filed through Open311 in the jurisdiction; last 90 days and at most 1000 by default; no personal data',
        params: ZFormatParams,
        querystring: ZListQuery,
        produces,
        response: { 200: ZOpen311Requests, ...errorResponses },
      },
    },
    async (request, reply) => {
      const format = requireFormat(request.params.format);
      const portal = await requireJurisdiction(ctx, request.query.jurisdiction_id);
      const items = await findOpen311Requests(ctx, portal, request.query);
      return send(reply, format, renderList(format, 'service_requests', 'request', items));
    },
  );

  scope.get(
    '/requests/:service_request_id.:format',
    {
      schema: {
        tags,
        summary: 'GET Service Request: one request by its service_request_id (the back-office issue number)',
        params: ZFormatParams.extend({ service_request_id: z.string() }),
        querystring: ZJurisdictionQuery,
        produces,
        response: { 200: ZOpen311Requests, ...errorResponses },
      },
    },
    async (request, reply) => {
      const format = requireFormat(request.params.format);
      const portal = await requireJurisdiction(ctx, request.query.jurisdiction_id);
      const items = await getOpen311Request(ctx, portal, request.params.service_request_id);
      return send(reply, format, renderList(format, 'service_requests', 'request', items));
    },
  );

  scope.get(
    '/tokens/:token.:format',
    {
      schema: {
        tags,
        summary:
          'GET service_request_id from a token: empty service_request_id while the request is still queued',
        params: ZFormatParams.extend({ token: z.string() }),
        querystring: ZJurisdictionQuery,
        produces,
        response: { 200: ZOpen311Token, ...errorResponses },
      },
    },
    async (request, reply) => {
      const format = requireFormat(request.params.format);
      const portal = await requireJurisdiction(ctx, request.query.jurisdiction_id);
      const items = await findToken(ctx, portal, request.params.token);
      return send(reply, format, renderList(format, 'service_requests', 'request', items));
    },
  );
}
