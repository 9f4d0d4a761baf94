/**
 * The profile form of My Account and of staff's Manage Customer Profile: the profile's contact fields,
 * validated with the schema the API uses (ZProfileUpdate, built from the registration's contact
 * schema). Messages are shown through i18n keys, `errors.<name>` in the form's namespace.
 */
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_MESSAGES } from '../../../../domain/registration/messages';
import { keyOfMessage } from '../../../lib/server-message';
import { ZProfileUpdate, type TProfileUpdateInput } from '../../../../domain/my-account';
import { schemaFormErrors } from '../../../lib/schema-form-errors';

export type TProfileFormValues = Required<TProfileUpdateInput>;

/** English schema message → key under errors. in the my-account namespace, or null. */
export function messageKey(message: string): string | null {
  const name = keyOfMessage(REGISTRATION_MESSAGES, message);
  return name ? `errors.${name}` : null;
}

/** `ns`: the namespace whose `errors.` words the form shows (My Account's unless told). */
export function useProfileForm(initialValues: TProfileFormValues, ns = 'my-account') {
  const { t } = useTranslation(ns);
  return useForm<TProfileFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) =>
      schemaFormErrors(ZProfileUpdate, values, (message) => {
        const key = messageKey(message);
        return key ? t(key, { defaultValue: message }) : t('errors.invalidValue');
      }),
  });
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
