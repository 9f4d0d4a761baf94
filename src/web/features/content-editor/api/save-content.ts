/**
 * PUT /api/admin/content/{portalId}/{kind} (English) or …/{kind}/translations/{language}: saves one kind
 * with the version it was based on (see use-document-change for what the answer does).
 */
import type { LanguageCode } from '../../../../domain/languages';
import type { TContentKind } from '../../../../domain/content';
import {
  ZContentEditorDocument,
  type TContentEditByKind,
  type TContentEditorDocument,
} from '../../../../domain/content-editor';
import { api } from '../../../lib/api-client';
import { contentEditorUrls } from './content-editor-keys';
import { useDocumentChange } from './use-document-change';

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

export function useSaveContent<K extends TContentKind>() {
  return useDocumentChange((input: TSaveContentInput<K>) => saveContent(input));
}
