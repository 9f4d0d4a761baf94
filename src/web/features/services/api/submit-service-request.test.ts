import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSubmissionKeys, submitServiceRequest } from './submit-service-request';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('service request submissions', () => {
  it('resends the same key for a retried form, and a new one for a changed form or after a success', () => {
    let n = 0;
    const keys = createSubmissionKeys(() => `key-${++n}`);
    const form = { subject: 'Missed', details: 'Not picked up' };
    expect(keys.keyFor(form)).toBe('key-1');
    // the connection dropped; the customer presses Submit again
    expect(keys.keyFor({ ...form })).toBe('key-1');
    expect(keys.keyFor({ ...form, details: 'Still not picked up' })).toBe('key-2');
    keys.succeeded();
    expect(keys.keyFor({ ...form, details: 'Still not picked up' })).toBe('key-3');
  });

  it('sends the key as the Idempotency-Key header', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        new Response(
          JSON.stringify({ status: 'filed', requestId: 'r1', issueId: '48201', message: 'Filed' }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
      );
    vi.stubGlobal('fetch', fetchMock);
    await submitServiceRequest('trash', 'missed-pickup', { subject: 'x' }, 'key-abcdef12');
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>)['idempotency-key']).toBe('key-abcdef12');
  });
});
