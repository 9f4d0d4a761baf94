/** A client going away mid-answer is logged at debug, not as an error (issue 28). */
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { clientGoneAwareLogger } from './client-gone';

function recorder() {
  const lines: [string, unknown[]][] = [];
  const log = {
    level: 'debug',
    error: (...args: unknown[]) => lines.push(['error', args]),
    debug: (...args: unknown[]) => lines.push(['debug', args]),
    info: (...args: unknown[]) => lines.push(['info', args]),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('clientGoneAwareLogger', () => {
  it('writes "premature close" (what @fastify/compress logs when the browser leaves) at debug', () => {
    const { log, lines } = recorder();
    clientGoneAwareLogger(log).error(new Error('premature close'));
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    clientGoneAwareLogger(log).error(reset);
    expect(lines.map(([level]) => level)).toEqual(['debug', 'debug']);
  });

  it('keeps every other error an error, and the other levels as they are', () => {
    const { log, lines } = recorder();
    const wrapped = clientGoneAwareLogger(log);
    wrapped.error(new Error('database is down'));
    wrapped.error({ err: new Error('x') }, 'failed');
    wrapped.info('hello');
    expect(lines.map(([level]) => level)).toEqual(['error', 'error', 'info']);
  });
});
