/** Enterprise Configuration (spec §2.5, §3): contract term (12 months by default), SLA, billing and locations. */
import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FlagSwitch, WholeNumberInput } from './form-fields';
import type { SetupForm } from './setup-form';

export const SLA_LEVELS = ['standard', 'priority', 'premium'] as const;

export function EnterpriseConfigurationSection({ form }: { form: SetupForm }) {
  const { t } = useTranslation('portal-setups');
  const sla = form.getInputProps('enterpriseSLA');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <WholeNumberInput
          form={form}
          path="enterpriseContractTerm"
          label={t('fields.enterpriseContractTerm')}
          description={t('fields.enterpriseContractTermHelp')}
          min={1}
        />
        <Stack gap={4}>
          <Text fz="sm" fw={500} id="enterprise-sla-label">
            {t('fields.enterpriseSLA')}
          </Text>
          <SegmentedControl
            aria-labelledby="enterprise-sla-label"
            data={SLA_LEVELS.map((level) => ({ value: level, label: t(`sla.${level}`) }))}
            value={sla.value as string}
            onChange={sla.onChange}
          />
          <Text fz="xs" c="dimmed">
            {t(`slaHelp.${form.values.enterpriseSLA}`)}
          </Text>
        </Stack>
      </SimpleGrid>
      <FlagSwitch
        form={form}
        path="consolidatedBilling"
        label={t('fields.consolidatedBilling')}
        description={t('fields.consolidatedBillingHelp')}
      />
      <FlagSwitch
        form={form}
        path="multiLocationSupport"
        label={t('fields.multiLocationSupport')}
        description={t('fields.multiLocationSupportHelp')}
      />
    </Stack>
  );
}
