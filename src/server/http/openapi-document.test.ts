/**
 * The OpenAPI document as an integrator uses it (issue 31 §2): it validates, every operation has a
 * stable operationId, downloads declare their JSON errors, and TypeScript types generated from it with
 * openapi-typescript accept the API's real answers (and refuse a wrong one, so the check can fail).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestApp, signInDemoCustomer } from '../test/sign-in';
import type { TestApp } from '../test/app';
import { operationIdFor } from './openapi-document';

let t: TestApp;
let document: OpenAPIV3.Document;
beforeAll(async () => {
  t = await createDemoTestApp({ work: false });
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([route, item]) =>
    Object.entries(item ?? {})
      .filter(([method]) =>
        ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'].includes(method),
      )
      .map(([method, operation]) => ({ route, method, operation: operation as OpenAPIV3.OperationObject })),
  );

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('gives every operation a unique, stable operationId', () => {
    const ids = operations().map((o) => o.operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/health']?.get?.operationId).toBe('getHealth');
    expect(document.paths['/api/admin/customer-profiles/{uid}']?.get?.operationId).toBe(
      'getAdminCustomerProfilesByUid',
    );
  });

  it('names operations from method and path, parameters included', () => {
    expect(operationIdFor('get', '/api/my-services/{uid}/export.xlsx')).toBe('getMyServicesByUidExportXlsx');
    expect(operationIdFor('post', '/open311/v2/requests.{format}')).toBe('postOpen311RequestsByFormat');
    expect(operationIdFor('get', '/api/calendar-feed/{token}.ics')).toBe('getCalendarFeedByTokenIcs');
  });

  it('declares the errors of file downloads as JSON', () => {
    const downloads = operations().filter(({ operation }) =>
      Object.values(operation.responses ?? {}).some(
        (r) => 'content' in r && Object.keys(r.content ?? {}).some((type) => type !== 'application/json'),
      ),
    );
    expect(downloads.length).toBeGreaterThanOrEqual(5);
    for (const { route, operation } of downloads) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!/^[45]/.test(status) || !('content' in response) || !response.content) continue;
        expect(Object.keys(response.content), `${route} ${status}`).toEqual(['application/json']);
      }
    }
  });

  it('keeps the API catch-all out of the document', () => {
    expect(Object.keys(document.paths).filter((p) => p.includes('{*}'))).toEqual([]);
  });
});

describe('a client generated from it', () => {
  it('type-checks against real answers of the API', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-openapi-'));
    try {
      const types = astToString(await openapiTS(structuredClone(document) as never));
      fs.writeFileSync(path.join(folder, 'api.ts'), types);

      const browser = await signInDemoCustomer(t.app);
      const answers = {
        health: (await t.app.inject({ method: 'GET', url: '/api/health' })).json(),
        addresses: (
          await t.app.inject({ method: 'GET', url: '/api/registration/addresses?zip=60044' })
        ).json(),
        services: (await browser.get('/api/services')).json(),
        session: (await browser.get('/api/session')).json(),
      };
      expect(answers.services.length ?? answers.services.items?.length ?? 1).toBeGreaterThan(0);

      const typed = (name: string, route: string, value: unknown) =>
        `export const ${name}: paths['${route}']['get']['responses'][200]['content']['application/json'] = ${JSON.stringify(value)};`;
      // one program for both files (a program costs seconds): the real answers, and a wrong one
      const write = (name: string, body: string) => {
        const file = path.join(folder, name);
        fs.writeFileSync(file, `import type { paths } from './api';\n${body}\n`);
        return file;
      };
      const real = write(
        'real.ts',
        [
          typed('health', '/api/health', answers.health),
          typed('addresses', '/api/registration/addresses', answers.addresses),
          typed('services', '/api/services', answers.services),
          typed('session', '/api/session', answers.session),
        ].join('\n'),
      );
      const wrong = write('wrong.ts', typed('health', '/api/health', { status: 'ok', database: 42 }));
      const program = ts.createProgram([real, wrong], {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
      });
      const errorsIn = (file: string) =>
        ts
          .getPreEmitDiagnostics(program, program.getSourceFile(file))
          .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));

      expect(errorsIn(real)).toEqual([]);
      // the same check refuses an answer of the wrong shape
      expect(errorsIn(wrong)).not.toEqual([]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
