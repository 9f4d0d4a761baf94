/**
 * Submitting the setup form, shared by create and edit: a failed check opens the first tab with an
 * error; a refusal from the server that names a field puts the message on that field and opens its
 * tab; the outcome shows the spec's success or failure message (spec §8) with the server's reason.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { tabOfField, tabsWithErrors, type SetupForm, type SetupFormMode, type TSetupTab } from './setup-form';
import { useSetupMessages } from './setup-messages';

export function useSetupSubmitHandlers<T extends TSetupTab>({
  form,
  mode,
  tabs,
  openTab,
}: {
  form: SetupForm;
  mode: SetupFormMode;
  tabs: readonly T[];
  openTab: (tab: T) => void;
}) {
  const { apiReasonMessage } = useSetupMessages();

  function onInvalid(errors: FormErrors) {
    const [first] = tabsWithErrors(errors, tabs, mode);
    if (first) openTab(first);
  }

  /** Puts a server refusal on its field; returns the translated reason (or null for a non-client error). */
  function onServerError(error: unknown): string | null {
    const reason = apiReasonMessage(error);
    const field = isApiError(error) ? error.details?.field : undefined;
    if (reason && typeof field === 'string') {
      form.setFieldError(field, reason);
      const tab = tabOfField(field, mode) as T;
      if (tabs.includes(tab)) openTab(tab);
    }
    return reason;
  }

  return { onInvalid, onServerError };
}

export interface SubmitPanelProps {
  /** Whose words: the namespace's `create.` or `edit.` `submit`, `success` and `failure`. */
  mode: SetupFormMode;
  form: SetupForm;
  /** The save's state. */
  saving: { isPending: boolean; isSuccess: boolean; isError: boolean };
  /** The server's reason for a refusal, shown under the failure message. */
  reason: string | null;
  onSubmit: () => void;
  /** Shown after success (links to go on). */
  after?: ReactNode;
}

export function SubmitPanel({ mode, form, saving, reason, onSubmit, after }: SubmitPanelProps) {
  const submitting = saving.isPending;
  const succeeded = saving.isSuccess;
  const failed = saving.isError;
  const hasErrors = Object.keys(form.errors).length > 0;
  const { t } = useTranslation('portal-setups');
  return (
    <Stack gap="sm" aria-live="polite">
      {succeeded ? (
        <Alert
          color="green"
          icon={<IconCircleCheck size={18} aria-hidden="true" />}
          title={t(`${mode}.success`)}
          role="status"
        >
          {after}
        </Alert>
      ) : null}
      {failed ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          title={t(`${mode}.failure`)}
          role="alert"
        >
          {reason ? <Text fz="sm">{reason}</Text> : null}
        </Alert>
      ) : null}
      {hasErrors && !failed ? (
        <Alert color="orange" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
          {t('fixErrors')}
        </Alert>
      ) : null}
      {succeeded ? null : (
        <Group justify="flex-end">
          <Button
            size="md"
            loading={submitting}
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
            onClick={onSubmit}
          >
            {submitting ? t('submitting') : t(`${mode}.submit`)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
