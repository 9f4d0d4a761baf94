/** A list without bullets or indent, its items one under another (the items are rows or cards). */
import type { ReactNode } from 'react';
import { Stack, type MantineSpacing } from '@mantine/core';

export function BareList({
  gap,
  label,
  children,
}: {
  gap: MantineSpacing;
  label: string;
  children: ReactNode;
}) {
  return (
    <Stack component="ul" gap={gap} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}
