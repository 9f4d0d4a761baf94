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
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
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
import type { TMyProfile } from '../../../../domain/my-account';
import { paths } from '../../../../domain/paths';
import { InfoItem, Section } from './section';
import {
  BillingAddressFields,
  ContactMethodFields,
  NameFields,
  OptInFields,
  PhoneFields,
  contactFieldProps,
} from '../../../components/contact-fields';
import { CheckMark } from '../../../components/widgets/check-mark';
import type { ProfileForm } from './use-profile-form';

interface SectionProps {
  profile: TMyProfile;
  form: ProfileForm;
  editing: boolean;
}

const ICON = 20;

/** The shared contact inputs (components/contact-fields) in this form and these words. */
/** A section's words and its contact fields bound to the profile form. */
function useSectionFields(form: ProfileForm) {
  const { t } = useTranslation('my-account');
  return { t, fields: contactFieldProps(form, t, { prefix: 'fields.', optionPrefix: '', breakpoint: 'xs' }) };
}

export function PersonalSection({ profile, form, editing }: SectionProps) {
  const { t, fields } = useSectionFields(form);
  return (
    <Section id="personal" icon={<IconUser size={ICON} />} title={t('personal.title')}>
      {editing ? (
        <NameFields {...fields} />
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
  const { t, fields } = useSectionFields(form);
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
          <PhoneFields
            {...fields}
            placeholder={t('contact.phonePlaceholder')}
            numberProps={{
              onChange: (e) => form.setFieldValue('phoneNumber', formatPhone(e.currentTarget.value)),
            }}
          />
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
            <CityStateZipItem city={address.CM04_CITY} state={address.CM04_STAT} zip={address.CM04_PZIP} />
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

/** City, state and zip on one line: the service address's and the billing address's. */
function CityStateZipItem(place: { city: string | null; state: string | null; zip: string | null }) {
  const { t } = useTranslation('my-account');
  return (
    <InfoItem label={t('serviceAddress.cityStateZip')} value={t('serviceAddress.cityStateZipValue', place)} />
  );
}

export function BillingSection({ profile, form, editing }: SectionProps) {
  const { t, fields } = useSectionFields(form);
  if (!editing) {
    return (
      <Section id="billing-address" icon={<IconReceipt size={ICON} />} title={t('billing.title')}>
        {profile.differentBillingAddress ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <InfoItem
              label={t('billing.street')}
              value={[profile.billingAddress1, profile.billingAddress2].filter(Boolean).join(', ')}
            />
            <CityStateZipItem
              city={profile.billingCity}
              state={profile.billingState}
              zip={profile.billingZip}
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
            <BillingAddressFields
              {...fields}
              statePlaceholder={t('billing.statePlaceholder')}
              zipPlaceholder={t('billing.zipPlaceholder')}
            />
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
        <CheckMark on={on} size={20} onColor="brand">
          {on ? <IconCheck size={13} /> : <IconX size={13} />}
        </CheckMark>
      }
    >
      {label}
      <VisuallyHidden>: {on ? t('preferences.yes') : t('preferences.no')}</VisuallyHidden>
    </List.Item>
  );
}

export function PreferencesSection({ profile, form, editing }: SectionProps) {
  const { t, fields } = useSectionFields(form);
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
        <ContactMethodFields {...fields} hint={t('preferences.methodsHint')} inline={false} />
        <OptInFields {...fields} heading={t('preferences.optIns')} />
      </SimpleGrid>
    </Section>
  );
}
