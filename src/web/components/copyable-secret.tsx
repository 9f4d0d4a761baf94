/**
 * A secret shown once (a calendar feed link, an API key): read-only in a monospace field that selects
 * itself on focus, with a Copy button that says "Copied" for 3 seconds. The words come from the caller.
 */
import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

interface CopyableSecretProps {
  label: string;
  value: string;
  copy: string;
  copied: string;
  /** The Copy button's accessible name when "Copy" alone says too little. */
  copyLabel?: string;
}

export function CopyableSecret({ label, value, copy, copied, copyLabel }: CopyableSecretProps) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      />
      <CopyButton value={value} timeout={3000}>
        {({ copied: done, copy: copyNow }) => (
          <Button
            onClick={copyNow}
            color={done ? 'teal' : undefined}
            variant={done ? 'filled' : 'light'}
            leftSection={
              done ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />
            }
            aria-label={done ? copied : (copyLabel ?? copy)}
            style={{ flexShrink: 0 }}
          >
            {done ? copied : copy}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
