/**
 * A checklist item's round mark (My Account's preferences, the password rules): filled in its colour
 * when the thing holds, light grey when not. The icon inside is the caller's.
 */
import type { ReactNode } from 'react';
import { ThemeIcon } from '@mantine/core';

export function CheckMark({
  on,
  size,
  onColor,
  children,
}: {
  on: boolean;
  size: number;
  onColor: string;
  children: ReactNode;
}) {
  return (
    <ThemeIcon
      size={size}
      radius="xl"
      color={on ? onColor : 'gray'}
      variant={on ? 'filled' : 'light'}
      aria-hidden="true"
    >
      {children}
    </ThemeIcon>
  );
}
