/**
 * A customer page's heading (Services, My Requests, the pickup calendar): its title and a dimmed line
 * under it.
 */
import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

export function CustomerPageHeading({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  /** what stands under the subtitle (Services' onward links) */
  children?: ReactNode;
}) {
  return (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      <Text c="dimmed">{subtitle}</Text>
      {children}
    </Stack>
  );
}
