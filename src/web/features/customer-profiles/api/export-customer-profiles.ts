/** GET /api/admin/customer-profiles/export: the filtered profiles as a streamed spreadsheet. */
import type { TCustomerProfileFiltersInput } from '../../../../domain/customer-profiles/customer-profile-admin';
import { downloadFile } from '../../../lib/download-file';

export function exportUrl(filters: TCustomerProfileFiltersInput): string {
  const params = new URLSearchParams(filters as Record<string, string>);
  const text = params.toString();
  return `/api/admin/customer-profiles/export${text ? `?${text}` : ''}`;
}

/** Downloads the export, calling `onProgress` with the bytes received so far. */
export function downloadCustomerExport(
  filters: TCustomerProfileFiltersInput,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<{ fileName: string; bytes: number }> {
  return downloadFile(exportUrl(filters), 'customer-services-export.xlsx', onProgress, signal);
}
