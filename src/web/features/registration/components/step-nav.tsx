/** A Register step's way back (always "Back"), with the step's own way on beside it. */
import type { ReactNode } from 'react';
import { Button, Group, type GroupProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  onBack: () => void;
  backDisabled?: boolean;
  justify?: GroupProps['justify'];
  w?: GroupProps['w'];
  children?: ReactNode;
}

export function StepNav({ onBack, backDisabled, justify = 'space-between', w, children }: Props) {
  const { t } = useTranslation('registration');
  return (
    <Group justify={justify} w={w}>
      <Button variant="default" onClick={onBack} disabled={backDisabled}>
        {t('nav.back')}
      </Button>
      {children}
    </Group>
  );
}
