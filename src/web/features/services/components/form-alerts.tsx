/** The success and failure banners of the action forms. */
import { Alert, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';

export function SuccessAlert({ message, pending = false }: { message: string; pending?: boolean }) {
  return (
    <Alert
      color={pending ? 'blue' : 'brand'}
      variant="light"
      radius="md"
      role="status"
      icon={
        pending ? (
          <IconClockHour4 size={18} aria-hidden="true" />
        ) : (
          <IconCircleCheck size={18} aria-hidden="true" />
        )
      }
    >
      <Text size="sm">{message}</Text>
    </Alert>
  );
}

export function FailureAlert({ message, onClose }: { message: string | null; onClose?: () => void }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      role="alert"
      icon={<IconAlertCircle size={18} aria-hidden="true" />}
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
    >
      <Text size="sm">{message}</Text>
    </Alert>
  );
}
