import { describe, expect, it } from 'vitest';
import { assertLocalTarget } from './load';
import { formatTable, mergeLoadResults, percentile, summarize } from './stats';
import { isMissingRoute } from './endpoints';

describe('bench', () => {
  it('takes nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('counts non-2xx answers and failed requests as errors', () => {
    const summary = summarize('GET /x', {
      latenciesMs: [1, 2, 3, 4],
      statuses: { 200: 2, 503: 1, 0: 1 },
      elapsedMs: 2000,
    });
    expect(summary).toMatchObject({ requests: 4, perSecond: 2, errors: 2, p50: 2 });
    expect(formatTable([summary])).toContain('| GET /x   |        4 |     2 |');
  });

  it('merges alternated slices into one rate over their summed time', () => {
    const merged = summarize(
      'GET /x',
      mergeLoadResults([
        { latenciesMs: [1, 2], statuses: { 200: 2 }, elapsedMs: 1000 },
        { latenciesMs: [3, 4, 5, 6], statuses: { 200: 3, 0: 1 }, elapsedMs: 1000, firstError: 'refused' },
      ]),
    );
    expect(merged.requests).toBe(6);
    expect(merged.perSecond).toBe(3);
    expect(merged.errors).toBe(1);
  });

  it('only loads this machine', () => {
    expect(assertLocalTarget('http://127.0.0.1:3000/api/health').port).toBe('3000');
    expect(() => assertLocalTarget('http://localhost:3000')).not.toThrow();
    expect(() => assertLocalTarget('https://example.com/api/health')).toThrow(/only target/);
    expect(() => assertLocalTarget('http://10.0.0.1:3000')).toThrow(/only target/);
  });

  it('tells a route that does not exist from a record that does not', () => {
    expect(isMissingRoute(404, '{"code":"NOT_FOUND","message":"No API route GET /api/x"}')).toBe(true);
    expect(isMissingRoute(404, '{"code":"NOT_FOUND","message":"No billing information"}')).toBe(false);
    expect(isMissingRoute(200, '{}')).toBe(false);
  });
});
