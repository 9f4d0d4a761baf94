/**
 * The residential wizard (spec 03 §2.8, §4): 1 Service Address (the registration's ZIP search and
 * residence details), 2 Contact Information (the registration's form with an editable e-mail checked
 * by the staff check), 3 Review and "Save Customer Profile". Edit links return to a step and Next
 * comes back to the review. A failed save opens the error modal and keeps everything entered.
 */
import { useState } from 'react';
import { ServiceAddressStep, type AddressChoice } from '../../registration';
import { useCreateResidentialProfile } from '../api/create-customer-profile';
import { ProfileWizardFrame, useProfileWizard, WizardContactStep } from '../use-profile-wizard';
import { RESIDENTIAL_STEP, ResidentialReview } from './residential-review';
import { SavedNotice } from './review-parts';

const STEP_KEYS = ['address', 'contact', 'review'] as const;

export function ResidentialWizard({ onBackToType }: { onBackToType: () => void }) {
  const [choice, setChoice] = useState<AddressChoice | null>(null);
  const wizard = useProfileWizard('residentialSaved', RESIDENTIAL_STEP, useCreateResidentialProfile());
  const { t, active, outcome } = wizard;

  const save = () => {
    if (!choice) return;
    wizard.save({
      addressId: choice.address.addressId,
      residence: choice.residence,
      email: wizard.email,
      contact: wizard.contact,
    });
  };

  return (
    <ProfileWizardFrame
      wizard={wizard}
      title={t('wizard.residentialTitle')}
      stepKeys={STEP_KEYS}
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
            wizard.next(RESIDENTIAL_STEP.contact);
          }}
        />
      )}
      {active === RESIDENTIAL_STEP.contact && (
        <WizardContactStep wizard={wizard} back={RESIDENTIAL_STEP.address} review={RESIDENTIAL_STEP.review} />
      )}
      {active === RESIDENTIAL_STEP.review && choice && (
        <>
          {outcome.saved && <SavedNotice message={outcome.saved} />}
          <ResidentialReview choice={choice} {...wizard.reviewProps(save)} />
        </>
      )}
    </ProfileWizardFrame>
  );
}
