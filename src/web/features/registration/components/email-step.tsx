/**
 * Step 2, Enter Email: the e-mail on file (masked) first; a different e-mail switches to typing one
 * and a link returns to the one on file; Continue with Google; verification by document, account
 * number or a letter with a code mailed to the address instead; Need help opens Contact Us in a new tab.
 * An address held by another account with weak proof is said plainly: registering it opens a claim
 * that the holder is told about and can object to (decision 006).
 *
 * A held address is said as soon as it is chosen (issue 28 §2, `state.addressStanding`): first where it
 * stands and the next steps (sign in, reset the password, or prove ownership, which opens a claim);
 * then, proving, only the proofs this registration can use. A typed e-mail proves nothing about a held
 * address, so it is asked for only once the address is proven, and the e-mail on file is offered only
 * when there is one.
 */
import { useState } from 'react';
import { Alert, Anchor, Button, Card, Divider, Group, Radio, Stack, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconBrandGoogle,
  IconCircleCheck,
  IconFileText,
  IconHash,
  IconMail,
  IconMailbox,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../domain/paths';
import type { TRegistrationState, TSetEmailRequest } from '../../../../domain/registration/schemas';
import type { TAddressProofOption } from '../../../../domain/registration/address-standing';
import { useSetRegistrationEmail } from '../api/registration-steps';
import { useRegistrationError } from '../use-registration-error';
import { AccountNumberPanel } from './account-number-panel';
import { AddressStandingPanel } from './address-standing-panel';
import { DocumentPanel } from './document-panel';
import { LetterPanel } from './letter-panel';
import { isAddressProven } from '../wizard-types';
import { useEmailField } from './use-email-field';
import classes from './registration.module.css';
import { ErrorAlert } from '../../../components/widgets/error-alert';
import { WizardStep } from '../../../components/widgets/wizard-step';
import { StepNav } from './step-nav';
import { CheckedEmailInput } from './staff-email-input';
import { TextButton } from './text-button';

interface Props {
  state: TRegistrationState;
  isGoogle: boolean;
  onStateChange: (state: TRegistrationState) => void;
  onContinue: (state: TRegistrationState) => void;
  onBack: () => void;
  onGoogle: () => void;
  /** For a held address: the person chose to prove ownership (else the standing panel shows first). */
  proving?: boolean;
  onProve?: () => void;
}

type Mode = 'email' | 'document' | 'account' | 'letter';

export function EmailStep({
  state,
  isGoogle,
  onStateChange,
  onContinue,
  onBack,
  onGoogle,
  proving = false,
  onProve = () => {},
}: Props) {
  const { t, i18n } = useTranslation('registration');
  const errorText = useRegistrationError();
  // a letter requested on an earlier visit: the customer is back with its code
  const [mode, setMode] = useState<Mode>(
    state.letter !== null && !isAddressProven(state) ? 'letter' : 'email',
  );
  const [useOnFile, setUseOnFile] = useState(state.emailOnFile !== null && state.emailSource !== 'manual');
  const field = useEmailField(state.emailSource === 'manual' ? (state.email ?? '') : '');
  const setEmail = useSetRegistrationEmail();
  // Continue waits for the e-mail check it may have to run first
  const [continuing, setContinuing] = useState(false);
  const addressVerified = isAddressProven(state);
  const standing = state.addressStanding;
  const held = standing?.held ?? state.strongProofRequired;
  // the e-mail on file proven by its code is strong proof too
  const provenForClaim = addressVerified || (state.emailVerified && state.emailSource === 'on-file');
  // a held address not proven yet: only proofs of the address lead on
  const mustProve = held && !provenForClaim && !isGoogle;
  const offers = (option: TAddressProofOption) => !standing || standing.proofOptions.includes(option);
  const onFileOffered = state.emailOnFile !== null && offers('email-on-file');
  // a proof panel (document, letter, account number) hands back to the e-mail choice: proven, with the
  // state it got, or because the person chose to use an e-mail after all
  const provedThenEmail = (next: TRegistrationState) => {
    onStateChange(next);
    setMode('email');
  };
  const backToEmail = () => setMode('email');

  if (
    standing?.held &&
    mustProve &&
    !proving &&
    state.letter === null &&
    state.emailSource === null &&
    mode === 'email'
  ) {
    return <AddressStandingPanel state={state} standing={standing} onProve={onProve} onBack={onBack} />;
  }

  if (mode === 'document') {
    return <DocumentPanel onVerified={provedThenEmail} onUseEmail={backToEmail} />;
  }
  if (mode === 'letter') {
    return (
      <LetterPanel
        state={state}
        onStateChange={onStateChange}
        onVerified={provedThenEmail}
        onUseEmail={backToEmail}
      />
    );
  }
  if (mode === 'account') {
    return (
      <AccountNumberPanel
        attemptsRemaining={state.accountNumberAttemptsRemaining}
        onVerified={provedThenEmail}
        onUseEmail={backToEmail}
      />
    );
  }

  // proving a held address, the e-mail on file is the only e-mail that can help
  const onFile = onFileOffered && (useOnFile || mustProve);
  const choice: TSetEmailRequest | null = isGoogle
    ? { source: 'google' }
    : onFile
      ? { source: 'on-file' }
      : !mustProve && field.value.trim() !== ''
        ? { source: 'manual', email: field.value.trim() }
        : null;

  const manual = !isGoogle && !onFile;
  // nothing to continue with until a proof of the address is chosen below
  const canContinue = !mustProve || onFile;
  const proofWays = (standing?.proofOptions ?? ['email-on-file', 'account-number', 'document', 'letter'])
    .filter((option) => option !== 'email-on-file' || state.emailOnFile !== null)
    .map((option) => t(`email.proofWays.${option}`));
  const listFormat = new Intl.ListFormat(i18n.language, { style: 'long', type: 'disjunction' });
  const submit = async () => {
    if (continuing || setEmail.isPending) return;
    setContinuing(true);
    try {
      if (manual && !(await field.ensureChecked())) return;
    } finally {
      setContinuing(false);
    }
    if (!choice) return;
    setEmail.mutate(choice, { onSuccess: onContinue });
  };
  // only a known problem blocks Continue: a check under way does not (Continue waits for it)
  const manualBlocked = manual && field.error !== null;
  // proving a held address with no e-mail on file: the proofs come first, Back after them
  const proofsOnly = mustProve && !onFile;
  // the other proofs of the address, each a mode of this step
  const proofWaysOffered = (
    [
      { mode: 'document', Icon: IconFileText, label: t('email.byDocument'), offered: true },
      {
        mode: 'account',
        Icon: IconHash,
        label: t('email.byAccountNumber'),
        offered: offers('account-number'),
      },
      {
        mode: 'letter',
        Icon: IconMailbox,
        label: state.letter ? t('email.enterLetterCode') : t('email.byLetter'),
        offered: true,
      },
    ] as const
  ).filter((way) => way.offered);
  const nav = (
    <StepNav onBack={onBack}>
      {canContinue && (
        <Button
          onClick={() => void submit()}
          loading={setEmail.isPending || continuing}
          disabled={manualBlocked}
        >
          {t('nav.continue')}
        </Button>
      )}
    </StepNav>
  );

  return (
    <WizardStep
      heading={
        isGoogle || addressVerified
          ? t('email.accountEmail')
          : mustProve && !onFile
            ? t('email.proveHeading')
            : t('email.heading')
      }
    >
      {held && (
        <Alert
          color="yellow"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          role="status"
          title={t('email.heldTitle')}
        >
          <Stack gap={6}>
            <Text size="sm">{t('email.heldClaim')}</Text>
            <Text size="sm">{t('email.heldMoves')}</Text>
            {!provenForClaim && (
              <Text size="sm">{t('email.heldProofWith', { ways: listFormat.format(proofWays) })}</Text>
            )}
          </Stack>
        </Alert>
      )}

      {addressVerified && (
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden="true" />} role="status">
          {t('email.addressVerified')}
        </Alert>
      )}

      {isGoogle && state.google ? (
        <Card withBorder radius="md" className={classes.choiceCard}>
          <Group gap="sm" wrap="nowrap">
            <IconBrandGoogle size={22} aria-hidden="true" />
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {t('google.account')}
              </Text>
              <Text fw={600}>{state.google.email}</Text>
            </div>
          </Group>
        </Card>
      ) : onFile && state.emailOnFile ? (
        <Stack gap="xs">
          <Text>{t('email.onFileIntro')}</Text>
          <Card withBorder radius="md" className={classes.choiceCard}>
            <Radio
              checked
              readOnly
              label={<Text fw={600}>{state.emailOnFile}</Text>}
              description={addressVerified ? t('email.useOnFileForAccount') : t('email.useOnFile')}
            />
          </Card>
          {!mustProve && (
            <TextButton onClick={() => setUseOnFile(false)}>{t('email.useDifferent')}</TextButton>
          )}
        </Stack>
      ) : mustProve ? null : (
        <Stack gap="xs">
          <CheckedEmailInput
            field={field}
            label={t('email.label')}
            placeholder={t('email.placeholder')}
            autoComplete="email"
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void submit();
              }
            }}
            leftSection={<IconMail size={16} aria-hidden="true" />}
          />
          {onFileOffered && (
            <TextButton onClick={() => setUseOnFile(true)}>{t('email.backToOnFile')}</TextButton>
          )}
        </Stack>
      )}

      {setEmail.isError && <ErrorAlert>{errorText(setEmail.error)}</ErrorAlert>}

      {!proofsOnly && nav}

      {!isGoogle && (
        <>
          {!mustProve && (
            <>
              <Divider label={t('email.or')} labelPosition="center" />
              <Button
                variant="default"
                leftSection={<IconBrandGoogle size={18} aria-hidden="true" />}
                onClick={onGoogle}
              >
                {t('google.button')}
              </Button>
            </>
          )}
          {!addressVerified && (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {mustProve && !onFile ? t('email.chooseProof') : t('email.alternatives')}
              </Text>
              <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
                {proofWaysOffered.map(({ mode: way, Icon, label }) => (
                  <Button
                    key={way}
                    variant="light"
                    leftSection={<Icon size={18} aria-hidden="true" />}
                    onClick={() => setMode(way)}
                  >
                    {label}
                  </Button>
                ))}
              </Group>
            </Stack>
          )}
        </>
      )}

      {proofsOnly && nav}

      <Anchor href={paths.contactUs} target="_blank" rel="noopener noreferrer" size="sm" ta="center">
        {t('email.needHelp')}
      </Anchor>
    </WizardStep>
  );
}
