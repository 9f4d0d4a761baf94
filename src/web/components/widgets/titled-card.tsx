/**
 * A customer page's titled card (Billing's additional services, the home page's service map): a
 * bordered section named by its own heading, the content under it.
 */
import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

export function TitledCard({
  headingId,
  title,
  titleSize,
  children,
}: {
  headingId: string;
  title: string;
  titleSize: 'h3' | 'h4';
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size={titleSize} id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
