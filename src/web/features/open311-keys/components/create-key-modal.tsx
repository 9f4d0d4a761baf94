/**
 * Create an Open311 API key: a name and the portals (jurisdictions) it may file for, checked with the
 * very schema the API uses. Once created, the modal shows the key once, with a copy button; closing
 * it forgets the key (only its hash is stored).
 */
import { useState } from 'react';
import { MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CreateOnceModal,
  FormFooter,
  SecretShownOnce,
} from '../../../components/admin-forms/create-once-modal';
import { ZOpen311KeyForm, type TOpen311KeyCreated } from '../../../../domain/open311/open311';
import { useCreateOpen311Key } from '../api/create-open311-key';
import { useKeyPortals } from '../api/find-key-portals';

interface CreateKeyModalProps {
  opened: boolean;
  /** Changes on every opening, so each opening starts with a fresh form. */
  formKey: number;
  onClose: () => void;
}

export function CreateKeyModal({ opened, formKey, onClose }: CreateKeyModalProps) {
  const { t } = useTranslation('open311-keys');
  return (
    <CreateOnceModal<TOpen311KeyCreated>
      opened={opened}
      formKey={formKey}
      onClose={onClose}
      formTitle={t('form.title')}
      createdTitle={t('created.title')}
      form={(handlers) => <CreateKeyForm {...handlers} />}
      created={(created, onDone) => (
        <SecretShownOnce
          onceTitle={t('created.onceTitle')}
          once={t('created.once', { name: created.key.name })}
          secretLabel={t('created.keyLabel')}
          secret={created.secret}
          copy={t('created.copy')}
          copied={t('created.copied')}
          note={t('created.portals', { portals: created.key.portals.map((p) => p.title).join(', ') })}
          doneLabel={t('created.done')}
          onDone={onDone}
        />
      )}
    />
  );
}

function CreateKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: TOpen311KeyCreated) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('open311-keys');
  const create = useCreateOpen311Key();
  const portals = useKeyPortals();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ name: string; portalIds: string[] }>({
    mode: 'controlled',
    initialValues: { name: '', portalIds: [] },
    validate: (values) => {
      const result = ZOpen311KeyForm.safeParse(values);
      if (result.success) return {};
      const errors: FormErrors = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0]);
        if (errors[field]) continue;
        errors[field] = field === 'name' ? t('form.errors.name') : t('form.errors.portals');
      }
      return errors;
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    setFailure(null);
    create.mutate(ZOpen311KeyForm.parse(values), {
      onSuccess: onCreated,
      onError: () => setFailure(t('form.errors.failed')),
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('form.intro')}
        </Text>
        <TextInput
          label={t('form.name')}
          description={t('form.nameHint')}
          required
          maxLength={100}
          {...form.getInputProps('name')}
        />
        <MultiSelect
          label={t('form.portals')}
          description={t('form.portalsHint')}
          required
          searchable
          data={(portals.data?.portals ?? []).map((p) => ({ value: p.id, label: p.title }))}
          disabled={portals.isLoading}
          nothingFoundMessage={t('form.noPortals')}
          {...form.getInputProps('portalIds')}
        />
        <FormFooter
          failure={failure}
          cancelLabel={t('form.cancel')}
          onCancel={onCancel}
          submitLabel={t('form.submit')}
          submitIcon={IconKey}
          loading={create.isPending}
        />
      </Stack>
    </form>
  );
}
