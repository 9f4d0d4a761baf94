/**
 * The way on of a step whose fields the server checks (the e-mail, the phone): disabled once a check
 * has failed; while one runs it only looks disabled, because a click then waits for the check.
 */
import type { ReactNode } from 'react';
import { Button } from '@mantine/core';

interface Props {
  /** A check has failed (or a field is known to be wrong). */
  failed: boolean;
  /** A check is running. */
  pending: boolean;
  /** The click is being handled (waiting for the checks). */
  continuing: boolean;
  children: ReactNode;
}

export function CheckedSubmitButton({ failed, pending, continuing, children }: Props) {
  const looksDisabled = pending && !continuing ? true : undefined;
  return (
    <Button
      type="submit"
      disabled={failed && !continuing}
      loading={continuing}
      data-disabled={looksDisabled}
      aria-disabled={looksDisabled}
    >
      {children}
    </Button>
  );
}
