/**
 * An admin list's filters in two states: what the inputs show as typed, and what the list is
 * filtered by. Typed text reaches the list after a pause (and only once it is a value the server
 * takes); a choice (a dropdown, a date) at once, unless it would put the dates out of order. Any
 * change starts the list again at its first page.
 */
import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { datesInOrder } from '../../../domain/list-query';

/** How long typed text waits before it filters the list. */
export const TEXT_DEBOUNCE_MS = 300;

export type TFilterChange<F> = (current: F) => F;

/**
 * Applied filters the page holds itself: a change drops the list's cached pages, so it starts again
 * at its first page (no pages kept from an earlier visit).
 */
export function useAppliedFilters<F>(
  initial: F,
  listsKey: QueryKey,
): [F, (change: TFilterChange<F>) => void] {
  const queryClient = useQueryClient();
  const [applied, setApplied] = useState<F>(initial);
  function apply(change: TFilterChange<F>) {
    queryClient.removeQueries({ queryKey: listsKey });
    setApplied(change);
  }
  return [applied, apply];
}

interface Options<F> {
  /** What the inputs show first. */
  initial: F;
  /** No filter at all (Clear All Filters). */
  empty: F;
  /** Changes the applied filters. */
  apply: (change: TFilterChange<F>) => void;
  /** Typed text the server takes (text that is not one yet waits in the input). */
  accept?: (key: keyof F, value: string) => boolean;
}

export function useFilterInputs<F extends { [K in keyof F]: string }>({
  initial,
  empty,
  apply,
  accept,
}: Options<F>) {
  const [inputs, setInputs] = useState<F>(initial);

  const applyText = useDebouncedCallback((key: keyof F, value: string) => {
    if (!accept || accept(key, value)) apply((current) => ({ ...current, [key]: value }));
  }, TEXT_DEBOUNCE_MS);

  /** Typed text: shown at once, applied after the pause. */
  function typeText(key: keyof F, value: string) {
    setInputs((current) => ({ ...current, [key]: value }));
    applyText(key, value);
  }

  /** A choice: applied at once with the dates as they stand, unless they are out of order. */
  function choose(key: keyof F, value: string) {
    const next = { ...inputs, [key]: value };
    setInputs(next);
    const { createdFrom, createdTo } = next as { createdFrom?: string; createdTo?: string };
    if (!datesInOrder({ createdFrom, createdTo })) return;
    const dates = createdFrom === undefined ? {} : { createdFrom, createdTo };
    apply((current) => ({ ...current, ...dates, [key]: value }));
  }

  function clearAll() {
    setInputs(empty);
    apply(() => empty);
  }

  return {
    inputs,
    setInputs,
    typeText,
    choose,
    clearAll,
    datesOutOfOrder: !datesInOrder(inputs as { createdFrom?: string; createdTo?: string }),
    /** Any input holds something (Clear All Filters shows). */
    typed: Object.values<string>(inputs).some((v) => v !== ''),
  };
}
