/** The demo banner's words (demo-banner.tsx loads this only when the banner shows). */
import { Box, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function DemoBannerNote() {
  const { t } = useTranslation('shell');
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
