/**
 * Creating something whose secret the server shows once (an Open311 key, a webhook's signing
 * secret): the form, then in the same dialog the secret with a copy button and a warning that it
 * will not be shown again. Closing forgets it; each opening starts with a fresh form.
 */
import { useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { CopyableSecret } from '../copyable-secret';

/** What the page gives the dialog. */
export interface TCreateDialogProps {
  opened: boolean;
  /** Changes on every opening, so each opening starts with a fresh form. */
  formKey: number;
  onClose: () => void;
}

export interface CreateOnceModalProps<Created> extends TCreateDialogProps {
  /** The namespace's words: `form.title`, `created.title`, `created.onceTitle`, `created.copy`,
   * `created.copied` and `created.done`. */
  t: TFunction;
  form: (props: { onCreated: (created: Created) => void; onCancel: () => void }) => ReactNode;
  /** The created thing's secret and the words around it. */
  secret: (created: Created) => { once: string; label: string; value: string; note: string };
}

export function CreateOnceModal<Created>({ t, ...props }: CreateOnceModalProps<Created>) {
  const [created, setCreated] = useState<Created | null>(null);
  const close = () => {
    setCreated(null);
    props.onClose();
  };
  const secret = created ? props.secret(created) : null;
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={created ? t('created.title') : t('form.title')}
      centered
      size="lg"
      closeOnClickOutside={!created}
    >
      {secret ? (
        <Stack gap="md">
          <Alert
            color="yellow"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
            title={t('created.onceTitle')}
          >
            {secret.once}
          </Alert>
          <CopyableSecret
            label={secret.label}
            value={secret.value}
            copy={t('created.copy')}
            copied={t('created.copied')}
          />
          <Text size="sm" c="dimmed">
            {secret.note}
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>{t('created.done')}</Button>
          </Group>
        </Stack>
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

type TIcon = ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;

/**
 * The dialog's form: the namespace's `form.intro` over the fields, the failure (if any), and
 * `form.cancel` and `form.submit` (with its icon, busy while the save runs).
 */
export function CreateForm({
  t,
  icon: Icon,
  state: { onSubmit, onCancel, failure, busy },
  children,
}: {
  t: TFunction;
  /** The submit button's icon. */
  icon: TIcon;
  state: {
    onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
    onCancel: () => void;
    failure: string | null;
    busy: boolean;
  };
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('form.intro')}
        </Text>
        {children}
        {failure ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={busy} leftSection={<Icon size={18} aria-hidden="true" />}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The dialog's Mantine form, checked with the very schema the API uses: the first issue of each field
 * shows, in the words `messageOf` gives that field.
 */
export function useSchemaForm<Values extends object>(
  schema: z.ZodType,
  initialValues: Values,
  messageOf: (field: string) => string,
) {
  return useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const result = schema.safeParse(values);
      return result.success ? {} : fieldErrors(result.error.issues, messageOf);
    },
  });
}

function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  messageOf: (field: string) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]);
    errors[field] ??= messageOf(field);
  }
  return errors;
}
