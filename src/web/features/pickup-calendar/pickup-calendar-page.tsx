/**
 * The pickup calendar, /Services/calendar (issue 14): the customer's pickup days over the next 8
 * weeks as a month grid with cart badges per day (a list of pickup days on a phone), previous/next
 * month within the 8 weeks, and Print (window.print(); the print stylesheet keeps only the month on
 * one page). Services without dates say why.
 */
import { useMemo, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconChevronLeft,
  IconChevronRight,
  IconPrinter,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPickupDayView, TPickupsResponse } from '../../../domain/pickup-calendar/pickups-api';
import { useContentLoadingWhile } from '../../components/content-loading';
import { paths } from '../../../domain/paths';
import { useSession } from '../../lib/use-session';
import { usePickups } from './api/find-pickups';
import { CartBadges } from './components/cart-badges';
import { dateOf, distinctReasons, formatDay, usePickupText } from './components/format';
import { dayBefore, monthOf, monthsBetween, monthWeeks } from './components/month-grid';
import classes from './pickup-calendar.module.css';
import { CustomerPageHeading } from '../../components/widgets/customer-page-heading';

/** Previous/next month: a labelled button from 48em, an icon button (same name) on a phone. */
function MonthButton(props: {
  label: string;
  icon: ReactNode;
  side: 'left' | 'right';
  disabled: boolean;
  onClick: () => void;
}) {
  const { label, icon, side, disabled, onClick } = props;
  return (
    <div className={classes.noPrint}>
      <Button
        variant="subtle"
        visibleFrom="sm"
        leftSection={side === 'left' ? icon : undefined}
        rightSection={side === 'right' ? icon : undefined}
        disabled={disabled}
        onClick={onClick}
      >
        {label}
      </Button>
      <ActionIcon
        variant="light"
        size="lg"
        hiddenFrom="sm"
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </div>
  );
}

/** A past day's carts as the back office recorded them (issue 32 §1): collected, or missed. */
function PastMarks({ marks }: { marks: TPickupsResponse['past'] | undefined }) {
  const { t } = useTranslation('pickup-calendar');
  if (!marks?.length) return null;
  return (
    <Stack gap={2} mt={4}>
      {marks.map((mark) => (
        <Text key={mark.serviceType} fz="xs" fw={600} c={mark.outcome === 'collected' ? 'brand.8' : 'red.8'}>
          {t(mark.outcome === 'collected' ? 'past.collected' : 'past.missed', {
            service: t(`carts.${mark.serviceType}`),
          })}
        </Text>
      ))}
    </Stack>
  );
}

function MonthView({ data, month }: { data: TPickupsResponse; month: string }) {
  const { t } = useTranslation('pickup-calendar');
  const { language, longDate, shiftText } = usePickupText();
  const byDate = useMemo(() => new Map(data.days.map((day) => [day.date, day])), [data.days]);
  const pastByDate = useMemo(() => {
    const map = new Map<string, TPickupsResponse['past']>();
    for (const mark of data.past) map.set(mark.date, [...(map.get(mark.date) ?? []), mark]);
    return map;
  }, [data.past]);
  const pastDays = [...pastByDate.keys()].filter((day) => monthOf(day) === month);
  const weeks = monthWeeks(month);
  const lastDay = dayBefore(data.window.until);
  const inWindow = (day: string) => day >= data.window.from && day <= lastDay;
  const monthDays = data.days.filter((day) => monthOf(day.date) === month);
  const weekdayNames = weeks[0]!.map((day) => ({
    short: formatDay(day, language, { weekday: 'short' }),
    long: formatDay(day, language, { weekday: 'long' }),
  }));

  const movedNote = (day: TPickupDayView) =>
    day.shiftedBy ? <div className={classes.moved}>{shiftText(day)}</div> : null;

  return (
    <>
      <table className={classes.grid}>
        <thead>
          <tr>
            {weekdayNames.map((name) => (
              <th key={name.long} scope="col" abbr={name.long}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const pickup = byDate.get(day);
                const outside = monthOf(day) !== month || !inWindow(day);
                const cellClass = [outside ? classes.outside : '', day === data.today ? classes.today : '']
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td key={day} className={cellClass || undefined} data-date={day}>
                    <div className={classes.dayNumber}>
                      <span aria-hidden="true">{dateOf(day).getUTCDate()}</span>
                      <VisuallyHidden>{longDate(day)}</VisuallyHidden>
                      {day === data.today ? <VisuallyHidden> ({t('card.today')})</VisuallyHidden> : null}
                    </div>
                    {pickup ? (
                      <Stack gap={2} mt={4}>
                        <CartBadges carts={pickup.carts} size="xs" />
                        {movedNote(pickup)}
                      </Stack>
                    ) : null}
                    <PastMarks marks={pastByDate.get(day)} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={classes.list}>
        {pastDays.length > 0 ? (
          <Stack gap="sm" component="ul" p={0} m={0} mb="sm" style={{ listStyle: 'none' }}>
            {pastDays.map((day) => (
              <Paper key={day} component="li" withBorder radius="md" p="sm" data-date={day}>
                <Text fw={600}>{longDate(day)}</Text>
                <PastMarks marks={pastByDate.get(day)} />
              </Paper>
            ))}
          </Stack>
        ) : null}
        {monthDays.length === 0 ? (
          <Text c="dimmed">{t('calendar.noneThisMonth')}</Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {monthDays.map((day) => (
              <Paper key={day.date} component="li" withBorder radius="md" p="sm" data-date={day.date}>
                <Stack gap={6}>
                  <Text fw={600}>
                    {longDate(day.date)}
                    {day.date === data.today ? ` · ${t('card.today')}` : ''}
                  </Text>
                  <CartBadges carts={day.carts} size="sm" />
                  {day.shiftedBy ? (
                    <Text fz="sm" className={classes.moved}>
                      {shiftText(day)}
                    </Text>
                  ) : null}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </div>
    </>
  );
}

export function PickupCalendarPage() {
  const { t } = useTranslation('pickup-calendar');
  const { customer } = useSession();
  const query = usePickups(customer?.uid ?? null);
  const { language, reasonText } = usePickupText();
  useContentLoadingWhile(query.isPending && Boolean(customer));
  const data = query.data;
  const months = data ? monthsBetween(data.window.from, dayBefore(data.window.until)) : [];
  // opens on the month of the next pickup (late in a month, that is often the next one)
  const [chosen, setChosen] = useState<number | null>(null);
  const nextIndex = data?.nextPickup ? months.indexOf(monthOf(data.nextPickup.date)) : 0;
  const index = Math.min(chosen ?? Math.max(0, nextIndex), Math.max(0, months.length - 1));
  const setIndex = (update: (i: number) => number) => setChosen(update(index));
  const month = months[index];
  const monthLabel = month ? formatDay(`${month}-01`, language, { month: 'long', year: 'numeric' }) : '';
  const reasons = data ? distinctReasons(data.services) : [];
  const fromServices = customer?.entryType === 'EnterpriseCustomerProfile' ? null : paths.services;

  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} className={classes.printRoot}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Group justify="space-between" align="flex-start" gap="sm">
            <CustomerPageHeading title={t('calendar.title')} subtitle={t('calendar.subtitle')} />
            <Group gap="xs" className={classes.noPrint}>
              {fromServices ? (
                <Button
                  component={Link}
                  to={fromServices}
                  variant="default"
                  leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
                >
                  {t('calendar.backToServices')}
                </Button>
              ) : null}
              <Button
                leftSection={<IconPrinter size={16} aria-hidden="true" />}
                onClick={() => window.print()}
                disabled={!data}
              >
                {t('calendar.print')}
              </Button>
            </Group>
          </Group>
        </Stack>

        {query.isPending ? (
          <Skeleton h={420} radius="lg" aria-busy="true" />
        ) : query.isError || !data ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={20} aria-hidden="true" />}
          >
            {t('card.error')}
          </Alert>
        ) : (
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'sm', sm: 'lg' }}
            component="section"
            aria-labelledby="pickup-month"
          >
            <Stack gap="md">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <MonthButton
                  label={t('calendar.previous')}
                  icon={<IconChevronLeft size={16} aria-hidden="true" />}
                  side="left"
                  disabled={index <= 0}
                  onClick={() => setIndex((i) => Math.max(0, i - 1))}
                />
                <Title
                  order={2}
                  fz={{ base: 20, sm: 24 }}
                  id="pickup-month"
                  aria-live="polite"
                  ta="center"
                  className={classes.monthTitle}
                >
                  {monthLabel}
                </Title>
                <MonthButton
                  label={t('calendar.next')}
                  icon={<IconChevronRight size={16} aria-hidden="true" />}
                  side="right"
                  disabled={index >= months.length - 1}
                  onClick={() => setIndex((i) => Math.min(months.length - 1, i + 1))}
                />
              </Group>
              {month ? <MonthView data={data} month={month} /> : null}
              <Text fz="sm" c="dimmed">
                {t('calendar.window', {
                  from: formatDay(data.window.from, language, { month: 'long', day: 'numeric' }),
                  until: formatDay(dayBefore(data.window.until), language, { month: 'long', day: 'numeric' }),
                })}
              </Text>
              {reasons.map((reason) => (
                <Text key={JSON.stringify(reason)} fz="sm">
                  {reasonText(reason)}
                </Text>
              ))}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
