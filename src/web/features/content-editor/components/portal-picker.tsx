/** Choosing the portal to edit: a title search (on the server) and the portals, 20 at a time with Load More. */
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAlertCircle, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentEditorPaths } from '../api/content-editor-keys';
import { useContentPortals } from '../api/find-content-portals';

const SEARCH_DEBOUNCE_MS = 300;

export function PortalPicker() {
  const { t } = useTranslation('content-editor');
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const applySearch = useDebouncedCallback((value: string) => setSearch(value.trim()), SEARCH_DEBOUNCE_MS);
  const list = useContentPortals(search);

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={t('picker.search')}
        placeholder={t('picker.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={input}
        maw={480}
        onChange={(event) => {
          setInput(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
      />
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      ) : list.isError ? (
        <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
          {t('picker.loadFailed')}
        </Alert>
      ) : list.portals.length === 0 ? (
        <Text c="dimmed">{t('picker.none')}</Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label={t('picker.listLabel')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {list.portals.map((portal) => (
            <li key={portal.id}>
              <UnstyledButton
                component={Link}
                to={contentEditorPaths.portal(portal.id)}
                w="100%"
                display="block"
              >
                <Paper withBorder radius="md" px="md" py="sm">
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Group gap="sm" wrap="wrap" style={{ minWidth: 0 }}>
                      <Text fw={600}>{portal.portalTitle}</Text>
                      <Badge variant="light" color={portal.portalType === 'enterprise' ? 'grape' : 'blue'}>
                        {t(`picker.type.${portal.portalType}`)}
                      </Badge>
                    </Group>
                    <IconChevronRight size={18} aria-hidden="true" color="var(--mantine-color-gray-6)" />
                  </Group>
                </Paper>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      {list.portals.length > 0 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('picker.showing', { shown: list.portals.length, total: list.total })}
          </Text>
          {list.hasNextPage ? (
            <Button
              variant="default"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('picker.loadMore')}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
