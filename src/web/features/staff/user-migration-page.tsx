/**
 * User migration (spec 03 §2.13, §4, §8), admin only: Start Migration, a progress bar while the server
 * imports the staff list, then the real result (created, already present, failed with reasons) with
 * Go to User Management and Refresh Page, or "Migration Failed" with Try Again. The run's id is kept
 * in the address (?run=…), so reloading the browser keeps showing it; Refresh Page starts over.
 */
import { Alert, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconCircleCheck,
  IconPlayerPlay,
  IconRefresh,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  migrationPercent,
  staffMigrationMessages,
  type TStaffMigrationProgress,
} from '../../../domain/staff/staff-migration';
import { paths } from '../../../domain/paths';
import { AdminPage } from '../../components/admin-list';
import { ColumnsTable, type TableColumn } from '../../components/widgets/columns-table';
import { SectionLoading } from '../../components/widgets/section-loading';
import { useStaffMigration, useStartStaffMigration } from './api/staff-migration';
import { adminOnlyPage } from '../../components/admin-forms/admin-only-page';
import { migrationReasonKeys } from './components/staff-labels';

const RUN_PARAM = 'run';

/** Reloads the page in its first state (Start Migration), as the original's in-memory page did. */
function RefreshPageButton() {
  const { t } = useTranslation('staff');
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={18} aria-hidden="true" />}
      onClick={() => window.location.assign(window.location.pathname)}
    >
      {t('migration.refreshPage')}
    </Button>
  );
}

export const UserMigrationPage = adminOnlyPage(UserMigration);

function UserMigration() {
  const { t } = useTranslation('staff');
  const [searchParams, setSearchParams] = useSearchParams();
  const runId = searchParams.get(RUN_PARAM);
  const start = useStartStaffMigration();
  const progress = useStaffMigration(runId);

  function startMigration() {
    start.mutate(undefined, {
      onSuccess: (run) => setSearchParams({ [RUN_PARAM]: run.id }, { replace: true }),
    });
  }

  const run = progress.data;
  const failed = start.isError || progress.isError || run?.state === 'error';

  let body;
  if (failed) {
    body = <MigrationFailed run={run} onTryAgain={startMigration} retrying={start.isPending} />;
  } else if (run?.state === 'completed') {
    body = <MigrationCompleted run={run} />;
  } else if (run?.state === 'running') {
    body = <MigrationRunning run={run} />;
  } else if (runId || start.isPending) {
    body = <SectionLoading label={t('migration.starting')} />;
  } else {
    body = (
      <Group>
        <Button
          size="md"
          leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
          onClick={startMigration}
        >
          {t('migration.start')}
        </Button>
      </Group>
    );
  }

  return (
    <AdminPage
      size="md"
      title={t('migration.title')}
      icon={<IconUsers size={24} />}
      subtitle={t('migration.subtitle')}
      backLabel={t('backToAdminCenter')}
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {body}
      </Paper>
    </AdminPage>
  );
}

function Counts({ run }: { run: TStaffMigrationProgress }) {
  const { t } = useTranslation('staff');
  const items = [
    { label: t('migration.created'), value: run.created, color: 'green' },
    { label: t('migration.existing'), value: run.existing, color: 'blue' },
    { label: t('migration.failed'), value: run.failed.length, color: run.failed.length ? 'red' : 'gray' },
    { label: t('migration.total'), value: run.total, color: 'dark' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {items.map((item) => (
        <Paper key={item.label} withBorder radius="md" p="sm">
          <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
            {item.label}
          </Text>
          <Text fz="xl" fw={700} c={item.color}>
            {item.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function MigrationRunning({ run }: { run: TStaffMigrationProgress }) {
  const { t } = useTranslation('staff');
  const percent = migrationPercent(run);
  return (
    <Stack gap="md" aria-live="polite">
      <Group justify="space-between">
        <Text fw={600}>{t('migration.running')}</Text>
        <Text c="dimmed" fz="sm">
          {t('migration.progress', { processed: run.processed, total: run.total })}
        </Text>
      </Group>
      <Progress
        value={percent}
        size="xl"
        radius="xl"
        striped
        animated
        aria-label={t('migration.progressLabel')}
      />
      <Counts run={run} />
    </Stack>
  );
}

type TStaffMigrationFailure = TStaffMigrationProgress['failed'][number];
const failureKey = (failure: TStaffMigrationFailure, index: number) => `${failure.email}-${index}`;

function FailureList({ run }: { run: TStaffMigrationProgress }) {
  const { t } = useTranslation('staff');
  if (run.failed.length === 0) return null;
  const failureColumns: TableColumn<TStaffMigrationFailure>[] = [
    {
      key: 'email',
      header: t('migration.failureEmail'),
      cell: (failure) => failure.email || t('migration.noEmail'),
    },
    {
      key: 'reason',
      header: t('migration.failureReason'),
      cell: (failure) =>
        migrationReasonKeys(failure.reason)
          .map((key) => t(key))
          .join(' '),
    },
  ];
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        {t('migration.failuresTitle')}
      </Title>
      <ColumnsTable striped minWidth={420} columns={failureColumns} rows={run.failed} rowKey={failureKey} />
    </Stack>
  );
}

/** What a finished run did: its counts and the accounts it could not create. */
function RunResults({ run }: { run: TStaffMigrationProgress }) {
  return (
    <>
      <Counts run={run} />
      <FailureList run={run} />
    </>
  );
}

/** The banner of a finished run, by how it ended: green and polite, or red and at once. */
const OUTCOME_BANNERS = {
  completed: { color: 'green', Icon: IconCircleCheck, title: 'migration.completedTitle', role: 'status' },
  failed: { color: 'red', Icon: IconAlertCircle, title: 'migration.failedTitle', role: 'alert' },
} as const;

/** A finished run's banner, then what it did and the ways on. */
function RunOutcome({
  outcome,
  message,
  children,
}: {
  outcome: keyof typeof OUTCOME_BANNERS;
  message: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('staff');
  const { color, Icon, title, role } = OUTCOME_BANNERS[outcome];
  return (
    <Stack gap="md">
      <Alert color={color} icon={<Icon size={20} aria-hidden="true" />} title={t(title)} role={role}>
        {message}
      </Alert>
      {children}
    </Stack>
  );
}

function MigrationCompleted({ run }: { run: TStaffMigrationProgress }) {
  const { t } = useTranslation('staff');
  return (
    <RunOutcome
      outcome="completed"
      message={t('migration.completedMessage', { processed: run.processed, total: run.total })}
    >
      <Progress value={100} size="xl" radius="xl" color="green" aria-label={t('migration.progressLabel')} />
      <RunResults run={run} />
      <Group gap="sm">
        <Button component={Link} to={paths.admin.userManagement}>
          {t('migration.goToUserManagement')}
        </Button>
        <RefreshPageButton />
      </Group>
    </RunOutcome>
  );
}

function MigrationFailed({
  run,
  onTryAgain,
  retrying,
}: {
  run: TStaffMigrationProgress | undefined;
  onTryAgain: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('staff');
  const reason =
    run?.error === staffMigrationMessages.interrupted
      ? t('migration.errors.interrupted')
      : run?.error === staffMigrationMessages.stopped
        ? t('migration.errors.stopped')
        : t('migration.failedMessage');
  return (
    <RunOutcome outcome="failed" message={reason}>
      {run ? <RunResults run={run} /> : null}
      <Group gap="sm">
        <Button
          onClick={onTryAgain}
          loading={retrying}
          leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
        >
          {t('migration.tryAgain')}
        </Button>
        <RefreshPageButton />
        <Button component={Link} to={paths.admin.userManagement} variant="subtle">
          {t('migration.goToUserManagement')}
        </Button>
      </Group>
    </RunOutcome>
  );
}
