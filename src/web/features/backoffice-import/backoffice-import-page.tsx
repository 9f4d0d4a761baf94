/**
 * Back-office import (admin only): upload a back-office CSV export while the portal runs, follow its
 * progress, and read the same line-numbered report of rejected rows as `npm run import`.
 */
import { useState } from 'react';
import { Alert, Button, FileInput, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileImport, IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { backofficeImportFileMessages, backofficeImportMessages } from '../../../domain/backoffice-import';
import type { TFunction } from 'i18next';
import {
  findServerMessage,
  messageKeys,
  useServerMessage,
  type TServerMessageCatalog,
} from '../../lib/server-message';
import { useBackofficeImport, useStartBackofficeImport } from './api/backoffice-import';
import { AdminPage } from '../../components/admin-list';

/**
 * The import's own messages (no file, too large, unknown run, interrupted) and its file's (columns
 * missing, unreadable: the column names and the parser's words stay as the file and parser have them).
 */
export const IMPORT_MESSAGES: TServerMessageCatalog = {
  keys: messageKeys(backofficeImportMessages, 'backoffice-import:serverMessages.'),
  counted: [
    {
      text: backofficeImportFileMessages.headerMissing,
      key: 'backoffice-import:serverMessages.headerMissing',
      name: 'columns',
      value: 'text',
    },
    {
      text: backofficeImportFileMessages.unreadable,
      key: 'backoffice-import:serverMessages.unreadable',
      name: 'reason',
      value: 'text',
    },
  ],
};

/** Why a run stopped, in the reader's language (a reason the page does not know: "stopped unexpectedly"). */
function runErrorText(message: string, t: TFunction): string {
  const found = findServerMessage(message, IMPORT_MESSAGES);
  return found ? t(found.key, found.values) : t('serverMessages.interrupted');
}

export function BackofficeImportPage() {
  const { t } = useTranslation('backoffice-import');
  const startError = useServerMessage(IMPORT_MESSAGES);
  const [file, setFile] = useState<File | null>(null);
  const [runId, setRunId] = useState<string | null>(null);
  const start = useStartBackofficeImport();
  const { data: run } = useBackofficeImport(runId);

  const percent = run && run.bytesTotal > 0 ? Math.round((run.bytesRead / run.bytesTotal) * 100) : 0;

  return (
    // The same frame as the other admin pages: page gutters, and a way back to the Admin Center
    // (on a phone the header has no Admin Center link).
    <AdminPage
      size="lg"
      title={t('title')}
      subtitle={t('intro')}
      icon={<IconFileImport size={24} />}
      backLabel={t('backToAdminCenter')}
    >
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('title')}>
        <Stack gap="md">
          <Group align="flex-end" wrap="wrap">
            <FileInput
              label={t('file')}
              placeholder={t('choose')}
              accept=".csv,text/csv"
              value={file}
              onChange={setFile}
              clearable
              clearButtonProps={{ 'aria-label': t('clearFile') }}
              style={{ flex: '1 1 240px' }}
            />
            <Button
              leftSection={<IconFileUpload size={18} aria-hidden="true" />}
              disabled={!file || start.isPending || run?.state === 'running'}
              loading={start.isPending}
              onClick={() => file && start.mutate(file, { onSuccess: (started) => setRunId(started.id) })}
            >
              {t('import')}
            </Button>
          </Group>
          {start.error ? (
            <Alert color="red" role="alert">
              {startError(start.error) ?? t('failed')}
            </Alert>
          ) : null}
          {run ? (
            <Stack gap="xs" aria-live="polite">
              <Text fw={600}>{run.fileName}</Text>
              <Progress value={percent} aria-label={t('progress')} animated={run.state === 'running'} />
              <Text>
                {run.state === 'running'
                  ? t('running', { rows: run.rowsRead })
                  : run.state === 'completed'
                    ? t('completed', {
                        rows: run.rowsRead,
                        sites: run.sitesUpserted,
                        services: run.servicesAdded,
                        rejected: run.rowsRejected,
                      })
                    : ''}
              </Text>
              {run.state === 'error' && run.error ? (
                <Alert color="red" role="alert">
                  {runErrorText(run.error, t)}
                </Alert>
              ) : null}
              {run.ignoredColumns.length > 0 ? (
                <Text c="dimmed">{t('ignored', { columns: run.ignoredColumns.join(', ') })}</Text>
              ) : null}
              {run.rejected.length > 0 ? (
                <>
                  <Title order={2} fz="h4">
                    {t('rejectedTitle', { count: run.rowsRejected })}
                  </Title>
                  <Table.ScrollContainer minWidth={320}>
                    <Table striped>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('line')}</Table.Th>
                          <Table.Th>{t('reason')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {run.rejected.map((row) => (
                          <Table.Tr key={`${row.line}-${row.reason}`}>
                            <Table.Td>{row.line}</Table.Td>
                            <Table.Td>{row.reason}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                </>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      </Paper>
    </AdminPage>
  );
}
