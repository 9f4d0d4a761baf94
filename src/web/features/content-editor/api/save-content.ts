/**
 * PUT /api/admin/content/{portalId}/{kind}: saves one kind with the version it was based on. The answer
 * (the whole document with the new version) replaces the cached document, so the next save of any tab
 * is based on it; customer content queries in this browser are dropped so they read the change.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  version: number;
  content: TContentEditByKind[K];
}

export function saveContent<K extends TContentKind>(
  input: TSaveContentInput<K>,
): Promise<TContentEditorDocument> {
  return api.put(
    contentEditorUrls.save(input.portalId, input.kind),
    { version: input.version, content: input.content },
    { schema: ZContentEditorDocument },
  );
}

export function useSaveContent<K extends TContentKind>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSaveContentInput<K>) => saveContent(input),
    onSuccess: (document) => {
      queryClient.setQueryData(contentEditorKeys.document(document.portalId), document);
      return queryClient.invalidateQueries({ queryKey: ['content'] });
    },
  });
}
