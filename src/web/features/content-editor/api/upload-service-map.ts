/** POST /api/admin/content/{portalId}/service-map: uploads one image (multipart field "file"). */
import { useMutation } from '@tanstack/react-query';
import { ZServiceMapUpload, type TServiceMapUpload } from '../../../../domain/content-editor';
import { api } from '../../../lib/api-client';
import { contentEditorUrls } from './content-editor-keys';

export function uploadServiceMap({
  portalId,
  file,
}: {
  portalId: string;
  file: File;
}): Promise<TServiceMapUpload> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post(contentEditorUrls.serviceMap(portalId), body, { schema: ZServiceMapUpload });
}

export function useUploadServiceMap() {
  return useMutation({ mutationFn: uploadServiceMap });
}
