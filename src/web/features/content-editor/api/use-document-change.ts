/**
 * A change of the content document (a save, a translation removed): the answer, the whole document
 * with the new version, replaces the cached document, so the next change of any tab is based on it;
 * customer content queries in this browser are dropped so they read the change.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TContentEditorDocument } from '../../../../domain/content-editor';
import { contentEditorKeys } from './content-editor-keys';

export function useDocumentChange<I>(change: (input: I) => Promise<TContentEditorDocument>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (document) => {
      queryClient.setQueryData(contentEditorKeys.document(document.portalId), document);
      return queryClient.invalidateQueries({ queryKey: ['content'] });
    },
  });
}
