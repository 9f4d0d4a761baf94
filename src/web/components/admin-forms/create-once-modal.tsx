/**
 * Creating something whose secret the server shows once (an Open311 key, a webhook's signing
 * secret): the form, then in the same dialog the secret with a copy button and a warning that it
 * will not be shown again. Closing forgets it; each opening starts with a fresh form.
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { CopyableSecret } from '../copyable-secret';

export interface CreateOnceModalProps<Created> {
  opened: boolean;
  /** Changes on every opening, so each opening starts with a fresh form. */
  formKey: number;
  onClose: () => void;
  formTitle: string;
  createdTitle: string;
  form: (props: { onCreated: (created: Created) => void; onCancel: () => void }) => ReactNode;
  created: (created: Created, onDone: () => void) => ReactNode;
}

export function CreateOnceModal<Created>(props: CreateOnceModalProps<Created>) {
  const [created, setCreated] = useState<Created | null>(null);
  const close = () => {
    setCreated(null);
    props.onClose();
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={created ? props.createdTitle : props.formTitle}
      centered
      size="lg"
      closeOnClickOutside={!created}
    >
      {created ? (
        props.created(created, close)
      ) : (
        <FreshForm key={props.formKey} render={props.form} onCreated={setCreated} onCancel={close} />
      )}
    </Modal>
  );
}

/** The form as a component of its own, so a new formKey mounts it afresh. */
function FreshForm<Created>({
  render,
  ...handlers
}: {
  render: CreateOnceModalProps<Created>['form'];
  onCreated: (created: Created) => void;
  onCancel: () => void;
}) {
  return <>{render(handlers)}</>;
}

export interface SecretShownOnceProps {
  onceTitle: string;
  once: string;
  secretLabel: string;
  secret: string;
  copy: string;
  copied: string;
  /** The line under the secret. */
  note: string;
  doneLabel: string;
  onDone: () => void;
}

export function SecretShownOnce(props: SecretShownOnceProps) {
  return (
    <Stack gap="md">
      <Alert color="yellow" icon={<IconAlertCircle size={18} aria-hidden="true" />} title={props.onceTitle}>
        {props.once}
      </Alert>
      <CopyableSecret
        label={props.secretLabel}
        value={props.secret}
        copy={props.copy}
        copied={props.copied}
      />
      <Text size="sm" c="dimmed">
        {props.note}
      </Text>
      <Group justify="flex-end">
        <Button onClick={props.onDone}>{props.doneLabel}</Button>
      </Group>
    </Stack>
  );
}

type TIcon = ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;

/** A dialog form's end: the failure (if any), Cancel and the submit button. */
export function FormFooter({
  failure,
  cancelLabel,
  onCancel,
  submitLabel,
  submitIcon: Icon,
  loading,
}: {
  failure: string | null;
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  submitIcon: TIcon;
  loading: boolean;
}) {
  return (
    <>
      {failure ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={loading} leftSection={<Icon size={18} aria-hidden="true" />}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
