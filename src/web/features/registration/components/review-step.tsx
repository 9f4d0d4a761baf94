/**
 * Step 6, Review & Confirm: everything entered, with Edit links back to steps 1, 4 and 5, and Submit
 * (disabled while it runs).
 */
import type { ReactNode } from 'react';
import { Anchor, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRegistrationState } from '../../../../domain/registration/schemas';
import { STEP, type AddressChoice, type TStep } from '../wizard-types';
import type { TContactValues } from './contact-step';
import { formatAddressLine } from './service-address-step';
import classes from './registration.module.css';

interface Props {
  choice: AddressChoice;
  state: TRegistrationState;
  contact: TContactValues;
  isGoogle: boolean;
  submitting: boolean;
  onEdit: (step: TStep) => void;
  onSubmit: () => void;
  onBack: () => void;
}

function Section({ title, onEdit, children }: { title: string; onEdit?: () => void; children: ReactNode }) {
  const { t } = useTranslation('registration');
  return (
    <Stack gap={6} className={classes.reviewSection}>
      <Group justify="space-between">
        <Text fw={700}>{title}</Text>
        {onEdit && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={onEdit}
            aria-label={`${t('review.edit')}: ${title}`}
          >
            {t('review.edit')}
          </Anchor>
        )}
      </Group>
      {children}
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Grid gutter={{ base: 0, xs: 'xs' }}>
      <Grid.Col span={{ base: 12, xs: 4, sm: 3 }}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 8, sm: 9 }}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {/* <bdi>: a street or an e-mail keeps its own order on an Arabic page */}
          {typeof value === 'string' ? <bdi>{value}</bdi> : value}
        </Text>
      </Grid.Col>
    </Grid>
  );
}

export function ReviewStep({
  choice,
  state,
  contact,
  isGoogle,
  submitting,
  onEdit,
  onSubmit,
  onBack,
}: Props) {
  const { t } = useTranslation('registration');
  const { address, residence } = choice;
  const residenceText = [
    residence.residenceType === 'multiFamily' ? t('address.multiFamily') : t('address.singleFamily'),
    residence.residenceType === 'multiFamily' && residence.aptUnit
      ? t('review.unit', { unit: residence.aptUnit })
      : null,
    residence.ownerOrRenter === 'owner' ? t('address.owner') : t('address.renter'),
    residence.hoa ? t('review.hoaYes') : t('review.hoaNo'),
  ]
    .filter(Boolean)
    .join(' · ');
  const yesNo = (value: boolean) => (value ? t('review.yes') : t('review.no'));

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('review.heading')}
      </Title>

      <Section title={t('review.serviceAddress')} onEdit={() => onEdit(STEP.address)}>
        <Text fw={600}>{address.CM04_ADD2}</Text>
        <Text size="sm">{formatAddressLine(address)}</Text>
        <Row label={t('review.residence')} value={residenceText} />
      </Section>

      <Section title={t('review.account')} onEdit={isGoogle ? undefined : () => onEdit(STEP.password)}>
        <Row label={t('contact.email')} value={state.email ?? state.google?.email ?? ''} />
        {!isGoogle && <Row label={t('review.password')} value={`•••••••• (${t('review.passwordSet')})`} />}
        {state.verifiedBy && (
          <Row label={t('review.verification')} value={t(`review.methods.${state.verifiedBy}`)} />
        )}
      </Section>

      <Section title={t('review.contact')} onEdit={() => onEdit(STEP.contact)}>
        <Row
          label={t('review.name')}
          value={`${t(`contact.salutations.${contact.salutation}`)} ${contact.firstName} ${contact.lastName}`}
        />
        <Row
          label={t('review.phone')}
          value={
            <>
              {t(`contact.phoneTypes.${contact.phoneType}`)}: <bdi>{contact.phoneNumber}</bdi>
            </>
          }
        />
        <Row
          label={t('review.preferred')}
          value={contact.preferredContactMethods.map((m) => t(`contact.methods.${m}`)).join(', ')}
        />
        <Row
          label={t('review.optIns')}
          value={
            <>
              {t('contact.optInMarketing')}: {yesNo(contact.optInMarketing)}
              <br />
              {t('contact.optInNotifications')}: {yesNo(contact.optInNotifications)}
              <br />
              {t('contact.optInPaperlessBilling')}: {yesNo(contact.optInPaperlessBilling)}
            </>
          }
        />
        <Row
          label={t('review.billing')}
          value={
            contact.differentBillingAddress
              ? [
                  contact.billingAddress1,
                  contact.billingAddress2,
                  `${contact.billingCity}, ${contact.billingState} ${contact.billingZip}`,
                ]
                  .filter(Boolean)
                  .join(', ')
              : t('review.sameAsService')
          }
        />
      </Section>

      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={submitting}>
          {t('nav.back')}
        </Button>
        <Button onClick={onSubmit} loading={submitting} disabled={submitting}>
          {submitting ? t('nav.submitting') : t('nav.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
