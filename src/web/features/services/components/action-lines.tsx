/** The active and requested service lines shown at the top of every action form (spec 02 §2.1). */
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TServiceCard } from '../../../../domain/services/services-api';

export function ActionLines({ card }: { card: TServiceCard }) {
  const { t } = useTranslation('services');
  const active = card.activeService;
  const activeText =
    active && active.size !== null
      ? t('card.carts', { count: active.quantity, size: active.size })
      : t('forms.lines.none');
  const extraActive = card.additionalServices.filter((l) => l.state === 'active').length;
  const requestedParts: string[] = [];
  if (card.requestedSize !== null && !card.changeImplemented) {
    requestedParts.push(t('conflict.gallons', { size: card.requestedSize }));
  }
  if (card.additionalCarts.requestedQuantity > 0 && !card.additionalCarts.implemented) {
    requestedParts.push(t('forms.lines.extraCarts', { count: card.additionalCarts.requestedQuantity }));
  }
  return (
    <Paper withBorder radius="md" px="sm" py={8} bg="gray.0">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6}>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('forms.lines.active')}
          </Text>
          <Group gap={6}>
            <Text size="sm" fw={500}>
              {activeText}
            </Text>
            {extraActive > 0 ? (
              <Text size="sm" c="dimmed">
                {t('forms.lines.plusExtra', { count: extraActive })}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('forms.lines.requested')}
          </Text>
          <Text size="sm" fw={500}>
            {requestedParts.length > 0 ? requestedParts.join(' · ') : t('forms.lines.nothingRequested')}
          </Text>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
