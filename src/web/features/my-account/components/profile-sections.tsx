/**
 * The five My Account sections (spec 01 §2): personal information, contact information, service
 * address (read-only), billing address and communication preferences. Each shows the saved values in
 * view mode and the form's inputs in edit mode.
 */
import { buildAccountNumber } from '../../../../domain/registration/account-number';
import {
  Anchor,
  Badge,
  Checkbox,
  Grid,
  Group,
  List,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAddressBook,
  IconBell,
  IconCheck,
  IconHome,
  IconLock,
  IconReceipt,
  IconUser,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../../domain/registration/phone';
import {
  BILLING_STATES,
  CONTACT_METHODS,
  PHONE_TYPES,
  SALUTATIONS,
} from '../../../../domain/registration/schemas';
import type { TMyProfile } from '../../../../domain/my-account';
import { paths } from '../../../../domain/paths';
import { InfoItem, Section } from './section';
import type { ProfileForm } from './use-profile-form';

interface SectionProps {
  profile: TMyProfile;
  form: ProfileForm;
  editing: boolean;
}

const ICON = 20;

function useOptions() {
  const { t } = useTranslation('my-account');
  return <T extends string>(values: readonly T[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
}

export function PersonalSection({ profile, form, editing }: SectionProps) {
  const { t } = useTranslation('my-account');
  const options = useOptions();
  return (
    <Section id="personal" icon={<IconUser size={ICON} />} title={t('personal.title')}>
      {editing ? (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Select
            label={t('fields.salutation')}
            data={options(SALUTATIONS, 'salutations')}
            allowDeselect={false}
            {...form.getInputProps('salutation')}
          />
          <TextInput
            label={t('fields.firstName')}
            autoComplete="given-name"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('fields.lastName')}
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md">
          <InfoItem label={t('fields.salutation')} value={t(`salutations.${profile.salutation}`)} />
          <InfoItem label={t('fields.firstName')} value={profile.firstName} />
          <InfoItem label={t('fields.lastName')} value={profile.lastName} />
        </SimpleGrid>
      )}
    </Section>
  );
}

export function ContactSection({ profile, form, editing }: SectionProps) {
  const { t } = useTranslation('my-account');
  const options = useOptions();
  return (
    <Section id="contact" icon={<IconAddressBook size={ICON} />} title={t('contact.title')}>
      <Stack gap="md">
        {editing ? (
          <TextInput
            label={t('fields.email')}
            value={profile.email}
            readOnly
            variant="filled"
            description={t('contact.emailLocked')}
            rightSection={<IconLock size={16} aria-hidden="true" />}
          />
        ) : (
          <InfoItem label={t('fields.email')} value={profile.email} />
        )}
        {editing ? (
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, xs: 4 }}>
              <Select
                label={t('fields.phoneType')}
                data={options(PHONE_TYPES, 'phoneTypes')}
                allowDeselect={false}
                {...form.getInputProps('phoneType')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 8 }}>
              <TextInput
                label={t('fields.phoneNumber')}
                placeholder={t('contact.phonePlaceholder')}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                required
                {...form.getInputProps('phoneNumber')}
                onChange={(e) => form.setFieldValue('phoneNumber', formatPhone(e.currentTarget.value))}
              />
            </Grid.Col>
          </Grid>
        ) : (
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md">
            <InfoItem label={t('fields.phoneType')} value={t(`phoneTypes.${profile.phoneType}`)} />
            <InfoItem label={t('fields.phoneNumber')} value={profile.phoneNumber} />
          </SimpleGrid>
        )}
      </Stack>
    </Section>
  );
}

export function ServiceAddressSection({ profile }: { profile: TMyProfile }) {
  const { t } = useTranslation('my-account');
  const address = profile.selectedAddress;
  return (
    <Section
      id="service-address"
      icon={<IconHome size={ICON} />}
      title={t('serviceAddress.title')}
      description={t('serviceAddress.readOnly')}
    >
      {address ? (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <InfoItem
              label={t('serviceAddress.accountNumber')}
              value={buildAccountNumber(address.CM04_CUST, address.CM04_SITE)}
            />
            <InfoItem
              label={t('serviceAddress.street')}
              value={
                address.aptUnit
                  ? t('serviceAddress.streetWithUnit', { street: address.CM04_ADD2, unit: address.aptUnit })
                  : address.CM04_ADD2
              }
            />
            <InfoItem
              label={t('serviceAddress.cityStateZip')}
              value={t('serviceAddress.cityStateZipValue', {
                city: address.CM04_CITY,
                state: address.CM04_STAT,
                zip: address.CM04_PZIP,
              })}
            />
            <InfoItem
              label={t('serviceAddress.residenceType')}
              value={t(`residenceTypes.${address.residenceType}`)}
            />
            <InfoItem
              label={t('serviceAddress.ownership')}
              value={[
                t(`ownerOrRenter.${address.ownerOrRenter}`),
                address.hoa ? t('serviceAddress.hoa') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('serviceAddress.changeHint')}{' '}
            <Anchor
              href={paths.contactUs}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              underline="always"
            >
              {t('serviceAddress.contactUs')}
              <VisuallyHidden> {t('newTab')}</VisuallyHidden>
            </Anchor>
          </Text>
        </Stack>
      ) : (
        <Text c="dimmed">
          {profile.entryType === 'EnterpriseCustomerProfile'
            ? t('serviceAddress.enterprise')
            : t('serviceAddress.none')}
        </Text>
      )}
    </Section>
  );
}

export function BillingSection({ profile, form, editing }: SectionProps) {
  const { t } = useTranslation('my-account');
  if (!editing) {
    return (
      <Section id="billing-address" icon={<IconReceipt size={ICON} />} title={t('billing.title')}>
        {profile.differentBillingAddress ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <InfoItem
              label={t('billing.street')}
              value={[profile.billingAddress1, profile.billingAddress2].filter(Boolean).join(', ')}
            />
            <InfoItem
              label={t('serviceAddress.cityStateZip')}
              value={t('serviceAddress.cityStateZipValue', {
                city: profile.billingCity,
                state: profile.billingState,
                zip: profile.billingZip,
              })}
            />
          </SimpleGrid>
        ) : (
          <Text>{t('billing.sameAsService')}</Text>
        )}
      </Section>
    );
  }
  const different = form.getValues().differentBillingAddress;
  return (
    <Section id="billing-address" icon={<IconReceipt size={ICON} />} title={t('billing.title')}>
      <Stack gap="md">
        <Checkbox
          label={t('billing.different')}
          {...form.getInputProps('differentBillingAddress', { type: 'checkbox' })}
        />
        {different ? (
          <>
            <TextInput
              label={t('fields.billingAddress1')}
              autoComplete="billing address-line1"
              required
              {...form.getInputProps('billingAddress1')}
            />
            <TextInput
              label={t('fields.billingAddress2')}
              autoComplete="billing address-line2"
              {...form.getInputProps('billingAddress2')}
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
              <TextInput
                label={t('fields.billingCity')}
                autoComplete="billing address-level2"
                required
                {...form.getInputProps('billingCity')}
              />
              <Select
                label={t('fields.billingState')}
                placeholder={t('billing.statePlaceholder')}
                data={[...BILLING_STATES]}
                required
                {...form.getInputProps('billingState')}
              />
              <TextInput
                label={t('fields.billingZip')}
                placeholder={t('billing.zipPlaceholder')}
                autoComplete="billing postal-code"
                inputMode="numeric"
                maxLength={10}
                required
                {...form.getInputProps('billingZip')}
              />
            </SimpleGrid>
          </>
        ) : null}
      </Stack>
    </Section>
  );
}

function YesNo({ on, label }: { on: boolean; label: string }) {
  const { t } = useTranslation('my-account');
  return (
    <List.Item
      icon={
        <ThemeIcon
          size={20}
          radius="xl"
          color={on ? 'brand' : 'gray'}
          variant={on ? 'filled' : 'light'}
          aria-hidden="true"
        >
          {on ? <IconCheck size={13} /> : <IconX size={13} />}
        </ThemeIcon>
      }
    >
      {label}
      <VisuallyHidden>: {on ? t('preferences.yes') : t('preferences.no')}</VisuallyHidden>
    </List.Item>
  );
}

export function PreferencesSection({ profile, form, editing }: SectionProps) {
  const { t } = useTranslation('my-account');
  if (!editing) {
    return (
      <Section id="preferences" icon={<IconBell size={ICON} />} title={t('preferences.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={6}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.03em' }}>
              {t('fields.preferredContactMethods')}
            </Text>
            <Group gap="xs">
              {profile.preferredContactMethods.map((method) => (
                <Badge key={method} variant="light" size="lg" radius="sm" tt="none">
                  {t(`methods.${method}`)}
                </Badge>
              ))}
            </Group>
          </Stack>
          <Stack gap={6}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.03em' }}>
              {t('preferences.optIns')}
            </Text>
            <List spacing={6} size="sm" center>
              <YesNo on={profile.optInMarketing} label={t('fields.optInMarketing')} />
              <YesNo on={profile.optInNotifications} label={t('fields.optInNotifications')} />
              <YesNo on={profile.optInPaperlessBilling} label={t('fields.optInPaperlessBilling')} />
            </List>
          </Stack>
        </SimpleGrid>
      </Section>
    );
  }
  return (
    <Section id="preferences" icon={<IconBell size={ICON} />} title={t('preferences.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Checkbox.Group
          label={t('fields.preferredContactMethods')}
          description={t('preferences.methodsHint')}
          required
          {...form.getInputProps('preferredContactMethods')}
        >
          <Stack gap="xs" mt="xs">
            {CONTACT_METHODS.map((method) => (
              <Checkbox key={method} value={method} label={t(`methods.${method}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Stack gap="xs">
          <Text fw={500} size="sm">
            {t('preferences.optIns')}
          </Text>
          <Checkbox
            label={t('fields.optInMarketing')}
            {...form.getInputProps('optInMarketing', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('fields.optInNotifications')}
            {...form.getInputProps('optInNotifications', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('fields.optInPaperlessBilling')}
            {...form.getInputProps('optInPaperlessBilling', { type: 'checkbox' })}
          />
        </Stack>
      </SimpleGrid>
    </Section>
  );
}
