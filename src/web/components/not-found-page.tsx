import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Any unknown path (spec 01 §2): a message and a Go Home button. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={800} c="brand.6" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed" maw={420}>
          {t('notFound.description')}
        </Text>
        <Button component={Link} to="/" size="md" leftSection={<IconHome size={18} aria-hidden="true" />}>
          {t('notFound.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
