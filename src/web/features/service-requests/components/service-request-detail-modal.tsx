/**
 * One service request for staff (the tickets desk's detail): the header facts, a link to the
 * customer's profile, the timeline, the confirmation mail and the payload as sent. "Re-send" appears
 * when the server allows it (a failed request) and "Set status" when the status is kept in Curbside's
 * own back office; the detail's `actions` decides both, the page only shows them.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Code,
  Collapse,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconChevronDown,
  IconChevronUp,
  IconMail,
  IconSend,
  IconListDetails,
  IconUser,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ISSUE_STATUSES, type TIssueStatusValue } from '../../../../domain/back-office';
import {
  SERVICE_REQUEST_DESK_MESSAGES,
  ZServiceRequestStatusUpdate,
  type TServiceRequestDetail,
} from '../../../../domain/service-requests/service-request-desk';
import {
  BACK_OFFICE_ACTOR,
  CUSTOMER_ACTOR,
  PORTAL_ACTOR,
  type TServiceRequestEvent,
} from '../../../../domain/service-requests/timeline';
import { messageKeys, useServerMessage, type TServerMessageCatalog } from '../../../lib/server-message';
import { paths } from '../../../../domain/paths';
import { useServiceRequest } from '../api/get-service-request';
import { useResendServiceRequest } from '../api/resend-service-request';
import { useSetServiceRequestStatus } from '../api/set-service-request-status';
import { DeliveryBadge, EmailText, ReferenceText, StatusBadge, useKindLabel } from './service-request-badges';
import { formatCalendarDay, formatDateTime } from '../../../i18n/format';
import {
  DetailFact,
  DetailLink,
  DetailLoadFailed,
  DetailLoading,
  DetailModal,
  OutcomeAlert,
} from '../../../components/admin-forms/detail-modal';
import { SubmitRow } from '../../../components/widgets/submit-row';
import { IconHeading } from '../../../components/widgets/icon-heading';

const NS = 'service-requests';
const KEEP = 'keep';
const ACTORS = new Set([BACK_OFFICE_ACTOR, CUSTOMER_ACTOR, PORTAL_ACTOR]);

/** Date and time in the reader's language, or the dash. */
export function useDateTime(): (iso: string | null) => string {
  const { t } = useTranslation(NS);
  return (iso) => (iso ? formatDateTime(iso) : t('none'));
}

export interface ServiceRequestDetailModalProps {
  /** The request to show; null while none is chosen. */
  id: string | null;
  opened: boolean;
  onClose: () => void;
}

export function ServiceRequestDetailModal({ id, opened, onClose }: ServiceRequestDetailModalProps) {
  const { t } = useTranslation(NS);
  return (
    <DetailModal opened={opened} onClose={onClose} title={t('detail.title')}>
      {id ? <ServiceRequestDetailPanel key={id} id={id} onClose={onClose} /> : null}
    </DetailModal>
  );
}

/** The modal's content: loads the request, then shows it. */
export function ServiceRequestDetailPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const detail = useServiceRequest(id);
  if (detail.isPending) return <DetailLoading text={t('detail.loading')} />;
  if (detail.isError) {
    return (
      <DetailLoadFailed closeText={t('detail.close')} onClose={onClose}>
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          role="alert"
          title={t('detail.loadFailed')}
        >
          <Button size="xs" variant="white" color="red" onClick={() => void detail.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      </DetailLoadFailed>
    );
  }
  return <ServiceRequestDetailView detail={detail.data} />;
}

type Outcome = { kind: 'success'; text: string } | { kind: 'error'; text: string; error: unknown };

/** The desk's refusals (a request that is not failed, not filed…), each in the reader's language. */
export const DESK_MESSAGES: TServerMessageCatalog = {
  keys: messageKeys(SERVICE_REQUEST_DESK_MESSAGES, 'service-requests:detail.serverMessages.'),
};

/** An action's outcome: the spec's text, then for a failure the server's reason when it is one the desk knows. */
export function ActionOutcome({ outcome, onClose }: { outcome: Outcome | null; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const reasonOf = useServerMessage(DESK_MESSAGES);
  if (!outcome) return null;
  return (
    <OutcomeAlert
      success={outcome.kind === 'success'}
      title={outcome.text}
      dismissText={t('dismiss')}
      onClose={onClose}
    >
      {outcome.kind === 'error' ? reasonOf(outcome.error) : null}
    </OutcomeAlert>
  );
}

export function ServiceRequestDetailView({ detail }: { detail: TServiceRequestDetail }) {
  const { t } = useTranslation(NS);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <Stack gap="lg">
      <DetailFacts detail={detail} />
      {detail.actions.resend ? <ResendAction id={detail.id} onOutcome={setOutcome} /> : null}
      {/* not keyed by the status: a remount would drop the save's success callback */}
      {detail.actions.setStatus ? <SetStatusForm id={detail.id} onOutcome={setOutcome} /> : null}
      {/* next to the buttons that produce it, where the eye is after a click */}
      <ActionOutcome outcome={outcome} onClose={() => setOutcome(null)} />
      <Stack gap="sm" component="section" aria-labelledby="service-request-timeline">
        <Title order={3} fz="h4" id="service-request-timeline">
          {t('detail.timeline.title')}
        </Title>
        <RequestTimeline events={detail.timeline} />
      </Stack>
      <ConfirmationMail confirmation={detail.confirmation} />
      <PayloadAsSent payload={detail.payload} />
    </Stack>
  );
}

function DetailFacts({ detail }: { detail: TServiceRequestDetail }) {
  const { t } = useTranslation(NS);
  const kindLabel = useKindLabel();
  const when = useDateTime();
  const none = t('none');
  return (
    <Stack gap="sm">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm" m={0}>
        <DetailFact label={t('detail.facts.customer')}>{detail.customer.name || none}</DetailFact>
        <DetailFact label={t('detail.facts.email')}>
          {detail.customer.email ? <EmailText email={detail.customer.email} /> : none}
        </DetailFact>
        <DetailFact label={t('detail.facts.phone')}>{detail.customer.phone || none}</DetailFact>
        <DetailFact label={t('detail.facts.address')}>{detail.address || none}</DetailFact>
        <DetailFact label={t('detail.facts.account')}>{detail.account || none}</DetailFact>
        <DetailFact label={t('detail.facts.portal')}>
          {detail.portalTitle ?? detail.portalId ?? t('unknownPortal')}
        </DetailFact>
        <DetailFact label={t('detail.facts.kind')}>{kindLabel(detail.kind)}</DetailFact>
        <DetailFact label={t('detail.facts.service')}>
          <Text component="span" fz="sm" tt="capitalize">
            {detail.serviceType ?? none}
          </Text>
        </DetailFact>
        <DetailFact label={t('detail.facts.reference')}>
          <ReferenceText item={detail} />
        </DetailFact>
        <DetailFact label={t('detail.facts.delivery')}>
          <DeliveryBadge item={detail} />
        </DetailFact>
        <DetailFact label={t('detail.facts.boStatus')}>
          <StatusBadge status={detail.boStatus} delivery={detail.delivery} />
        </DetailFact>
        {detail.pickupDay ? (
          <DetailFact label={t('detail.facts.pickupDay')}>
            {formatCalendarDay(detail.pickupDay, { dateStyle: 'full' })}
            {detail.recordedStatus
              ? ` · ${t('detail.facts.recordedStatus', { status: detail.recordedStatus })}`
              : ''}
          </DetailFact>
        ) : null}
        <DetailFact label={t('detail.facts.created')}>{when(detail.createdAt)}</DetailFact>
        <DetailFact label={t('detail.facts.filed')}>{when(detail.filedAt)}</DetailFact>
        <DetailFact label={t('detail.facts.lastPolled')}>{when(detail.lastPolledAt)}</DetailFact>
        <DetailFact label={t('detail.facts.requestId')}>{detail.id}</DetailFact>
      </SimpleGrid>
      {detail.delivery === 'failed' && detail.lastError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
          {t('delivery.tries', { count: detail.attempts })} ·{' '}
          {t('delivery.lastError', { error: detail.lastError })}
        </Alert>
      ) : null}
      {detail.boClosingNote ? (
        <DetailFact label={t('detail.facts.closingNote')}>{detail.boClosingNote}</DetailFact>
      ) : null}
      <Group style={{ columnGap: 'var(--mantine-spacing-lg)', rowGap: 'var(--mantine-spacing-xs)' }}>
        {detail.customer.profileExists ? (
          <DetailLink to={paths.admin.customerProfile(detail.customer.uid)} icon={IconUser}>
            {t('detail.viewProfile')}
          </DetailLink>
        ) : (
          <Text fz="sm" c="dimmed">
            {t('detail.profileDeleted')}
          </Text>
        )}
        <DetailLink to={paths.admin.customerServiceRequests(detail.customer.uid)} icon={IconListDetails}>
          {t('detail.customerRequests')}
        </DetailLink>
      </Group>
    </Stack>
  );
}

/** The desk's actions on one request: each tells the outcome banner how it went. */
interface ActionProps {
  id: string;
  onOutcome: (outcome: Outcome) => void;
}

/** An action's answer for the banner: its `done` words, or its `failed` words with the error. */
function outcomeOf(
  { onOutcome }: ActionProps,
  t: TFunction,
  action: 'resend' | 'setStatus',
  afterSuccess: () => void = () => {},
) {
  return {
    onSuccess: () => {
      afterSuccess();
      onOutcome({ kind: 'success', text: t(`detail.${action}.done`) });
    },
    onError: (error: unknown) => onOutcome({ kind: 'error', text: t(`detail.${action}.failed`), error }),
  };
}

function ResendAction(props: ActionProps) {
  const { t } = useTranslation(NS);
  const resend = useResendServiceRequest(props.id);
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" gap="sm">
        <Text fz="sm" style={{ flex: '1 1 240px' }}>
          {t('detail.resend.help')}
        </Text>
        <Button
          leftSection={<IconSend size={16} aria-hidden="true" />}
          loading={resend.isPending}
          onClick={() => resend.mutate(undefined, outcomeOf(props, t, 'resend'))}
        >
          {t('detail.resend.button')}
        </Button>
      </Group>
    </Paper>
  );
}

function SetStatusForm(props: ActionProps) {
  const { t } = useTranslation(NS);
  const save = useSetServiceRequestStatus(props.id);
  const [status, setStatus] = useState<string>(KEEP);
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = ZServiceRequestStatusUpdate.safeParse({
      status: status === KEEP ? undefined : (status as TIssueStatusValue),
      note,
    });
    if (!body.success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    save.mutate(
      body.data,
      outcomeOf(props, t, 'setStatus', () => {
        setStatus(KEEP);
        setNote('');
      }),
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      aria-labelledby="service-request-set-status"
    >
      <Stack gap="sm">
        <Title order={3} fz="h4" id="service-request-set-status">
          {t('detail.setStatus.title')}
        </Title>
        <Select
          label={t('detail.setStatus.status')}
          allowDeselect={false}
          value={status}
          data={[
            { value: KEEP, label: t('detail.setStatus.keep') },
            ...ISSUE_STATUSES.map((s) => ({ value: s, label: t(`boStatus.${s}`) })),
          ]}
          onChange={(value) => setStatus(value ?? KEEP)}
          error={invalid ? t('detail.setStatus.nothing') : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label={t('detail.setStatus.note')}
          placeholder={t('detail.setStatus.notePlaceholder')}
          autosize
          minRows={2}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <SubmitRow label={t('detail.setStatus.save')} loading={save.isPending} />
      </Stack>
    </Paper>
  );
}

function RequestTimeline({ events }: { events: readonly TServiceRequestEvent[] }) {
  const { t } = useTranslation(NS);
  const when = useDateTime();
  if (events.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t('detail.timeline.empty')}
      </Text>
    );
  }
  const actor = (by: string) => (ACTORS.has(by) ? t(`detail.timeline.actors.${by}`) : by);
  return (
    <Timeline active={events.length - 1} bulletSize={16} lineWidth={2}>
      {events.map((event, index) => (
        <Timeline.Item
          key={`${event.at}-${index}`}
          color={event.kind === 'failed' ? 'red' : undefined}
          title={
            <Group gap="xs" component="span">
              <Text component="span" fw={600} fz="sm">
                {t(`detail.timeline.kinds.${event.kind}`)}
              </Text>
              {event.status ? <StatusBadge status={event.status} /> : null}
            </Group>
          }
        >
          {event.note ? (
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {/* a filed row's note is the IssueID */}
              {event.kind === 'filed' ? t('detail.timeline.issue', { issueId: event.note }) : event.note}
            </Text>
          ) : null}
          <Text fz="xs" c="dimmed">
            {when(event.at)} · {t('detail.timeline.by', { by: actor(event.by) })}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function ConfirmationMail({ confirmation }: { confirmation: TServiceRequestDetail['confirmation'] }) {
  const { t } = useTranslation(NS);
  return (
    <Stack gap="sm" component="section" aria-labelledby="service-request-confirmation">
      <IconHeading icon={IconMail} iconSize={18} order={3} fz="h4" id="service-request-confirmation">
        {t('detail.confirmation.title')}
      </IconHeading>
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
        <Text fz="xs" c="dimmed">
          {t('detail.confirmation.to', { to: confirmation.to })}
        </Text>
        <Text fw={600} mt={4}>
          {confirmation.subject}
        </Text>
        <Text fz="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {confirmation.text}
        </Text>
      </Paper>
    </Stack>
  );
}

function PayloadAsSent({ payload }: { payload: Record<string, unknown> }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="sm" component="section" aria-labelledby="service-request-payload">
      <Group justify="space-between" gap="sm">
        <Title order={3} fz="h4" id="service-request-payload">
          {t('detail.payload.title')}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={open}
          aria-controls="service-request-payload-json"
          rightSection={
            open ? (
              <IconChevronUp size={16} aria-hidden="true" />
            ) : (
              <IconChevronDown size={16} aria-hidden="true" />
            )
          }
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('detail.payload.hide') : t('detail.payload.show')}
        </Button>
      </Group>
      <Collapse in={open}>
        <Code
          block
          id="service-request-payload-json"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {JSON.stringify(payload, null, 2)}
        </Code>
      </Collapse>
    </Stack>
  );
}
