/**
 * Webhooks (admin only, issue 31 §4): the endpoints a hauler's other systems (a CRM, a city's
 * dashboard, a chat channel) listen on for events. Lists every endpoint (URL, events, contact details
 * or not, on or off, latest delivery), adds one (the signing secret shown once), turns one on or off,
 * deletes one, and opens its delivery log with re-send. The server refuses these calls to anyone but
 * a staff admin anyway.
 */
import { useState } from 'react';
import { Anchor, Badge, Button, Container, Group, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { IconListDetails, IconTrash, IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { TWebhookEndpoint } from '../../../domain/webhooks/webhooks';
import { paths } from '../../../domain/paths';
import { useSession } from '../../lib/use-session';
import { AdminPageHeader } from '../../components/admin-shell/admin-page-header';
import { PageLoading } from '../../components/page-loading';
import { TableEmptyRow, TableLoadingRow } from '../../components/table-status-rows';
import { formatDateTime } from '../../i18n/format';
import { useWebhookEndpoints } from './api/find-webhook-endpoints';
import { useUpdateWebhookEndpoint } from './api/update-webhook-endpoint';
import { CreateEndpointModal } from './components/create-endpoint-modal';
import { DeleteEndpointModal } from './components/delete-endpoint-modal';
import { DeliveryLogModal } from './components/delivery-log-modal';
import { DeliveryStatusBadge } from './components/delivery-status-badge';

const COLUMNS = 6;

export function WebhooksPage() {
  const { staff, isLoading } = useSession();
  if (isLoading) return <PageLoading />;
  if (staff?.role !== 'admin') return <Navigate to={paths.admin.center} replace />;
  return <Webhooks />;
}

function Webhooks() {
  const { t } = useTranslation('webhooks');
  const endpoints = useWebhookEndpoints();
  const update = useUpdateWebhookEndpoint();
  const [creating, setCreating] = useState({ opened: false, key: 0 });
  const [deleting, setDeleting] = useState<TWebhookEndpoint | null>(null);
  const [viewing, setViewing] = useState<TWebhookEndpoint | null>(null);

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <AdminPageHeader
          title={t('title')}
          subtitle={t('subtitle')}
          back={{ label: t('back') }}
          actions={
            <Button
              leftSection={<IconWebhook size={18} aria-hidden="true" />}
              onClick={() => setCreating((c) => ({ opened: true, key: c.key + 1 }))}
            >
              {t('create')}
            </Button>
          }
        />
        <Text size="sm" c="dimmed">
          {t('signed')}{' '}
          <Anchor href="/api/docs" target="_blank" rel="noreferrer" size="sm" underline="always">
            {t('docs')}
          </Anchor>
        </Text>
        {update.isError ? (
          <Text c="red" size="sm" role="alert">
            {t('toggleFailed')}
          </Text>
        ) : null}
        <Paper withBorder radius="md">
          <Table.ScrollContainer
            minWidth={860}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={t('tableLabel')}
          >
            <Table verticalSpacing="sm" horizontalSpacing="md" striped highlightOnHover>
              <Table.Caption>{t('caption', { count: endpoints.data?.total ?? 0 })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.url')}</Table.Th>
                  <Table.Th>{t('columns.events')}</Table.Th>
                  <Table.Th>{t('columns.contact')}</Table.Th>
                  <Table.Th>{t('columns.lastDelivery')}</Table.Th>
                  <Table.Th>{t('columns.enabled')}</Table.Th>
                  <Table.Th ta="end">{t('columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {endpoints.isLoading ? <TableLoadingRow colSpan={COLUMNS} label={t('loading')} /> : null}
                {endpoints.isError ? (
                  <TableEmptyRow colSpan={COLUMNS}>
                    <Text c="red">{t('loadFailed')}</Text>
                  </TableEmptyRow>
                ) : null}
                {endpoints.data && endpoints.data.items.length === 0 ? (
                  <TableEmptyRow colSpan={COLUMNS}>{t('empty')}</TableEmptyRow>
                ) : null}
                {endpoints.data?.items.map((endpoint) => (
                  <Table.Tr key={endpoint.id}>
                    <Table.Td maw={320}>
                      <Text fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {endpoint.url}
                      </Text>
                      {endpoint.description ? (
                        <Text size="xs" c="dimmed">
                          {endpoint.description}
                        </Text>
                      ) : null}
                      <Text size="xs" c="dimmed">
                        {t('createdBy', { date: formatDateTime(endpoint.createdAt), by: endpoint.createdBy })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {endpoint.events.map((event) => (
                          <Badge key={event} variant="outline" color="gray" tt="none">
                            {t(`events.${event}`)}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{endpoint.includePersonalData ? t('contact.yes') : t('contact.no')}</Table.Td>
                    <Table.Td>
                      {endpoint.lastDelivery ? (
                        <Stack gap={2}>
                          <DeliveryStatusBadge status={endpoint.lastDelivery.status} />
                          <Text size="xs" c="dimmed">
                            {formatDateTime(endpoint.lastDelivery.at)}
                          </Text>
                        </Stack>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('noDelivery')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        checked={endpoint.enabled}
                        label={endpoint.enabled ? t('enabled.on') : t('enabled.off')}
                        aria-label={t('enabled.label', { url: endpoint.url })}
                        disabled={update.isPending && update.variables?.id === endpoint.id}
                        onChange={(event) =>
                          update.mutate({ id: endpoint.id, change: { enabled: event.currentTarget.checked } })
                        }
                      />
                    </Table.Td>
                    <Table.Td ta="end">
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconListDetails size={16} aria-hidden="true" />}
                          aria-label={t('log.open', { url: endpoint.url })}
                          onClick={() => setViewing(endpoint)}
                        >
                          {t('log.button')}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          leftSection={<IconTrash size={16} aria-hidden="true" />}
                          aria-label={t('delete.label', { url: endpoint.url })}
                          onClick={() => setDeleting(endpoint)}
                        >
                          {t('delete.button')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      </Stack>
      <CreateEndpointModal
        opened={creating.opened}
        formKey={creating.key}
        onClose={() => setCreating((c) => ({ ...c, opened: false }))}
      />
      <DeleteEndpointModal endpoint={deleting} onClose={() => setDeleting(null)} />
      <DeliveryLogModal endpoint={viewing} onClose={() => setViewing(null)} />
    </Container>
  );
}
