/**
 * Step 4, Set Password: the six rules in their order (domain/password.ts) and the confirmation.
 * Skipped for a Google sign-up.
 */
import { useState, type FormEvent } from 'react';
import { Button, List, PasswordInput, Stack, Text } from '@mantine/core';
import { IconCheck, IconCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, findPasswordProblem } from '../../../../domain/password';
import { WizardStep } from '../../../components/widgets/wizard-step';
import { CheckMark } from '../../../components/widgets/check-mark';
import { StepNav } from './step-nav';

interface Props {
  initial: string;
  onNext: (password: string) => void;
  onBack: () => void;
}

const CHECKLIST = ['minLength', 'uppercase', 'lowercase', 'number', 'special'] as const;

export function PasswordStep({ initial, onNext, onBack }: Props) {
  const { t } = useTranslation('registration');
  const [password, setPassword] = useState(initial);
  const [confirm, setConfirm] = useState(initial);
  const [touched, setTouched] = useState(false);

  const problem = findPasswordProblem(password);
  const confirmProblem = confirm.length === 0 ? 'confirmRequired' : confirm !== password ? 'mismatch' : null;
  const passes = (rule: (typeof CHECKLIST)[number]) =>
    PASSWORD_RULES.find((r) => r.rule === rule)!.test(password);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || confirmProblem) return;
    onNext(password);
  };

  return (
    <WizardStep heading={t('password.heading')} onSubmit={submit}>
      <NewPasswordInput
        label={t('password.label')}
        value={password}
        onChange={setPassword}
        error={touched && problem ? t(`password.errors.${problem}`) : null}
      />
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('password.rulesIntro')}
        </Text>
        <List spacing={2} size="sm" center>
          {CHECKLIST.map((rule) => {
            const ok = passes(rule);
            return (
              <List.Item
                key={rule}
                c={ok ? 'green.8' : 'dimmed'}
                icon={
                  <CheckMark on={ok} size={18} onColor="green">
                    {ok ? <IconCheck size={12} /> : <IconCircle size={8} />}
                  </CheckMark>
                }
              >
                {t(`password.rules.${rule}`)}
              </List.Item>
            );
          })}
        </List>
      </Stack>
      <NewPasswordInput
        label={t('password.confirmLabel')}
        value={confirm}
        onChange={setConfirm}
        error={touched && confirmProblem ? t(`password.errors.${confirmProblem}`) : null}
      />
      <StepNav onBack={onBack}>
        <Button type="submit">{t('nav.next')}</Button>
      </StepNav>
    </WizardStep>
  );
}

/** The new password and its confirmation: the same field, each with its own words and problem. */
function NewPasswordInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <PasswordInput
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      autoComplete="new-password"
      required
      error={error}
      maw={420}
    />
  );
}
