/**
 * My Requests (issue 11): the customer's requests, newest first, each under its REQ- reference.
 * Tickets show where they stand: received, filed as issue #N, in progress, closed with the back
 * office's note, or failed (the company has been told; staff see it in the tickets desk). Change
 * Service and Additional Carts requests show what changed (before → after); staff apply them, so they
 * have no back-office status. The server answers the newest 50 requests.
 */
import type { ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconArrowRight, IconCheck, IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  TMyRequest,
  TServiceChangeSummary,
  TServiceRequestSummary,
} from '../../../domain/services/services-api';
import { paths } from '../../../domain/paths';
import { useMyRequests } from './api/find-my-requests';
import { changeLines } from './components/change-lines';
import { requestSteps } from './components/request-steps';
import { UntranslatedNote, useStaffContentLang } from '../../components/untranslated-content';
import { formatCalendarDay, formatDateTime } from '../../i18n/format';
import { customerCardFrame } from '../../components/widgets/customer-card';
import { RetryAlert } from '../../components/widgets/retry-line';
import { CustomerPageHeading } from '../../components/widgets/customer-page-heading';

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

function useDate(): (iso: string) => string {
  useTranslation('my-requests'); // re-renders in a newly chosen language
  return (iso) => formatDateTime(iso);
}

/** "Sent {date} · REQ-… · issue #N": when, and the references to quote when calling about it. */
function SentLine({
  createdAt,
  reference,
  issueId,
}: {
  createdAt: string;
  reference: string;
  issueId?: string | null;
}) {
  const { t } = useTranslation('my-requests');
  const date = useDate();
  return (
    <Text size="sm" c="dimmed">
      {t('sent', { date: date(createdAt) })}
      {' · '}
      <Text span inherit ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {reference}
      </Text>
      {issueId ? (
        <>
          {' · '}
          <Text span inherit style={{ whiteSpace: 'nowrap' }}>
            {t('issue', { id: issueId })}
          </Text>
        </>
      ) : null}
    </Text>
  );
}

function CardTitle({ id, kind, serviceType }: { id: string; kind: string; serviceType: string | null }) {
  const { t } = useTranslation('my-requests');
  return (
    <Title order={2} size="h4" id={`request-${id}`}>
      {t(`kinds.${kind}`, { defaultValue: kind })}
      {serviceType ? ` · ${t(`services.${serviceType}`, { defaultValue: serviceType })}` : ''}
    </Title>
  );
}

/** A request's card: its title, when it was sent and its references, a badge, and what follows. */
function RequestArticle({
  request,
  issueId,
  badge,
  children,
}: {
  request: Pick<TMyRequest, 'id' | 'kind' | 'serviceType' | 'createdAt' | 'reference'>;
  issueId?: string | null;
  badge: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper {...customerCardFrame} component="article" aria-labelledby={`request-${request.id}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <CardTitle id={request.id} kind={request.kind} serviceType={request.serviceType} />
            <SentLine createdAt={request.createdAt} reference={request.reference} issueId={issueId} />
          </Stack>
          {badge}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

export function RequestCard({ request }: { request: TServiceRequestSummary }) {
  const { t } = useTranslation('my-requests');
  const date = useDate();
  const steps = requestSteps(request);
  const reached = steps.filter((s) => s.done).length - 1;
  const status = currentStatus(request);
  return (
    <RequestArticle
      request={request}
      issueId={request.issueId}
      badge={
        <Badge color={STATUS_COLOR[status]} variant="light" size="lg">
          {t(`status.${status}`)}
        </Badge>
      }
    >
      {request.status === 'failed' ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
          {t('failedText')}
        </Alert>
      ) : null}
      {request.status === 'queued' ? <Text size="sm">{t('queuedText')}</Text> : null}
      {request.pickupDay ? (
        <Text size="sm">
          {t('pickupDay', { date: formatCalendarDay(request.pickupDay, { dateStyle: 'full' }) })}
        </Text>
      ) : null}
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
            {step.kind === 'closed' && step.note ? <ClosingNote note={step.note} /> : null}
          </Timeline.Item>
        ))}
      </Timeline>
    </RequestArticle>
  );
}

/** A Change Service or Additional Carts request: what changed, and that staff will apply it. */
export function ChangeCard({ request }: { request: TServiceChangeSummary }) {
  const { t } = useTranslation('my-requests');
  const lines = changeLines(t, request);
  return (
    <RequestArticle
      request={request}
      badge={
        <Badge color="teal" variant="light" size="lg">
          {t('status.saved')}
        </Badge>
      }
    >
      {lines.length > 0 ? (
        <Stack gap={6} component="dl" m={0}>
          {lines.map((line) => (
            <Group key={line.label} gap="xs" wrap="wrap" align="baseline">
              <Text size="sm" c="dimmed" component="dt" miw={140}>
                {line.label}
              </Text>
              <Text size="sm" component="dd" m={0}>
                {line.before !== null ? (
                  <>
                    {line.before}{' '}
                    <IconArrowRight size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} />
                    <VisuallyHidden component="span">{t('changedTo')}</VisuallyHidden>{' '}
                  </>
                ) : null}
                <Text span inherit fw={600}>
                  {line.after}
                </Text>
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}
      <Text size="sm">
        {t('changeText')}
        {request.byStaff ? ` ${t('changeByStaff')}` : ''}
      </Text>
    </RequestArticle>
  );
}

/** A marker the translated "Note: {{note}}" is split at, so the note can be its own element. */
const NOTE_MARK = '\uE000';

/**
 * "Note: …" with staff's note as they wrote it: marked lang="en" on a page in another language (notes
 * are not translated; issue 28 §3), the sentence around it in the page's language.
 */
function ClosingNote({ note }: { note: string }) {
  const { t } = useTranslation('my-requests');
  const lang = useStaffContentLang(undefined);
  const [before = '', after = ''] = t('closingNote', { note: NOTE_MARK }).split(NOTE_MARK);
  return (
    <Text size="sm" mt={4}>
      {before}
      <span lang={lang}>{note}</span>
      {after}
    </Text>
  );
}

/** Whether a request shows a note from staff (closed with a closing note). */
function hasStaffNote(request: TMyRequest): boolean {
  return request.type !== 'change' && request.boStatus === 'closed' && Boolean(request.boClosingNote);
}

export function MyRequestCard({ request }: { request: TMyRequest }) {
  return request.type === 'change' ? <ChangeCard request={request} /> : <RequestCard request={request} />;
}

export function MyRequestsPage() {
  const { t } = useTranslation('my-requests');
  const query = useMyRequests();
  // staff's notes stay as written: on a page in another language, one line says so
  const notesLang = useStaffContentLang(undefined);
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }}>
      <Stack gap="lg">
        <CustomerPageHeading title={t('title')} subtitle={t('subtitle')} />
        {query.isPending ? (
          <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
            <Skeleton height={180} radius="lg" />
            <Skeleton height={180} radius="lg" />
          </Stack>
        ) : query.isError ? (
          <RetryAlert message={t('error')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
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
            <UntranslatedNote show={notesLang === 'en' && query.data.items.some(hasStaffNote)} />
            {query.data.items.map((request) => (
              <MyRequestCard key={`${request.type}-${request.id}`} request={request} />
            ))}
            {query.data.more ? (
              <Text size="sm" c="dimmed" ta="center">
                {t('more', { count: query.data.items.length })}
              </Text>
            ) : null}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
