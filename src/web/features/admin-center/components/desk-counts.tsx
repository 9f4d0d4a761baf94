/**
 * The tickets desk's counts per status for a municipality user (issue 13): how many requests its
 * portals' customers filed, by back-office status and by delivery to the back office. Numbers only,
 * never a ticket.
 */
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { TServiceRequestStatusCounts } from '../../../../domain/service-requests/service-request-desk';
import { useDeskCounts } from '../api/get-desk-counts';
import { LabelledFigure } from '../../../components/widgets/labelled-figure';
import { RetryAlert } from '../../../components/widgets/retry-line';
import { IconHeading } from '../../../components/widgets/icon-heading';

const BO_STATUSES = ['open', 'in-progress', 'closed', 'none'] as const;
const DELIVERY_STATES = ['queued', 'filed', 'failed'] as const;
/** The counts below the total: per back-office status, then per delivery to the back office. */
const GROUPS = [
  { key: 'boStatus', states: BO_STATUSES, cols: 4, testIdPart: 'status' },
  { key: 'delivery', states: DELIVERY_STATES, cols: 3, testIdPart: 'delivery' },
] as const;

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  useTranslation(); // re-renders in a newly chosen language
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <LabelledFigure label={label} value={value} size="xl" />
    </Paper>
  );
}

function Counts({ counts }: { counts: TServiceRequestStatusCounts }) {
  const { t } = useTranslation('admin-center');
  return (
    <Stack gap="sm">
      <Figure label={t('deskCounts.total')} value={counts.total} testId="desk-count-total" />
      {GROUPS.map(({ key, states, cols, testIdPart }) => (
        <Fragment key={key}>
          <Text size="sm" fw={500}>
            {t(`deskCounts.${key}Label`)}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: cols }} spacing="sm">
            {states.map((state) => (
              <Figure
                key={state}
                label={t(`deskCounts.${key}.${state}`)}
                value={(counts[key] as Record<string, number>)[state]}
                testId={`desk-count-${testIdPart}-${state}`}
              />
            ))}
          </SimpleGrid>
        </Fragment>
      ))}
    </Stack>
  );
}

export function DeskCounts() {
  const { t } = useTranslation('admin-center');
  const counts = useDeskCounts();
  let body: React.ReactNode;
  if (counts.isPending) {
    body = <Skeleton height={160} radius="md" aria-label={t('deskCounts.loading')} />;
  } else if (counts.isError) {
    body = (
      <RetryAlert
        message={t('deskCounts.error')}
        retryLabel={t('deskCounts.retry')}
        onRetry={() => void counts.refetch()}
        gap="md"
        buttonVariant="light"
      />
    );
  } else {
    body = <Counts counts={counts.data} />;
  }
  return (
    <Stack gap="md" component="section" aria-labelledby="admin-section-desk-counts">
      <IconHeading icon={IconTicket} iconSize={22} order={2} fz="h3" id="admin-section-desk-counts">
        {t('deskCounts.title')}
      </IconHeading>
      <Text c="dimmed" fz="sm">
        {t('deskCounts.description')}
      </Text>
      {body}
    </Stack>
  );
}
