/**
 * DELETE /api/admin/content/{portalId}/{kind}/translations/{language}?version=: removes a kind's
 * translation (customers of that language read English again), guarded by the version it was based on.
 */
import type { TContentKind } from '../../../../domain/content';
import { ZContentEditorDocument, type TContentEditorDocument } from '../../../../domain/content-editor';
import type { LanguageCode } from '../../../../domain/languages';
import { api } from '../../../lib/api-client';
import { contentEditorUrls } from './content-editor-keys';
import { useDocumentChange } from './use-document-change';

export interface TRemoveTranslationInput {
  portalId: string;
  kind: TContentKind;
  language: LanguageCode;
  version: number;
}

export function removeTranslation(input: TRemoveTranslationInput): Promise<TContentEditorDocument> {
  return api.delete(contentEditorUrls.translation(input.portalId, input.kind, input.language), {
    query: { version: input.version },
    schema: ZContentEditorDocument,
  });
}

export function useRemoveTranslation() {
  return useDocumentChange(removeTranslation);
}
