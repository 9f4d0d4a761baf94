/** GET /api/admin/service-requests/export: the filtered list as a streamed spreadsheet. */
import { listExportUrl } from '../../../components/admin-list/paged-query';
import { downloadFile } from '../../../lib/download-file';
import type { TServiceRequestFilterQuery } from './service-request-filters';

export const exportUrl = (filters: TServiceRequestFilterQuery): string =>
  listExportUrl('/api/admin/service-requests/export', filters);

/** Downloads the export, calling `onProgress` with the bytes received so far. */
export function downloadServiceRequestExport(
  filters: TServiceRequestFilterQuery,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<{ fileName: string; bytes: number }> {
  return downloadFile(exportUrl(filters), 'service-requests-export.xlsx', onProgress, signal);
}
