/**
 * Residential step 3, Review: the service address with the residence details, and the contact
 * information, each with an Edit link back to its step; "Save Customer Profile".
 */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAddressLine, residenceSummary, type AddressChoice } from '../../registration';
import { ReviewPage, ReviewRow, ReviewSection, type TReviewProps } from './review-parts';

export const RESIDENTIAL_STEP = { address: 0, contact: 1, review: 2 } as const;

interface Props extends TReviewProps {
  choice: AddressChoice;
}

export function ResidentialReview({ choice, ...review }: Props) {
  const { t } = useTranslation(['setup-customer-profile', 'registration']);
  const { address, residence } = choice;

  return (
    <ReviewPage review={review} saveLabel={t('review.save')} contactStep={RESIDENTIAL_STEP.contact}>
      {(edit) => (
        <ReviewSection
          title={t('review.serviceAddress')}
          onEdit={edit && (() => edit(RESIDENTIAL_STEP.address))}
        >
          <Text fw={600}>{address.CM04_ADD2}</Text>
          <Text size="sm">{formatAddressLine(address)}</Text>
          <ReviewRow label={t('review.residence')} value={residenceSummary(t, residence)} />
        </ReviewSection>
      )}
    </ReviewPage>
  );
}
