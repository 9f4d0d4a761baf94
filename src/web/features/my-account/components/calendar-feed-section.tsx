/**
 * My Account's Calendar feed (issue 14): turns the personal calendar feed on, shows its link once
 * (with a Copy button), says when it was created and last fetched by a calendar app, and renews
 * (after a confirmation: the old link stops working) or turns it off.
 *
 * The link is kept only in this component's state: the server keeps a hash, so once the page is left
 * the link cannot be shown again, only replaced.
 */
import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertCircle,
  IconCalendarEvent,
  IconCalendarPlus,
  IconCircleCheck,
  IconLock,
  IconRefresh,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TCalendarFeedLink } from '../../../../domain/calendar-feed/calendar-feed-api';
import { useCalendarFeed, useRenewCalendarFeed, useTurnOffCalendarFeed } from '../api/calendar-feed';
import { CopyableSecret } from '../../../components/copyable-secret';
import { Section } from './section';
import { formatDateTime } from '../../../i18n/format';
import { RetryAlert } from '../../../components/widgets/retry-line';

type Confirm = 'renew' | 'off' | null;

function FeedLink({ link }: { link: TCalendarFeedLink }) {
  const { t } = useTranslation('calendar-feed');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} bg="var(--mantine-color-gray-0)">
      <Stack gap="xs">
        <CopyableSecret
          label={t('link.label')}
          value={link.url}
          copy={t('link.copy')}
          copied={t('link.copied')}
          copyLabel={t('link.copyLabel')}
        />
        <Text size="sm">{t('link.shownOnce')}</Text>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <ThemeIcon size={20} variant="transparent" color="gray" aria-hidden="true">
            <IconLock size={16} />
          </ThemeIcon>
          <Text size="sm" c="dimmed">
            {t('link.private')}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

export function CalendarFeedSection() {
  const { t } = useTranslation('calendar-feed');
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const [link, setLink] = useState<TCalendarFeedLink | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [turnedOff, setTurnedOff] = useState(false);

  const formatDate = (iso: string) => formatDateTime(iso);
  const busy = renew.isPending || turnOff.isPending;
  const failed = renew.isError || turnOff.isError;

  const getLink = () => {
    setConfirm(null);
    setTurnedOff(false);
    turnOff.reset();
    renew.mutate(undefined, { onSuccess: setLink });
  };
  const stop = () => {
    setConfirm(null);
    renew.reset();
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setLink(null);
        setTurnedOff(true);
      },
    });
  };

  let body: React.ReactNode;
  if (feed.isPending) {
    body = (
      <Group gap="sm">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('loading')}
        </Text>
      </Group>
    );
  } else if (feed.isError) {
    body = (
      <RetryAlert
        iconSize={20}
        message={t('messages.loadFailed')}
        retryLabel={t('actions.retry')}
        onRetry={() => void feed.refetch()}
        layout="stacked"
        buttonVariant="light"
      />
    );
  } else if (!feed.data.enabled) {
    body = (
      <Stack gap="md" align="flex-start">
        <Text size="sm">{t('offIntro')}</Text>
        <Button
          onClick={getLink}
          loading={renew.isPending}
          leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
        >
          {t('actions.turnOn')}
        </Button>
      </Stack>
    );
  } else {
    const { createdAt, lastFetchedAt } = feed.data;
    body = (
      <Stack gap="md">
        {link ? <FeedLink link={link} /> : null}
        <Stack gap={4}>
          <Group gap={6} wrap="nowrap">
            <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden="true" />
            <Text fw={600}>{t('status.on')}</Text>
          </Group>
          {createdAt ? (
            <Text size="sm" c="dimmed">
              {t('status.created', { date: formatDate(createdAt) })}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {lastFetchedAt
              ? t('status.lastFetched', { date: formatDate(lastFetchedAt) })
              : t('status.notFetched')}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => setConfirm('renew')}
            disabled={busy}
            loading={renew.isPending}
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
          >
            {t('actions.renew')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            onClick={() => setConfirm('off')}
            disabled={busy}
            loading={turnOff.isPending}
          >
            {t('actions.turnOff')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Section
      id="calendar-feed"
      icon={<IconCalendarEvent size={20} />}
      title={t('title')}
      description={t('description')}
    >
      <Stack gap="md">
        {turnedOff && !feed.data?.enabled ? (
          <Alert
            color="green"
            role="status"
            icon={<IconCircleCheck size={20} aria-hidden="true" />}
            withCloseButton
            closeButtonLabel={t('actions.dismiss')}
            onClose={() => setTurnedOff(false)}
          >
            {t('messages.turnedOff')}
          </Alert>
        ) : null}
        {failed ? (
          <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden="true" />}>
            {t('messages.actionFailed')}
          </Alert>
        ) : null}
        {body}
      </Stack>
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'off' ? t('confirmOff.title') : t('confirmRenew.title')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{confirm === 'off' ? t('confirmOff.body') : t('confirmRenew.body')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirm(null)}>
              {t('actions.cancel')}
            </Button>
            <Button
              color={confirm === 'off' ? 'red' : undefined}
              onClick={confirm === 'off' ? stop : getLink}
            >
              {confirm === 'off' ? t('confirmOff.confirm') : t('confirmRenew.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Section>
  );
}
