/**
 * PUT /api/admin/content/{portalId}/{kind} (English) or …/{kind}/translations/{language}: saves one kind
 * with the version it was based on; DELETE …/translations/{language}?version= removes a translation.
 * The answer (the whole document with the new version) replaces the cached document, so the next save
 * of any tab is based on it; customer content queries in this browser are dropped so they read the change.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '../../../../domain/languages';
import type { TContentKind } from '../../../../domain/content';
import {
  ZContentEditorDocument,
  type TContentEditByKind,
  type TContentEditorDocument,
} from '../../../../domain/content-editor';
import { api } from '../../../app/api-client';
import { contentEditorKeys, contentEditorUrls } from './content-editor-keys';

export interface TSaveContentInput<K extends TContentKind> {
  portalId: string;
  kind: K;
  language: LanguageCode;
  version: number;
  content: TContentEditByKind[K];
}

export function saveContent<K extends TContentKind>(
  input: TSaveContentInput<K>,
): Promise<TContentEditorDocument> {
  const url =
    input.language === 'en'
      ? contentEditorUrls.save(input.portalId, input.kind)
      : contentEditorUrls.translation(input.portalId, input.kind, input.language);
  return api.put(url, { version: input.version, content: input.content }, { schema: ZContentEditorDocument });
}

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

/** The saved document becomes the editor's, and customer content in this browser is read again. */
function useDocumentChange<I>(change: (input: I) => Promise<TContentEditorDocument>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (document) => {
      queryClient.setQueryData(contentEditorKeys.document(document.portalId), document);
      return queryClient.invalidateQueries({ queryKey: ['content'] });
    },
  });
}

export function useSaveContent<K extends TContentKind>() {
  return useDocumentChange((input: TSaveContentInput<K>) => saveContent(input));
}

export function useRemoveTranslation() {
  return useDocumentChange(removeTranslation);
}
