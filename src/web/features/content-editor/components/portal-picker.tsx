/** Choosing the portal to edit: a title search (on the server) and the portals, 20 at a time with Load More. */
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentEditorPaths } from '../api/content-editor-keys';
import { useContentPortals } from '../api/find-content-portals';
import { ErrorAlert } from '../../../components/widgets/error-alert';
import { SectionLoading } from '../../../components/widgets/section-loading';
import { SearchInput, useDebouncedSearch } from '../../../components/widgets/search-input';
import { LoadMoreButton } from '../../../components/widgets/load-more-button';

export function PortalPicker() {
  const { t } = useTranslation('content-editor');
  const { search, inputProps } = useDebouncedSearch();
  const list = useContentPortals(search);

  return (
    <Stack gap="md">
      <SearchInput
        label={t('picker.search')}
        placeholder={t('picker.searchPlaceholder')}
        {...inputProps}
        maw={480}
      />
      {list.isPending ? (
        <SectionLoading label={t('loading')} />
      ) : list.isError ? (
        <ErrorAlert>{t('picker.loadFailed')}</ErrorAlert>
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
          <LoadMoreButton list={list} label={t('picker.loadMore')} />
        </Group>
      ) : null}
    </Stack>
  );
}
