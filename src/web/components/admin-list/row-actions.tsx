/**
 * A list row's action buttons: the labelled compact buttons (Manage, Delete, Open …) and the icon
 * buttons with a tooltip (Edit, Deactivate …), each named for its row for screen readers, and the
 * state of the dialog one of them opens for its row.
 */
import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { Link } from 'react-router';

type TIcon = ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;

export interface RowButtonProps {
  icon: TIcon;
  /** The accessible name, naming the row. */
  label: string;
  color?: string;
  loading?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  /** Compact in the lists' rows; xs in the key and endpoint tables. */
  size?: 'compact-sm' | 'xs';
}

export function RowButton({
  icon: Icon,
  label,
  color,
  loading,
  disabled,
  onClick,
  children,
  size = 'compact-sm',
}: RowButtonProps) {
  return (
    <Button
      size={size}
      variant="light"
      color={color}
      leftSection={<Icon size={16} aria-hidden="true" />}
      aria-label={label}
      loading={loading}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

export interface RowIconActionProps {
  icon: TIcon;
  tooltip: string;
  /** The accessible name, naming the row. */
  label: string;
  color?: string;
  disabled?: boolean;
  /** A link to follow, or what a click does. */
  to?: string;
  onClick?: () => void;
}

export function RowIconAction({
  icon: Icon,
  tooltip,
  label,
  color,
  disabled,
  to,
  onClick,
}: RowIconActionProps) {
  const icon = <Icon size={18} aria-hidden="true" />;
  return (
    <Tooltip label={tooltip}>
      {to === undefined ? (
        <ActionIcon variant="subtle" color={color} aria-label={label} disabled={disabled} onClick={onClick}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" color={color} component={Link} to={to} aria-label={label}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/**
 * A dialog opened for one row. Closing keeps the row, so the dialog still shows it while it fades
 * out.
 */
export function useRowDialog<Item>() {
  const [state, setState] = useState<{ opened: boolean; item: Item | null }>({ opened: false, item: null });
  const open = useCallback((item: Item) => setState({ opened: true, item }), []);
  const close = useCallback(() => setState((current) => ({ ...current, opened: false })), []);
  return { opened: state.opened, item: state.item, open, close };
}

/**
 * A dialog with a form that starts afresh at every opening (its key changes), for a row or for none
 * (a new one).
 */
export function useFormDialog<Item>() {
  const [state, setState] = useState<{ opened: boolean; item: Item | null; key: number }>({
    opened: false,
    item: null,
    key: 0,
  });
  const open = useCallback(
    (item: Item | null = null) => setState((current) => ({ opened: true, item, key: current.key + 1 })),
    [],
  );
  const close = useCallback(() => setState((current) => ({ ...current, opened: false })), []);
  return { ...state, open, close };
}
