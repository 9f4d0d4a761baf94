/**
 * A streamed download from the API (the admin lists' Excel exports): the browser reads the stream to
 * show how much has arrived, then saves it under the server's file name.
 */
import { ZErrorBody } from '../../domain/errors';
import { ApiError, NETWORK_ERROR } from './api-client';
import { saveBlob } from './save-blob';

const FILE_NAME = /filename="([^"]+)"/;

/**
 * Downloads `url`, calling `onProgress` with the bytes received so far; `fallbackName` without a
 * Content-Disposition. `init` for a download made by a POST (the letters' print batch). Answers the
 * response's headers too, for what a download reports beside its file.
 */
export async function downloadFile(
  url: string,
  fallbackName: string,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
  init: Pick<RequestInit, 'method' | 'headers'> = {},
): Promise<{ fileName: string; bytes: number; headers: Headers }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'same-origin', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR, 'Network error.');
  }
  if (!response.ok) {
    const body = ZErrorBody.safeParse(await response.json().catch(() => undefined));
    throw new ApiError(
      response.status,
      body.success ? body.data.code : `HTTP_${response.status}`,
      body.success ? body.data.message : response.statusText,
    );
  }
  const fileName = FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const chunks: BlobPart[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      onProgress(bytes);
    }
  } else {
    const blob = await response.blob();
    chunks.push(blob);
    bytes = blob.size;
    onProgress(bytes);
  }
  saveBlob(new Blob(chunks, { type: response.headers.get('content-type') ?? '' }), fileName);
  return { fileName, bytes, headers: response.headers };
}
