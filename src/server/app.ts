/**
 * The server's composition root: `composeContext` builds the context (context.ts) and registers every
 * job queue on it, `buildApp` builds the Fastify app from a context: external plugins (security
 * headers, compression, cookies, OpenAPI), then auth, then the feature routes under /api, then the
 * built web app. Both take the features from features/index.ts. Used by main.ts and by tests
 * (`app.inject`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { isClientRoute } from '../domain/paths';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { createContext, type ContextOverrides } from './context';
import type { Config } from './config';
import { AppError } from './errors';
import { registerAuth } from './auth';
import { featureJobs, featureRoutes } from './features';
import { OPEN311_PREFIX, open311Routes, sendOpen311FrameworkError } from './features/open311/open311-routes';
import { registerClientGoneLogging } from './http/client-gone';
import { registerPublicHostRedirect } from './http/public-host';
import { registerRequestGuards } from './http/request-guards';
import { tidyOpenApiDocument } from './http/openapi-document';
import { registerRequestMetrics } from './http/metrics';
import type { OpenAPIV3 } from 'openapi-types';
import { fastifyTrustProxy } from './network-config';
import { inlineScriptHashes, loadPrerenderedPages, PRERENDERED_FOLDER } from './prerendered-pages';
import { signedInPages } from './signed-in-pages';
import { COMPRESSION, compressHtml } from './html-compression';
import { DISK_FULL_ANSWER } from './db/disk-full';
import { DatabaseLostError } from './db/database-lost';
import { serializeError } from './db/query-errors';

// the one compression threshold, for the API here and the pages (html-compression.ts)
export { COMPRESSION } from './html-compression';

export interface BuildOptions {
  /** Folder with the built web app; served when it exists. */
  webDir?: string;
  logger?: boolean;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: { write(line: string): void };
}

/**
 * Fastify logs "incoming request" and "request completed" for every request: the second alone (method,
 * URL, status, response time) says what happened, and halves the log volume under load.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
}

/**
 * The context with every job queue of the server registered (features/index.ts), ready for
 * `ctx.jobs.start()`; the app itself may then be built on it once or more (`buildApp`).
 */
export async function composeContext(config: Config, overrides: ContextOverrides = {}): Promise<AppContext> {
  const ctx = await createContext(config, overrides);
  for (const registerJobs of featureJobs) registerJobs(ctx);
  return ctx;
}

export async function buildApp(ctx: AppContext, options: BuildOptions = {}) {
  const trustProxy: FastifyServerOptions['trustProxy'] = fastifyTrustProxy(ctx.config.TRUST_PROXY);
  const app = Fastify({
    logger:
      options.logger === false || ctx.config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: ctx.config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            // a failed query is logged by statement, code and message, never with its values
            serializers: { err: serializeError },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy,
    bodyLimit: 1024 * 1024,
    // while shutting down (shutdown.ts), a request that arrives on a kept-alive connection is still
    // answered rather than refused with a 503: the listener is closed, so new ones go elsewhere
    return503OnClosing: false,
    logController: new OneLinePerRequest(),
    // the router's own errors (a path segment too long: 414; a bad % escape: 400): Open311 URLs get
    // the specification's error list, the rest Fastify's usual JSON
    frameworkErrors: (error, request, reply) => {
      if (sendOpen311FrameworkError(error, request, reply, ctx.config.OPEN311_CORS_ORIGINS)) return;
      const status = error.statusCode ?? 400;
      void reply.status(status as never).send({
        error: status === 414 ? 'URI Too Long' : 'Bad Request',
        code: error.code,
        message: error.message,
        statusCode: status,
      } as never);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine writes its CSS variables in style tags
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // sticker-location and drop-off maps are embedded from map providers
        frameSrc: ["'self'", 'https:'],
        // and the built pages' one inline script, by its hash (prerendered-pages.ts)
        scriptSrc: ["'self'", ...(options.webDir ? inlineScriptHashes(options.webDir) : [])],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, COMPRESSION);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Curbside API',
        version: '0.1.0',
        description: 'Customer self-service portal and admin area.',
      },
    },
    transform: jsonSchemaTransform,
    // operation ids and the error answers of file downloads (openapi-document.ts)
    transformObject: (documents) =>
      'openapiObject' in documents
        ? tidyOpenApiDocument(documents.openapiObject as OpenAPIV3.Document)
        : documents.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ code: error.code, message: error.message, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath ? `${first.instancePath.slice(1).replaceAll('/', '.')}: ` : '';
      return reply
        .status(400)
        .send({ code: 'VALIDATION_FAILED', message: `${where}${first?.message ?? 'Invalid request'}` });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' });
    }
    const { statusCode, message } = error as { statusCode?: number; message?: string };
    const status = statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST';
      return reply.status(status).send({ code, message: message ?? 'Bad request' });
    }
    // a stopped database or a full disk is the server's state, not a bug: 503, and health says which
    if (error instanceof DatabaseLostError || ctx.database.loss?.lost()) {
      request.log.error({ err: error }, 'the database has stopped');
      return reply
        .status(503)
        .send({ code: 'UNAVAILABLE', message: 'The server is restarting. Please try again in a minute.' });
    }
    if (ctx.database.disk.note(error, `${request.method} ${request.routeOptions.url ?? request.url}`)) {
      request.log.error({ err: error }, 'the disk is full');
      return reply.status(503).send({ code: 'UNAVAILABLE', message: DISK_FULL_ANSWER });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' });
  });

  registerRequestMetrics(app, ctx.metrics);
  // a response finished while shutting down closes its connection, so the server's close
  // (shutdown.ts) does not wait on a client's idle keep-alive socket
  app.addHook('onSend', async (_request, reply) => {
    if (ctx.lifecycle.stopping) reply.header('connection', 'close');
  });
  // a page opened at another host (127.0.0.1 beside localhost) moves to PUBLIC_URL first
  registerPublicHostRedirect(app, { publicUrl: ctx.config.PUBLIC_URL });
  // a browser leaving mid-answer is logged at debug, not as an error
  registerClientGoneLogging(app);
  // cross-site and content-type checks run before the session is looked up; see the module comment
  registerRequestGuards(app, { publicUrl: ctx.config.PUBLIC_URL });
  await registerAuth(app, ctx);
  await app.register(
    async (api) => {
      for (const routes of featureRoutes) await routes(api, ctx);
      // not an operation of the API (and OpenAPI 3.0 has no QUERY method): left out of the document
      api.all('/*', { schema: { hide: true } }, async (request, reply) =>
        reply
          .status(404)
          .send({ code: 'NOT_FOUND', message: `No API route ${request.method} ${request.url}` }),
      );
    },
    { prefix: '/api' },
  );
  // Open311 GeoReport v2 for cities' 311 systems: its own errors, form parser and not-found answer
  await app.register(async (open311) => open311Routes(open311, ctx), { prefix: OPEN311_PREFIX });

  const webDir = options.webDir;
  if (webDir && fs.existsSync(path.join(webDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // the pre-rendered pages are sent at their own paths, below
      allowedPath: (pathName) => !pathName.startsWith(`/${PRERENDERED_FOLDER}/`),
      setHeaders(res, filePath) {
        // hashed assets never change; everything else is revalidated
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // pages the web app does not make (the built-in sign-in provider's, a browser's own guess) ask
    // for /favicon.ico: the app's icon, instead of a 404 each time
    const favicon = path.join(webDir, 'favicon.svg');
    if (fs.existsSync(favicon)) {
      const icon = fs.readFileSync(favicon);
      app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
        reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(icon),
      );
    }
    const indexHtml = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
    const prerendered = loadPrerenderedPages(webDir);
    const signedIn = signedInPages(app, webDir, {
      cacheBytes: Math.round(ctx.config.RENDERED_PAGE_CACHE_MB * 1024 * 1024),
    });
    app.setNotFoundHandler(async (request, reply) => {
      if (request.method !== 'GET' || request.url.startsWith('/api/')) {
        return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
      }
      // the web app answers every path, unknown ones with its not-found page: those also get a 404
      const pathname = request.url.split('?')[0] ?? '/';
      // the public pages come with their HTML when it is the page this visitor will see
      // (prerendered-pages.ts), the signed-in pages (the resident's Services page, the staff pages)
      // rendered for whoever is signed in (signed-in-pages.ts); which one depends on the cookies
      const personal = signedIn.has(pathname);
      const varies = personal || prerendered.has(pathname);
      reply.header('vary', varies ? 'cookie, accept-language, accept-encoding' : 'accept-encoding');
      const built = prerendered.pick({
        url: request.url,
        cookies: request.cookies,
        acceptLanguage: request.headers['accept-language'],
      });
      const rendered = built === null && personal ? await signedIn.render(request) : null;
      // a page with a customer's or staff member's data is theirs alone
      reply.header('cache-control', personal ? 'private, no-cache' : 'no-cache');
      if (rendered) reply.header('etag', rendered.etag);
      if (rendered?.notModified) return reply.status(304).send();
      const { body, encoding } =
        rendered ?? compressHtml(built ?? indexHtml, request.headers['accept-encoding'], true);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .status(isClientRoute(pathname) ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(body);
    });
  }

  return app;
}

export type AppInstance = Awaited<ReturnType<typeof buildApp>>;
