/**
 * A list's search box: what is typed shows at once, and the search it applies (trimmed) follows once
 * typing pauses for 300 ms, so the list is not fetched at every key.
 */
import { useState, type ChangeEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

export const SEARCH_DEBOUNCE_MS = 300;

/** The search applied, and the props of the box that types it. */
export function useDebouncedSearch() {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const applySearch = useDebouncedCallback((value: string) => setSearch(value.trim()), SEARCH_DEBOUNCE_MS);
  const inputProps = {
    value: input,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setInput(event.currentTarget.value);
      applySearch(event.currentTarget.value);
    },
  };
  return { search, inputProps };
}

export function SearchInput(props: Omit<TextInputProps, 'type' | 'leftSection'>) {
  return <TextInput type="search" leftSection={<IconSearch size={16} aria-hidden="true" />} {...props} />;
}
