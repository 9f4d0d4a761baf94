/**
 * What the residential and enterprise wizards share: the active step (Next comes back to the review
 * after an Edit link), the contact step's values and e-mail, the save with its outcome (an e-mail
 * already registered is marked on the e-mail field too), and the contact step and review props
 * wired to them.
 */
import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCreatedCustomerProfile } from '../../../domain/customer-profiles/setup-customer-profile';
import { isApiError } from '../../lib/api-client';
import { ContactStep, EMPTY_CONTACT, useEmailField, type TContactValues } from '../registration';
import { CUSTOMER_EMAIL_CHECK } from './api/check-customer-email';
import { messageKeyOf } from './use-save-error';
import { useSaveOutcome } from './use-save-outcome';
import { SaveErrorModal } from './components/review-parts';
import { WizardFrame } from './components/wizard-frame';

/** Both wizards' steps: the first (0), the contact details, the review. */
interface TSteps {
  contact: number;
  review: number;
}

export function useProfileWizard<Body>(
  saved: 'residentialSaved' | 'enterpriseSaved',
  steps: TSteps,
  create: UseMutationResult<TCreatedCustomerProfile, Error, Body>,
) {
  const { contact: contactStep, review } = steps;
  const first = 0;
  const { t } = useTranslation('setup-customer-profile');
  const [active, setActive] = useState<number>(first);
  const [editing, setEditing] = useState(false);
  const [contact, setContact] = useState<TContactValues>(EMPTY_CONTACT);
  const emailField = useEmailField('', CUSTOMER_EMAIL_CHECK);
  const outcome = useSaveOutcome(saved);
  const email = emailField.value.trim();

  const go = (step: number) => {
    setActive(step);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const next = (fallback: number) => {
    setEditing(false);
    go(editing ? review : fallback);
  };

  const save = (body: Body) => {
    create.mutate(body, {
      onSuccess: outcome.onSaved,
      onError: (error) => {
        if (isApiError(error) && messageKeyOf(error.message) === 'emailRegistered')
          emailField.setError(t('messages.emailRegistered'));
        outcome.onFailed(error);
      },
    });
  };

  /** The review's common props: what was entered, the save's state, Edit, Back and Save. */
  const reviewProps = (onSave: () => void) => ({
    contact,
    email,
    saving: create.isPending,
    saved: outcome.saved !== null,
    onEdit: (step: number) => {
      setEditing(true);
      go(step);
    },
    onBack: () => go(contactStep),
    onSave,
  });

  return {
    t,
    active,
    go,
    next,
    contact,
    setContact,
    emailField,
    email,
    outcome,
    /** Saves unless a save runs or has succeeded. */
    save: (body: Body) => {
      if (create.isPending || outcome.saved) return;
      save(body);
    },
    reviewProps,
  };
}

type TWizard = ReturnType<typeof useProfileWizard<never>>;

/** The wizard's frame with its steps' names, and the save's error modal. */
export function ProfileWizardFrame({
  wizard,
  title,
  stepKeys,
  onBackToType,
  children,
}: {
  wizard: Pick<TWizard, 't' | 'active' | 'go' | 'outcome'>;
  title: string;
  stepKeys: readonly string[];
  onBackToType: () => void;
  children: ReactNode;
}) {
  const { t, outcome } = wizard;
  return (
    <WizardFrame
      title={title}
      steps={stepKeys.map((key) => t(`steps.${key}`))}
      active={wizard.active}
      onStepClick={wizard.go}
      onBackToType={onBackToType}
    >
      {children}
      <SaveErrorModal message={outcome.failure} onClose={outcome.closeFailure} />
    </WizardFrame>
  );
}

/** Step 2, the contact details: Next to the review, Back to step 1 (both keep what was typed). */
export function WizardContactStep({
  wizard,
  back,
  review,
  validateExtra,
  extraFailed,
  children,
}: {
  wizard: Pick<TWizard, 't' | 'contact' | 'setContact' | 'emailField' | 'next' | 'go'>;
  back: number;
  review: number;
  validateExtra?: () => boolean;
  extraFailed?: boolean;
  children?: ReactNode;
}) {
  const { t } = wizard;
  return (
    <ContactStep
      initial={wizard.contact}
      emailField={wizard.emailField}
      emailPlaceholder={t('contact.emailPlaceholder')}
      heading={t('contact.heading')}
      nextLabel={t('contact.continue')}
      validateExtra={validateExtra}
      extraFailed={extraFailed}
      onNext={(values) => {
        wizard.setContact(values);
        wizard.next(review);
      }}
      onBack={(values) => {
        wizard.setContact(values);
        wizard.go(back);
      }}
    >
      {children}
    </ContactStep>
  );
}
