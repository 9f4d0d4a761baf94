/**
 * The delivery instructions: a table on wider screens, cards on phones (under 768 px). Each row has
 * the address with the customer name (and a TRUX badge for back-office sites), the Del and Rem badges
 * of the services switched on, the notes and the date.
 */
import { Badge, Card, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeliveryReportRow } from '../../../../domain/delivery-report/delivery-report-row';

export type TDeliveryService = 'trash' | 'recycling' | 'yardwaste';

export const SERVICE_CELLS: Record<
  TDeliveryService,
  { del: keyof DeliveryReportRow; rem: keyof DeliveryReportRow }
> = {
  trash: { del: 'trashDel', rem: 'trashRem' },
  recycling: { del: 'recyDel', rem: 'recyRem' },
  yardwaste: { del: 'ywDel', rem: 'ywRem' },
};

export interface DeliveryRowsProps {
  rows: readonly DeliveryReportRow[];
  services: readonly TDeliveryService[];
  noRemovals: boolean;
}

function ServiceBadges({
  row,
  service,
  noRemovals,
}: {
  row: DeliveryReportRow;
  service: TDeliveryService;
  noRemovals: boolean;
}) {
  const { t } = useTranslation('delivery-report');
  const del = String(row[SERVICE_CELLS[service].del] ?? '');
  const rem = noRemovals ? '' : String(row[SERVICE_CELLS[service].rem] ?? '');
  if (del === '' && rem === '')
    return (
      <Text size="sm" c="dimmed">
        {t('table.none')}
      </Text>
    );
  return (
    <Group gap={4} wrap="wrap">
      {del !== '' && (
        <Badge color="teal" variant="light" radius="sm" tt="none" style={{ whiteSpace: 'nowrap' }}>
          {t('table.del')} {del}
        </Badge>
      )}
      {rem !== '' && (
        <Badge color="red" variant="light" radius="sm" tt="none" style={{ whiteSpace: 'nowrap' }}>
          {t('table.rem')} {rem}
        </Badge>
      )}
    </Group>
  );
}

function AddressCell({ row }: { row: DeliveryReportRow }) {
  const { t } = useTranslation('delivery-report');
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap" align="center">
        <Text size="sm" fw={600}>
          {row.fullAddress}
        </Text>
        {row.origin === 'trux' && (
          <Badge size="xs" color="grape" variant="filled" radius="sm">
            {t('table.trux')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {[row.customerName, row.city].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

export function DeliveryRows({ rows, services, noRemovals }: DeliveryRowsProps) {
  const { t } = useTranslation('delivery-report');
  return (
    <>
      <Paper withBorder radius="md" visibleFrom="sm">
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" striped highlightOnHover aria-label={t('table.caption')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('table.address')}</Table.Th>
                {services.map((service) => (
                  <Table.Th key={service}>{t(`table.${service}`)}</Table.Th>
                ))}
                <Table.Th>{t('table.notes')}</Table.Th>
                <Table.Th>{t('table.date')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-row-id={row.id}>
                  <Table.Td>
                    <AddressCell row={row} />
                  </Table.Td>
                  {services.map((service) => (
                    <Table.Td key={service}>
                      <ServiceBadges row={row} service={service} noRemovals={noRemovals} />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Text size="sm">{row.notes}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {row.date}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Stack gap="sm" hiddenFrom="sm" role="list" aria-label={t('table.caption')}>
        {rows.map((row) => (
          <Card key={row.id} withBorder radius="md" padding="sm" role="listitem" data-card-id={row.id}>
            <Stack gap="xs">
              <AddressCell row={row} />
              {services.map((service) => (
                <Group key={service} justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" c="dimmed">
                    {t(`table.${service}`)}
                  </Text>
                  <ServiceBadges row={row} service={service} noRemovals={noRemovals} />
                </Group>
              ))}
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={500}>
                  {row.notes}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.date}
                </Text>
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}
