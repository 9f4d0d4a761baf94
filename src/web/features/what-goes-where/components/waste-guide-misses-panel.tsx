/**
 * The dashboard's "Searches that found nothing" (issue 32 §3): what residents searched in "what goes
 * where" and the list lacked, most asked first (20), of the portal the dashboard shows (or of every
 * list), each with its count, when it was last asked, and "Add item", which opens the list's editor
 * with the add form named after the search. Staff who edit the lists only: a municipality user's
 * dashboard does not show it.
 */
import { Suspense, useId } from 'react';
import { Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import { useSession } from '../../../lib/use-session';
import { useWasteGuideMisses } from '../api/waste-guide-editor';
import { ErrorAlert } from '../../../components/widgets/error-alert';

/** The panel; its words load on their own (the dashboard need not name the namespace). */
export interface WasteGuideMissesPanelProps {
  portalId: string;
  /** Where "Add item" leads (editor-paths.ts; given, so this chunk does not split that module out). */
  editorPath: (listId: string, add: string) => string;
}

export function WasteGuideMissesPanel(props: WasteGuideMissesPanelProps) {
  return (
    <Suspense fallback={null}>
      <MissesPanel {...props} />
    </Suspense>
  );
}

function MissesPanel({ portalId, editorPath }: WasteGuideMissesPanelProps) {
  const { t } = useTranslation('what-goes-where');
  const { staff } = useSession();
  const editor = staff?.role === 'admin' || staff?.role === 'customerservice';
  const misses = useWasteGuideMisses(portalId, editor);
  const titleId = useId();
  if (!editor) return null;

  const items = misses.data?.items ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {t('misses.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('misses.intro')}
          </Text>
        </div>
        {misses.isError ? (
          <ErrorAlert>{t('misses.loadFailed')}</ErrorAlert>
        ) : misses.isPending ? (
          <Text size="sm" c="dimmed">
            {t('misses.loading')}
          </Text>
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('misses.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={0}>
            <Table verticalSpacing="xs" aria-labelledby={titleId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('misses.search')}</Table.Th>
                  <Table.Th ta="end">{t('misses.count')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('misses.lastAt')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('misses.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((miss) => (
                  <Table.Tr key={`${miss.listId}|${miss.query}`}>
                    <Table.Td>
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {miss.query}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {miss.portalTitle ?? t('misses.haulerList')}
                      </Text>
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {formatDateTime(miss.lastAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="end">{formatNumber(miss.count)}</Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm">{formatDateTime(miss.lastAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group justify="flex-end">
                        <Button
                          component={Link}
                          to={editorPath(miss.listId, miss.query)}
                          size="xs"
                          variant="light"
                          leftSection={<IconPlus size={14} aria-hidden="true" />}
                          aria-label={t('misses.addNamed', { query: miss.query })}
                        >
                          {t('misses.add')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
