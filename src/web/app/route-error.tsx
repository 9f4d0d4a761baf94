import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';

/** Shown when a page fails to render or load (for example a new version was deployed). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (error) console.error(error);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text c="dimmed">{t('routeError.description')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
          <Button component={Link} to="/" variant="default" reloadDocument>
            {t('notFound.goHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
