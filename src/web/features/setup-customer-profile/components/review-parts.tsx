/**
 * The pieces of both review steps: a titled section with its Edit link, a label/value row, the
 * contact information as entered, and the save outcome (the success notice, the error modal).
 */
import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Grid, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TContactValues } from '../../registration';
import classes from './setup-customer-profile.module.css';

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
    <Stack gap={6} className={classes.reviewSection} component="section" aria-label={title}>
      <Group justify="space-between">
        <Text fw={700}>{title}</Text>
        {onEdit && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={onEdit}
            aria-label={t('review.editSection', { section: title })}
          >
            {t('review.edit')}
          </Anchor>
        )}
      </Group>
      {children}
    </Stack>
  );
}

export function ReviewRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Grid gutter={{ base: 0, xs: 'xs' }}>
      <Grid.Col span={{ base: 12, xs: 4, sm: 3 }}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 8, sm: 9 }}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </Grid.Col>
    </Grid>
  );
}

/** The contact rows: name, e-mail, phone, preferred methods, opt-ins and the billing address. */
export function ContactRows({ contact, email }: { contact: TContactValues; email: string }) {
  const { t } = useTranslation(['setup-customer-profile', 'registration']);
  const yesNo = (value: boolean) => (value ? t('review.yes') : t('review.no'));
  return (
    <>
      <ReviewRow
        label={t('review.name')}
        value={`${t(`registration:contact.salutations.${contact.salutation}`)} ${contact.firstName} ${contact.lastName}`}
      />
      <ReviewRow label={t('review.email')} value={email} />
      <ReviewRow
        label={t('review.phone')}
        value={`${t(`registration:contact.phoneTypes.${contact.phoneType}`)}: ${contact.phoneNumber}`}
      />
      <ReviewRow
        label={t('review.preferred')}
        value={
          contact.preferredContactMethods.length > 0
            ? contact.preferredContactMethods.map((m) => t(`registration:contact.methods.${m}`)).join(', ')
            : t('review.none')
        }
      />
      <ReviewRow
        label={t('review.optIns')}
        value={
          <>
            {t('registration:contact.optInMarketing')}: {yesNo(contact.optInMarketing)}
            <br />
            {t('registration:contact.optInNotifications')}: {yesNo(contact.optInNotifications)}
            <br />
            {t('registration:contact.optInPaperlessBilling')}: {yesNo(contact.optInPaperlessBilling)}
          </>
        }
      />
      <ReviewRow
        label={t('review.billing')}
        value={
          contact.differentBillingAddress
            ? [
                contact.billingAddress1,
                contact.billingAddress2,
                `${contact.billingCity}, ${contact.billingState} ${contact.billingZip}`,
              ]
                .filter(Boolean)
                .join(', ')
            : t('review.sameAsService')
        }
      />
    </>
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
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
          {message}
        </Alert>
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
    <Stack gap="lg">
      <Title order={3} size="h4">
        {t('review.heading')}
      </Title>
      {children(edit)}
      <ReviewSection title={t('review.contact')} onEdit={edit && (() => edit(contactStep))}>
        <ContactRows contact={review.contact} email={review.email} />
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
    </Stack>
  );
}
