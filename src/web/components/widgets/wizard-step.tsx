/**
 * One step of a wizard (Register, the undelivered-cart tool): its heading, then its content in a
 * column. A step that submits is a form: Enter submits, and the browser's own checks are off because
 * each step says its own errors.
 */
import type { FormEvent, ReactNode } from 'react';
import { Stack, Title, type MantineSpacing } from '@mantine/core';

interface Props {
  heading: ReactNode;
  /** 2 for a page's own wizard, 3 for a wizard inside a page's panel (a size smaller too). */
  level?: 2 | 3;
  gap?: MantineSpacing;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export function WizardStep({ heading, level = 2, gap = 'lg', onSubmit, children }: Props) {
  const body = (
    <Stack gap={gap}>
      <Title order={level} size={level === 2 ? 'h3' : 'h4'}>
        {heading}
      </Title>
      {children}
    </Stack>
  );
  return onSubmit ? (
    <form onSubmit={onSubmit} noValidate>
      {body}
    </form>
  ) : (
    body
  );
}
