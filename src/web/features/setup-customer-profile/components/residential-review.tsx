/**
 * Residential step 3, Review: the service address with the residence details, and the contact
 * information, each with an Edit link back to its step; "Save Customer Profile".
 */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAddressLine, type AddressChoice } from '../../registration';
import { ReviewPage, ReviewRow, ReviewSection, type TReviewProps } from './review-parts';

export const RESIDENTIAL_STEP = { address: 0, contact: 1, review: 2 } as const;

interface Props extends TReviewProps {
  choice: AddressChoice;
}

export function ResidentialReview({ choice, ...review }: Props) {
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

  return (
    <ReviewPage review={review} saveLabel={t('review.save')} contactStep={RESIDENTIAL_STEP.contact}>
      {(edit) => (
        <ReviewSection
          title={t('review.serviceAddress')}
          onEdit={edit && (() => edit(RESIDENTIAL_STEP.address))}
        >
          <Text fw={600}>{address.CM04_ADD2}</Text>
          <Text size="sm">{formatAddressLine(address)}</Text>
          <ReviewRow label={t('review.residence')} value={residenceText} />
        </ReviewSection>
      )}
    </ReviewPage>
  );
}
