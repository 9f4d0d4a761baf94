/**
 * Step 6, Review & Confirm: everything entered, with Edit links back to steps 1, 4 and 5, and Submit
 * (disabled while it runs).
 */
import type { ReactNode } from 'react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRegistrationState } from '../../../../domain/registration/schemas';
import { STEP, type AddressChoice, type TStep } from '../wizard-types';
import type { TContactValues } from './contact-step';
import { formatAddressLine } from './service-address-step';
import { ReviewRow, ReviewSection } from '../../../components/review-section';
import { ContactReviewRows, residenceSummary } from './review-rows';
import { WizardStep } from '../../../components/widgets/wizard-step';
import { StepNav } from './step-nav';

/** A row of the customer's review: text values isolated (`<bdi>`). */
function Row({ label, value }: { label: string; value: ReactNode }) {
  return <ReviewRow label={label} value={value} isolate />;
}

interface Props {
  choice: AddressChoice;
  state: TRegistrationState;
  contact: TContactValues;
  isGoogle: boolean;
  submitting: boolean;
  onEdit: (step: TStep) => void;
  onSubmit: () => void;
  onBack: () => void;
}

function Section({ title, onEdit, children }: { title: string; onEdit?: () => void; children: ReactNode }) {
  const { t } = useTranslation('registration');
  return (
    <ReviewSection
      title={title}
      onEdit={onEdit}
      edit={{ text: t('review.edit'), label: `${t('review.edit')}: ${title}` }}
    >
      {children}
    </ReviewSection>
  );
}

export function ReviewStep({
  choice,
  state,
  contact,
  isGoogle,
  submitting,
  onEdit,
  onSubmit,
  onBack,
}: Props) {
  const { t } = useTranslation('registration');
  const { address, residence } = choice;

  return (
    <WizardStep heading={t('review.heading')}>
      <Section title={t('review.serviceAddress')} onEdit={() => onEdit(STEP.address)}>
        <Text fw={600}>{address.CM04_ADD2}</Text>
        <Text size="sm">{formatAddressLine(address)}</Text>
        <Row label={t('review.residence')} value={residenceSummary(t, residence)} />
      </Section>

      <Section title={t('review.account')} onEdit={isGoogle ? undefined : () => onEdit(STEP.password)}>
        <Row label={t('contact.email')} value={state.email ?? state.google?.email ?? ''} />
        {!isGoogle && <Row label={t('review.password')} value={`•••••••• (${t('review.passwordSet')})`} />}
        {state.verifiedBy && (
          <Row label={t('review.verification')} value={t(`review.methods.${state.verifiedBy}`)} />
        )}
      </Section>

      <Section title={t('review.contact')} onEdit={() => onEdit(STEP.contact)}>
        <ContactReviewRows contact={contact} ns="registration" isolate />
      </Section>

      <StepNav onBack={onBack} backDisabled={submitting}>
        <Button onClick={onSubmit} loading={submitting} disabled={submitting}>
          {submitting ? t('nav.submitting') : t('nav.submit')}
        </Button>
      </StepNav>
    </WizardStep>
  );
}
