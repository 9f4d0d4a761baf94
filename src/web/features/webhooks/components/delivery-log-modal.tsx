/**
 * An endpoint's delivery log: one row per message (time, event, status, tries, the receiver's last
 * status code and the start of its answer), ten a page, newest first, refreshed while open; each row
 * can be sent again (same body and webhook-id).
 */
import { useState } from 'react';
import { Alert, Button, Code, Group, Modal, Pagination, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TWebhookEndpoint } from '../../../../domain/webhooks/webhooks';
import { TableEmptyRow, TableLoadingRow } from '../../../components/table-status-rows';
import { formatDateTime } from '../../../i18n/format';
import { DELIVERY_PAGE_SIZE, useWebhookDeliveries } from '../api/find-webhook-deliveries';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';
import { DeliveryStatusBadge } from './delivery-status-badge';
import type { EndpointDialogProps } from './endpoint-dialog';

const COLUMNS = 6;

export function DeliveryLogModal({ endpoint, onClose }: EndpointDialogProps) {
  const { t } = useTranslation('webhooks');
  return (
    <Modal opened={endpoint !== null} onClose={onClose} title={t('log.title')} centered size="xl">
      {endpoint ? <DeliveryLog key={endpoint.id} endpoint={endpoint} /> : null}
    </Modal>
  );
}

function DeliveryLog({ endpoint }: { endpoint: TWebhookEndpoint }) {
  const { t } = useTranslation('webhooks');
  const [page, setPage] = useState(1);
  const log = useWebhookDeliveries(endpoint.id, page);
  const resend = useResendWebhookDelivery();
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / DELIVERY_PAGE_SIZE));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {endpoint.url}
      </Text>
      {resend.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
          {t('log.resendFailed')}
        </Alert>
      ) : null}
      <Table.ScrollContainer
        minWidth={760}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={t('log.tableLabel')}
      >
        <Table verticalSpacing="xs" striped>
          <Table.Caption>{t('log.caption', { count: log.data?.total ?? 0 })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('log.columns.time')}</Table.Th>
              <Table.Th>{t('log.columns.event')}</Table.Th>
              <Table.Th>{t('log.columns.status')}</Table.Th>
              <Table.Th ta="end">{t('log.columns.tries')}</Table.Th>
              <Table.Th>{t('log.columns.answer')}</Table.Th>
              <Table.Th ta="end">{t('log.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.isLoading ? <TableLoadingRow colSpan={COLUMNS} label={t('log.loading')} /> : null}
            {log.isError ? (
              <TableEmptyRow colSpan={COLUMNS}>
                <Text c="red">{t('log.loadFailed')}</Text>
              </TableEmptyRow>
            ) : null}
            {log.data && log.data.items.length === 0 ? (
              <TableEmptyRow colSpan={COLUMNS}>{t('log.empty')}</TableEmptyRow>
            ) : null}
            {log.data?.items.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td>
                  <Text size="sm">{formatDateTime(delivery.createdAt)}</Text>
                  {delivery.lastTriedAt ? (
                    <Text size="xs" c="dimmed">
                      {t('log.lastTry', { time: formatDateTime(delivery.lastTriedAt) })}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t(`events.${delivery.event}`)}</Text>
                  <Code>{delivery.event}</Code>
                </Table.Td>
                <Table.Td>
                  <DeliveryStatusBadge status={delivery.status} />
                </Table.Td>
                <Table.Td ta="end">{delivery.tries}</Table.Td>
                <Table.Td maw={260}>
                  {delivery.lastStatusCode !== null ? <Code>{delivery.lastStatusCode}</Code> : null}{' '}
                  <Text span size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} lineClamp={2}>
                    {delivery.lastAnswer ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td ta="end">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconSend size={14} aria-hidden="true" />}
                    loading={resend.isPending && resend.variables?.deliveryId === delivery.id}
                    aria-label={t('log.resendLabel', { event: t(`events.${delivery.event}`) })}
                    onClick={() =>
                      resend.mutate(
                        { endpointId: endpoint.id, deliveryId: delivery.id },
                        { onSuccess: () => notifications.show({ color: 'green', message: t('log.resent') }) },
                      )
                    }
                  >
                    {t('log.resend')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} aria-label={t('log.pages')} />
        </Group>
      ) : null}
    </Stack>
  );
}
