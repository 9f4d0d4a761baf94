/**
 * Inputs the setup sections share, with the spec's steps (§5): rates in steps of 0.01, quantities and
 * days in steps of 1, the demurrage daily rate in steps of 0.001; and the billing frequency choice.
 */
import type { ReactNode } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  Switch,
  Tooltip,
  type ActionIconProps,
  type NumberInputProps,
  type SelectProps,
  type SwitchProps,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BILLING_FREQUENCIES } from '../../../../domain/portal-setup';
import type { SetupForm } from './setup-form';

type Path = string;

interface FieldProps {
  form: SetupForm;
  path: Path;
  label: string;
}

/** A number kept to a fixed count of decimals, stepping by the last one. */
function FixedDecimalInput({
  form,
  path,
  label,
  decimals,
  ...props
}: FieldProps & { decimals: number } & Omit<NumberInputProps, 'form'>) {
  return (
    <NumberInput
      label={label}
      min={0}
      step={Number(`1e-${decimals}`)}
      decimalScale={decimals}
      fixedDecimalScale
      {...props}
      {...form.getInputProps(path)}
    />
  );
}

export function RateInput(props: FieldProps & Omit<NumberInputProps, 'form'>) {
  return <FixedDecimalInput decimals={2} prefix="$" {...props} />;
}

export function WholeNumberInput({
  form,
  path,
  label,
  ...props
}: FieldProps & Omit<NumberInputProps, 'form'>) {
  return (
    <NumberInput
      label={label}
      min={0}
      step={1}
      allowDecimal={false}
      {...props}
      {...form.getInputProps(path)}
    />
  );
}

export function DailyRateInput(props: FieldProps & Omit<NumberInputProps, 'form'>) {
  return <FixedDecimalInput decimals={3} {...props} />;
}

export function FlagSwitch({ form, path, label, ...props }: FieldProps & Omit<SwitchProps, 'form'>) {
  return <Switch label={label} {...props} {...form.getInputProps(path, { type: 'checkbox' })} />;
}

/** The key of a billing frequency's label ("per service" → per_service). */
export const frequencyKey = (value: string) => `billingFrequencies.${value.replace(/\s+/g, '_')}`;

export function FrequencySelect({
  form,
  path,
  label,
  ...props
}: FieldProps & Omit<SelectProps, 'form' | 'data'>) {
  const { t } = useTranslation('portal-setups');
  return (
    <Select
      label={label}
      allowDeselect={false}
      data={BILLING_FREQUENCIES.map((value) => ({ value, label: t(frequencyKey(value)) }))}
      {...props}
      {...form.getInputProps(path)}
    />
  );
}

/** Add under a list of rows (a compact one for rows inside a row). */
export function AddRowButton({
  onClick,
  compact = false,
  children,
}: {
  onClick: () => void;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <Group>
      <Button
        variant="light"
        size={compact ? 'xs' : undefined}
        leftSection={<IconPlus size={compact ? 14 : 16} aria-hidden="true" />}
        onClick={onClick}
      >
        {children}
      </Button>
    </Group>
  );
}

/** Remove beside a row; the tooltip says it shortly when the label names the row at length. */
export function RemoveButton({
  label,
  tooltip = label,
  onClick,
  ...spacing
}: {
  label: string;
  tooltip?: string;
  onClick: () => void;
} & Pick<ActionIconProps, 'mt' | 'mb'>) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant="subtle" color="red" {...spacing} aria-label={label} onClick={onClick}>
        <IconTrash size={18} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}
