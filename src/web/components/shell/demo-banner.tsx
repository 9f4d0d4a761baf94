/**
 * Shown on every page while the server runs in demo mode on a public address (DEMO_MODE=true): the
 * development sign-in and the demo mailbox let anyone read codes and sign in as anyone, so visitors
 * must know not to treat the portal as real. Hidden for a local demo and outside demo mode.
 */
import { Box, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../../lib/use-branding';

export function DemoBanner() {
  const { t } = useTranslation('shell');
  const { branding } = useBranding();
  if (branding?.demoMode !== 'public') return null;
  return (
    <Box role="note" bg="red.8" c="white" px="md" py={6} data-testid="demo-banner">
      <Text size="sm" fw={600} ta="center">
        <IconAlertTriangle
          size={16}
          aria-hidden="true"
          style={{ verticalAlign: 'text-bottom', marginInlineEnd: 6 }}
        />
        {t('demoBanner')}
      </Text>
    </Box>
  );
}
