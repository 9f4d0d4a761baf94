/**
 * POST /api/admin/address-letters/batch: every pending letter as one PDF, saved under the server's
 * file name (the letters are marked printed). A POST, so it is fetched and handed to the browser.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZErrorBody } from '../../../../domain/errors';
import { ApiError, NETWORK_ERROR } from '../../../app/api-client';
import { addressClaimsKeys } from './address-claims-keys';

const FILE_NAME = /filename="([^"]+)"/;

export async function printLetterBatch(): Promise<{ fileName: string; count: number }> {
  let response: Response;
  try {
    response = await fetch('/api/admin/address-letters/batch', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/pdf, application/json' },
    });
  } catch {
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
  const fileName = FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'letters.pdf';
  const count = Number(response.headers.get('x-letter-count') ?? '0');
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return { fileName, count };
}

export function usePrintLetterBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: printLetterBatch,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: addressClaimsKeys.letters() }),
  });
}
