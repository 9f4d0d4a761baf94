/** GET /api/admin/content/{portalId}: every content kind of the portal and the content version. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZContentEditorDocument } from '../../../../domain/content-editor';
import { api } from '../../../lib/api-client';
import { contentEditorKeys, contentEditorUrls } from './content-editor-keys';

export function contentDocumentQueryOptions(portalId: string) {
  return queryOptions({
    queryKey: contentEditorKeys.document(portalId),
    queryFn: ({ signal }) =>
      api.get(contentEditorUrls.document(portalId), { schema: ZContentEditorDocument, signal }),
    // the editor works on what it loaded; a reload is asked for (after a conflict), never automatic
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useContentDocument(portalId: string) {
  return useQuery(contentDocumentQueryOptions(portalId));
}
