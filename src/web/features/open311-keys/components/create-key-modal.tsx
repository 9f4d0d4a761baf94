/**
 * Create an Open311 API key: a name and the portals (jurisdictions) it may file for, checked with the
 * very schema the API uses. Once created, the modal shows the key once, with a copy button; closing
 * it forgets the key (only its hash is stored).
 */
import { useState } from 'react';
import { Alert, Button, Group, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyableSecret } from '../../../components/copyable-secret';
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
  const [created, setCreated] = useState<TOpen311KeyCreated | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? t('created.title') : t('form.title')}
      centered
      size="lg"
      closeOnClickOutside={!created}
    >
      {created ? (
        <CreatedKey created={created} onDone={close} />
      ) : (
        <CreateKeyForm key={formKey} onCreated={setCreated} onCancel={close} />
      )}
    </Modal>
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
        {failure ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            loading={create.isPending}
            leftSection={<IconKey size={18} aria-hidden="true" />}
          >
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CreatedKey({ created, onDone }: { created: TOpen311KeyCreated; onDone: () => void }) {
  const { t } = useTranslation('open311-keys');
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        icon={<IconAlertCircle size={18} aria-hidden="true" />}
        title={t('created.onceTitle')}
      >
        {t('created.once', { name: created.key.name })}
      </Alert>
      <CopyableSecret
        label={t('created.keyLabel')}
        value={created.secret}
        copy={t('created.copy')}
        copied={t('created.copied')}
      />
      <Text size="sm" c="dimmed">
        {t('created.portals', { portals: created.key.portals.map((p) => p.title).join(', ') })}
      </Text>
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('created.done')}</Button>
      </Group>
    </Stack>
  );
}
