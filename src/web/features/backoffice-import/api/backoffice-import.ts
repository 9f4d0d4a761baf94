/**
 * The back-office import: POST /api/admin/backoffice-import uploads the CSV and starts a run;
 * GET /api/admin/backoffice-import/{id} is polled every half second while it runs.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  ZBackofficeImportProgress,
  type TBackofficeImportProgress,
} from '../../../../domain/backoffice-import';
import { api } from '../../../lib/api-client';

export const IMPORT_POLL_MS = 500;

export function startBackofficeImport(file: File): Promise<TBackofficeImportProgress> {
  const body = new FormData();
  body.append('file', file);
  return api.post('/api/admin/backoffice-import', body, { schema: ZBackofficeImportProgress });
}

export function backofficeImportQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['backoffice-import', id],
    queryFn: ({ signal }) =>
      api.get(`/api/admin/backoffice-import/${encodeURIComponent(id)}`, {
        schema: ZBackofficeImportProgress,
        signal,
      }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? IMPORT_POLL_MS : false),
  });
}

export function useBackofficeImport(id: string | null) {
  return useQuery({ ...backofficeImportQueryOptions(id ?? ''), enabled: id !== null });
}

export function useStartBackofficeImport() {
  return useMutation({ mutationFn: startBackofficeImport });
}
