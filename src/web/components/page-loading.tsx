import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A centred spinner for a page (or the whole app) whose data is not known yet. */
export function PageLoading({
  message,
  minHeight = '40vh',
}: {
  message?: string;
  minHeight?: number | string;
}) {
  const { t } = useTranslation('common');
  const label = message ?? t('loading');
  return (
    <Center mih={minHeight} role="status" aria-live="polite" aria-busy="true">
      <Stack align="center" gap="sm">
        <Loader size="lg" aria-hidden="true" />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
