/**
 * A list of rows the editor repeats (sections, call-out boxes, bullets, locations, questions): each row
 * with its label and buttons to move it up or down and to remove it, and an Add button below. The
 * buttons name their row for screen readers ("Move up: Holiday schedule").
 */
import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { FormArrayElement, LooseKeys, UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface RepeatableRowsProps<T> {
  rows: readonly T[];
  /** A stable key of a row (its id; bullets use their index). */
  rowKey: (row: T, index: number) => string | number;
  /** The row's name in its header and in the buttons' labels. */
  rowLabel: (row: T, index: number) => string;
  renderRow: (row: T, index: number) => ReactNode;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
  addLabel: string;
  emptyText: string;
  /** An error of the whole list (too many rows). */
  error?: ReactNode;
  disabled?: boolean;
  /** Compact rows (bullets): one line, no frame. */
  compact?: boolean;
}

/** A row's key when it has an id (rows without one are keyed by position). */
export const rowIdOrIndex = (row: { id?: string | number }, index: number) => row.id ?? index;

/**
 * The form's side of the rows at `path`: add a row (`newRow()`) at the end, remove one, move one, and
 * the list's own error.
 */
export function formListRows<V, P extends LooseKeys<V>>(
  form: UseFormReturnType<V>,
  path: P,
  newRow: () => FormArrayElement<V, P>,
  disabled: boolean | undefined,
) {
  return {
    onAdd: () => form.insertListItem(path, newRow()),
    onRemove: (index: number) => form.removeListItem(path, index),
    onMove: (from: number, to: number) => form.reorderListItem(path, { from, to }),
    error: form.errors[path],
    disabled,
  };
}

function RowButtons({
  index,
  count,
  label,
  onMove,
  onRemove,
  disabled,
}: {
  index: number;
  count: number;
  label: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('content-editor');
  const buttons = [
    {
      action: 'moveUp',
      Icon: IconArrowUp,
      color: 'gray',
      off: index === 0,
      onClick: () => onMove(index, index - 1),
    },
    {
      action: 'moveDown',
      Icon: IconArrowDown,
      color: 'gray',
      off: index === count - 1,
      onClick: () => onMove(index, index + 1),
    },
    { action: 'remove', Icon: IconTrash, color: 'red', off: false, onClick: () => onRemove(index) },
  ] as const;
  return (
    <Group gap={4} wrap="nowrap">
      {buttons.map(({ action, Icon, color, off, onClick }) => (
        <Tooltip key={action} label={t(`rows.${action}`)}>
          <ActionIcon
            variant="subtle"
            color={color}
            aria-label={t(`rows.${action}Label`, { name: label })}
            disabled={disabled || off}
            onClick={onClick}
          >
            <Icon size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}

export function RepeatableRows<T>({
  rows,
  rowKey,
  rowLabel,
  renderRow,
  onAdd,
  onRemove,
  onMove,
  addLabel,
  emptyText,
  error,
  disabled,
  compact,
}: RepeatableRowsProps<T>) {
  return (
    <Stack gap={compact ? 6 : 'sm'}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : null}
      {rows.map((row, index) => {
        const label = rowLabel(row, index);
        const buttons = (
          <RowButtons
            index={index}
            count={rows.length}
            label={label}
            onMove={onMove}
            onRemove={onRemove}
            disabled={disabled}
          />
        );
        if (compact) {
          return (
            <Group key={rowKey(row, index)} gap="xs" wrap="nowrap" align="flex-start">
              <div style={{ flex: 1, minWidth: 0 }}>{renderRow(row, index)}</div>
              <div style={{ paddingTop: 4 }}>{buttons}</div>
            </Group>
          );
        }
        return (
          <Paper key={rowKey(row, index)} withBorder radius="md" p={{ base: 'sm', sm: 'md' }} bg="gray.0">
            <Stack gap="sm">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fw={600} size="sm" truncate style={{ minWidth: 0 }}>
                  {label}
                </Text>
                {buttons}
              </Group>
              {renderRow(row, index)}
            </Stack>
          </Paper>
        );
      })}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size={compact ? 'xs' : 'sm'}
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={onAdd}
          disabled={disabled}
        >
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}
