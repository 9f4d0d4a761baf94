/**
 * The e-mail staff type for a customer (Setup Customer Profile, the undelivered-cart customer step):
 * the registration's words and checks, the spinner while a check runs, and no autofill (the browser
 * would offer the staff member's own address).
 */
import { Loader, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEmailField } from './use-email-field';

export function StaffEmailInput({ field, placeholder }: { field: TEmailField; placeholder?: string }) {
  const { t } = useTranslation('registration');
  return (
    <TextInput
      label={t('contact.email')}
      placeholder={placeholder ?? t('email.placeholder')}
      type="email"
      autoComplete="off"
      required
      value={field.value}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
      error={field.error}
      rightSection={field.checking ? <Loader size="xs" aria-label={t('email.checking')} /> : null}
    />
  );
}
