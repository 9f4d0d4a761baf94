/** GET /api/admin/customer-profiles/export: the filtered profiles as a streamed spreadsheet. */
import type { TCustomerProfileFiltersInput } from '../../../../domain/customer-profiles/customer-profile-admin';
import { listExportUrl } from '../../../components/admin-list/paged-query';
import { downloadFile } from '../../../lib/download-file';

export const exportUrl = (filters: TCustomerProfileFiltersInput): string =>
  listExportUrl('/api/admin/customer-profiles/export', filters as Record<string, string>);

/** Downloads the export, calling `onProgress` with the bytes received so far. */
export function downloadCustomerExport(
  filters: TCustomerProfileFiltersInput,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<{ fileName: string; bytes: number }> {
  return downloadFile(exportUrl(filters), 'customer-services-export.xlsx', onProgress, signal);
}
