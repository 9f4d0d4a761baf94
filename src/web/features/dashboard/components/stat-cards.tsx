/** The dashboard's four stat cards (spec 03 §2.10): customers, service changes, additional services, opt-ins. */
import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowsExchange, IconBell, IconPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { percentOf, type TDashboardFigures } from '../../../../domain/dashboard/dashboard';
import { formatNumber } from '../../../i18n/format';

function StatCard({
  label,
  value,
  detail,
  icon,
  color,
}: {
  label: string;
  value: string;
  detail: ReactNode;
  icon: ReactNode;
  color: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: '0.03em' }}>
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {value}
          </Text>
        </Stack>
        <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden="true">
          {icon}
        </ThemeIcon>
      </Group>
      <Text size="sm" c="dimmed" mt={6}>
        {detail}
      </Text>
    </Paper>
  );
}

export function StatCards({ totals }: { totals: TDashboardFigures['totals'] }) {
  const { t } = useTranslation('dashboard');
  const number = (n: number) => formatNumber(n);
  const percent = (part: number) =>
    formatNumber(percentOf(part, totals.customers), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <StatCard
        label={t('stats.totalCustomers')}
        value={number(totals.customers)}
        detail={t('stats.newThisWeek', { count: totals.newThisWeek, n: number(totals.newThisWeek) })}
        icon={<IconUsers size={22} />}
        color="brand"
      />
      <StatCard
        label={t('stats.serviceChanges')}
        value={number(totals.serviceChanges)}
        detail={t('stats.percentOfCustomers', { percent: percent(totals.serviceChanges) })}
        icon={<IconArrowsExchange size={22} />}
        color="blue"
      />
      <StatCard
        label={t('stats.additionalServices')}
        value={number(totals.additionalServices)}
        detail={t('stats.percentOfCustomers', { percent: percent(totals.additionalServices) })}
        icon={<IconPlus size={22} />}
        color="orange"
      />
      <StatCard
        label={t('stats.optInRate')}
        value={`${percent(totals.optInMarketing)}%`}
        detail={t('stats.optInCounts', {
          marketing: number(totals.optInMarketing),
          notifications: number(totals.optInNotifications),
          paperless: number(totals.optInPaperless),
        })}
        icon={<IconBell size={22} />}
        color="grape"
      />
    </SimpleGrid>
  );
}
