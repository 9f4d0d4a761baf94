/**
 * The add and edit user modal (spec 03 §2.12, §5 User form): name, email and role required, email
 * lower-cased on save, role customerservice and status active by default; a municipality user also
 * needs its portals (at least one, issue 13). The form is checked with the very schema the API uses;
 * an edit sends only the changed fields.
 */
import { useState } from 'react';
import { Alert, Button, Group, Modal, MultiSelect, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  STAFF_ROLES,
  ZStaffUserForm,
  type TStaffRole,
  type TStaffUser,
  type TStaffUserForm,
  type TStaffUserPatch,
} from '../../../../domain/staff/staff-user';
import { isApiError } from '../../../lib/api-client';
import { useCreateStaffUser } from '../api/create-staff-user';
import { useStaffPortals } from '../api/find-staff-portals';
import { useUpdateStaffUser } from '../api/update-staff-user';
import { staffMessageKey } from './staff-labels';

interface StaffFormValues {
  name: string;
  email: string;
  role: TStaffRole | null;
  portalIds: string[];
  isActive: boolean;
}

interface StaffUserFormModalProps {
  opened: boolean;
  /** The user being edited; null adds a new one. Kept while the modal fades out. */
  user: TStaffUser | null;
  /** Changes on every opening, so each opening starts with a fresh form. */
  formKey: number;
  onClose: () => void;
}

export function StaffUserFormModal({ opened, user, formKey, onClose }: StaffUserFormModalProps) {
  const { t } = useTranslation('staff');
  return (
    <Modal opened={opened} onClose={onClose} title={user ? t('form.editTitle') : t('form.addTitle')} centered>
      <StaffUserForm key={formKey} user={user} onDone={onClose} />
    </Modal>
  );
}

function changedFields(user: TStaffUser, form: TStaffUserForm): TStaffUserPatch {
  const patch: TStaffUserPatch = {};
  if (form.name !== user.name) patch.name = form.name;
  if (form.email !== user.email) patch.email = form.email;
  if (form.role !== user.role) patch.role = form.role;
  const samePortals =
    form.portalIds.length === user.portalIds.length &&
    form.portalIds.every((id, i) => id === user.portalIds[i]);
  if (!samePortals) patch.portalIds = form.portalIds;
  if (form.isActive !== user.isActive) patch.isActive = form.isActive;
  return patch;
}

function StaffUserForm({ user, onDone }: { user: TStaffUser | null; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const create = useCreateStaffUser();
  const update = useUpdateStaffUser();
  const [failure, setFailure] = useState<string | null>(null);
  const portals = useStaffPortals();

  const form = useForm<StaffFormValues>({
    mode: 'controlled',
    initialValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      role: user?.role ?? 'customerservice',
      portalIds: user?.portalIds ?? [],
      isActive: user?.isActive ?? true,
    },
    validate: (values) => {
      const result = ZStaffUserForm.safeParse(values);
      if (result.success) return {};
      const errors: FormErrors = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0]);
        if (errors[field]) continue;
        const key = staffMessageKey(issue.message);
        errors[field] = key ? t(key) : issue.message;
      }
      return errors;
    },
  });

  function showFailure(error: unknown, fallbackKey: 'messages.createFailed' | 'messages.updateFailed') {
    const base = t(fallbackKey);
    if (isApiError(error) && error.code === 'CONFLICT') {
      form.setFieldError('email', t('form.errors.duplicateEmail'));
      setFailure(`${base} ${t('form.errors.duplicateEmail')}`);
    } else if (isApiError(error) && error.code === 'UNPROCESSABLE') {
      setFailure(`${base} ${t('form.errors.selfLockout')}`);
    } else if (isApiError(error) && error.code === 'VALIDATION_FAILED' && staffMessageKey(error.message)) {
      const message = t(staffMessageKey(error.message)!);
      if (error.message.includes('portal')) form.setFieldError('portalIds', message);
      setFailure(`${base} ${message}`);
    } else {
      setFailure(base);
    }
  }

  const handleSubmit = form.onSubmit((values) => {
    setFailure(null);
    const parsed = ZStaffUserForm.parse(values);
    if (!user) {
      create.mutate(parsed, {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('messages.created') });
          onDone();
        },
        onError: (error) => showFailure(error, 'messages.createFailed'),
      });
      return;
    }
    const patch = changedFields(user, parsed);
    if (Object.keys(patch).length === 0) {
      onDone();
      return;
    }
    update.mutate(
      { id: user.id, patch },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('messages.updated') });
          onDone();
        },
        onError: (error) => showFailure(error, 'messages.updateFailed'),
      },
    );
  });

  const saving = create.isPending || update.isPending;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          withAsterisk
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('form.email')}
          placeholder={t('form.emailPlaceholder')}
          type="email"
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <Select
          label={t('form.role')}
          withAsterisk
          allowDeselect={false}
          data={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          {...form.getInputProps('role')}
        />
        {form.values.role === 'municipality' ? (
          <MultiSelect
            label={t('form.portals')}
            description={t('form.portalsDescription')}
            placeholder={t('form.portalsPlaceholder')}
            withAsterisk
            searchable
            clearable
            data={(portals.data?.portals ?? []).map((p) => ({ value: p.id, label: p.title }))}
            {...form.getInputProps('portalIds')}
            error={
              form.getInputProps('portalIds').error ??
              (portals.isError ? t('form.portalsLoadFailed') : undefined)
            }
          />
        ) : null}
        <Switch
          label={t('form.active')}
          description={t('form.activeDescription')}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={saving}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {user ? t('form.update') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
