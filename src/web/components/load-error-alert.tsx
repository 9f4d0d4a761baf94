/**
 * The red banner of a customer page whose list could not be loaded (My Services, Services): the
 * words and the way to try again are the page's own.
 */
import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export function LoadErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert
      color="red"
      radius="lg"
      variant="light"
      role="alert"
      icon={<IconAlertCircle size={20} aria-hidden="true" />}
    >
      {children}
    </Alert>
  );
}
