/**
 * Step 5, Contact Information: salutation, names, phone (formatted as typed, checked on blur by the
 * phone check 500 ms later, with the pattern check when that fails), preferred contact methods, opt-ins
 * and an optional billing address. Validated with the same schema the API uses.
 *
 * The registration shows its account e-mail read-only (`email`); staff wizards (Setup Customer
 * Profile) pass an editable one with its checks (`emailField`, from useEmailField) and may put fields
 * of their own above the form (`children`, checked by `validateExtra`). Continue looks disabled while
 * a check runs or has failed; a click that comes while one runs (clicking blurs the field, which starts
 * its check) waits for the checks instead of being lost.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Checkbox, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_MESSAGES } from '../../../../domain/registration/messages';
import { formatPhone, phonePatternError } from '../../../../domain/registration/phone';
import { ZContactInformation, type TContactInformationInput } from '../../../../domain/registration/schemas';
import { keyOfMessage } from '../../../lib/server-message';
import { schemaFormErrors } from '../../../lib/schema-form-errors';
import {
  BillingAddressFields,
  ContactMethodFields,
  NameFields,
  OptInFields,
  PhoneFields,
  contactFieldProps,
} from '../../../components/contact-fields';
import { checkPhone } from '../api/registration-steps';
import { CHECK_DEBOUNCE_MS, type TEmailField } from './use-email-field';
import { StaffEmailInput } from './staff-email-input';
import { WizardStep } from '../../../components/widgets/wizard-step';
import { StepNav } from './step-nav';
import { CheckedSubmitButton } from './checked-submit-button';

export type TContactValues = Required<TContactInformationInput>;

export const EMPTY_CONTACT: TContactValues = {
  salutation: 'Mr.',
  firstName: '',
  lastName: '',
  phoneType: 'Mobile',
  phoneNumber: '',
  preferredContactMethods: [],
  optInMarketing: true,
  optInNotifications: true,
  optInPaperlessBilling: true,
  differentBillingAddress: false,
  billingAddress1: '',
  billingAddress2: '',
  billingCity: '',
  billingState: '',
  billingZip: '',
};

/** English schema message → key under contact.errors. */
function messageKey(message: string): string | null {
  const name = keyOfMessage(REGISTRATION_MESSAGES, message);
  return name ? `contact.errors.${name}` : null;
}

interface Props {
  initial: TContactValues;
  /** The account's e-mail, shown read-only (the registration). */
  email?: string;
  /** Instead: an editable e-mail with its checks (staff); Continue waits for its check. */
  emailField?: TEmailField;
  /** The editable e-mail's placeholder; the registration's ("you@example.com") by default. */
  emailPlaceholder?: string;
  /** The step's heading; the registration's by default. */
  heading?: string;
  /** The Continue button's text; Next by default. */
  nextLabel?: string;
  /** Fields of the caller's own, shown under the heading. */
  children?: ReactNode;
  /** Checks the caller's fields on Continue (showing their errors); false stops Continue. */
  validateExtra?: () => boolean;
  /** Whether the caller's fields show an error now (Continue is disabled meanwhile). */
  extraFailed?: boolean;
  onNext: (values: TContactValues) => void;
  /** Back, with what was typed so far (kept for when the step opens again). */
  onBack: (values: TContactValues) => void;
}

interface PhoneCheck {
  value: string;
  result: Promise<boolean>;
}

export function ContactStep({
  initial,
  email,
  emailField,
  emailPlaceholder,
  heading,
  nextLabel,
  children,
  validateExtra,
  extraFailed = false,
  onNext,
  onBack,
}: Props) {
  const { t } = useTranslation('registration');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [checkingPhone, setCheckingPhone] = useState(false);
  const [continuing, setContinuing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The last phone check started (or finished), so Continue can wait for it. */
  const phoneCheck = useRef<PhoneCheck | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const form = useForm<TContactValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) =>
      schemaFormErrors(ZContactInformation, values, (message) => {
        const key = messageKey(message);
        return key ? t(key) : message;
      }),
  });

  /** The pattern check; the phone's error when it fails. */
  const phonePattern = (value: string): boolean => {
    const pattern = phonePatternError(value);
    if (pattern) setPhoneError(t(messageKey(pattern) ?? 'contact.errors.invalidPhoneFormat'));
    return pattern === null;
  };

  /** Runs the phone check of `value` now; true when it may be used (a failing service accepts). */
  const runPhoneCheck = (value: string): Promise<boolean> => {
    clearTimeout(timer.current);
    setCheckingPhone(true);
    const result = checkPhone(value)
      .then((answer) => {
        if (form.getValues().phoneNumber !== value) return false;
        setPhoneError(
          answer.ok ? null : t(messageKey(answer.message ?? '') ?? 'contact.errors.invalidPhoneNumber'),
        );
        return answer.ok;
      })
      // the service failing: the pattern check (already passed) decides
      .catch(() => {
        if (form.getValues().phoneNumber === value) setPhoneError(null);
        return true;
      })
      .finally(() => {
        if (form.getValues().phoneNumber === value) setCheckingPhone(false);
      });
    phoneCheck.current = { value, result };
    return result;
  };

  const phoneBlur = () => {
    const value = form.getValues().phoneNumber;
    if (!phonePattern(value)) return;
    if (phoneCheck.current?.value === value) return;
    clearTimeout(timer.current);
    setCheckingPhone(true);
    timer.current = setTimeout(() => void runPhoneCheck(value), CHECK_DEBOUNCE_MS);
  };

  /** For Continue: the phone's pattern, then its check, without waiting for the debounce. */
  const ensurePhoneChecked = (): Promise<boolean> => {
    const value = form.getValues().phoneNumber;
    if (!phonePattern(value)) return Promise.resolve(false);
    const last = phoneCheck.current;
    return last?.value === value ? last.result : runPhoneCheck(value);
  };

  const submit = form.onSubmit(
    async (values) => {
      const extraOk = validateExtra ? validateExtra() : true;
      if (continuing) return;
      setContinuing(true);
      try {
        const [phoneOk, emailOk] = await Promise.all([
          ensurePhoneChecked(),
          emailField ? emailField.ensureChecked() : Promise.resolve(true),
        ]);
        if (!phoneOk || !emailOk || !extraOk) return;
      } finally {
        setContinuing(false);
      }
      onNext(values);
    },
    () => {
      // show every problem at once: the caller's fields and the e-mail too
      validateExtra?.();
      emailField?.validate();
    },
  );
  // a known problem blocks Continue; a check under way only looks so (a click waits for it)
  const failed = extraFailed || phoneError !== null || (emailField?.error ?? null) !== null;
  const pending = checkingPhone || (emailField?.checking ?? false);

  const fields = contactFieldProps(form, t, {
    prefix: 'contact.',
    optionPrefix: 'contact.',
    breakpoint: 'sm',
  });
  const billing = form.getValues().differentBillingAddress;

  return (
    <WizardStep heading={heading ?? t('contact.heading')} onSubmit={submit}>
      {children}
      <NameFields {...fields} />
      <PhoneFields
        {...fields}
        placeholder={t('contact.phonePlaceholder')}
        numberProps={{
          onChange: (e) => {
            form.setFieldValue('phoneNumber', formatPhone(e.currentTarget.value));
            setPhoneError(null);
            setCheckingPhone(false);
            clearTimeout(timer.current);
            phoneCheck.current = null;
          },
          onBlur: phoneBlur,
          error: phoneError ?? form.errors.phoneNumber,
          rightSection: checkingPhone ? <Loader size="xs" aria-label={t('contact.checkingPhone')} /> : null,
        }}
      />
      {emailField ? (
        <StaffEmailInput field={emailField} placeholder={emailPlaceholder} />
      ) : (
        <TextInput label={t('contact.email')} value={email ?? ''} readOnly variant="filled" />
      )}

      <ContactMethodFields {...fields} hint={t('contact.preferredHint')} inline />
      <OptInFields {...fields} heading={t('contact.optIns')} />

      <Checkbox
        label={t('contact.differentBilling')}
        {...form.getInputProps('differentBillingAddress', { type: 'checkbox' })}
      />
      {billing && (
        <Stack gap="md">
          <Text fw={700}>{t('contact.billingHeading')}</Text>
          <BillingAddressFields {...fields} zipPlaceholder={t('contact.billingZipPlaceholder')} />
        </Stack>
      )}

      <StepNav onBack={() => onBack(form.getValues())}>
        <CheckedSubmitButton failed={failed} pending={pending} continuing={continuing}>
          {nextLabel ?? t('nav.next')}
        </CheckedSubmitButton>
      </StepNav>
    </WizardStep>
  );
}
