/**
 * The send of a CreateOnceModal's form (an Open311 key, a webhook endpoint): clear the last failure,
 * send, hand the created thing to the modal, or show the failure. A form that can place a refusal on
 * one of its fields says so through `placed` (true: nothing more to show).
 */
import { useState } from 'react';
import type { CreateOnceModalProps } from '../admin-forms/create-once-modal';

/** What CreateOnceModal hands its form: where the created thing goes, and how to cancel. */
export type CreateFormHandlers<Created> = Parameters<CreateOnceModalProps<Created>['form']>[0];

interface CreateMutation<Body, Created> {
  isPending: boolean;
  mutate: (
    body: Body,
    options: { onSuccess: (created: Created) => void; onError: (error: Error) => void },
  ) => void;
}

export function useCreateSubmit<Body, Created>(
  create: CreateMutation<Body, Created>,
  { onCreated, onCancel }: CreateFormHandlers<Created>,
  failedText: string,
) {
  const [failure, setFailure] = useState<string | null>(null);
  function send(body: Body, placed: (error: Error) => boolean = () => false) {
    setFailure(null);
    create.mutate(body, {
      onSuccess: onCreated,
      onError: (error) => {
        if (!placed(error)) setFailure(failedText);
      },
    });
  }
  return { send, state: { onCancel, failure, busy: create.isPending } };
}
