import { expect } from 'vitest';
import type { AppInstance } from '../app';

/** POSTs `payload` as it is, with the given content type (what a careless or hostile client sends). */
export function postRaw(app: AppInstance, url: string, contentType: string, payload: string) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
}

/** The answer blames the client (4xx), never the server (5xx). */
export function expectClientError(res: { statusCode: number; body: string }): void {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
}
