/**
 * Add a webhook endpoint: its URL, a note, the events it wants and whether payloads may carry contact
 * details (off by default), checked with the very schema the API uses. Once saved, the modal shows the
 * signing secret once, with a copy button.
 */
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CreateForm,
  CreateOnceModal,
  type TCreateDialogProps,
  useSchemaForm,
} from '../../../components/admin-forms/create-once-modal';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MESSAGES,
  ZWebhookEndpointForm,
  type TWebhookEndpointCreated,
  type TWebhookEvent,
} from '../../../../domain/webhooks/webhooks';
import { messageKeys, useServerMessage } from '../../../lib/server-message';
import { useCreateSubmit, type CreateFormHandlers } from '../../../components/widgets/use-create-submit';
import { useCreateWebhookEndpoint } from '../api/create-webhook-endpoint';

const CATALOG = { keys: messageKeys(WEBHOOK_URL_MESSAGES, 'webhooks:form.errors.url.') };

export function CreateEndpointModal(props: TCreateDialogProps) {
  const { t } = useTranslation('webhooks');
  return (
    <CreateOnceModal<TWebhookEndpointCreated>
      {...props}
      t={t}
      form={(handlers) => <CreateEndpointForm {...handlers} />}
      secret={(created) => ({
        once: t('created.once'),
        label: t('created.secretLabel'),
        value: created.secret,
        note: t('created.verify'),
      })}
    />
  );
}

interface FormValues {
  url: string;
  description: string;
  events: TWebhookEvent[];
  includePersonalData: boolean;
}

function CreateEndpointForm(handlers: CreateFormHandlers<TWebhookEndpointCreated>) {
  const { t } = useTranslation('webhooks');
  const { send, state } = useCreateSubmit(useCreateWebhookEndpoint(), handlers, t('form.errors.failed'));
  const serverMessage = useServerMessage(CATALOG);
  const form = useSchemaForm<FormValues>(
    ZWebhookEndpointForm,
    { url: '', description: '', events: [], includePersonalData: false },
    (field) =>
      field === 'url'
        ? t('form.errors.url.invalid')
        : field === 'events'
          ? t('form.errors.events')
          : t('form.errors.description'),
  );

  // a refusal of the address the server words (WEBHOOK_URL_MESSAGES) shows under the URL field
  const handleSubmit = form.onSubmit((values) =>
    send(ZWebhookEndpointForm.parse(values), (error) => {
      const known = serverMessage(error);
      if (known) form.setFieldError('url', known);
      return Boolean(known);
    }),
  );

  return (
    <CreateForm t={t} icon={IconWebhook} state={{ ...state, onSubmit: handleSubmit }}>
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
    </CreateForm>
  );
}
