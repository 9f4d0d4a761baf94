/**
 * The pieces of both review steps: a titled section (a named `<section>`) with its Edit link, the
 * label/value row, the contact section as entered, and the save outcome (the success notice, the
 * error modal).
 */
import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ReviewSection as SharedReviewSection } from '../../../components/review-section';
import { ContactReviewRows, type TContactValues } from '../../registration';
import { WizardStep } from '../../../components/widgets/wizard-step';
import { ErrorAlert } from '../../../components/widgets/error-alert';

export { ReviewRow } from '../../../components/review-section';

export function ReviewSection({
  title,
  onEdit,
  children,
}: {
  title: string;
  onEdit?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('setup-customer-profile');
  return (
    <SharedReviewSection
      landmark
      title={title}
      onEdit={onEdit}
      edit={{ text: t('review.edit'), label: t('review.editSection', { section: title }) }}
    >
      {children}
    </SharedReviewSection>
  );
}

/** The green notice after a save; the page goes back to the Admin Center 3 seconds later. */
export function SavedNotice({ message }: { message: string }) {
  const { t } = useTranslation('setup-customer-profile');
  return (
    <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden="true" />} role="status">
      <Text size="sm" fw={600}>
        {message}
      </Text>
      <Text size="sm">{t('review.redirecting')}</Text>
    </Alert>
  );
}

/** The error modal of a failed save; closing it keeps everything entered. */
export function SaveErrorModal({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('setup-customer-profile');
  return (
    <Modal opened={message !== null} onClose={onClose} title={t('result.errorTitle')} centered>
      <Stack gap="md">
        <ErrorAlert>{message}</ErrorAlert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('result.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The review's buttons: Back, and the save button with its loading state. */
export function ReviewActions({
  saveLabel,
  saving,
  saved,
  onBack,
  onSave,
}: {
  saveLabel: string;
  saving: boolean;
  saved: boolean;
  onBack: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation(['setup-customer-profile', 'registration']);
  return (
    <Group justify="space-between">
      <Button variant="default" onClick={onBack} disabled={saving || saved}>
        {t('registration:nav.back')}
      </Button>
      <Button onClick={onSave} loading={saving} disabled={saved}>
        {saving ? t('review.saving') : saveLabel}
      </Button>
    </Group>
  );
}

/** What both reviews are given: what was entered, the save's state, Edit, Back and Save. */
export interface TReviewProps {
  contact: TContactValues;
  email: string;
  saving: boolean;
  saved: boolean;
  onEdit: (step: number) => void;
  onBack: () => void;
  onSave: () => void;
}

/**
 * A review step: the heading, the wizard's own sections, the contact section, the password note and
 * the buttons. Edit links go away while a save runs or once it succeeded.
 */
export function ReviewPage({
  review,
  saveLabel,
  contactStep,
  children,
}: {
  review: TReviewProps;
  saveLabel: string;
  contactStep: number;
  children: (edit: ((step: number) => void) | undefined) => ReactNode;
}) {
  const { t } = useTranslation('setup-customer-profile');
  const { saving, saved, onEdit } = review;
  const edit = saving || saved ? undefined : onEdit;
  return (
    <WizardStep heading={t('review.heading')} level={3}>
      {children(edit)}
      <ReviewSection title={t('review.contact')} onEdit={edit && (() => edit(contactStep))}>
        <ContactReviewRows
          contact={review.contact}
          ns="setup-customer-profile"
          email={review.email}
          noneText={t('review.none')}
        />
      </ReviewSection>
      <Text size="sm" c="dimmed">
        {t('review.passwordNote')}
      </Text>
      <ReviewActions
        saveLabel={saveLabel}
        saving={saving}
        saved={saved}
        onBack={review.onBack}
        onSave={review.onSave}
      />
    </WizardStep>
  );
}
