/**
 * POST /api/services/{serviceType}/requests/{kind}: a missed pickup, pickup, vacation hold or damaged
 * cart. Answers `filed` with the issue number, or `queued` (202) when it will be filed shortly.
 *
 * Each submission carries an Idempotency-Key. When the answer is lost (a dropped connection) and the
 * customer presses Submit again with the same form, the same key goes out and the server answers the
 * first request instead of filing a second ticket; a changed form, or a new form after a success, gets
 * a new key.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ServiceType } from '../../../../domain/services/service-changes';
import {
  ZServiceRequestResponse,
  type ServiceRequestKind,
  type TServiceRequestResponse,
} from '../../../../domain/services/services-api';
import { api } from '../../../lib/api-client';
import { servicesKeys } from './services-keys';

export function submitServiceRequest(
  serviceType: ServiceType,
  kind: ServiceRequestKind,
  body: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<TServiceRequestResponse> {
  return api.post(
    `/api/services/${encodeURIComponent(serviceType)}/requests/${encodeURIComponent(kind)}`,
    body,
    {
      schema: ZServiceRequestResponse,
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : undefined,
    },
  );
}

/** 128 random bits as hex; getRandomValues works on plain http too, where randomUUID does not exist. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Hands out one key per submission: the same key again for an unchanged form until one succeeds. */
export function createSubmissionKeys(newKey: () => string = randomKey) {
  let last: { form: string; key: string } | null = null;
  return {
    keyFor(body: Record<string, unknown>): string {
      const form = JSON.stringify(body);
      if (last?.form !== form) last = { form, key: newKey() };
      return last.key;
    },
    /** The submission got an answer: the next one is a new request. */
    succeeded(): void {
      last = null;
    },
  };
}

export function useSubmitServiceRequest(serviceType: ServiceType, kind: ServiceRequestKind) {
  const queryClient = useQueryClient();
  const keys = useRef(createSubmissionKeys());
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      submitServiceRequest(serviceType, kind, body, keys.current.keyFor(body)),
    onSuccess: () => {
      keys.current.succeeded();
      return queryClient.invalidateQueries({ queryKey: servicesKeys.requests() });
    },
  });
}
