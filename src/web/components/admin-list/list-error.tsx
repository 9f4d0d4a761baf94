/**
 * The panel an admin list shows when a page failed to load: the page's words and Retry, announced
 * as an alert. A list whose panel can be put away (Portal Setups) shows it filled with a close button.
 */
import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export interface ListErrorProps {
  title: string;
  retryLabel: string;
  onRetry: () => void;
  /** The close button's label and what it does: a filled panel that can be dismissed. */
  dismiss?: { label: string; onDismiss: () => void };
}

export function ListError({ title, retryLabel, onRetry, dismiss }: ListErrorProps) {
  const look = dismiss
    ? {
        variant: 'filled',
        withCloseButton: true,
        closeButtonLabel: dismiss.label,
        onClose: dismiss.onDismiss,
      }
    : { icon: <IconAlertCircle size={18} aria-hidden="true" /> };
  return (
    <Alert color="red" role="alert" title={title} {...look}>
      <Button size="xs" variant="white" color="red" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
