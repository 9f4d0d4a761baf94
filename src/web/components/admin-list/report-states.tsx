/**
 * What a report page (the dashboard, the delivery report) shows instead of its figures: the failure
 * with a sentence and Retry, or the note that there is nothing to show with the way on.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, type Icon } from '@tabler/icons-react';

export function ReportError({
  title,
  text,
  retryLabel,
  onRetry,
}: {
  title: string;
  text: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" role="alert" title={title} icon={<IconAlertCircle size={18} aria-hidden="true" />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button size="xs" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Nothing to show: the report's icon, the note, and the way on (`children`: a button). */
export function ReportEmpty({
  icon: EmptyIcon,
  text,
  children,
}: {
  icon: Icon;
  text: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <EmptyIcon size={36} aria-hidden="true" />
        <Text ta="center">{text}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
