/**
 * The demo mailbox (/demo-mailbox): while the built-in mail and SMS adapters are in use, every mail and
 * text the portal sends is listed here, newest first, as its recipient would see it, so a newcomer
 * trying the portal offline can read a verification code. It refreshes every 5 seconds. Once real mail
 * and SMS services are configured the API answers 404 and the page does not exist (the app's not-found page).
 */
import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useContentLoadingWhile } from '../../components/content-loading';
import { NotFoundPage } from '../../components/not-found-page';
import { flattenDemoMessages, isDemoMailboxOff, useDemoMessages } from './api/find-demo-messages';
import { DemoMailMessage } from './components/demo-mail-message';
import { DemoSmsMessage } from './components/demo-sms-message';
import { LoadMoreButton } from '../../components/widgets/load-more-button';

export function DemoMailboxPage() {
  const { t } = useTranslation('demo-mailbox');
  const query = useDemoMessages();
  useContentLoadingWhile(query.isPending);

  // real mail and SMS services are configured: the page does not exist
  if (isDemoMailboxOff(query.error)) return <NotFoundPage />;

  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py="lg">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{t('title')}</Title>
          <Text>{t('intro')}</Text>
          <Text size="sm" c="dimmed">
            {t('autoRefresh')}
          </Text>
        </Stack>
        <DemoMailboxBody query={query} />
      </Stack>
    </Container>
  );
}

function DemoMailboxBody({ query }: { query: ReturnType<typeof useDemoMessages> }) {
  const { t } = useTranslation('demo-mailbox');

  if (query.isPending) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <Loader aria-hidden="true" />
          <Text c="dimmed">{t('loading')}</Text>
        </Stack>
      </Center>
    );
  }

  // a failed first load; a failed refresh keeps the messages already shown (see below)
  if (!query.data) {
    return <LoadError onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  }

  const messages = flattenDemoMessages(query.data.pages);
  const total = query.data.pages[0]?.total ?? 0;

  if (messages.length === 0) {
    return (
      <Alert variant="light" icon={<IconInbox aria-hidden="true" />} title={t('empty.title')} role="status">
        {t('empty.body')}
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      {query.isError && <LoadError onRetry={() => void query.refetch()} retrying={query.isRefetching} />}
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {t('count', { shown: messages.length, count: total })}
      </Text>
      {messages.map((message) =>
        message.channel === 'mail' ? (
          <DemoMailMessage key={message.id} message={message} />
        ) : (
          <DemoSmsMessage key={message.id} message={message} />
        ),
      )}
      {query.hasNextPage && (
        <Center>
          <LoadMoreButton list={query} label={t('loadMore')} />
        </Center>
      )}
    </Stack>
  );
}

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('demo-mailbox');
  return (
    <Alert
      variant="light"
      color="red"
      role="alert"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={t('error.title')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('error.body')}</Text>
        <Button variant="default" size="xs" onClick={onRetry} loading={retrying}>
          {t('error.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
