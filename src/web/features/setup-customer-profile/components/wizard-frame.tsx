/**
 * The frame both wizards share: a back arrow to the customer type, the wizard's title, "Step n of 3"
 * and a Stepper (icons only on phones), with the open step below. Completed steps can be clicked to go
 * back to them; later ones cannot.
 */
import type { ReactNode } from 'react';
import { ActionIcon, Group, Paper, Stack, Stepper, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './setup-customer-profile.module.css';

interface Props {
  title: string;
  /** The steps' names, in order. */
  steps: readonly string[];
  active: number;
  onStepClick: (step: number) => void;
  onBackToType: () => void;
  children: ReactNode;
}

export function WizardFrame({ title, steps, active, onStepClick, onBackToType, children }: Props) {
  const { t } = useTranslation('setup-customer-profile');
  const progress = t('wizard.progress', { step: active + 1, total: steps.length, label: steps[active] });
  return (
    <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="center">
          <Tooltip label={t('wizard.backToType')}>
            <ActionIcon
              variant="default"
              size="lg"
              radius="md"
              onClick={onBackToType}
              aria-label={t('wizard.backToType')}
            >
              <IconArrowLeft size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <div>
            <Title order={2} size="h3">
              {title}
            </Title>
            <Text size="sm" c="dimmed" aria-live="polite">
              {progress}
            </Text>
          </div>
        </Group>
        <Stepper
          active={active}
          onStepClick={(step) => {
            if (step < active) onStepClick(step);
          }}
          allowNextStepsSelect={false}
          size="sm"
          iconSize={32}
          classNames={{ stepBody: classes.stepBody, separator: classes.stepperSeparator }}
        >
          {steps.map((label) => (
            <Stepper.Step key={label} label={label} aria-label={label} />
          ))}
        </Stepper>
        {children}
      </Stack>
    </Paper>
  );
}
