/**
 * The letters with a code waiting to be printed (built-in letter adapter, decision 006): how many, and
 * a button that downloads them as one PDF to print and post (they count as printed afterwards).
 */
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { lettersToPrint, usePendingLetters } from '../api/find-pending-letters';
import { usePrintLetterBatch } from '../api/print-letter-batch';
import { ErrorAlert } from '../../../components/widgets/error-alert';

export function LettersPanel() {
  const { t } = useTranslation('address-claims');
  const letters = usePendingLetters();
  const print = usePrintLetterBatch();
  const pending = lettersToPrint(letters.data);
  const printed = (letters.data?.items.length ?? 0) - pending;

  const download = () =>
    print.mutate(undefined, {
      onSuccess: ({ fileName, count }) =>
        notifications.show({
          color: 'green',
          message: t('letters.downloaded', { count, fileName }),
          closeButtonProps: { 'aria-label': t('close') },
        }),
    });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="letters-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="letters-title">
          {t('letters.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('letters.intro')}
        </Text>
        {letters.isError ? (
          <ErrorAlert>{t('letters.loadFailed')}</ErrorAlert>
        ) : (
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <Text fw={600} data-testid="letters-pending" aria-live="polite">
              {letters.isPending ? t('letters.loading') : t('letters.pending', { count: pending })}
              {printed > 0 && !letters.isPending ? ` · ${t('letters.printed', { count: printed })}` : ''}
            </Text>
            <Button
              leftSection={<IconPrinter size={18} aria-hidden="true" />}
              onClick={download}
              loading={print.isPending}
              disabled={pending === 0}
            >
              {t('letters.download')}
            </Button>
          </Group>
        )}
        {print.isError && (
          <ErrorAlert>{t('letters.downloadFailed', { message: print.error.message })}</ErrorAlert>
        )}
      </Stack>
    </Card>
  );
}
