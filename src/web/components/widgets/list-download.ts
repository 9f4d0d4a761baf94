/**
 * An admin list's streamed spreadsheet (Customer Profiles, the tickets desk): the list's filters on
 * the export address, saved under the list's file name, `onProgress` called with the bytes so far.
 */
import { downloadFile } from '../../lib/download-file';
import { listExportUrl } from '../admin-list/paged-query';

export function listDownload<Filters extends object>(path: string, fileName: string) {
  return (filters: Filters, onProgress: (bytes: number) => void, signal?: AbortSignal) =>
    downloadFile(
      listExportUrl(path, filters as Record<string, string | undefined>),
      fileName,
      onProgress,
      signal,
    );
}
