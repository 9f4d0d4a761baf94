/** The red banner of a form or step that failed; role="alert" so a screen reader says it at once. */
import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
      {children}
    </Alert>
  );
}
