/** The three summary cards (spec 02 §2.2): Total Services, Total Rate (USD), Total Sites, in compact numbers. */
import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon, Group, Stack } from '@mantine/core';
import { IconBuildingWarehouse, IconCurrencyDollar, IconTruck } from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCompactCurrency, formatCompactNumber, formatCurrency } from '../../../i18n/format';

interface Totals {
  services: number;
  rate: number;
  sites: number;
}

function SummaryCard({
  label,
  value,
  title,
  icon: CardIcon,
}: {
  label: string;
  value: string | null;
  title?: string;
  icon: Icon;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={42} radius="md" variant="light" aria-hidden="true" visibleFrom="sm">
          <CardIcon size={22} />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz={{ base: 10, sm: 'xs' }} c="dimmed" tt="uppercase" fw={700} lh={1.3}>
            {label}
          </Text>
          {value === null ? (
            <Skeleton h={28} w={70} mt={4} />
          ) : (
            <Text fz={{ base: 20, sm: 26 }} fw={800} lh={1.2} title={title}>
              {value}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

export function SummaryCards({ totals }: { totals: Totals | null }) {
  const { t } = useTranslation('my-services');
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
      <SummaryCard
        icon={IconTruck}
        label={t('summary.services')}
        value={totals ? formatCompactNumber(totals.services) : null}
        title={totals ? String(totals.services) : undefined}
      />
      <SummaryCard
        icon={IconCurrencyDollar}
        label={t('summary.rate')}
        value={totals ? formatCompactCurrency(totals.rate) : null}
        title={totals ? formatCurrency(totals.rate) : undefined}
      />
      <SummaryCard
        icon={IconBuildingWarehouse}
        label={t('summary.sites')}
        value={totals ? formatCompactNumber(totals.sites) : null}
        title={totals ? String(totals.sites) : undefined}
      />
    </SimpleGrid>
  );
}
