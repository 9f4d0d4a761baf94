/**
 * The inside of a red "could not load" alert: what failed and a small red button to ask again. On a
 * row (the words left, the button right) or stacked (the button under the words).
 */
import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, type MantineSpacing } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { LoadErrorAlert } from '../load-error-alert';

export interface RetryLineProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  layout?: 'row' | 'stacked';
  /** the row's gap (a stacked line's is always sm) */
  gap?: MantineSpacing;
  buttonVariant?: 'white' | 'light';
  retryIcon?: ReactNode;
  retrying?: boolean;
}

export function RetryLine({
  message,
  retryLabel,
  onRetry,
  layout = 'row',
  gap = 'sm',
  buttonVariant = 'white',
  retryIcon,
  retrying,
}: RetryLineProps) {
  const words = <Text size="sm">{message}</Text>;
  const button = (
    <Button
      size="xs"
      variant={buttonVariant}
      color="red"
      leftSection={retryIcon}
      onClick={onRetry}
      loading={retrying}
    >
      {retryLabel}
    </Button>
  );
  return layout === 'stacked' ? (
    <Stack gap="sm" align="flex-start">
      {words}
      {button}
    </Stack>
  ) : (
    <Group justify="space-between" gap={gap}>
      {words}
      {button}
    </Group>
  );
}

/** The red "could not load" alert itself, with its RetryLine inside (the icon 18 pixels unless told). */
export function RetryAlert({ iconSize = 18, ...line }: RetryLineProps & { iconSize?: number }) {
  return (
    <Alert color="red" role="alert" icon={<IconAlertCircle size={iconSize} aria-hidden="true" />}>
      <RetryLine {...line} />
    </Alert>
  );
}

/** A customer page's list that could not be loaded (My Services, Services): its banner, retry asking the query again. */
export function LoadErrorRetry({
  query,
  ...line
}: Omit<RetryLineProps, 'onRetry'> & { query: { refetch: () => Promise<unknown> } }) {
  return (
    <LoadErrorAlert>
      <RetryLine {...line} onRetry={() => void query.refetch()} />
    </LoadErrorAlert>
  );
}
