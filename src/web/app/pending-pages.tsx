/**
 * Stand-ins for pages other issues are building. The router uses these until a feature's own page
 * exists; its engineer then switches the route in router.tsx to the real page.
 */
import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function PendingPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('shell');
  return (
    <Container size="md" py={48}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="flex-start" gap="sm">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
            <IconTools size={24} />
          </ThemeIcon>
          <Title order={1}>{t(titleKey)}</Title>
          <Text c="dimmed">{t('pending.building')}</Text>
        </Stack>
      </Paper>
    </Container>
  );
}

/** The paths that still show a stand-in: the roadmap may not call their features completed. */
export const PENDING_PAGE_PATHS: readonly string[] = [];
