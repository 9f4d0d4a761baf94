/**
 * Step 2 for an address an account already holds (issue 28 §2): said as soon as the address is chosen,
 * from the server's `state.addressStanding`, with the next step that fits. The holder signs in (or
 * resets the password); someone else who owns the address goes on to prove it, which opens a claim
 * the holder is told of (decision 006). Whether the back office has an e-mail on file is said as it
 * is: "use the email on file" is never offered for an address that has none.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconKey, IconLogin, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAddressStanding } from '../../../../domain/registration/address-standing';
import type { TRegistrationState } from '../../../../domain/registration/schemas';
import { WizardStep } from '../../../components/widgets/wizard-step';
import { StepNav } from './step-nav';

interface Props {
  state: TRegistrationState;
  standing: TAddressStanding;
  onProve: () => void;
  onBack: () => void;
}

export function AddressStandingPanel({ state, standing, onProve, onBack }: Props) {
  const { t } = useTranslation('registration');
  const links = standing.links ?? { signIn: '/login', resetPassword: '/login?forgot=1' };
  return (
    <WizardStep heading={t('standing.heldTitle')}>
      <Alert color="yellow" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="status">
        <Stack gap={6}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {`${state.address.street}, ${state.address.city}, ${state.address.state} ${state.address.zip}`}
          </Text>
          <Text size="sm">{t('standing.heldText')}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {standing.emailOnFile && state.emailOnFile
              ? t('standing.emailOnFile', { email: state.emailOnFile })
              : t('standing.noEmailOnFile')}
          </Text>
        </Stack>
      </Alert>

      <NextStepCard title={t('standing.yoursTitle')}>
        <Text size="sm">{t('standing.yoursText')}</Text>
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to={links.signIn} leftSection={<IconLogin size={18} aria-hidden="true" />}>
            {t('standing.signIn')}
          </Button>
          <Button
            component={Link}
            to={links.resetPassword}
            variant="default"
            leftSection={<IconKey size={18} aria-hidden="true" />}
          >
            {t('standing.resetPassword')}
          </Button>
        </Group>
      </NextStepCard>

      {standing.nextSteps.includes('prove-ownership') && (
        <NextStepCard title={t('standing.notYoursTitle')}>
          <Text size="sm">{t('standing.proveText')}</Text>
          {standing.opensClaim && <Text size="sm">{t('standing.claimText')}</Text>}
          <Button
            variant="light"
            w="fit-content"
            leftSection={<IconShieldCheck size={18} aria-hidden="true" />}
            onClick={onProve}
          >
            {t('standing.prove')}
          </Button>
        </NextStepCard>
      )}

      <StepNav onBack={onBack} justify="flex-start" />
    </WizardStep>
  );
}

/** One way on from a held address: who it is for, what it does, and its buttons. */
function NextStepCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
