/** GET /api/admin/added-addresses/export: the filtered addresses as a streamed spreadsheet. */
import type { TAddedAddressFilters } from '../../../../domain/address-tools/address-tools';
import { downloadFile } from '../../../lib/download-file';

export function exportUrl(filters: TAddedAddressFilters): string {
  const params = new URLSearchParams();
  if (filters.text) params.set('text', filters.text);
  if (filters.portal) params.set('portal', filters.portal);
  const text = params.toString();
  return `/api/admin/added-addresses/export${text ? `?${text}` : ''}`;
}

/** Downloads the export, calling `onProgress` with the bytes received so far. */
export function downloadAddedAddresses(
  filters: TAddedAddressFilters,
  onProgress: (bytes: number) => void,
): Promise<{ fileName: string; bytes: number }> {
  return downloadFile(exportUrl(filters), 'added-addresses.xlsx', onProgress);
}
