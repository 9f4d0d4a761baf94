/**
 * The service-type multi-select (spec 02 §2.2): inside the field at most one badge and then a
 * count; options show the code and its name; with no match it says No options found.
 */
import { useState } from 'react';
import { CheckIcon, Combobox, Group, Pill, PillsInput, Text, useCombobox } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ServiceTypeOption {
  code: string;
  name: string;
}

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

  const toggle = (code: string) =>
    onChange(value.includes(code) ? value.filter((v) => v !== code) : [...value, code]);
  const term = search.trim().toLowerCase();
  const shown = options.filter(
    (o) => term === '' || o.code.toLowerCase().includes(term) || o.name.toLowerCase().includes(term),
  );
  const nameOf = (code: string) => options.find((o) => o.code === code)?.name ?? code;

  return (
    <Combobox store={combobox} onOptionSubmit={toggle} withinPortal>
      <Combobox.DropdownTarget>
        <PillsInput
          label={t('filters.serviceTypes')}
          pointer
          onClick={() => combobox.openDropdown()}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
        >
          <Pill.Group style={{ flexWrap: 'nowrap', overflow: 'hidden' }}>
            {value.slice(0, PILLS_IN_FIELD).map((code) => (
              <Pill
                key={code}
                withRemoveButton
                onRemove={() => toggle(code)}
                removeButtonProps={{ 'aria-label': t('filters.removeType', { type: code }) }}
                title={nameOf(code)}
              >
                {code}
              </Pill>
            ))}
            {value.length > PILLS_IN_FIELD ? (
              <Pill>{t('filters.more', { n: value.length - PILLS_IN_FIELD })}</Pill>
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
                    onChange(value.slice(0, -1));
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
              <Combobox.Option value={option.code} key={option.code} active={value.includes(option.code)}>
                <Group gap="sm" wrap="nowrap">
                  {value.includes(option.code) ? <CheckIcon size={12} /> : <span style={{ width: 12 }} />}
                  <Text size="sm" fw={600} w={28}>
                    {option.code}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {option.name}
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
