/**
 * Step 4, Set Password: the six rules in their order (domain/password.ts) and the confirmation.
 * Skipped for a Google sign-up.
 */
import { useState, type FormEvent } from 'react';
import { Button, Group, List, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, findPasswordProblem } from '../../../../domain/password';

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
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Title order={2} size="h3">
          {t('password.heading')}
        </Title>
        <PasswordInput
          label={t('password.label')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="new-password"
          required
          error={touched && problem ? t(`password.errors.${problem}`) : null}
          maw={420}
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
                    <ThemeIcon
                      size={18}
                      radius="xl"
                      color={ok ? 'green' : 'gray'}
                      variant={ok ? 'filled' : 'light'}
                      aria-hidden="true"
                    >
                      {ok ? <IconCheck size={12} /> : <IconCircle size={8} />}
                    </ThemeIcon>
                  }
                >
                  {t(`password.rules.${rule}`)}
                </List.Item>
              );
            })}
          </List>
        </Stack>
        <PasswordInput
          label={t('password.confirmLabel')}
          value={confirm}
          onChange={(e) => setConfirm(e.currentTarget.value)}
          autoComplete="new-password"
          required
          error={touched && confirmProblem ? t(`password.errors.${confirmProblem}`) : null}
          maw={420}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('nav.back')}
          </Button>
          <Button type="submit">{t('nav.next')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
