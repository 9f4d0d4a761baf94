/**
 * A client that goes away is not an error. When a browser leaves a page (or TanStack Query cancels a
 * request it no longer needs) while a compressed answer is still streaming, @fastify/compress's pump
 * ends with "premature close" and logs it with `reply.log.error`: 43 level-50 lines for ordinary
 * page changes, burying real failures. Each reply gets a logger that writes those at debug instead;
 * every other error is logged as before.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Whether a logged value is the stream error of a client that went away. */
export function isClientGone(value: unknown): boolean {
  if (!(value instanceof Error)) return false;
  const code = (value as { code?: unknown }).code;
  return (
    value.message === 'premature close' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET'
  );
}

/** `log` with its error() writing a client's going away at debug. */
export function clientGoneAwareLogger(log: FastifyBaseLogger): FastifyBaseLogger {
  const wrapped = Object.create(log) as FastifyBaseLogger;
  wrapped.error = ((first: unknown, ...rest: unknown[]) => {
    if (isClientGone(first)) return log.debug({ err: first }, 'client went away before the answer was sent');
    return (log.error as (...args: unknown[]) => void)(first, ...rest);
  }) as FastifyBaseLogger['error'];
  return wrapped;
}

export function registerClientGoneLogging(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.log = clientGoneAwareLogger(reply.log);
  });
}
