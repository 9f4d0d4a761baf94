/**
 * A confirmation about one admin row (revoke an Open311 key, delete a webhook endpoint): open while
 * a row is given, the failure when the server refused, Cancel, and the red button that runs the
 * row's mutation, then shows the green notice and closes. The words are the feature's own, under
 * one key prefix: `<prefix>.title`, `.failed`, `.cancel` and `.submit`.
 */
import type { ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { ConfirmModal, confirmRow } from './admin-forms/confirm-modal';

export interface RowConfirmModalProps<Row extends { id: string }> {
  /** The row asked about; null while the dialog is closed. */
  row: Row | null;
  onClose: () => void;
  mutation: Parameters<typeof confirmRow<Row>>[0] & { isError: boolean; reset: () => void };
  t: TFunction;
  prefix: string;
  /** The green notice once it is done. */
  done: (row: Row) => string;
  children: ReactNode;
}

export function RowConfirmModal<Row extends { id: string }>({
  row,
  onClose,
  mutation,
  t,
  prefix,
  done,
  children,
}: RowConfirmModalProps<Row>) {
  return (
    <ConfirmModal
      opened={row !== null}
      onClose={onClose}
      title={t(`${prefix}.title`)}
      failure={mutation.isError ? t(`${prefix}.failed`) : null}
      cancel={{ label: t(`${prefix}.cancel`) }}
      confirm={confirmRow(mutation, row, t(`${prefix}.submit`), (finished) => {
        notifications.show({ color: 'green', message: done(finished) });
        mutation.reset();
        onClose();
      })}
    >
      {children}
    </ConfirmModal>
  );
}
