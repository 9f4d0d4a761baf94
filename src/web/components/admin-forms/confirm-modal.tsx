/**
 * The admin pages' confirmation dialog (delete, revoke, deactivate): what is about to happen, the
 * failure when the server refused, Cancel and the red button that does it. Each dialog keeps its
 * own words and its own mutation; this draws them the one way.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, type MantineSpacing } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The close button's label (Mantine's unnamed × otherwise). */
  closeLabel?: string;
  centered?: boolean;
  /** What the dialog asks about; nothing at all while there is no row (it fades out). */
  children: ReactNode;
  empty?: boolean;
  /** The failure's words, or null. */
  failure: ReactNode | null;
  /** How the failure (an alert) reads: with a title, without the icon, above the question. */
  failureLook?: { title?: string; noIcon?: boolean; first?: boolean };
  cancel: { label: string; disabled?: boolean };
  confirm: { label: ReactNode; onClick: () => void; loading?: boolean; disabled?: boolean };
  buttonsGap?: MantineSpacing;
}

export function ConfirmModal({
  opened,
  onClose,
  title,
  closeLabel,
  centered = true,
  children,
  empty = false,
  failure,
  failureLook = {},
  cancel,
  confirm,
  buttonsGap = 'sm',
}: ConfirmModalProps) {
  const alert =
    failure === null ? null : (
      <Alert
        color="red"
        title={failureLook.title}
        icon={failureLook.noIcon ? undefined : <IconAlertCircle size={18} aria-hidden="true" />}
      >
        {failure}
      </Alert>
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={closeLabel === undefined ? undefined : { 'aria-label': closeLabel }}
      centered={centered}
    >
      {empty ? null : (
        <Stack gap="md">
          {failureLook.first ? alert : null}
          {children}
          {failureLook.first ? null : alert}
          <Group justify="flex-end" gap={buttonsGap}>
            <Button variant="default" onClick={onClose} disabled={cancel.disabled}>
              {cancel.label}
            </Button>
            <Button
              color="red"
              loading={confirm.loading}
              disabled={confirm.disabled}
              onClick={confirm.onClick}
            >
              {confirm.label}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The red button of a dialog about one row: runs the row's mutation on its id (nothing while no row
 * is given), busy while it runs, and hands the row to `onSuccess`.
 */
export function confirmRow<Row extends { id: string }>(
  mutation: { isPending: boolean; mutate: (id: string, options: { onSuccess: () => void }) => void },
  row: Row | null,
  label: ReactNode,
  onSuccess: (row: Row) => void,
): ConfirmModalProps['confirm'] {
  return {
    label,
    loading: mutation.isPending,
    onClick: () => row && mutation.mutate(row.id, { onSuccess: () => onSuccess(row) }),
  };
}
