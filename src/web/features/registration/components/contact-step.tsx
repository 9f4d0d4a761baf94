/**
 * Step 5, Contact Information: salutation, names, phone (formatted as typed, checked on blur by the
 * phone check 500 ms later, with the pattern check when that fails), preferred contact methods, opt-ins
 * and an optional billing address. Validated with the same schema the API uses.
 */
import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Checkbox,
  Grid,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_MESSAGES } from '../../../../domain/registration/messages';
import { formatPhone, phonePatternError } from '../../../../domain/registration/phone';
import {
  BILLING_STATES,
  CONTACT_METHODS,
  PHONE_TYPES,
  SALUTATIONS,
  ZContactInformation,
  type TContactInformationInput,
} from '../../../../domain/registration/schemas';
import { checkPhone } from '../api/registration-steps';
import { CHECK_DEBOUNCE_MS } from './use-email-field';

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
  const key = (Object.keys(REGISTRATION_MESSAGES) as Array<keyof typeof REGISTRATION_MESSAGES>).find(
    (k) => REGISTRATION_MESSAGES[k] === message,
  );
  return key ? `contact.errors.${key}` : null;
}

interface Props {
  initial: TContactValues;
  email: string;
  onNext: (values: TContactValues) => void;
  onBack: () => void;
}

export function ContactStep({ initial, email, onNext, onBack }: Props) {
  const { t } = useTranslation('registration');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [checkingPhone, setCheckingPhone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const form = useForm<TContactValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => {
      const parsed = ZContactInformation.safeParse(values);
      if (parsed.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        if (errors[path]) continue;
        const key = messageKey(issue.message);
        errors[path] = key ? t(key) : issue.message;
      }
      return errors;
    },
  });

  const phoneBlur = () => {
    const value = form.getValues().phoneNumber;
    const pattern = phonePatternError(value);
    if (pattern) {
      setPhoneError(t(messageKey(pattern) ?? 'contact.errors.invalidPhoneFormat'));
      return;
    }
    clearTimeout(timer.current);
    setCheckingPhone(true);
    timer.current = setTimeout(() => {
      checkPhone(value)
        .then((result) => {
          if (form.getValues().phoneNumber !== value) return;
          setPhoneError(
            result.ok ? null : t(messageKey(result.message ?? '') ?? 'contact.errors.invalidPhoneNumber'),
          );
        })
        // the service failing: the pattern check (already passed) decides
        .catch(() => setPhoneError(null))
        .finally(() => setCheckingPhone(false));
    }, CHECK_DEBOUNCE_MS);
  };

  const submit = form.onSubmit((values) => {
    if (phoneError || checkingPhone) return;
    onNext(values);
  });

  const options = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const billing = form.getValues().differentBillingAddress;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Title order={2} size="h3">
          {t('contact.heading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            label={t('contact.salutation')}
            data={options(SALUTATIONS, 'contact.salutations')}
            allowDeselect={false}
            {...form.getInputProps('salutation')}
          />
          <TextInput
            label={t('contact.firstName')}
            autoComplete="given-name"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('contact.lastName')}
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label={t('contact.phoneType')}
              data={options(PHONE_TYPES, 'contact.phoneTypes')}
              allowDeselect={false}
              {...form.getInputProps('phoneType')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={t('contact.phoneNumber')}
              placeholder={t('contact.phonePlaceholder')}
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              required
              {...form.getInputProps('phoneNumber')}
              onChange={(e) => {
                form.setFieldValue('phoneNumber', formatPhone(e.currentTarget.value));
                setPhoneError(null);
              }}
              onBlur={phoneBlur}
              error={phoneError ?? form.errors.phoneNumber}
              rightSection={
                checkingPhone ? <Loader size="xs" aria-label={t('contact.checkingPhone')} /> : null
              }
            />
          </Grid.Col>
        </Grid>
        <TextInput label={t('contact.email')} value={email} readOnly variant="filled" />

        <Checkbox.Group
          label={t('contact.preferredContactMethods')}
          description={t('contact.preferredHint')}
          required
          {...form.getInputProps('preferredContactMethods')}
        >
          <Group gap="lg" mt="xs">
            {CONTACT_METHODS.map((method) => (
              <Checkbox key={method} value={method} label={t(`contact.methods.${method}`)} />
            ))}
          </Group>
        </Checkbox.Group>

        <Stack gap="xs">
          <Text fw={500} size="sm">
            {t('contact.optIns')}
          </Text>
          <Checkbox
            label={t('contact.optInMarketing')}
            {...form.getInputProps('optInMarketing', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('contact.optInNotifications')}
            {...form.getInputProps('optInNotifications', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('contact.optInPaperlessBilling')}
            {...form.getInputProps('optInPaperlessBilling', { type: 'checkbox' })}
          />
        </Stack>

        <Checkbox
          label={t('contact.differentBilling')}
          {...form.getInputProps('differentBillingAddress', { type: 'checkbox' })}
        />
        {billing && (
          <Stack gap="md">
            <Text fw={700}>{t('contact.billingHeading')}</Text>
            <TextInput
              label={t('contact.billingAddress1')}
              autoComplete="billing address-line1"
              required
              {...form.getInputProps('billingAddress1')}
            />
            <TextInput
              label={t('contact.billingAddress2')}
              autoComplete="billing address-line2"
              {...form.getInputProps('billingAddress2')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput
                label={t('contact.billingCity')}
                autoComplete="billing address-level2"
                required
                {...form.getInputProps('billingCity')}
              />
              <Select
                label={t('contact.billingState')}
                data={[...BILLING_STATES]}
                required
                {...form.getInputProps('billingState')}
              />
              <TextInput
                label={t('contact.billingZip')}
                placeholder={t('contact.billingZipPlaceholder')}
                autoComplete="billing postal-code"
                inputMode="numeric"
                required
                {...form.getInputProps('billingZip')}
              />
            </SimpleGrid>
          </Stack>
        )}

        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('nav.back')}
          </Button>
          <Button type="submit" disabled={checkingPhone}>
            {t('nav.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
