/**
 * The last pass over the generated OpenAPI document (/api/docs/json), so that validators and client
 * generators take it as it is (issue 31 §2):
 *
 * - Every operation gets a stable `operationId` made from its method and path
 *   (`GET /api/admin/customer-profiles/{uid}` → `getAdminCustomerProfilesByUid`): generated clients
 *   name their functions after it, so it changes only when the route's path does.
 * - A route that answers a file (a spreadsheet, a calendar) declares it with `produces`, which
 *   @fastify/swagger applies to every status; its error answers are the JSON error body, so 4xx and 5xx
 *   are declared as `application/json`.
 *
 * The route schemas stay the single source; this pass only fills in what the generator cannot know.
 */
import type { OpenAPIV3 } from 'openapi-types';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Path prefixes every operation shares, left out of the name. */
const PREFIXES = ['/api/', '/open311/v2/', '/'];

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `get` + `/api/my-services/{uid}/export.xlsx` → `getMyServicesByUidExportXlsx`. */
export function operationIdFor(method: string, path: string): string {
  const prefix = PREFIXES.find((p) => path.startsWith(p)) ?? '';
  const rest = path.slice(prefix.length);
  const parts = rest.split('/').flatMap((segment) =>
    // a segment may mix a parameter and text: `{token}.ics`, `requests.{format}`
    segment
      .split(/(\{[^}]+\})/)
      .filter(Boolean)
      .flatMap((piece) =>
        piece.startsWith('{')
          ? ['By', ...words(piece.slice(1, -1)).map(capitalized)]
          : words(piece).map(capitalized),
      ),
  );
  const base = prefix === '/open311/v2/' ? ['Open311', ...parts] : parts;
  return method.toLowerCase() + base.join('');
}

const isErrorStatus = (status: string) => /^[45]/.test(status);

export function tidyOpenApiDocument(document: OpenAPIV3.Document): OpenAPIV3.Document {
  const taken = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (!item) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      let id = operation.operationId ?? operationIdFor(method, path);
      // two paths that differ only in punctuation would share a name: number the later one
      for (let n = 2; taken.has(id); n++) id = `${operationIdFor(method, path)}${n}`;
      taken.add(id);
      operation.operationId = id;

      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!isErrorStatus(status) || !response || '$ref' in response || !response.content) continue;
        const media = Object.values(response.content)[0];
        if (!media || 'application/json' in response.content) continue;
        response.content = { 'application/json': media };
      }
    }
  }
  return document;
}
