/**
 * The service-type multi-select (spec 02 §2.2): inside the field at most one badge and then a
 * count; one option per service name with its codes beside it (service-type-groups.ts); with no match
 * it says No options found.
 */
import { useState } from 'react';
import { CheckIcon, Combobox, Group, Pill, PillsInput, Text, useCombobox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionKey, selectedOptions, toggleOption, type ServiceTypeOption } from './service-type-groups';

export type { ServiceTypeOption };

/** Badges shown inside the field before "+N". */
export const PILLS_IN_FIELD = 1;

export function ServiceTypeSelect({
  options,
  value,
  onChange,
  loading,
}: {
  options: readonly ServiceTypeOption[];
  value: string[];
  onChange: (value: string[]) => void;
  loading: boolean;
}) {
  const { t } = useTranslation('my-services');
  const [search, setSearch] = useState('');
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });

  const toggle = (option: ServiceTypeOption) => onChange(toggleOption(value, option));
  const toggleKey = (key: string) => {
    const option = options.find((o) => optionKey(o) === key);
    if (option) toggle(option);
  };
  const term = search.trim().toLowerCase();
  const shown = options.filter(
    (o) =>
      term === '' ||
      o.name.toLowerCase().includes(term) ||
      o.codes.some((c) => c.toLowerCase().includes(term)),
  );
  const chosen = selectedOptions(options, value);
  const isChosen = (option: ServiceTypeOption) => option.codes.every((code) => value.includes(code));

  return (
    <Combobox store={combobox} onOptionSubmit={toggleKey} withinPortal>
      <Combobox.DropdownTarget>
        <PillsInput
          label={t('filters.serviceTypes')}
          pointer
          onClick={() => combobox.openDropdown()}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
        >
          <Pill.Group style={{ flexWrap: 'nowrap', overflow: 'hidden' }}>
            {chosen.slice(0, PILLS_IN_FIELD).map((option) => (
              <Pill
                key={optionKey(option)}
                withRemoveButton
                onRemove={() => toggle(option)}
                removeButtonProps={{ 'aria-label': t('filters.removeType', { type: option.name }) }}
                title={option.codes.join(', ')}
              >
                {option.name}
              </Pill>
            ))}
            {chosen.length > PILLS_IN_FIELD ? (
              <Pill>{t('filters.more', { n: chosen.length - PILLS_IN_FIELD })}</Pill>
            ) : null}
            <Combobox.EventsTarget>
              <PillsInput.Field
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                value={search}
                placeholder={
                  value.length === 0
                    ? loading
                      ? t('filters.loadingTypes')
                      : t('filters.allTypes')
                    : undefined
                }
                aria-label={t('filters.serviceTypes')}
                onChange={(event) => {
                  combobox.updateSelectedOptionIndex();
                  setSearch(event.currentTarget.value);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' && search.length === 0 && value.length > 0) {
                    event.preventDefault();
                    const last = chosen[chosen.length - 1];
                    if (last) toggle(last);
                  }
                }}
                style={{ minWidth: 60 }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>

      <Combobox.Dropdown>
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }}>
          {shown.length > 0 ? (
            shown.map((option) => (
              <Combobox.Option value={optionKey(option)} key={optionKey(option)} active={isChosen(option)}>
                <Group gap="sm" wrap="nowrap">
                  {isChosen(option) ? <CheckIcon size={12} /> : <span style={{ width: 12 }} />}
                  <Text size="sm" fw={600}>
                    {option.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {option.codes.join(', ')}
                  </Text>
                </Group>
              </Combobox.Option>
            ))
          ) : (
            <Combobox.Empty>{t('filters.noOptions')}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
