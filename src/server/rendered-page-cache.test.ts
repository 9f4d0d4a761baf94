/** The rendered pages' cache (rendered-page-cache.ts): bounded by bytes, least recently used first, per person. */
import { describe, expect, it } from 'vitest';
import { RenderedPageCache } from './rendered-page-cache';

const page = (owner: string, size: number) => ({
  owner,
  body: Buffer.alloc(size),
  encoding: 'br' as const,
});

describe('the rendered pages’ cache', () => {
  it('keeps no more than its bytes, dropping the least recently used page first', () => {
    const cache = new RenderedPageCache(10_000);
    cache.set('a', page('c1', 3_000));
    cache.set('b', page('c2', 3_000));
    cache.set('c', page('c3', 3_000));
    expect(cache.get('a', 'c1')).toBeDefined(); // now the most recent
    cache.set('d', page('c4', 3_000));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.get('b', 'c2')).toBeUndefined();
    expect(cache.get('a', 'c1')).toBeDefined();
    expect(cache.get('c', 'c3')).toBeDefined();
    expect(cache.get('d', 'c4')).toBeDefined();
    for (let i = 0; i < 1_000; i++) cache.set(`many-${i}`, page(`c${i}`, 500));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeLessThan(20);
  });

  it('answers a page only to the person it was rendered for', () => {
    const cache = new RenderedPageCache(10_000);
    cache.set('key', page('c1', 100));
    expect(cache.get('key', 'c2')).toBeUndefined();
    expect(cache.get('key', 'c1')?.owner).toBe('c1');
  });

  it('keeps nothing larger than itself, and nothing when off', () => {
    const small = new RenderedPageCache(1_000);
    small.set('big', page('c1', 2_000));
    expect(small.size).toBe(0);
    const off = new RenderedPageCache(0);
    off.set('key', page('c1', 10));
    expect(off.get('key', 'c1')).toBeUndefined();
    expect(off.bytes).toBe(0);
  });

  it('counts a page put again under the same key once', () => {
    const cache = new RenderedPageCache(10_000);
    cache.set('key', page('c1', 1_000));
    const once = cache.bytes;
    cache.set('key', page('c1', 1_000));
    expect(cache.bytes).toBe(once);
    expect(cache.size).toBe(1);
  });
});
