/**
 * The hauler's "what goes where" list on the content editor's first page: the list every portal
 * without its own answers with, so it belongs to no one portal. Opened by "Edit the hauler's list" or
 * by the address (?list=hauler, with &add=… from the dashboard's "Add item").
 */
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRecycle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WasteGuideEditor } from '../../what-goes-where';

export function HaulerListSection() {
  const { t } = useTranslation('content-editor');
  const [params, setParams] = useSearchParams();
  const open = params.get('list') === 'hauler';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('haulerList.title')}>
      {open ? (
        <WasteGuideEditor listId="hauler" addName={params.get('add') ?? undefined} />
      ) : (
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            {t('haulerList.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('haulerList.intro')}
          </Text>
          <Button
            variant="light"
            leftSection={<IconRecycle size={16} aria-hidden="true" />}
            onClick={() => setParams({ list: 'hauler' })}
          >
            {t('haulerList.open')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
