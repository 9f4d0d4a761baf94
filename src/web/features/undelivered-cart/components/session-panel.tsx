/** The addresses added in this session (spec 03 §2.14), newest first, beside the wizard's steps. */
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAddedAddress } from '../../../../domain/address-tools/address-tools';
import { paths } from '../../../../domain/paths';
import { VerificationBadge, customerNameOf } from './address-added';

export function SessionPanel({ items }: { items: readonly TAddedAddress[] }) {
  const { t } = useTranslation('undelivered-cart');
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-labelledby="session-added-heading">
      <Stack gap="sm">
        <Title order={3} size="h5" id="session-added-heading">
          {t('session.heading')}
        </Title>
        {items.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('session.empty')}
          </Text>
        ) : (
          <Stack gap="xs" role="list" aria-label={t('session.heading')}>
            {items.map((item) => (
              <Stack key={item.id} gap={2} role="listitem">
                <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.addressToAdd.CM04_ADD2}
                </Text>
                <Text fz="xs">
                  {item.addressToAdd.CM04_CITY}, {item.addressToAdd.CM04_STAT} {item.addressToAdd.CM04_PZIP}
                </Text>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <VerificationBadge verification={item.verification} />
                  <Text fz="xs" c="dimmed">
                    {[customerNameOf(item), item.portalTitle].filter(Boolean).join(' · ')}
                  </Text>
                </Group>
              </Stack>
            ))}
          </Stack>
        )}
        <Anchor component={Link} to={paths.admin.addedAddresses} fz="sm">
          {t('addressManagement')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
