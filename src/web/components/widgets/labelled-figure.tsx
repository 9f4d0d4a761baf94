/** A count under its small dimmed name (the desk's counts, a route's stops): the number formatted for the language. */
import { Text, type MantineFontSize } from '@mantine/core';
import { formatNumber } from '../../i18n/format';

export function LabelledFigure({
  label,
  value,
  size,
}: {
  label: string;
  value: number;
  size: MantineFontSize;
}) {
  return (
    <>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={size}>
        {formatNumber(value)}
      </Text>
    </>
  );
}
