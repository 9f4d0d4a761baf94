/** GET /api/admin/service-requests/export: the filtered list as a streamed spreadsheet. */
import { downloadFile } from '../../../lib/download-file';
import type { TServiceRequestFilterQuery } from './service-request-filters';

export function exportUrl(filters: TServiceRequestFilterQuery): string {
  const params = new URLSearchParams(filters);
  const text = params.toString();
  return `/api/admin/service-requests/export${text ? `?${text}` : ''}`;
}

/** Downloads the export, calling `onProgress` with the bytes received so far. */
export function downloadServiceRequestExport(
  filters: TServiceRequestFilterQuery,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<{ fileName: string; bytes: number }> {
  return downloadFile(exportUrl(filters), 'service-requests-export.xlsx', onProgress, signal);
}
