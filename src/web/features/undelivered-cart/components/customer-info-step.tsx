/**
 * Customer info (spec 03 §4, §5), when the back office does not have the address: the customer who
 * reported it. The profile wizard's rules and words: salutation (Mr. by default), first and last
 * name, e-mail (format, then the check 500 ms after blur), phone type (Mobile by default) and phone
 * ((###) ###-####, 10 digits, then the check). Continue looks disabled while a check runs or has
 * failed; a click during a check waits for it.
 */
import { useState } from 'react';
import { Button, Grid, Loader, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PHONE_TYPES, SALUTATIONS } from '../../../../domain/registration/schemas';
import type { TEmailField } from '../../registration';
import type { TPhoneField } from './use-phone-field';
import { StepActions } from './step-actions';

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
  const options = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((value) => ({ value, label: tr(`${prefix}.${value}`) }));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('customer.heading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            label={tr('contact.salutation')}
            data={options(SALUTATIONS, 'contact.salutations')}
            allowDeselect={false}
            value={names.salutation}
            onChange={(value) => value && set('salutation', value as TCustomerNames['salutation'])}
          />
          <TextInput
            label={tr('contact.firstName')}
            autoComplete="off"
            required
            maxLength={100}
            value={names.firstName}
            error={nameErrors.firstName}
            onChange={(e) => set('firstName', e.currentTarget.value)}
          />
          <TextInput
            label={tr('contact.lastName')}
            autoComplete="off"
            required
            maxLength={100}
            value={names.lastName}
            error={nameErrors.lastName}
            onChange={(e) => set('lastName', e.currentTarget.value)}
          />
        </SimpleGrid>
        <TextInput
          label={tr('contact.email')}
          placeholder={tr('email.placeholder')}
          type="email"
          autoComplete="off"
          required
          value={emailField.value}
          onChange={(e) => emailField.onChange(e.currentTarget.value)}
          onBlur={emailField.onBlur}
          error={emailField.error}
          rightSection={emailField.checking ? <Loader size="xs" aria-label={tr('email.checking')} /> : null}
        />
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label={tr('contact.phoneType')}
              data={options(PHONE_TYPES, 'contact.phoneTypes')}
              allowDeselect={false}
              value={names.phoneType}
              onChange={(value) => value && set('phoneType', value as TCustomerNames['phoneType'])}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={tr('contact.phoneNumber')}
              placeholder={tr('contact.phonePlaceholder')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              required
              value={phoneField.value}
              onChange={(e) => phoneField.onChange(e.currentTarget.value)}
              onBlur={phoneField.onBlur}
              error={phoneField.error}
              rightSection={
                phoneField.checking ? <Loader size="xs" aria-label={tr('contact.checkingPhone')} /> : null
              }
            />
          </Grid.Col>
        </Grid>
        <StepActions>
          <Button variant="default" onClick={onBack}>
            {t('backToSearch')}
          </Button>
          <Button
            type="submit"
            disabled={failed && !continuing}
            loading={continuing}
            data-disabled={pending && !continuing ? true : undefined}
            aria-disabled={pending && !continuing ? true : undefined}
          >
            {t('customer.continue')}
          </Button>
        </StepActions>
      </Stack>
    </form>
  );
}
