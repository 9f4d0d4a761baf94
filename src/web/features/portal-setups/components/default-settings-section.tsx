/**
 * Default Settings and Billing Settings (spec §3): the back-office codes and IDs a new customer of this
 * portal gets, and the billing defaults. The create page shows both on its Default Settings tab; the
 * edit page gives billing its own tab. The IDs the spec saw on the edit screen are offered as hints.
 */
import type { ReactNode } from 'react';
import { Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SETUP_EDIT_SCREEN_DEFAULTS } from '../../../../domain/portal-setup';
import { DailyRateInput, WholeNumberInput } from './form-fields';
import type { SetupForm } from './setup-form';

export function DefaultSettingsSection({ form }: { form: SetupForm }) {
  const { t } = useTranslation('portal-setups');
  const text = (path: string, hint?: string) => (
    <TextInput label={t(`fields.${path}`)} placeholder={hint} {...form.getInputProps(path)} />
  );
  return (
    <Stack gap="md">
      <SettingsGrid title={t('sections.customerDefaults')}>
        {text('customerType', SETUP_EDIT_SCREEN_DEFAULTS.customerType)}
        {text('searchCustType', form.values.portalType === 'enterprise' ? 'CO' : 'CL')}
        {text('defaultBusinessCode', 'RE')}
        {text('defaultServiceCategory', 'CL')}
        {text('defaultServiceWeekCode', '1')}
      </SettingsGrid>
      <SettingsGrid title={t('sections.backOffice')}>
        {text('defaultRoutingCustomerID', SETUP_EDIT_SCREEN_DEFAULTS.defaultRoutingCustomerID)}
        {text('defaultServiceCustomerID', SETUP_EDIT_SCREEN_DEFAULTS.defaultServiceCustomerID)}
        {text('defaultSalesRepID', SETUP_EDIT_SCREEN_DEFAULTS.defaultSalesRepID)}
        {text('defaultSourceDatabase', SETUP_EDIT_SCREEN_DEFAULTS.defaultSourceDatabase)}
        {text('defaultSourceSystem', 'TRUX')}
      </SettingsGrid>
    </Stack>
  );
}

export function BillingSettingsSection({ form }: { form: SetupForm }) {
  const { t } = useTranslation('portal-setups');
  return (
    <Stack gap="md">
      <SettingsGrid title={t('sections.billing')}>
        <TextInput
          label={t('fields.defaultBillingCycle')}
          placeholder="AA"
          {...form.getInputProps('defaultBillingCycle')}
        />
        <Select
          label={t('fields.defaultCurrency')}
          allowDeselect={false}
          data={[
            { value: 'USD', label: t('currencies.USD') },
            { value: 'CAD', label: t('currencies.CAD') },
          ]}
          {...form.getInputProps('defaultCurrency')}
        />
        <TextInput
          label={t('fields.defaultServiceUnitOfMeasure')}
          placeholder="GA"
          {...form.getInputProps('defaultServiceUnitOfMeasure')}
        />
        <DailyRateInput
          form={form}
          path="defaultDemurrageDailyRate"
          label={t('fields.defaultDemurrageDailyRate')}
        />
        <WholeNumberInput form={form} path="defaultDemurrageDays" label={t('fields.defaultDemurrageDays')} />
        <WholeNumberInput
          form={form}
          path="defaultWorkOrderCopies"
          label={t('fields.defaultWorkOrderCopies')}
        />
        <WholeNumberInput form={form} path="defaultInitialTerm" label={t('fields.defaultInitialTerm')} />
        <WholeNumberInput form={form} path="defaultRenewalTerm" label={t('fields.defaultRenewalTerm')} />
        <TextInput label={t('fields.defaultStartReason')} {...form.getInputProps('defaultStartReason')} />
      </SettingsGrid>
    </Stack>
  );
}

/** A titled block of settings, three to a row on a wide screen. */
function SettingsGrid({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Title order={3} size="h4">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {children}
      </SimpleGrid>
    </>
  );
}
