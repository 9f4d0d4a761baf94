import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and differs for another seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps int within both bounds and reaches both', () => {
    const random = createRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i++) {
      const n = random.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('rounds money to cents and refuses to pick from nothing', () => {
    const random = createRandom(9);
    const amount = random.money(10, 20);
    expect(Math.round(amount * 100) / 100).toBe(amount);
    expect(() => random.pick([])).toThrow();
  });
});
