/**
 * Residential step 3, Review: the service address with the residence details, and the contact
 * information, each with an Edit link back to its step; "Save Customer Profile".
 */
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAddressLine, type AddressChoice, type TContactValues } from '../../registration';
import { ContactRows, ReviewActions, ReviewRow, ReviewSection } from './review-parts';

export const RESIDENTIAL_STEP = { address: 0, contact: 1, review: 2 } as const;

interface Props {
  choice: AddressChoice;
  contact: TContactValues;
  email: string;
  saving: boolean;
  saved: boolean;
  onEdit: (step: number) => void;
  onBack: () => void;
  onSave: () => void;
}

export function ResidentialReview({ choice, contact, email, saving, saved, onEdit, onBack, onSave }: Props) {
  const { t } = useTranslation(['setup-customer-profile', 'registration']);
  const { address, residence } = choice;
  const multiFamily = residence.residenceType === 'multiFamily';
  const residenceText = [
    multiFamily ? t('registration:address.multiFamily') : t('registration:address.singleFamily'),
    multiFamily && residence.aptUnit ? t('registration:review.unit', { unit: residence.aptUnit }) : null,
    residence.ownerOrRenter === 'owner' ? t('registration:address.owner') : t('registration:address.renter'),
    residence.hoa ? t('registration:review.hoaYes') : t('registration:review.hoaNo'),
  ]
    .filter(Boolean)
    .join(' · ');
  const edit = saving || saved ? undefined : onEdit;

  return (
    <Stack gap="lg">
      <Title order={3} size="h4">
        {t('review.heading')}
      </Title>
      <ReviewSection
        title={t('review.serviceAddress')}
        onEdit={edit && (() => edit(RESIDENTIAL_STEP.address))}
      >
        <Text fw={600}>{address.CM04_ADD2}</Text>
        <Text size="sm">{formatAddressLine(address)}</Text>
        <ReviewRow label={t('review.residence')} value={residenceText} />
      </ReviewSection>
      <ReviewSection title={t('review.contact')} onEdit={edit && (() => edit(RESIDENTIAL_STEP.contact))}>
        <ContactRows contact={contact} email={email} />
      </ReviewSection>
      <Text size="sm" c="dimmed">
        {t('review.passwordNote')}
      </Text>
      <ReviewActions
        saveLabel={t('review.save')}
        saving={saving}
        saved={saved}
        onBack={onBack}
        onSave={onSave}
      />
    </Stack>
  );
}
