/**
 * Open311 API keys (admin only): the keys cities' 311 systems use to file tickets through the
 * GeoReport v2 endpoint (/open311/v2). Lists every key (name, start of the key, portals, created,
 * status), creates one (shown once with a copy button) and revokes one after a confirmation. The server
 * refuses these calls to anyone but a staff admin anyway.
 */
import { useState } from 'react';
import { Anchor, Badge, Button, Code, Container, Paper, Stack, Table, Text } from '@mantine/core';
import { IconKey, IconKeyOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { TOpen311Key } from '../../../domain/open311/open311';
import { paths } from '../../../domain/paths';
import { useSession } from '../../lib/use-session';
import { AdminPageHeader } from '../../components/admin-shell/admin-page-header';
import { PageLoading } from '../../components/page-loading';
import { TableEmptyRow, TableLoadingRow } from '../../components/table-status-rows';
import { useOpen311Keys } from './api/find-open311-keys';
import { CreateKeyModal } from './components/create-key-modal';
import { RevokeKeyModal } from './components/revoke-key-modal';
import { formatShortDate } from '../../i18n/format';

const COLUMNS = 6;
/** This server's address, for the endpoint a city configures (none while rendered without a browser). */
const origin = typeof window === 'undefined' ? '' : window.location.origin;

export function Open311KeysPage() {
  const { staff, isLoading } = useSession();
  if (isLoading) return <PageLoading />;
  if (staff?.role !== 'admin') return <Navigate to={paths.admin.center} replace />;
  return <Open311Keys />;
}

function Open311Keys() {
  const { t } = useTranslation('open311-keys');
  const keys = useOpen311Keys();
  const [creating, setCreating] = useState({ opened: false, key: 0 });
  const [revoking, setRevoking] = useState<TOpen311Key | null>(null);
  const shortDate = (iso: string) => formatShortDate(iso);

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <AdminPageHeader
          title={t('title')}
          subtitle={t('subtitle')}
          back={{ label: t('back') }}
          actions={
            <Button
              leftSection={<IconKey size={18} aria-hidden="true" />}
              onClick={() => setCreating((c) => ({ opened: true, key: c.key + 1 }))}
            >
              {t('create')}
            </Button>
          }
        />
        <Text size="sm" c="dimmed">
          {t('endpoint')} <Code>{`${origin}/open311/v2/discovery.xml`}</Code>{' '}
          <Anchor href="/api/docs" target="_blank" rel="noreferrer" size="sm" underline="always">
            {t('docs')}
          </Anchor>
        </Text>
        <Paper withBorder radius="md">
          <Table.ScrollContainer
            minWidth={720}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={t('tableLabel')}
          >
            <Table verticalSpacing="sm" horizontalSpacing="md" striped highlightOnHover>
              <Table.Caption>{t('caption', { count: keys.data?.total ?? 0 })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.name')}</Table.Th>
                  <Table.Th>{t('columns.key')}</Table.Th>
                  <Table.Th>{t('columns.portals')}</Table.Th>
                  <Table.Th>{t('columns.created')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                  <Table.Th ta="end">{t('columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {keys.isLoading ? <TableLoadingRow colSpan={COLUMNS} label={t('loading')} /> : null}
                {keys.isError ? (
                  <TableEmptyRow colSpan={COLUMNS}>
                    <Text c="red">{t('loadFailed')}</Text>
                  </TableEmptyRow>
                ) : null}
                {keys.data && keys.data.items.length === 0 ? (
                  <TableEmptyRow colSpan={COLUMNS}>{t('empty')}</TableEmptyRow>
                ) : null}
                {keys.data?.items.map((key) => (
                  <Table.Tr key={key.id}>
                    <Table.Td fw={500}>{key.name}</Table.Td>
                    <Table.Td>
                      <Code>{`${key.keyPrefix}…`}</Code>
                    </Table.Td>
                    <Table.Td>{key.portals.map((p) => p.title).join(', ')}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{shortDate(key.createdAt)}</Text>
                      <Text size="xs" c="dimmed">
                        {key.createdBy}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {key.revokedAt ? (
                        <Badge color="gray" variant="light">
                          {t('status.revoked', { date: shortDate(key.revokedAt) })}
                        </Badge>
                      ) : (
                        <Badge color="teal" variant="light">
                          {t('status.active')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="end">
                      {key.revokedAt ? null : (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          leftSection={<IconKeyOff size={16} aria-hidden="true" />}
                          aria-label={t('revoke.label', { name: key.name })}
                          onClick={() => setRevoking(key)}
                        >
                          {t('revoke.button')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      </Stack>
      <CreateKeyModal
        opened={creating.opened}
        formKey={creating.key}
        onClose={() => setCreating((c) => ({ ...c, opened: false }))}
      />
      <RevokeKeyModal apiKey={revoking} onClose={() => setRevoking(null)} />
    </Container>
  );
}
