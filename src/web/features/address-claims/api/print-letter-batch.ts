/**
 * POST /api/admin/address-letters/batch: every pending letter as one PDF, saved under the server's
 * file name (the letters are marked printed). A POST, so it is fetched and handed to the browser.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { addressClaimsKeys } from './address-claims-keys';

export async function printLetterBatch(): Promise<{ fileName: string; count: number }> {
  const { fileName, headers } = await downloadFile(
    '/api/admin/address-letters/batch',
    'letters.pdf',
    () => undefined,
    undefined,
    { method: 'POST', headers: { accept: 'application/pdf, application/json' } },
  );
  return { fileName, count: Number(headers.get('x-letter-count') ?? '0') };
}

export function usePrintLetterBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: printLetterBatch,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: addressClaimsKeys.letters() }),
  });
}
