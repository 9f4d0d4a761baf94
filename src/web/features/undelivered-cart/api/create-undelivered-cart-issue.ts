/**
 * POST /api/admin/address-tools/undelivered-cart-issues: files the complaint (201 filed with the
 * back office's issue number, or 202 queued for the outbox). The caller sends one clientKey per
 * submission, so a retried click finds the first issue instead of filing a second.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZUndeliveredCartIssueResult,
  type TUndeliveredCartIssueRequestInput,
} from '../../../../domain/address-tools/address-tools';
import { api } from '../../../lib/api-client';

export const createUndeliveredCartIssue = (body: TUndeliveredCartIssueRequestInput) =>
  api.post('/api/admin/address-tools/undelivered-cart-issues', body, {
    schema: ZUndeliveredCartIssueResult,
  });

export function useCreateUndeliveredCartIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUndeliveredCartIssue,
    // the tickets desk lists it
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['service-requests'] }),
  });
}
