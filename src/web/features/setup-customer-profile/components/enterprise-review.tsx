/**
 * Enterprise step 3, Review: the organization, the selected customers (three badges, then a count)
 * and the contact information, each with an Edit link back to its step; "Save Enterprise Customer
 * Profile".
 */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReviewPage, ReviewRow, ReviewSection, type TReviewProps } from './review-parts';
import { SelectedCustomerBadges } from './selected-customer-badges';
import type { TSelectedCustomer } from './selected-customers';

export const ENTERPRISE_STEP = { customers: 0, contact: 1, review: 2 } as const;

interface Props extends TReviewProps {
  organizationName: string;
  selected: readonly TSelectedCustomer[];
}

export function EnterpriseReview({ organizationName, selected, ...review }: Props) {
  const { t } = useTranslation('setup-customer-profile');
  return (
    <ReviewPage review={review} saveLabel={t('review.saveEnterprise')} contactStep={ENTERPRISE_STEP.contact}>
      {(edit) => (
        <>
          <ReviewSection
            title={t('review.organization')}
            onEdit={edit && (() => edit(ENTERPRISE_STEP.contact))}
          >
            <ReviewRow label={t('review.organizationName')} value={organizationName} />
          </ReviewSection>
          <ReviewSection
            title={t('review.customers')}
            onEdit={edit && (() => edit(ENTERPRISE_STEP.customers))}
          >
            <Text size="sm">{t('review.customerCount', { count: selected.length })}</Text>
            <SelectedCustomerBadges selected={selected} />
          </ReviewSection>
        </>
      )}
    </ReviewPage>
  );
}
