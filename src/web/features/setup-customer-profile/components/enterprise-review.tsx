/**
 * Enterprise step 3, Review: the organization, the selected customers (three badges, then a count)
 * and the contact information, each with an Edit link back to its step; "Save Enterprise Customer
 * Profile".
 */
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TContactValues } from '../../registration';
import { ContactRows, ReviewActions, ReviewRow, ReviewSection } from './review-parts';
import { SelectedCustomerBadges } from './selected-customer-badges';
import type { TSelectedCustomer } from './selected-customers';

export const ENTERPRISE_STEP = { customers: 0, contact: 1, review: 2 } as const;

interface Props {
  organizationName: string;
  selected: readonly TSelectedCustomer[];
  contact: TContactValues;
  email: string;
  saving: boolean;
  saved: boolean;
  onEdit: (step: number) => void;
  onBack: () => void;
  onSave: () => void;
}

export function EnterpriseReview({
  organizationName,
  selected,
  contact,
  email,
  saving,
  saved,
  onEdit,
  onBack,
  onSave,
}: Props) {
  const { t } = useTranslation('setup-customer-profile');
  const edit = saving || saved ? undefined : onEdit;
  return (
    <Stack gap="lg">
      <Title order={3} size="h4">
        {t('review.heading')}
      </Title>
      <ReviewSection title={t('review.organization')} onEdit={edit && (() => edit(ENTERPRISE_STEP.contact))}>
        <ReviewRow label={t('review.organizationName')} value={organizationName} />
      </ReviewSection>
      <ReviewSection title={t('review.customers')} onEdit={edit && (() => edit(ENTERPRISE_STEP.customers))}>
        <Text size="sm">{t('review.customerCount', { count: selected.length })}</Text>
        <SelectedCustomerBadges selected={selected} />
      </ReviewSection>
      <ReviewSection title={t('review.contact')} onEdit={edit && (() => edit(ENTERPRISE_STEP.contact))}>
        <ContactRows contact={contact} email={email} />
      </ReviewSection>
      <Text size="sm" c="dimmed">
        {t('review.passwordNote')}
      </Text>
      <ReviewActions
        saveLabel={t('review.saveEnterprise')}
        saving={saving}
        saved={saved}
        onBack={onBack}
        onSave={onSave}
      />
    </Stack>
  );
}
