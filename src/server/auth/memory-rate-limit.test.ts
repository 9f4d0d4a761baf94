import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { MemoryRateLimiter } from './memory-rate-limit';
import { rule } from './rate-limit';

const perIp = (ip: string) => rule('test:search', ip, { limit: 3, windowSeconds: 60 });

describe('MemoryRateLimiter', () => {
  it('refuses the hit after the limit with Retry-After, per client, and forgets the window when it passes', () => {
    const limiter = new MemoryRateLimiter();
    const t0 = new Date('2026-11-24T00:00:00Z');
    for (let i = 0; i < 3; i++) limiter.enforce([perIp('10.0.0.1')], t0);
    let refused: unknown;
    try {
      limiter.enforce([perIp('10.0.0.1')], new Date(t0.getTime() + 15_000), 'slow down');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('RATE_LIMITED');
    expect((refused as AppError).message).toBe('slow down');
    expect((refused as AppError).details?.retryAfterSeconds).toBe(45);
    // another client is counted on its own
    expect(() => limiter.enforce([perIp('10.0.0.2')], t0)).not.toThrow();
    // a new window starts once the old one has passed
    expect(() => limiter.enforce([perIp('10.0.0.1')], new Date(t0.getTime() + 60_000))).not.toThrow();
  });
});
