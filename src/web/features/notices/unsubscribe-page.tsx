/**
 * /unsubscribe?u=…&t=…, the link at the end of a ticket's status notice (issue 11), and with
 * k=reminders the one at the end of a pickup reminder (issue 14). It asks before it turns them off:
 * mail scanners open links, and a GET must change nothing. No sign-in needed.
 */
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBellOff, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../../domain/paths';
import { useUnsubscribe, type UnsubscribeList } from './api/unsubscribe';

const TOKEN = /^[0-9a-f]{64}$/i;

export function UnsubscribePage() {
  const { t } = useTranslation('notices');
  const [params] = useSearchParams();
  const u = params.get('u')?.trim() ?? '';
  const token = params.get('t')?.trim() ?? '';
  const list: UnsubscribeList = params.get('k') === 'reminders' ? 'reminders' : 'notices';
  // the reminder texts are under "reminders.", the status notices' at the top
  const key = (name: string) => (list === 'reminders' ? `reminders.${name}` : name);
  const unsubscribe = useUnsubscribe(list);
  const linkValid = u !== '' && TOKEN.test(token);
  const refused = isApiError(unsubscribe.error) && unsubscribe.error.isClientError;

  let body: React.ReactNode;
  if (!linkValid || refused) {
    body = (
      <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
        {t(key('invalid'))}
      </Alert>
    );
  } else if (unsubscribe.isSuccess) {
    body = (
      <Alert color="green" role="status" icon={<IconCircleCheck size={18} aria-hidden="true" />}>
        {t(key('done'))}
      </Alert>
    );
  } else {
    body = (
      <Stack gap="md">
        <Text>{t(key('question'))}</Text>
        {unsubscribe.isError ? (
          <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
            {t('failed')}
          </Alert>
        ) : null}
        <Button
          leftSection={<IconBellOff size={18} aria-hidden="true" />}
          loading={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate({ u, t: token })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t(key('stop'))}
        </Button>
      </Stack>
    );
  }

  return (
    <Container size="sm" py={{ base: 'lg', md: 48 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t(key('title'))}
          </Title>
          {body}
          <Anchor component={Link} to={paths.myAccount} size="sm">
            {t('toMyAccount')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}

export default UnsubscribePage;
