/**
 * Default Services (spec §3 "Default service", §9): trash, recycling and yard waste, each with its
 * type, size in gallons, quantity, rate, billing frequency, service day, the additional-cart rules
 * (allowed, not offered as an additional cart, additional cart rate) and the other sizes also
 * available with their own rates.
 */
import { Badge, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAlsoAvailableSize } from '../../../../domain/portal-setup';
import {
  AddRowButton,
  FlagSwitch,
  FrequencySelect,
  RateInput,
  RemoveButton,
  WholeNumberInput,
} from './form-fields';
import type { SetupForm } from './setup-form';

export const DEFAULT_SERVICE_FIELDS = [
  { key: 'trash', path: 'defaultTrashService' },
  { key: 'recycling', path: 'defaultRecyclingService' },
  { key: 'yardwaste', path: 'defaultYardwasteService' },
] as const;

export function DefaultServicesSection({ form }: { form: SetupForm }) {
  return (
    <Stack gap="lg">
      {DEFAULT_SERVICE_FIELDS.map(({ key, path }) => (
        <DefaultServiceCard key={key} form={form} service={key} path={path} />
      ))}
    </Stack>
  );
}

const NEW_SIZE: TAlsoAvailableSize = {
  size: 64,
  rate: 0,
  additionalCartRate: 0,
  allowAdditionalCart: true,
  billingFrequency: 'monthly',
};

function DefaultServiceCard({
  form,
  service,
  path,
}: {
  form: SetupForm;
  service: (typeof DEFAULT_SERVICE_FIELDS)[number]['key'];
  path: (typeof DEFAULT_SERVICE_FIELDS)[number]['path'];
}) {
  const { t } = useTranslation('portal-setups');
  const value = form.values[path];
  const name = t(`services.${service}`);
  const sizes = value.alsoAvailable;
  const field = (key: string) => t(`serviceFields.${key}`);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={name}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {name}
          </Title>
          <Badge variant="light">
            {t('serviceFields.valueBadge', { value: value.value, type: value.CM05_TYPE || '—' })}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <TextInput label={field('CM05_TYPE')} {...form.getInputProps(`${path}.CM05_TYPE`)} />
          <NumberInput
            label={field('CM05_SIZE')}
            min={1}
            step={1}
            suffix={` ${t('gallonsShort')}`}
            {...form.getInputProps(`${path}.CM05_SIZE`)}
          />
          <WholeNumberInput form={form} path={`${path}.CM05_QTY`} label={field('CM05_QTY')} />
          <RateInput form={form} path={`${path}.CM05_RATE`} label={field('CM05_RATE')} />
          <FrequencySelect form={form} path={`${path}.billingFrequency`} label={field('billingFrequency')} />
          <TextInput
            label={field('SERVICE_DAY_OF_WEEK')}
            placeholder={t('serviceFields.serviceDayPlaceholder')}
            {...form.getInputProps(`${path}.SERVICE_DAY_OF_WEEK`)}
          />
          <RateInput form={form} path={`${path}.additionalCartRate`} label={field('additionalCartRate')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <FlagSwitch form={form} path={`${path}.customerOwned`} label={field('customerOwned')} />
          <FlagSwitch form={form} path={`${path}.allowAdditionalCart`} label={field('allowAdditionalCart')} />
          <FlagSwitch
            form={form}
            path={`${path}.disableAsAdditionalCart`}
            label={field('disableAsAdditionalCart')}
          />
          <FlagSwitch
            form={form}
            path={`${path}.includesAdditionalInfo`}
            label={field('includesAdditionalInfo')}
          />
        </SimpleGrid>

        <Stack gap="xs">
          <Text fw={600} fz="sm">
            {t('serviceFields.alsoAvailable')}
          </Text>
          {sizes.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t('serviceFields.noOtherSizes')}
            </Text>
          ) : (
            sizes.map((_, index) => {
              const row = `${path}.alsoAvailable.${index}`;
              return (
                <Paper key={index} withBorder radius="sm" p="sm" bg="gray.0">
                  <Group align="flex-end" gap="sm" wrap="wrap">
                    <NumberInput
                      label={field('size')}
                      min={1}
                      step={1}
                      w={{ base: '100%', xs: 110 }}
                      suffix={` ${t('gallonsShort')}`}
                      {...form.getInputProps(`${row}.size`)}
                    />
                    <RateInput
                      form={form}
                      path={`${row}.rate`}
                      label={field('CM05_RATE')}
                      w={{ base: '100%', xs: 120 }}
                    />
                    <RateInput
                      form={form}
                      path={`${row}.additionalCartRate`}
                      label={field('additionalCartRate')}
                      w={{ base: '100%', xs: 160 }}
                    />
                    <FrequencySelect
                      form={form}
                      path={`${row}.billingFrequency`}
                      label={field('billingFrequency')}
                      w={{ base: '100%', xs: 170 }}
                    />
                    <FlagSwitch
                      form={form}
                      path={`${row}.allowAdditionalCart`}
                      label={field('allowAdditionalCart')}
                      mb={8}
                    />
                    <RemoveButton
                      label={t('serviceFields.removeSizeNamed', { service: name, number: index + 1 })}
                      tooltip={t('serviceFields.removeSize')}
                      mb={4}
                      onClick={() => form.removeListItem(`${path}.alsoAvailable`, index)}
                    />
                  </Group>
                </Paper>
              );
            })
          )}
          <AddRowButton compact onClick={() => form.insertListItem(`${path}.alsoAvailable`, { ...NEW_SIZE })}>
            {t('serviceFields.addSize')}
          </AddRowButton>
        </Stack>
      </Stack>
    </Paper>
  );
}
