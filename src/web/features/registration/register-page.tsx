/**
 * The registration wizard (/register and /register?source=google, spec 01 §2): six steps with a
 * progress bar. The server holds the registration (address, e-mail, proof of verification); this page
 * holds what the customer types and which step is open.
 *
 * Continue with Google leaves the page: the chosen address and residence details are kept in session
 * storage, and the registration itself in its cookie, so /register?source=google picks up at step 2.
 * A letter with a code takes days: once one is requested the address choice is kept in local storage,
 * and /register picks the registration up again (from its cookie) at the letter's code entry.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Container, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../domain/paths';
import { sessionQueryKey } from '../../lib/use-session';
import {
  REGISTRATION_REDIRECT_MS,
  REGISTRATION_STEPS,
  type TRegistrationState,
} from '../../../domain/registration/schemas';
import {
  getCurrentRegistration,
  getPendingGoogle,
  useStartRegistration,
  useSubmitRegistration,
} from './api/registration-steps';
import { setRegistrationToken } from './api/registration-request';
import { ContactStep, EMPTY_CONTACT, type TContactValues } from './components/contact-step';
import { EmailStep } from './components/email-step';
import { PasswordStep } from './components/password-step';
import { ResultModal, type TRegistrationResult } from './components/result-modal';
import { ReviewStep } from './components/review-step';
import { ServiceAddressStep } from './components/service-address-step';
import { VerifyStep } from './components/verify-step';
import { reasonOf, useRegistrationError } from './use-registration-error';
import classes from './components/registration.module.css';
import {
  STEP,
  STEP_KEYS,
  tryAgainStep,
  type AddressChoice,
  type TStep,
  type WizardServerState,
} from './wizard-types';
import { ErrorAlert } from '../../components/widgets/error-alert';

const STORAGE_KEY = 'curbside.registration';
const LETTER_STORAGE_KEY = 'curbside.registration.letter';
const GOOGLE_REGISTER_URL = '/api/auth/google/start?intent=register';

/**
 * An address choice kept in a browser storage under `key`. The storage may be unavailable (private
 * mode, or reading `window.sessionStorage` itself throws): a save then does nothing and a load finds
 * nothing.
 */
function storedChoice(storage: () => Storage, key: string) {
  return {
    save(choice: AddressChoice | null) {
      try {
        if (choice) storage().setItem(key, JSON.stringify(choice));
        else storage().removeItem(key);
      } catch {
        // storage unavailable: see the callers for what is lost
      }
    },
    load(): AddressChoice | null {
      try {
        const raw = storage().getItem(key);
        return raw ? (JSON.parse(raw) as AddressChoice) : null;
      } catch {
        return null;
      }
    },
  };
}

/** The address choice across the Google round trip; without storage that round trip starts at step 1. */
const addressChoice = storedChoice(() => window.sessionStorage, STORAGE_KEY);
/**
 * The address choice of a registration waiting for its letter (kept across visits); without storage
 * the customer starts again from the address.
 */
const letterChoice = storedChoice(() => window.localStorage, LETTER_STORAGE_KEY);

function splitName(displayName: string | null): { firstName: string; lastName: string } {
  const parts = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: '', lastName: '' };
  return { firstName: parts[0]!, lastName: parts.slice(1).join(' ') };
}

export function RegisterPage() {
  const { t } = useTranslation('registration');
  const errorText = useRegistrationError();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const googleRequested = params.get('source') === 'google';

  const [active, setActive] = useState<TStep>(STEP.address);
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState<AddressChoice | null>(null);
  const [server, setServer] = useState<WizardServerState | null>(null);
  const [password, setPassword] = useState('');
  const [contact, setContact] = useState<TContactValues>(EMPTY_CONTACT);
  const [codeSentFor, setCodeSentFor] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [result, setResult] = useState<TRegistrationResult | null>(null);
  // the address (its addressId) whose owner chose to prove it although an account holds it
  const [provingFor, setProvingFor] = useState<string | null>(null);
  const start = useStartRegistration();
  const submit = useSubmitRegistration();

  const google = useQuery({
    queryKey: ['registration', 'google-pending'],
    queryFn: getPendingGoogle,
    enabled: googleRequested,
    retry: false,
    staleTime: Infinity,
  });
  const isGoogle = googleRequested && google.isSuccess;

  // a fresh page never reuses a token from an earlier visit
  useEffect(() => setRegistrationToken(null), []);

  // back from Google: the address from session storage, the registration from its cookie
  const resumed = useRef(false);
  useEffect(() => {
    if (!google.data || resumed.current) return;
    resumed.current = true;
    const { firstName, lastName } = splitName(google.data.displayName);
    setContact((c) => ({ ...c, firstName: c.firstName || firstName, lastName: c.lastName || lastName }));
    const saved = addressChoice.load();
    if (!saved) return;
    getCurrentRegistration()
      .then((state) => {
        if (state.address.street !== saved.address.CM04_ADD2 || state.address.zip !== saved.address.CM04_PZIP)
          return;
        setChoice(saved);
        setServer({ addressId: saved.address.addressId, state });
        setActive(STEP.email);
      })
      .catch(() => setChoice(saved));
  }, [google.data]);

  // back with the code from a letter: the registration from its cookie, the address from local storage
  useEffect(() => {
    if (googleRequested) return;
    const saved = letterChoice.load();
    if (!saved) return;
    let cancelled = false;
    getCurrentRegistration()
      .then((state) => {
        if (cancelled) return;
        if (
          state.letter === null ||
          state.address.street !== saved.address.CM04_ADD2 ||
          state.address.zip !== saved.address.CM04_PZIP
        ) {
          letterChoice.save(null);
          return;
        }
        setChoice(saved);
        setServer({ addressId: saved.address.addressId, state });
        setActive(STEP.email);
      })
      .catch(() => letterChoice.save(null));
    return () => {
      cancelled = true;
    };
  }, [googleRequested]);

  // a letter requested now: keep the address choice for the visit with its code
  const letterRequested = server?.state.letter !== null && server?.state.letter !== undefined;
  useEffect(() => {
    if (letterRequested && choice) letterChoice.save(choice);
  }, [letterRequested, choice]);

  const updateState = useCallback((state: TRegistrationState) => {
    setServer((current) => (current ? { ...current, state } : current));
  }, []);
  const markCodeSent = useCallback(() => setCodeSentFor(server?.state.email ?? null), [server?.state.email]);

  const go = (step: TStep) => {
    setActive(step);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const finishEdit = (fallback: TStep) => {
    if (editing) {
      setEditing(false);
      go(STEP.review);
    } else go(fallback);
  };

  const onAddressNext = (next: AddressChoice) => {
    if (server && server.addressId === next.address.addressId) {
      setChoice(next);
      finishEdit(STEP.email);
      return;
    }
    start.mutate(next.address.addressId, {
      onSuccess: (state) => {
        setChoice(next);
        setServer({ addressId: next.address.addressId, state });
        setCodeSentFor(null);
        setResendAt(0);
        setEditing(false);
        go(STEP.email);
      },
    });
  };

  // a document or the account number proves the address; the account's e-mail is still confirmed by
  // a code (issue 8 §5), so step 3 is skipped only once the e-mail is verified too
  const onEmailContinue = (state: TRegistrationState) => {
    updateState(state);
    if (state.verifiedBy !== 'google' && state.emailVerified) go(STEP.password);
    else go(STEP.verify);
  };

  const startGoogle = () => {
    addressChoice.save(choice);
    window.location.assign(GOOGLE_REGISTER_URL);
  };

  const goHome = () => {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    navigate(paths.home, { replace: true });
  };

  const onSubmit = () => {
    if (!choice) return;
    submit.mutate(
      { residence: choice.residence, contact, password: isGoogle ? undefined : password },
      {
        onSuccess: (created) => {
          addressChoice.save(null);
          letterChoice.save(null);
          setResult({ kind: 'success', claim: created.claim });
          // a claim is explained first; the customer goes on when they have read it
          if (created.claim) return;
          setTimeout(goHome, REGISTRATION_REDIRECT_MS);
        },
        onError: (error) => setResult({ kind: 'error', message: errorText(error), reason: reasonOf(error) }),
      },
    );
  };

  // Try Again keeps what was entered: the step the error is about opens, else the same registration
  // is sent again
  const onTryAgain = () => {
    const reason = result?.kind === 'error' ? result.reason : undefined;
    setResult(null);
    const step = tryAgainStep(reason);
    if (step === null) onSubmit();
    else {
      // an expired registration starts again from the same address (Next sends it anew)
      if (step === STEP.address) setServer(null);
      setEditing(true);
      go(step);
    }
  };

  const state = server?.state ?? null;
  const stepLabel = t(`steps.${STEP_KEYS[active]}`);
  const progressText = t('progress', { step: active + 1, total: REGISTRATION_STEPS, label: stepLabel });
  const accountEmail = state?.email ?? state?.google?.email ?? '';

  return (
    <Container size="lg" py={{ base: 'md', sm: 40 }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>

        {googleRequested && google.isError && <ErrorAlert>{t('google.dataError')}</ErrorAlert>}
        {isGoogle && (
          <Alert color="blue" icon={<IconBrandGoogle size={18} aria-hidden="true" />}>
            {t('google.completeProfile')}
          </Alert>
        )}

        <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Stack gap={6}>
              <Text size="sm" fw={600} aria-live="polite">
                {progressText}
              </Text>
              <Progress
                value={((active + 1) / REGISTRATION_STEPS) * 100}
                size="sm"
                aria-label={progressText}
              />
            </Stack>
            <Stepper
              active={active}
              size="xs"
              allowNextStepsSelect={false}
              visibleFrom="md"
              iconSize={28}
              classNames={{
                steps: classes.stepperSteps,
                stepLabel: classes.stepperLabel,
                separator: classes.stepperSeparator,
              }}
            >
              {STEP_KEYS.map((key) => (
                <Stepper.Step key={key} label={t(`steps.${key}`)} allowStepSelect={false} />
              ))}
            </Stepper>

            {active === STEP.address && (
              <ServiceAddressStep
                initial={choice}
                busy={start.isPending}
                error={start.isError ? errorText(start.error) : null}
                onNext={onAddressNext}
              />
            )}
            {active === STEP.email && state && (
              <EmailStep
                state={state}
                isGoogle={isGoogle}
                onStateChange={updateState}
                onContinue={onEmailContinue}
                onBack={() => go(STEP.address)}
                onGoogle={startGoogle}
                proving={provingFor === server?.addressId}
                onProve={() => setProvingFor(server?.addressId ?? null)}
              />
            )}
            {active === STEP.verify && state && (
              <VerifyStep
                state={state}
                autoSend={codeSentFor !== state.email}
                onAutoSent={markCodeSent}
                resendAt={resendAt}
                onResendAt={setResendAt}
                onVerified={(next) => {
                  updateState(next);
                  go(STEP.password);
                }}
                onContinue={() => go(isGoogle ? STEP.contact : STEP.password)}
                onBack={() => go(STEP.email)}
              />
            )}
            {active === STEP.password && (
              <PasswordStep
                initial={password}
                onNext={(value) => {
                  setPassword(value);
                  finishEdit(STEP.contact);
                }}
                onBack={() => go(STEP.verify)}
              />
            )}
            {active === STEP.contact && (
              <ContactStep
                initial={contact}
                email={accountEmail}
                onNext={(values) => {
                  setContact(values);
                  setEditing(false);
                  go(STEP.review);
                }}
                onBack={() => go(isGoogle ? STEP.verify : STEP.password)}
              />
            )}
            {active === STEP.review && choice && state && (
              <ReviewStep
                choice={choice}
                state={state}
                contact={contact}
                isGoogle={isGoogle}
                submitting={submit.isPending || result?.kind === 'success'}
                onEdit={(step) => {
                  setEditing(true);
                  go(step);
                }}
                onSubmit={onSubmit}
                onBack={() => go(STEP.contact)}
              />
            )}
          </Stack>
        </Paper>
      </Stack>
      <ResultModal
        result={result}
        onClose={() => setResult(null)}
        onContinue={goHome}
        onTryAgain={onTryAgain}
      />
    </Container>
  );
}

export default RegisterPage;
