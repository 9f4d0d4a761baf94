import { Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TDemoMessage } from '../../../../domain/demo-mailbox';
import { formatPhone } from '../../../components/shell/format';
import { formatMessageDate } from './format';

/** One text message as a phone shows it: a received bubble with the sender, recipient and time. */
export function DemoSmsMessage({ message }: { message: TDemoMessage }) {
  const { t, i18n } = useTranslation('demo-mailbox');
  const recipient = formatPhone(message.recipient);
  const date = formatMessageDate(message.createdAt, i18n.language);
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-label={t('sms.label', { recipient })}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Badge variant="light" color="blue" leftSection={<IconMessage size={14} aria-hidden="true" />}>
            {t('sms.badge')}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('sms.to', { recipient })}
          </Text>
        </Group>
        <Box
          bg="gray.0"
          p="md"
          style={{
            borderRadius: 'var(--mantine-radius-lg)',
            border: '1px solid var(--mantine-color-default-border)',
          }}
        >
          <Stack gap={6} maw={340}>
            <Text size="xs" c="dimmed">
              {formatPhone(message.sender)}
            </Text>
            <Box
              bg="gray.2"
              px="md"
              py="sm"
              style={{
                borderRadius: 18,
                borderBottomLeftRadius: 4,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                width: 'fit-content',
                maxWidth: '100%',
              }}
            >
              <Text component="p" m={0} c="dark.9">
                {message.bodyText}
              </Text>
            </Box>
            <Text size="xs" c="dimmed">
              <time dateTime={message.createdAt}>{date}</time>
            </Text>
          </Stack>
        </Box>
      </Stack>
    </Card>
  );
}
