/** GET /api/admin/added-addresses/export: the filtered addresses as a streamed spreadsheet. */
import type { TAddedAddressFilters } from '../../../../domain/address-tools/address-tools';
import { listExportUrl } from '../../../components/admin-list/paged-query';
import { downloadFile } from '../../../lib/download-file';

export const exportUrl = (filters: TAddedAddressFilters): string =>
  listExportUrl('/api/admin/added-addresses/export', filters);

/** Downloads the export, calling `onProgress` with the bytes received so far. */
export function downloadAddedAddresses(
  filters: TAddedAddressFilters,
  onProgress: (bytes: number) => void,
): Promise<{ fileName: string; bytes: number }> {
  return downloadFile(exportUrl(filters), 'added-addresses.xlsx', onProgress);
}
