/**
 * Create an Open311 API key: a name and the portals (jurisdictions) it may file for, checked with the
 * very schema the API uses. Once created, the modal shows the key once, with a copy button; closing
 * it forgets the key (only its hash is stored).
 */
import { MultiSelect, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CreateForm,
  CreateOnceModal,
  type TCreateDialogProps,
  useSchemaForm,
} from '../../../components/admin-forms/create-once-modal';
import { ZOpen311KeyForm, type TOpen311KeyCreated } from '../../../../domain/open311/open311';
import { useCreateSubmit, type CreateFormHandlers } from '../../../components/widgets/use-create-submit';
import { useCreateOpen311Key } from '../api/create-open311-key';
import { useKeyPortals } from '../api/find-key-portals';

export function CreateKeyModal(props: TCreateDialogProps) {
  const { t } = useTranslation('open311-keys');
  return (
    <CreateOnceModal<TOpen311KeyCreated>
      {...props}
      t={t}
      form={(handlers) => <CreateKeyForm {...handlers} />}
      secret={(created) => ({
        once: t('created.once', { name: created.key.name }),
        label: t('created.keyLabel'),
        value: created.secret,
        note: t('created.portals', { portals: created.key.portals.map((p) => p.title).join(', ') }),
      })}
    />
  );
}

function CreateKeyForm(handlers: CreateFormHandlers<TOpen311KeyCreated>) {
  const { t } = useTranslation('open311-keys');
  const { send, state } = useCreateSubmit(useCreateOpen311Key(), handlers, t('form.errors.failed'));
  const portals = useKeyPortals();
  const form = useSchemaForm(ZOpen311KeyForm, { name: '', portalIds: [] as string[] }, (field) =>
    field === 'name' ? t('form.errors.name') : t('form.errors.portals'),
  );

  const handleSubmit = form.onSubmit((values) => send(ZOpen311KeyForm.parse(values)));

  return (
    <CreateForm t={t} icon={IconKey} state={{ ...state, onSubmit: handleSubmit }}>
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
    </CreateForm>
  );
}
