/**
 * A list row as a phone card: its heading lines on the left with a badge or two on the right, the
 * row's other lines under them, and its action buttons at the bottom end.
 */
import type { ReactNode } from 'react';
import { Group, Stack } from '@mantine/core';

export interface ListCardProps {
  /** The heading lines (the first one bold). */
  heading: ReactNode;
  /** What stands at the top end (badges). */
  aside?: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}

export function ListCard({ heading, aside, children, actions }: ListCardProps) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          {heading}
        </Stack>
        {aside}
      </Group>
      {children}
      <Group justify="flex-end" mt={4}>
        {actions}
      </Group>
    </Stack>
  );
}
