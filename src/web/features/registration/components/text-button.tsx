/** A small link-styled button of a step: a way aside (use the e-mail instead, another e-mail). */
import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';

export function TextButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Anchor component="button" type="button" size="sm" w="fit-content" onClick={onClick}>
      {children}
    </Anchor>
  );
}
