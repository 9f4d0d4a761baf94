/**
 * The residential wizard (spec 03 §2.8, §4): 1 Service Address (the registration's ZIP search and
 * residence details), 2 Contact Information (the registration's form with an editable e-mail checked
 * by the staff check), 3 Review and "Save Customer Profile". Edit links return to a step and Next
 * comes back to the review. A failed save opens the error modal and keeps everything entered.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import {
  ContactStep,
  EMPTY_CONTACT,
  ServiceAddressStep,
  useEmailField,
  type AddressChoice,
  type TContactValues,
} from '../../registration';
import { CUSTOMER_EMAIL_CHECK } from '../api/check-customer-email';
import { useCreateResidentialProfile } from '../api/create-customer-profile';
import { messageKeyOf } from '../use-save-error';
import { useSaveOutcome } from '../use-save-outcome';
import { RESIDENTIAL_STEP, ResidentialReview } from './residential-review';
import { SaveErrorModal, SavedNotice } from './review-parts';
import { WizardFrame } from './wizard-frame';

const STEP_KEYS = ['address', 'contact', 'review'] as const;

export function ResidentialWizard({ onBackToType }: { onBackToType: () => void }) {
  const { t } = useTranslation('setup-customer-profile');
  const [active, setActive] = useState<number>(RESIDENTIAL_STEP.address);
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState<AddressChoice | null>(null);
  const [contact, setContact] = useState<TContactValues>(EMPTY_CONTACT);
  const emailField = useEmailField('', CUSTOMER_EMAIL_CHECK);
  const create = useCreateResidentialProfile();
  const outcome = useSaveOutcome('residentialSaved');

  const go = (step: number) => {
    setActive(step);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const next = (fallback: number) => {
    setEditing(false);
    go(editing ? RESIDENTIAL_STEP.review : fallback);
  };

  const save = () => {
    if (!choice || create.isPending || outcome.saved) return;
    create.mutate(
      {
        addressId: choice.address.addressId,
        residence: choice.residence,
        email: emailField.value.trim(),
        contact,
      },
      {
        onSuccess: outcome.onSaved,
        onError: (error) => {
          if (isApiError(error) && messageKeyOf(error.message) === 'emailRegistered')
            emailField.setError(t('messages.emailRegistered'));
          outcome.onFailed(error);
        },
      },
    );
  };

  return (
    <WizardFrame
      title={t('wizard.residentialTitle')}
      steps={STEP_KEYS.map((key) => t(`steps.${key}`))}
      active={active}
      onStepClick={go}
      onBackToType={onBackToType}
    >
      {active === RESIDENTIAL_STEP.address && (
        <ServiceAddressStep
          heading={t('address.heading')}
          initial={choice}
          busy={false}
          error={null}
          onNext={(value) => {
            setChoice(value);
            next(RESIDENTIAL_STEP.contact);
          }}
        />
      )}
      {active === RESIDENTIAL_STEP.contact && (
        <ContactStep
          initial={contact}
          emailField={emailField}
          emailPlaceholder={t('contact.emailPlaceholder')}
          heading={t('contact.heading')}
          nextLabel={t('contact.continue')}
          onNext={(values) => {
            setContact(values);
            next(RESIDENTIAL_STEP.review);
          }}
          onBack={(values) => {
            setContact(values);
            go(RESIDENTIAL_STEP.address);
          }}
        />
      )}
      {active === RESIDENTIAL_STEP.review && choice && (
        <>
          {outcome.saved && <SavedNotice message={outcome.saved} />}
          <ResidentialReview
            choice={choice}
            contact={contact}
            email={emailField.value.trim()}
            saving={create.isPending}
            saved={outcome.saved !== null}
            onEdit={(step) => {
              setEditing(true);
              go(step);
            }}
            onBack={() => go(RESIDENTIAL_STEP.contact)}
            onSave={save}
          />
        </>
      )}
      <SaveErrorModal message={outcome.failure} onClose={outcome.closeFailure} />
    </WizardFrame>
  );
}
