/**
 * The red banner of a form or step that failed; role="alert" so a screen reader says it at once.
 * Pages that draw it lighter, rounder or closable (LoadErrorAlert, the action forms) pass those props.
 */
import type { ReactNode } from 'react';
import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

type TErrorAlertLook = Pick<AlertProps, 'variant' | 'radius' | 'withCloseButton' | 'onClose'>;

export function ErrorAlert({
  children,
  iconSize = 18,
  ...look
}: { children: ReactNode; iconSize?: number } & TErrorAlertLook) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={iconSize} aria-hidden="true" />} role="alert" {...look}>
      {children}
    </Alert>
  );
}
