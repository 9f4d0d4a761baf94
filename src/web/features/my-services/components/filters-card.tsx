/**
 * The filter card (spec 02 §2.2, §5): address contains, site name contains, service types, and the
 * switch Show only regular services (on by default). Typing is debounced by 300 ms; the chosen
 * types also show below as at most 3 badges and then a count.
 */
import { useState } from 'react';
import { Anchor, Badge, Group, Paper, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TMyServicesFilterValues } from '../api/my-services-keys';
import { ServiceTypeSelect } from './service-type-select';
import { selectedOptions, type ServiceTypeOption } from './service-type-groups';
import { customerCardFrame } from '../../../components/customer-card';

export const FILTER_DEBOUNCE_MS = 300;
/** Badges listed under the filters before "+N more". */
export const MAX_TYPE_BADGES = 3;

export const DEFAULT_FILTERS: TMyServicesFilterValues = {
  address: '',
  siteName: '',
  serviceTypes: [],
  regularOnly: true,
};

export function FiltersCard({
  filters,
  onChange,
  typeOptions,
  typesLoading,
}: {
  filters: TMyServicesFilterValues;
  onChange: (next: TMyServicesFilterValues) => void;
  typeOptions: readonly ServiceTypeOption[];
  typesLoading: boolean;
}) {
  const { t } = useTranslation('my-services');
  const [address, setAddress] = useState(filters.address);
  const [siteName, setSiteName] = useState(filters.siteName);
  const pushText = useDebouncedCallback(
    (next: Pick<TMyServicesFilterValues, 'address' | 'siteName'>) => onChange({ ...filters, ...next }),
    FILTER_DEBOUNCE_MS,
  );
  const types = filters.serviceTypes;
  const chosenTypes = selectedOptions(typeOptions, types);
  const changed =
    filters.address !== '' ||
    filters.siteName !== '' ||
    types.length > 0 ||
    filters.regularOnly !== DEFAULT_FILTERS.regularOnly;

  return (
    <Paper {...customerCardFrame} component="section" aria-label={t('filters.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t('filters.address')}
          placeholder={t('filters.addressPlaceholder')}
          leftSection={<IconMapPin size={16} aria-hidden="true" />}
          value={address}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setAddress(value);
            pushText({ address: value, siteName });
          }}
          maxLength={200}
        />
        <TextInput
          label={t('filters.siteName')}
          placeholder={t('filters.siteNamePlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={siteName}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setSiteName(value);
            pushText({ address, siteName: value });
          }}
          maxLength={200}
        />
        <ServiceTypeSelect
          options={typeOptions}
          value={types}
          loading={typesLoading}
          onChange={(serviceTypes) => onChange({ ...filters, address, siteName, serviceTypes })}
        />
        <Switch
          label={t('filters.regularOnly')}
          checked={filters.regularOnly}
          onChange={(event) =>
            onChange({ ...filters, address, siteName, regularOnly: event.currentTarget.checked })
          }
          mt={{ base: 0, lg: 30 }}
          size="md"
        />
      </SimpleGrid>
      {types.length > 0 || changed ? (
        <Group gap="xs" mt="md" wrap="wrap">
          {types.length > 0 ? (
            <Text size="xs" c="dimmed">
              {t('filters.chosenTypes')}
            </Text>
          ) : null}
          {chosenTypes.slice(0, MAX_TYPE_BADGES).map((option) => (
            <Badge key={option.name} variant="light" radius="sm" title={option.codes.join(', ')}>
              {option.name}
            </Badge>
          ))}
          {chosenTypes.length > MAX_TYPE_BADGES ? (
            <Badge variant="outline" radius="sm" color="gray">
              {t('filters.moreTypes', { n: chosenTypes.length - MAX_TYPE_BADGES })}
            </Badge>
          ) : null}
          {changed ? (
            <Anchor
              component="button"
              type="button"
              size="xs"
              ms="auto"
              onClick={() => {
                setAddress('');
                setSiteName('');
                onChange(DEFAULT_FILTERS);
              }}
            >
              {t('filters.reset')}
            </Anchor>
          ) : null}
        </Group>
      ) : null}
    </Paper>
  );
}
