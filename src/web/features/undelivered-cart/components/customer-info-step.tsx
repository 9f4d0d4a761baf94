/**
 * Customer info (spec 03 §4, §5), when the back office does not have the address: the customer who
 * reported it. The profile wizard's rules and words: salutation (Mr. by default), first and last
 * name, e-mail (format, then the check 500 ms after blur), phone type (Mobile by default) and phone
 * ((###) ###-####, 10 digits, then the check). Continue looks disabled while a check runs or has
 * failed; a click during a check waits for it.
 */
import { useState } from 'react';
import { Button, Loader } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { PHONE_TYPES, SALUTATIONS } from '../../../../domain/registration/schemas';
import { CheckedSubmitButton, StaffEmailInput, type TEmailField } from '../../registration';
import type { TPhoneField } from './use-phone-field';
import { StepActions } from './step-actions';
import { WizardStep } from '../../../components/widgets/wizard-step';
import {
  NameFields,
  PhoneFields,
  contactFieldProps,
  type TContactField,
} from '../../../components/contact-fields';

export interface TCustomerNames {
  salutation: (typeof SALUTATIONS)[number];
  firstName: string;
  lastName: string;
  phoneType: (typeof PHONE_TYPES)[number];
}

export const EMPTY_CUSTOMER_NAMES: TCustomerNames = {
  salutation: 'Mr.',
  firstName: '',
  lastName: '',
  phoneType: 'Mobile',
};

interface Props {
  names: TCustomerNames;
  onNamesChange: (names: TCustomerNames) => void;
  emailField: TEmailField;
  phoneField: TPhoneField;
  onNext: () => void;
  onBack: () => void;
}

export function CustomerInfoStep({ names, onNamesChange, emailField, phoneField, onNext, onBack }: Props) {
  const { t } = useTranslation('undelivered-cart');
  const { t: tr } = useTranslation('registration');
  const [nameErrors, setNameErrors] = useState<{ firstName?: string; lastName?: string }>({});
  const [continuing, setContinuing] = useState(false);

  const set = <K extends keyof TCustomerNames>(key: K, value: TCustomerNames[K]) => {
    onNamesChange({ ...names, [key]: value });
    if (key === 'firstName' || key === 'lastName') setNameErrors((e) => ({ ...e, [key]: undefined }));
  };

  const validateNames = (): boolean => {
    const errors = {
      firstName: names.firstName.trim() ? undefined : tr('contact.errors.firstNameRequired'),
      lastName: names.lastName.trim() ? undefined : tr('contact.errors.lastNameRequired'),
    };
    setNameErrors(errors);
    return !errors.firstName && !errors.lastName;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (continuing) return;
    const namesOk = validateNames();
    setContinuing(true);
    try {
      const [emailOk, phoneOk] = await Promise.all([emailField.ensureChecked(), phoneField.ensureChecked()]);
      if (namesOk && emailOk && phoneOk) onNext();
    } finally {
      setContinuing(false);
    }
  };

  const failed =
    emailField.error !== null ||
    phoneField.error !== null ||
    Boolean(nameErrors.firstName || nameErrors.lastName);
  const pending = emailField.checking || phoneField.checking;
  /** The step's own state as the input props the shared contact fields read. */
  const inputs = {
    getInputProps: (field: TContactField): GetInputPropsReturnType => {
      switch (field) {
        case 'salutation':
          return {
            value: names.salutation,
            onChange: (value: string | null) =>
              value && set('salutation', value as TCustomerNames['salutation']),
          };
        case 'phoneType':
          return {
            value: names.phoneType,
            onChange: (value: string | null) =>
              value && set('phoneType', value as TCustomerNames['phoneType']),
          };
        case 'firstName':
        case 'lastName':
          return {
            value: names[field],
            error: nameErrors[field],
            onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(field, e.currentTarget.value),
          };
        default:
          // the phone number, with its own checks
          return {
            value: phoneField.value,
            error: phoneField.error,
            onChange: (e: React.ChangeEvent<HTMLInputElement>) => phoneField.onChange(e.currentTarget.value),
            onBlur: phoneField.onBlur,
          };
      }
    },
  };
  // the profile wizard's words; staff type the customer's details, so no autofill
  const fields = contactFieldProps(inputs, tr, {
    prefix: 'contact.',
    optionPrefix: 'contact.',
    breakpoint: 'sm',
    autoComplete: 'off',
  });

  return (
    <WizardStep heading={t('customer.heading')} level={3} gap="md" onSubmit={(e) => void submit(e)}>
      <NameFields {...fields} />
      <StaffEmailInput field={emailField} />
      <PhoneFields
        {...fields}
        placeholder={tr('contact.phonePlaceholder')}
        numberProps={{
          rightSection: phoneField.checking ? (
            <Loader size="xs" aria-label={tr('contact.checkingPhone')} />
          ) : null,
        }}
      />
      <StepActions>
        <Button variant="default" onClick={onBack}>
          {t('backToSearch')}
        </Button>
        <CheckedSubmitButton failed={failed} pending={pending} continuing={continuing}>
          {t('customer.continue')}
        </CheckedSubmitButton>
      </StepActions>
    </WizardStep>
  );
}
