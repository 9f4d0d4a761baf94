/**
 * The enterprise wizard (spec 03 §2.8, §4, §5): 1 Select Customers, 2 Contact Information with the
 * organization name first (required), 3 Review and "Save Enterprise Customer Profile". Edit links
 * return to a step and Next comes back to the review. A failed save opens the error modal and keeps
 * everything entered.
 */
import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { ZCreateEnterpriseProfile } from '../../../../domain/customer-profiles/setup-customer-profile';
import { useCreateEnterpriseProfile } from '../api/create-customer-profile';
import { ProfileWizardFrame, useProfileWizard, WizardContactStep } from '../use-profile-wizard';
import { ENTERPRISE_STEP, EnterpriseReview } from './enterprise-review';
import { SavedNotice } from './review-parts';
import { SelectCustomersStep } from './select-customers-step';
import { toCustomerRef, type TSelectedCustomer } from './selected-customers';

const STEP_KEYS = ['customers', 'contact', 'review'] as const;

const ZOrganizationName = ZCreateEnterpriseProfile.shape.organizationName;

export function EnterpriseWizard({ onBackToType }: { onBackToType: () => void }) {
  const [selected, setSelected] = useState<TSelectedCustomer[]>([]);
  const [organizationName, setOrganizationName] = useState('');
  const [organizationError, setOrganizationError] = useState<string | null>(null);
  const wizard = useProfileWizard('enterpriseSaved', ENTERPRISE_STEP, useCreateEnterpriseProfile());
  const { t, active, outcome } = wizard;

  const validateOrganization = () => {
    const ok = ZOrganizationName.safeParse(organizationName).success;
    setOrganizationError(ok ? null : t('messages.organizationRequired'));
    return ok;
  };

  const save = () =>
    wizard.save({
      organizationName: organizationName.trim(),
      email: wizard.email,
      contact: wizard.contact,
      selectedCustomers: selected.map(toCustomerRef),
    });

  return (
    <ProfileWizardFrame
      wizard={wizard}
      title={t('wizard.enterpriseTitle')}
      stepKeys={STEP_KEYS}
      onBackToType={onBackToType}
    >
      {active === ENTERPRISE_STEP.customers && (
        <SelectCustomersStep
          selected={selected}
          onChange={setSelected}
          onNext={() => wizard.next(ENTERPRISE_STEP.contact)}
        />
      )}
      {active === ENTERPRISE_STEP.contact && (
        <WizardContactStep
          wizard={wizard}
          back={ENTERPRISE_STEP.customers}
          review={ENTERPRISE_STEP.review}
          validateExtra={validateOrganization}
          extraFailed={organizationError !== null}
        >
          <TextInput
            label={t('contact.organizationName')}
            placeholder={t('contact.organizationPlaceholder')}
            autoComplete="organization"
            required
            maxLength={200}
            value={organizationName}
            onChange={(e) => {
              setOrganizationName(e.currentTarget.value);
              setOrganizationError(null);
            }}
            onBlur={() => {
              if (organizationName !== '') validateOrganization();
            }}
            error={organizationError}
          />
        </WizardContactStep>
      )}
      {active === ENTERPRISE_STEP.review && (
        <>
          {outcome.saved && <SavedNotice message={outcome.saved} />}
          <EnterpriseReview
            organizationName={organizationName.trim()}
            selected={selected}
            {...wizard.reviewProps(save)}
          />
        </>
      )}
    </ProfileWizardFrame>
  );
}
