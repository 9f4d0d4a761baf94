/**
 * A mutation after which the lists it changes are fetched again: the desks' create, update, revoke and
 * delete calls each name the query key their success makes stale.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export function useRefreshingMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  staleKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staleKey }),
  });
}
