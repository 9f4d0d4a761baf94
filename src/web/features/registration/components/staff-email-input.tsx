/**
 * The e-mail staff type for a customer (Setup Customer Profile, the undelivered-cart customer step):
 * the registration's words and checks, the spinner while a check runs, and no autofill (the browser
 * would offer the staff member's own address).
 */
import { Loader, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEmailField } from './use-email-field';

/** An e-mail input kept by its field: the value, the check's error, and a spinner while it runs. */
export function CheckedEmailInput({
  field,
  ...props
}: { field: TEmailField } & Omit<
  TextInputProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'rightSection'
>) {
  const { t } = useTranslation('registration');
  return (
    <TextInput
      type="email"
      required
      {...props}
      value={field.value}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
      error={field.error}
      rightSection={field.checking ? <Loader size="xs" aria-label={t('email.checking')} /> : null}
    />
  );
}

export function StaffEmailInput({ field, placeholder }: { field: TEmailField; placeholder?: string }) {
  const { t } = useTranslation('registration');
  return (
    <CheckedEmailInput
      field={field}
      label={t('contact.email')}
      placeholder={placeholder ?? t('email.placeholder')}
      autoComplete="off"
    />
  );
}
