/**
 * The staff migration: POST /api/admin/staff/migration starts a run (or returns the one going);
 * GET /api/admin/staff/migration/{id} is polled every half second while it runs.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZStaffMigrationProgress,
  type TStaffMigrationProgress,
} from '../../../../domain/staff/staff-migration';
import { api } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export const MIGRATION_POLL_MS = 500;

export function startStaffMigration(): Promise<TStaffMigrationProgress> {
  return api.post('/api/admin/staff/migration', undefined, { schema: ZStaffMigrationProgress });
}

export function getStaffMigration(id: string, signal?: AbortSignal): Promise<TStaffMigrationProgress> {
  return api.get(`/api/admin/staff/migration/${encodeURIComponent(id)}`, {
    schema: ZStaffMigrationProgress,
    signal,
  });
}

export function staffMigrationQueryOptions(id: string) {
  return queryOptions({
    queryKey: staffKeys.migration(id),
    queryFn: ({ signal }) => getStaffMigration(id, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? MIGRATION_POLL_MS : false),
  });
}

export function useStaffMigration(id: string | null) {
  return useQuery({ ...staffMigrationQueryOptions(id ?? ''), enabled: id !== null });
}

export function useStartStaffMigration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startStaffMigration,
    onSuccess: (progress) => {
      queryClient.setQueryData(staffKeys.migration(progress.id), progress);
      return queryClient.invalidateQueries({ queryKey: staffKeys.lists() });
    },
  });
}
