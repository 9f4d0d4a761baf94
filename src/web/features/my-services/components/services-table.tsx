/**
 * The services table (spec 02 §2.2, §4.2): SITE ID, SITE NAME, ADDRESS, RATE, QUANTITY, SIZE, DAY OF
 * SERVICE, FREQUENCY, ACTIONS; skeleton rows while loading (at most 10); the empty state. On phones
 * each row is a stacked card with the same facts and the same actions menu.
 */
import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Menu,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  IconArrowsExchange,
  IconCalendarPause,
  IconCirclePlus,
  IconDots,
  IconTool,
  IconTruckDelivery,
  IconTruckOff,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NON_REGULAR_SERVICE, serviceTypeName } from '../../../../domain/services/enterprise';
import { formatCurrency, formatList } from '../../../i18n/format';
import type { TMyServiceRow } from '../../../../domain/services/my-services-api';
import { ENTERPRISE_ACTIONS, type EnterpriseAction } from '../../../../domain/services/service-requests';
import { DAY_KEYS } from '../../services';

export const MAX_SKELETON_ROWS = 10;

/** The actions column stays in view when a narrow window scrolls the table sideways. */
const STICKY_CELL = {
  position: 'sticky',
  insetInlineEnd: 0,
  background: 'var(--mantine-color-body)',
} as const;
const STICKY_HEAD = { ...STICKY_CELL, background: 'var(--mantine-color-gray-0)' } as const;

const ACTION_ICONS: Record<EnterpriseAction, Icon> = {
  'change-service': IconArrowsExchange,
  'additional-carts': IconCirclePlus,
  'request-pickup': IconTruckDelivery,
  'missed-pickup': IconTruckOff,
  'vacation-stop': IconCalendarPause,
  'damaged-replace': IconTool,
};

function useDayText() {
  const { t } = useTranslation('my-services');
  return (text: string) =>
    text === NON_REGULAR_SERVICE
      ? t('days.nonRegular')
      : formatList(
          text
            .split(',')
            .map((d) => d.trim())
            .map((d) => (DAY_KEYS[d] ? t(DAY_KEYS[d]) : d)),
        );
}

/**
 * SIZE and FREQUENCY with their units (issue 9): the back office's unit of measure (GA gallons, YD
 * cubic yards) and its cycle, which counts pickups per week (0 for a service on call).
 */
function useUnits() {
  const { t } = useTranslation('my-services');
  return {
    size: (row: TMyServiceRow) =>
      row.size === ''
        ? ''
        : row.unit === 'GA'
          ? t('units.gallons', { size: row.size })
          : row.unit === 'YD'
            ? t('units.yards', { size: row.size })
            : row.size,
    frequency: (row: TMyServiceRow) => {
      const perWeek = Number(row.frequency);
      return Number.isFinite(perWeek) && perWeek > 0
        ? t('units.perWeek', { count: perWeek })
        : t('units.onCall');
    },
  };
}

export const rowKey = (row: TMyServiceRow) => `${row.source}|${row.cust}|${row.site}|${row.serv}|${row.id}`;

function RowActions({
  row,
  onAction,
}: {
  row: TMyServiceRow;
  onAction: (action: EnterpriseAction, row: TMyServiceRow) => void;
}) {
  const { t } = useTranslation('my-services');
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={230}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('table.actionsFor', { site: row.siteName || row.site })}
        >
          <IconDots size={20} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {ENTERPRISE_ACTIONS.map((action) => {
          const ItemIcon = ACTION_ICONS[action];
          return (
            <Menu.Item
              key={action}
              leftSection={<ItemIcon size={16} aria-hidden="true" />}
              onClick={() => onAction(action, row)}
            >
              {t(`actions.${action}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

function TypeBadge({ code }: { code: string }) {
  return (
    <Badge variant="light" color="gray" radius="sm" size="sm" title={serviceTypeName(code)}>
      {code}
    </Badge>
  );
}

export function ServicesTable({
  rows,
  loadingRows,
  onAction,
}: {
  rows: readonly TMyServiceRow[];
  /** Skeleton rows to show after the rows (0 when nothing is loading). */
  loadingRows: number;
  onAction: (action: EnterpriseAction, row: TMyServiceRow) => void;
}) {
  const { t } = useTranslation('my-services');
  const dayText = useDayText();
  const units = useUnits();
  const skeletons = Array.from({ length: Math.min(MAX_SKELETON_ROWS, loadingRows) }, (_, i) => i);

  return (
    <>
      <Paper withBorder radius="lg" visibleFrom="sm" style={{ overflow: 'hidden' }}>
        <Table.ScrollContainer minWidth={900}>
          <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="xs" aria-busy={loadingRows > 0}>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('table.siteId')}</Table.Th>
                <Table.Th miw={160}>{t('table.siteName')}</Table.Th>
                <Table.Th miw={140}>{t('table.address')}</Table.Th>
                <Table.Th ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {t('table.rate')}
                </Table.Th>
                <Table.Th ta="end">{t('table.quantity')}</Table.Th>
                <Table.Th ta="end">{t('table.size')}</Table.Th>
                <Table.Th miw={120}>{t('table.dayOfService')}</Table.Th>
                <Table.Th ta="end">{t('table.frequency')}</Table.Th>
                <Table.Th ta="center" style={STICKY_HEAD}>
                  {t('table.actions')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {row.site}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Text size="sm" fw={500}>
                        {row.siteName}
                      </Text>
                      <Group gap={4}>
                        <TypeBadge code={row.service} />
                        <Text size="xs" c="dimmed">
                          {serviceTypeName(row.service)}
                        </Text>
                      </Group>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      <bdi>{row.address}</bdi>
                    </Text>
                  </Table.Td>
                  <Table.Td ta="end">
                    <Text size="sm" fw={600}>
                      {formatCurrency(row.rate)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="end">{row.quantity}</Table.Td>
                  <Table.Td ta="end">{units.size(row)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{dayText(row.dayOfService)}</Text>
                  </Table.Td>
                  <Table.Td ta="end">{units.frequency(row)}</Table.Td>
                  <Table.Td ta="center" style={STICKY_CELL}>
                    <RowActions row={row} onAction={onAction} />
                  </Table.Td>
                </Table.Tr>
              ))}
              {skeletons.map((i) => (
                <Table.Tr key={`skeleton-${i}`} data-testid="skeleton-row">
                  {Array.from({ length: 9 }, (_, c) => (
                    <Table.Td key={c}>
                      <Skeleton h={14} w={c === 1 || c === 2 ? '80%' : '60%'} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <Stack gap="sm" hiddenFrom="sm" aria-busy={loadingRows > 0}>
        {rows.map((row) => (
          <Paper key={rowKey(row)} withBorder radius="lg" p="md" component="article">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" lh={1.3}>
                  {row.siteName}
                </Text>
                <Text size="xs" c="dimmed">
                  <bdi>{row.address}</bdi>
                </Text>
              </Stack>
              <RowActions row={row} onAction={onAction} />
            </Group>
            <Group gap={6} mt="xs">
              <TypeBadge code={row.service} />
              <Text size="xs" c="dimmed">
                {serviceTypeName(row.service)}
              </Text>
            </Group>
            <SimpleGrid cols={3} spacing="xs" verticalSpacing={8} mt="sm">
              <Fact label={t('table.siteId')} value={row.site} />
              <Fact label={t('table.rate')} value={formatCurrency(row.rate)} strong />
              <Fact label={t('table.quantity')} value={String(row.quantity)} />
              <Fact label={t('table.size')} value={units.size(row)} />
              <Fact label={t('table.frequency')} value={units.frequency(row)} />
              <Box />
            </SimpleGrid>
            <Fact label={t('table.dayOfService')} value={dayText(row.dayOfService)} mt={8} />
          </Paper>
        ))}
        {skeletons.map((i) => (
          <Paper key={`skeleton-${i}`} withBorder radius="lg" p="md" data-testid="skeleton-card">
            <Skeleton h={14} w="70%" mb={8} />
            <Skeleton h={12} w="50%" mb={12} />
            <Skeleton h={30} />
          </Paper>
        ))}
      </Stack>
    </>
  );
}

function Fact({
  label,
  value,
  strong = false,
  mt,
}: {
  label: string;
  value: string;
  strong?: boolean;
  mt?: number;
}) {
  return (
    <Stack gap={0} mt={mt}>
      <Text size="10px" tt="uppercase" fw={700} c="dimmed" lts={0.3}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        {value || '—'}
      </Text>
    </Stack>
  );
}
