/**
 * Add a webhook endpoint: its URL, a note, the events it wants and whether payloads may carry contact
 * details (off by default), checked with the very schema the API uses. Once saved, the modal shows the
 * signing secret once, with a copy button.
 */
import { useState } from 'react';
import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CreateOnceModal,
  FormFooter,
  SecretShownOnce,
} from '../../../components/admin-forms/create-once-modal';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MESSAGES,
  ZWebhookEndpointForm,
  type TWebhookEndpointCreated,
  type TWebhookEvent,
} from '../../../../domain/webhooks/webhooks';
import { messageKeys, useServerMessage } from '../../../lib/server-message';
import { useCreateWebhookEndpoint } from '../api/create-webhook-endpoint';

const CATALOG = { keys: messageKeys(WEBHOOK_URL_MESSAGES, 'webhooks:form.errors.url.') };

interface CreateEndpointModalProps {
  opened: boolean;
  /** Changes on every opening, so each opening starts with a fresh form. */
  formKey: number;
  onClose: () => void;
}

export function CreateEndpointModal({ opened, formKey, onClose }: CreateEndpointModalProps) {
  const { t } = useTranslation('webhooks');
  return (
    <CreateOnceModal<TWebhookEndpointCreated>
      opened={opened}
      formKey={formKey}
      onClose={onClose}
      formTitle={t('form.title')}
      createdTitle={t('created.title')}
      form={(handlers) => <CreateEndpointForm {...handlers} />}
      created={(created, onDone) => (
        <SecretShownOnce
          onceTitle={t('created.onceTitle')}
          once={t('created.once')}
          secretLabel={t('created.secretLabel')}
          secret={created.secret}
          copy={t('created.copy')}
          copied={t('created.copied')}
          note={t('created.verify')}
          doneLabel={t('created.done')}
          onDone={onDone}
        />
      )}
    />
  );
}

interface FormValues {
  url: string;
  description: string;
  events: TWebhookEvent[];
  includePersonalData: boolean;
}

function CreateEndpointForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: TWebhookEndpointCreated) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const create = useCreateWebhookEndpoint();
  const serverMessage = useServerMessage(CATALOG);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: { url: '', description: '', events: [], includePersonalData: false },
    validate: (values) => {
      const result = ZWebhookEndpointForm.safeParse(values);
      if (result.success) return {};
      const errors: FormErrors = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0]);
        if (errors[field]) continue;
        errors[field] =
          field === 'url'
            ? t('form.errors.url.invalid')
            : field === 'events'
              ? t('form.errors.events')
              : t('form.errors.description');
      }
      return errors;
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    setFailure(null);
    create.mutate(ZWebhookEndpointForm.parse(values), {
      onSuccess: onCreated,
      onError: (error) => {
        const known = serverMessage(error);
        if (known) form.setFieldError('url', known);
        else setFailure(t('form.errors.failed'));
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('form.intro')}
        </Text>
        <TextInput
          label={t('form.url')}
          description={t('form.urlHint')}
          placeholder="https://crm.example.com/hooks/curbside"
          required
          type="url"
          inputMode="url"
          maxLength={2000}
          {...form.getInputProps('url')}
        />
        <TextInput
          label={t('form.description')}
          description={t('form.descriptionHint')}
          maxLength={200}
          {...form.getInputProps('description')}
        />
        <Checkbox.Group label={t('form.events')} required {...form.getInputProps('events')}>
          <Stack gap="xs" mt="xs">
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox
                key={event}
                value={event}
                label={t(`events.${event}`)}
                description={<code>{event}</code>}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Checkbox
          label={t('form.includePersonalData')}
          description={t('form.includePersonalDataHint')}
          {...form.getInputProps('includePersonalData', { type: 'checkbox' })}
        />
        <FormFooter
          failure={failure}
          cancelLabel={t('form.cancel')}
          onCancel={onCancel}
          submitLabel={t('form.submit')}
          submitIcon={IconWebhook}
          loading={create.isPending}
        />
      </Stack>
    </form>
  );
}
