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
import { customerCardFrame } from '../../../components/widgets/customer-card';

export const FILTER_DEBOUNCE_MS = 300;
/** Badges listed under the filters before "+N more". */
export const MAX_TYPE_BADGES = 3;

export const DEFAULT_FILTERS: TMyServicesFilterValues = {
  address: '',
  siteName: '',
  serviceTypes: [],
  regularOnly: true,
};

type TextFilters = Pick<TMyServicesFilterValues, 'address' | 'siteName'>;

/** The two "contains" filters, typed in and sent after a pause. */
const TEXT_FILTERS = [
  { key: 'address', icon: IconMapPin },
  { key: 'siteName', icon: IconSearch },
] as const;

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
  const [text, setText] = useState<TextFilters>({ address: filters.address, siteName: filters.siteName });
  const pushText = useDebouncedCallback(
    (next: TextFilters) => onChange({ ...filters, ...next }),
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
        {TEXT_FILTERS.map(({ key, icon: FieldIcon }) => (
          <TextInput
            key={key}
            label={t(`filters.${key}`)}
            placeholder={t(`filters.${key}Placeholder`)}
            leftSection={<FieldIcon size={16} aria-hidden="true" />}
            value={text[key]}
            onChange={(event) => {
              const next = { ...text, [key]: event.currentTarget.value };
              setText(next);
              pushText(next);
            }}
            maxLength={200}
          />
        ))}
        <ServiceTypeSelect
          options={typeOptions}
          value={types}
          loading={typesLoading}
          onChange={(serviceTypes) => onChange({ ...filters, ...text, serviceTypes })}
        />
        <Switch
          label={t('filters.regularOnly')}
          checked={filters.regularOnly}
          onChange={(event) => onChange({ ...filters, ...text, regularOnly: event.currentTarget.checked })}
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
                setText({ address: '', siteName: '' });
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
