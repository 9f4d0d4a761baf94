/** A form's submit button, at the form's end (right, or left on a right-to-left page). */
import { Button, Group } from '@mantine/core';

export function SubmitRow({
  label,
  loading,
  disabled,
}: {
  label: string;
  loading: boolean;
  disabled?: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={loading} disabled={disabled}>
        {label}
      </Button>
    </Group>
  );
}
