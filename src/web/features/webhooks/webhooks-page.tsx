/**
 * Webhooks (admin only, issue 31 §4): the endpoints a hauler's other systems (a CRM, a city's
 * dashboard, a chat channel) listen on for events. Lists every endpoint (URL, events, contact details
 * or not, on or off, latest delivery), adds one (the signing secret shown once), turns one on or off,
 * deletes one, and opens its delivery log with re-send. The server refuses these calls to anyone but
 * a staff admin anyway.
 */
import { useState } from 'react';
import { Badge, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { IconListDetails, IconTrash, IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TWebhookEndpoint } from '../../../domain/webhooks/webhooks';
import { RowButton } from '../../components/admin-list';
import { ResourcePage } from '../../components/admin-forms/resource-page';
import { adminOnlyPage } from '../../components/admin-forms/admin-only-page';
import { DocsLink, ResourceTable } from '../../components/admin-forms/resource-table';
import { formatDateTime } from '../../i18n/format';
import { useWebhookEndpoints } from './api/find-webhook-endpoints';
import { useUpdateWebhookEndpoint } from './api/update-webhook-endpoint';
import { CreateEndpointModal } from './components/create-endpoint-modal';
import { DeleteEndpointModal } from './components/delete-endpoint-modal';
import { DeliveryLogModal } from './components/delivery-log-modal';
import { DeliveryStatusBadge } from './components/delivery-status-badge';

const COLUMNS = ['url', 'events', 'contact', 'lastDelivery', 'enabled', 'actions'];

export const WebhooksPage = adminOnlyPage(Webhooks);

function Webhooks() {
  const { t } = useTranslation('webhooks');
  const endpoints = useWebhookEndpoints();
  const update = useUpdateWebhookEndpoint();
  const [deleting, setDeleting] = useState<TWebhookEndpoint | null>(null);
  const [viewing, setViewing] = useState<TWebhookEndpoint | null>(null);

  return (
    <ResourcePage
      t={t}
      createIcon={IconWebhook}
      createDialog={CreateEndpointModal}
      modals={
        <>
          <DeleteEndpointModal endpoint={deleting} onClose={() => setDeleting(null)} />
          <DeliveryLogModal endpoint={viewing} onClose={() => setViewing(null)} />
        </>
      }
    >
      <Text size="sm" c="dimmed">
        {t('signed')} <DocsLink label={t('docs')} />
      </Text>
      {update.isError ? (
        <Text c="red" size="sm" role="alert">
          {t('toggleFailed')}
        </Text>
      ) : null}
      <ResourceTable
        t={t}
        minWidth={860}
        columns={COLUMNS}
        query={endpoints}
        keyOf={(endpoint) => endpoint.id}
        row={(endpoint) => (
          <>
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
                <RowButton
                  size="xs"
                  icon={IconListDetails}
                  label={t('log.open', { url: endpoint.url })}
                  onClick={() => setViewing(endpoint)}
                >
                  {t('log.button')}
                </RowButton>
                <RowButton
                  size="xs"
                  icon={IconTrash}
                  color="red"
                  label={t('delete.label', { url: endpoint.url })}
                  onClick={() => setDeleting(endpoint)}
                >
                  {t('delete.button')}
                </RowButton>
              </Group>
            </Table.Td>
          </>
        )}
      />
    </ResourcePage>
  );
}
