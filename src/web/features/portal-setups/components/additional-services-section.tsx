/**
 * Additional Services (spec §3 "Additional service", §2.7): rows of name, service code, rate and billing
 * frequency (default "per service"); rows are added, changed in place and removed.
 */
import { Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAdditionalService } from '../../../../domain/portal-setup';
import { AddRowButton, FrequencySelect, RateInput, RemoveButton } from './form-fields';
import type { SetupForm } from './setup-form';

const NEW_SERVICE: TAdditionalService = {
  name: '',
  serviceCode: '',
  rate: 0,
  billingFrequency: 'per service',
};

export function AdditionalServicesSection({ form }: { form: SetupForm }) {
  const { t } = useTranslation('portal-setups');
  const rows = form.values.additionalServices;
  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        {t('additional.help')}
      </Text>
      {rows.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text ta="center" c="dimmed">
            {t('additional.none')}
          </Text>
        </Paper>
      ) : (
        rows.map((row, index) => {
          const path = `additionalServices.${index}`;
          const label = row.name.trim() || t('additional.rowLabel', { number: index + 1 });
          return (
            <Paper key={index} withBorder radius="md" p="sm" component="section" aria-label={label}>
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" style={{ flex: 1 }}>
                  <TextInput
                    label={t('additional.name')}
                    withAsterisk
                    {...form.getInputProps(`${path}.name`)}
                  />
                  <TextInput
                    label={t('additional.serviceCode')}
                    {...form.getInputProps(`${path}.serviceCode`)}
                  />
                  <RateInput form={form} path={`${path}.rate`} label={t('additional.rate')} />
                  <FrequencySelect
                    form={form}
                    path={`${path}.billingFrequency`}
                    label={t('additional.billingFrequency')}
                  />
                </SimpleGrid>
                <RemoveButton
                  label={t('additional.remove', { name: label })}
                  mt={28}
                  onClick={() => form.removeListItem('additionalServices', index)}
                />
              </Group>
            </Paper>
          );
        })
      )}
      <AddRowButton onClick={() => form.insertListItem('additionalServices', { ...NEW_SERVICE })}>
        {t('additional.add')}
      </AddRowButton>
    </Stack>
  );
}
