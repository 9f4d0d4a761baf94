/**
 * My Account's Pickup reminders (issue 14): the evening before each pickup, a week before a holiday
 * moves one, and when a service request's status changes, each by e-mail and/or text. A choice is saved as soon as it is ticked. The
 * channels the contact choices do not allow are shown disabled with what to change; the server
 * checks the same rule.
 */
import { useState } from 'react';
import { Checkbox, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconBell, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type {
  TReminderPreferences,
  TRemindersResponse,
} from '../../../../domain/pickup-reminders/reminder-preferences';
import { usePickupReminders, useSavePickupReminders } from '../api/pickup-reminders';
import { Section } from './section';
import { ErrorAlert } from '../../../components/widgets/error-alert';
import { formatTimeOfDay } from '../../../i18n/format';

const ROWS = [
  { kind: 'evening', mail: 'eveningMail', sms: 'eveningSms' },
  { kind: 'holiday', mail: 'holidayMail', sms: 'holidaySms' },
  { kind: 'status', mail: 'statusMail', sms: 'statusSms' },
] as const;

/** "18:00" in the reader's clock style (6:00 PM in English). */
function localTime(time: string, language: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return formatTimeOfDay(hour * 60 + minute, language);
}

function channelHint({ channels, smsStopped }: TRemindersResponse): string | null {
  if (!channels.mail && !channels.sms) return 'hints.notificationsOff';
  if (!channels.sms) return 'hints.smsNotAllowed';
  if (smsStopped) return 'hints.smsStopped';
  if (!channels.mail) return 'hints.mailNotAllowed';
  return null;
}

export function PickupRemindersSection() {
  const { t, i18n } = useTranslation('reminders');
  const query = usePickupReminders();
  const save = useSavePickupReminders();
  // the choice just ticked, shown at once (in the same render as the click: a box that flips back
  // until the save's state arrives reads as a click that did nothing) until its save has settled
  const [ticked, setTicked] = useState<TReminderPreferences | null>(null);

  let body: React.ReactNode;
  if (query.isPending) {
    body = <Loader size="sm" aria-label={t('loading')} />;
  } else if (query.isError) {
    body = <ErrorAlert>{t('loadFailed')}</ErrorAlert>;
  } else {
    const { preferences, reminderTime, smsStopped } = query.data;
    const channels = { ...query.data.channels, sms: query.data.channels.sms && !smsStopped };
    const shown: TReminderPreferences = ticked ?? preferences;
    const toggle = (key: keyof TReminderPreferences, on: boolean) => {
      const next = { ...shown, [key]: on };
      setTicked(next);
      // the saved choices are in the query's data by then (useSavePickupReminders' onSuccess)
      save.mutate(next, { onSettled: () => setTicked((current) => (current === next ? null : current)) });
    };
    const hint = channelHint(query.data);
    body = (
      <Stack gap="sm">
        <Table verticalSpacing="sm" horizontalSpacing={0} layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Text size="sm" fw={600}>
                  {t('columns.when')}
                </Text>
              </Table.Th>
              <Table.Th w={{ base: 72, sm: 110 }} ta="center">
                <Text size="sm" fw={600}>
                  {t('columns.mail')}
                </Text>
              </Table.Th>
              <Table.Th w={{ base: 72, sm: 110 }} ta="center">
                <Text size="sm" fw={600}>
                  {t('columns.sms')}
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ROWS.map((row) => (
              <Table.Tr key={row.kind}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {t(`kinds.${row.kind}.label`, { time: localTime(reminderTime, i18n.language) })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`kinds.${row.kind}.description`)}
                  </Text>
                </Table.Td>
                {(['mail', 'sms'] as const).map((channel) => (
                  <Table.Td key={channel}>
                    <Group justify="center">
                      <Checkbox
                        aria-label={t(`kinds.${row.kind}.${channel}`)}
                        checked={shown[row[channel]] && channels[channel]}
                        disabled={!channels[channel]}
                        onChange={(event) => toggle(row[channel], event.currentTarget.checked)}
                      />
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {hint ? (
          <Text size="sm" c="dimmed">
            {t(hint)}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('textsNote')}
        </Text>
        <div aria-live="polite">
          {save.isError ? (
            <ErrorAlert>{t('saveFailed')}</ErrorAlert>
          ) : save.isSuccess ? (
            <Group gap={6} c="teal.9">
              <IconCircleCheck size={16} aria-hidden="true" />
              <Text size="sm">{t('saved')}</Text>
            </Group>
          ) : null}
        </div>
      </Stack>
    );
  }

  return (
    <Section
      id="pickup-reminders"
      icon={<IconBell size={20} />}
      title={t('title')}
      description={t('description')}
    >
      {body}
    </Section>
  );
}
