/**
 * Where the action forms' dropdowns (the Selects' option lists, the date pickers' calendars) float.
 * They render in a portal with `fixed` positioning: placed `absolute` in the body, a dropdown that
 * stuck out past a phone's right edge widened the page, the phone's layout viewport grew with it,
 * the modal the form sits in re-centred, and the dropdown was moved and hidden again, frame after
 * frame: it flashed open and shut and its options could not be clicked. A fixed dropdown never
 * widens the page. On desktop (inline forms) it looks and behaves the same.
 */
import type { ComboboxProps, PopoverProps } from '@mantine/core';

export const SELECT_COMBOBOX_PROPS = {
  withinPortal: true,
  floatingStrategy: 'fixed',
} as const satisfies ComboboxProps;

export const DATE_POPOVER_PROPS = {
  withinPortal: true,
  floatingStrategy: 'fixed',
} as const satisfies Partial<Omit<PopoverProps, 'children'>>;
