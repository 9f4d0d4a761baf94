/**
 * My Requests (issue 11): every service request the customer filed, newest first, with where it
 * stands: received, filed as issue #N, in progress, closed with the back office's note, or failed
 * (the company has been told; staff see it in the tickets desk).
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TServiceRequestSummary } from '../../../domain/services/services-api';
import { paths } from '../../app/paths';
import { useMyRequests } from './api/find-my-requests';
import { requestSteps } from './components/request-steps';

const STATUS_COLOR = {
  received: 'gray',
  filed: 'blue',
  'in-progress': 'yellow',
  closed: 'green',
  failed: 'red',
};

/** The badge: the furthest step reached. */
export function currentStatus(request: TServiceRequestSummary): keyof typeof STATUS_COLOR {
  if (request.status === 'failed') return 'failed';
  if (request.status === 'queued') return 'received';
  if (request.boStatus === 'closed') return 'closed';
  if (request.boStatus === 'in-progress') return 'in-progress';
  return 'filed';
}

export function RequestCard({ request }: { request: TServiceRequestSummary }) {
  const { t, i18n } = useTranslation('my-requests');
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const steps = requestSteps(request);
  const reached = steps.filter((s) => s.done).length - 1;
  const status = currentStatus(request);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-labelledby={`request-${request.id}`}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4" id={`request-${request.id}`}>
              {t(`kinds.${request.kind}`, { defaultValue: request.kind })}
              {request.serviceType
                ? ` · ${t(`services.${request.serviceType}`, { defaultValue: request.serviceType })}`
                : ''}
            </Title>
            <Text size="sm" c="dimmed">
              {t('sent', { date: date(request.createdAt) })}
              {request.issueId ? ` · ${t('issue', { id: request.issueId })}` : ''}
            </Text>
          </Stack>
          <Badge color={STATUS_COLOR[status]} variant="light" size="lg">
            {t(`status.${status}`)}
          </Badge>
        </Group>
        {request.status === 'failed' ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
            {t('failedText')}
          </Alert>
        ) : null}
        {request.status === 'queued' ? <Text size="sm">{t('queuedText')}</Text> : null}
        <Timeline
          active={reached}
          bulletSize={22}
          lineWidth={2}
          color={status === 'failed' ? 'red' : undefined}
        >
          {steps.map((step) => (
            <Timeline.Item
              key={step.kind}
              bullet={step.done ? <IconCheck size={12} aria-hidden="true" /> : null}
              title={t(`steps.${step.kind}`, { id: step.note ?? '' })}
              lineVariant={step.done ? 'solid' : 'dashed'}
            >
              <Text size="xs" c="dimmed">
                {step.at ? date(step.at) : step.done ? '' : t('notYet')}
              </Text>
              {step.kind === 'closed' && step.note ? (
                <Text size="sm" mt={4}>
                  {t('closingNote', { note: step.note })}
                </Text>
              ) : null}
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Paper>
  );
}

export function MyRequestsPage() {
  const { t } = useTranslation('my-requests');
  const query = useMyRequests();
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('title')}
          </Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        {query.isPending ? (
          <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
            <Skeleton height={180} radius="lg" />
            <Skeleton height={180} radius="lg" />
          </Stack>
        ) : query.isError ? (
          <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('error')}</Text>
              <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            </Group>
          </Alert>
        ) : query.data.items.length === 0 ? (
          <Paper withBorder radius="lg" p="xl">
            <Stack align="center" gap="sm">
              <IconClipboardList size={36} aria-hidden="true" />
              <Text>{t('empty')}</Text>
              <Anchor component={Link} to={paths.services}>
                {t('toServices')}
              </Anchor>
            </Stack>
          </Paper>
        ) : (
          <Stack gap="md">
            {query.data.items.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
