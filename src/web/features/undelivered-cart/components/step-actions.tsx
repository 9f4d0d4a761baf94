/**
 * A step's buttons: the way back on the left and the way on at the right; on phones stacked full
 * width with the way on first (under the thumb's reach of the form above).
 */
import type { ReactNode } from 'react';
import { Flex } from '@mantine/core';

export function StepActions({ children }: { children: ReactNode }) {
  return (
    <Flex
      direction={{ base: 'column-reverse', xs: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', xs: 'center' }}
      gap="sm"
    >
      {children}
    </Flex>
  );
}
