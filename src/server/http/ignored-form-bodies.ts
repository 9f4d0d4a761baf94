import type { FastifyInstance } from 'fastify';

/** The media types of a plain HTML form's post (and of some mail clients' one-click posts). */
export const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * For the routes whose proof is a signed link in the URL and whose form body says nothing (the RFC
 * 8058 one-click unsubscribe, `List-Unsubscribe=One-Click`; the claim objection page's one button):
 * the body is read, bounded, and ignored. The routes declare FORM_TYPES in `consumes`, which the
 * request guards ask of any route that takes a form body.
 */
export function acceptIgnoredFormBodies(
  scope: Pick<FastifyInstance, 'hasContentTypeParser' | 'addContentTypeParser'>,
  types: readonly string[] = FORM_TYPES,
): void {
  for (const type of types) {
    if (scope.hasContentTypeParser(type)) continue;
    scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, {}),
    );
  }
}
