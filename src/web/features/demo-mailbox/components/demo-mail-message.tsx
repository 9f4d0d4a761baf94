import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TDemoMessage } from '../../../../domain/demo-mailbox';
import { formatMessageDate, listUnsubscribe, mailDocument } from './format';

/** One mail as its recipient would see it: From, To, Subject, Date, then the body. */
export function DemoMailMessage({ message }: { message: TDemoMessage }) {
  const { t, i18n } = useTranslation('demo-mailbox');
  const subject = message.subject || t('mail.noSubject');
  const date = formatMessageDate(message.createdAt, i18n.language);
  const unsubscribe = listUnsubscribe(message.headers);
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      aria-label={t('mail.label', { recipient: message.recipient, subject })}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Badge variant="light" leftSection={<IconMail size={14} aria-hidden="true" />}>
            {t('mail.badge')}
          </Badge>
          <Text size="sm" c="dimmed">
            <time dateTime={message.createdAt}>{date}</time>
          </Text>
        </Group>
        <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
          {subject}
        </Title>
        <Box
          component="dl"
          m={0}
          style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 12, rowGap: 2 }}
        >
          <HeaderRow label={t('mail.from')} value={message.sender} />
          <HeaderRow label={t('mail.to')} value={message.recipient} />
          {unsubscribe && (
            <HeaderRow
              label={t('mail.unsubscribe')}
              value={unsubscribe.urls.join(', ') + (unsubscribe.oneClick ? ` (${t('mail.oneClick')})` : '')}
              dimmed
            />
          )}
        </Box>
        {message.bodyHtml ? (
          <Box
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          >
            {/* sandbox without allow-scripts: nothing in the mail runs; allow-popups lets its links open in a new tab */}
            <iframe
              title={t('mail.bodyTitle', { subject })}
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              referrerPolicy="no-referrer"
              srcDoc={mailDocument(message.bodyHtml)}
              style={{ display: 'block', width: '100%', height: 280, border: 0, resize: 'vertical' }}
            />
          </Box>
        ) : (
          <Text component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.bodyText}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function HeaderRow({ label, value, dimmed = false }: { label: string; value: string; dimmed?: boolean }) {
  return (
    <>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        component="dd"
        size={dimmed ? 'xs' : 'sm'}
        c={dimmed ? 'dimmed' : undefined}
        m={0}
        style={{ overflowWrap: 'anywhere' }}
      >
        {value}
      </Text>
    </>
  );
}
