/**
 * The enterprise wizard (spec 03 §2.8, §4, §5): 1 Select Customers, 2 Contact Information with the
 * organization name first (required), 3 Review and "Save Enterprise Customer Profile". Edit links
 * return to a step and Next comes back to the review. A failed save opens the error modal and keeps
 * everything entered.
 */
import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZCreateEnterpriseProfile } from '../../../../domain/customer-profiles/setup-customer-profile';
import { isApiError } from '../../../lib/api-client';
import { ContactStep, EMPTY_CONTACT, useEmailField, type TContactValues } from '../../registration';
import { CUSTOMER_EMAIL_CHECK } from '../api/check-customer-email';
import { useCreateEnterpriseProfile } from '../api/create-customer-profile';
import { messageKeyOf } from '../use-save-error';
import { useSaveOutcome } from '../use-save-outcome';
import { ENTERPRISE_STEP, EnterpriseReview } from './enterprise-review';
import { SaveErrorModal, SavedNotice } from './review-parts';
import { SelectCustomersStep } from './select-customers-step';
import { toCustomerRef, type TSelectedCustomer } from './selected-customers';
import { WizardFrame } from './wizard-frame';

const STEP_KEYS = ['customers', 'contact', 'review'] as const;

const ZOrganizationName = ZCreateEnterpriseProfile.shape.organizationName;

export function EnterpriseWizard({ onBackToType }: { onBackToType: () => void }) {
  const { t } = useTranslation('setup-customer-profile');
  const [active, setActive] = useState<number>(ENTERPRISE_STEP.customers);
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<TSelectedCustomer[]>([]);
  const [organizationName, setOrganizationName] = useState('');
  const [organizationError, setOrganizationError] = useState<string | null>(null);
  const [contact, setContact] = useState<TContactValues>(EMPTY_CONTACT);
  const emailField = useEmailField('', CUSTOMER_EMAIL_CHECK);
  const create = useCreateEnterpriseProfile();
  const outcome = useSaveOutcome('enterpriseSaved');

  const go = (step: number) => {
    setActive(step);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const next = (fallback: number) => {
    setEditing(false);
    go(editing ? ENTERPRISE_STEP.review : fallback);
  };

  const validateOrganization = () => {
    const ok = ZOrganizationName.safeParse(organizationName).success;
    setOrganizationError(ok ? null : t('messages.organizationRequired'));
    return ok;
  };

  const save = () => {
    if (create.isPending || outcome.saved) return;
    create.mutate(
      {
        organizationName: organizationName.trim(),
        email: emailField.value.trim(),
        contact,
        selectedCustomers: selected.map(toCustomerRef),
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
      title={t('wizard.enterpriseTitle')}
      steps={STEP_KEYS.map((key) => t(`steps.${key}`))}
      active={active}
      onStepClick={go}
      onBackToType={onBackToType}
    >
      {active === ENTERPRISE_STEP.customers && (
        <SelectCustomersStep
          selected={selected}
          onChange={setSelected}
          onNext={() => next(ENTERPRISE_STEP.contact)}
        />
      )}
      {active === ENTERPRISE_STEP.contact && (
        <ContactStep
          initial={contact}
          emailField={emailField}
          emailPlaceholder={t('contact.emailPlaceholder')}
          heading={t('contact.heading')}
          nextLabel={t('contact.continue')}
          validateExtra={validateOrganization}
          extraFailed={organizationError !== null}
          onNext={(values) => {
            setContact(values);
            next(ENTERPRISE_STEP.review);
          }}
          onBack={(values) => {
            setContact(values);
            go(ENTERPRISE_STEP.customers);
          }}
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
        </ContactStep>
      )}
      {active === ENTERPRISE_STEP.review && (
        <>
          {outcome.saved && <SavedNotice message={outcome.saved} />}
          <EnterpriseReview
            organizationName={organizationName.trim()}
            selected={selected}
            contact={contact}
            email={emailField.value.trim()}
            saving={create.isPending}
            saved={outcome.saved !== null}
            onEdit={(step) => {
              setEditing(true);
              go(step);
            }}
            onBack={() => go(ENTERPRISE_STEP.contact)}
            onSave={save}
          />
        </>
      )}
      <SaveErrorModal message={outcome.failure} onClose={outcome.closeFailure} />
    </WizardFrame>
  );
}
