/** The success and failure banners of the action forms. */
import { Alert, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/widgets/error-alert';

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
    <ErrorAlert variant="light" radius="md" withCloseButton={Boolean(onClose)} onClose={onClose}>
      <Text size="sm">{message}</Text>
    </ErrorAlert>
  );
}
