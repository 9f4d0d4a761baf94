/**
 * The four request forms (spec 02 §4.2, §5): Missed Pickup and Request Pickup (subject and details),
 * Vacation Stop/Restart (start and end dates, comments) and Damaged/Replace (one of the customer's
 * carts and a description). Each goes idle → submitting → a success state that hides the form. The
 * forms check with the API's own schemas; the server checks again with its today.
 */
import { useId, useState, type ChangeEvent } from 'react';
import { Alert, Checkbox, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DatePickerInput, DatesProvider, type DateFormatter } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/hi';
import 'dayjs/locale/it';
import 'dayjs/locale/ja';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/zh-cn';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay, formatNumericDay } from '../../../i18n/format';
import type { TMissedPickupReport } from '../../../../domain/services/missed-pickup-report';
import { useCollectionText } from './collection-status';
import type { z } from 'zod';
import {
  makeVacationHoldRequestSchema,
  NO_CARTS_MESSAGE,
  preselectedCart,
  ZDamagedCartRequest,
  ZMissedPickupRequest,
  ZPickupRequest,
} from '../../../../domain/services/service-requests';
import type { ServiceRequestKind, TServiceCard } from '../../../../domain/services/services-api';
import { isApiError } from '../../../lib/api-client';
import { useSubmitServiceRequest } from '../api/submit-service-request';
import { useMessageText } from '../messages';
import { DATE_POPOVER_PROPS, SELECT_COMBOBOX_PROPS } from './dropdown-props';
import { FailureAlert, SuccessAlert } from './form-alerts';
import { fieldErrors, serverFieldErrors, type FieldErrors } from './form-errors';
import { useFailureText } from './use-failure-text';
import { SubmitRow } from '../../../components/widgets/submit-row';

interface Outcome {
  message: string;
  pending: boolean;
}

/** Validation, submit, and the outcome of one request form. */
function useRequestForm(card: TServiceCard, kind: ServiceRequestKind, schema: z.ZodType) {
  const { t } = useTranslation('services');
  const message = useMessageText();
  const failureText = useFailureText();
  const mutation = useSubmitServiceRequest(card.serviceType, kind);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function submit(values: Record<string, unknown>) {
    setFailure(null);
    const found = fieldErrors(schema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(values, {
      onSuccess: (result) => {
        const action = t(`requests.actionNames.${kind}`);
        setOutcome(
          result.status === 'filed' && result.issueId
            ? { message: t('requests.success', { action, id: result.issueId }), pending: false }
            : { message: t('requests.queued', { action }), pending: true },
        );
      },
      onError: (e) => {
        setErrors(isApiError(e) ? serverFieldErrors(e.details) : {});
        setFailure(failureText(e, 'failures.request'));
      },
    });
  }

  const error = (field: string) => (errors[field] ? message(errors[field]) : null);
  const clearError = (field: string) => setErrors((e) => ({ ...e, [field]: '' }));

  return {
    submit,
    outcome,
    failure,
    busy: mutation.isPending,
    error,
    clearError,
    /** A field's binding: a change sets the value and clears the field's error; busy while sending. */
    bind: <V,>(field: string, set: (value: V) => void) => ({
      onChange: (value: V) => {
        set(value);
        clearError(field);
      },
      error: error(field),
      disabled: mutation.isPending,
    }),
  };
}

function RequestShell({
  form,
  children,
  onSubmit,
  submitDisabled = false,
}: {
  form: ReturnType<typeof useRequestForm>;
  children: React.ReactNode;
  onSubmit: () => void;
  submitDisabled?: boolean;
}) {
  const { t } = useTranslation('services');
  if (form.outcome) return <SuccessAlert message={form.outcome.message} pending={form.outcome.pending} />;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="sm">
        <FailureAlert message={form.failure} />
        {children}
        <SubmitRow
          label={form.busy ? t('forms.submitting') : t('forms.submitRequest')}
          loading={form.busy}
          disabled={submitDisabled}
        />
      </Stack>
    </form>
  );
}

/** dayjs names Brazilian Portuguese and Simplified Chinese in lower case (the calendars' month names). */
const DAYJS_LOCALES: Record<string, string> = { pt: 'pt-br', 'zh-CN': 'zh-cn' };
const dayjsLocaleOf = (language: string) => DAYJS_LOCALES[language] ?? language;

/** A picked day as the app writes days: MM/DD/YYYY in English (the spec), the reader's digits otherwise. */
const formatPickedDay: DateFormatter = ({ date }) =>
  typeof date === 'string' ? formatNumericDay(date.slice(0, 10)) : '';

/** A text that may run long (details, a description, comments), checked as `field`. */
function LongTextField({
  form,
  field,
  label,
  placeholder,
  value,
  onChange,
  required = true,
  rows = [3, 8],
}: {
  form: ReturnType<typeof useRequestForm>;
  field: string;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** The fewest and the most rows it grows between. */
  rows?: [number, number];
}) {
  return (
    <Textarea
      label={label}
      placeholder={placeholder}
      value={value}
      {...form.bind(field, (e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.currentTarget.value))}
      autosize
      minRows={rows[0]}
      maxRows={rows[1]}
      maxLength={4000}
      withAsterisk={required}
    />
  );
}

/** One day of the vacation hold, from `minDate` on. */
function HoldDayField({
  form,
  field,
  label,
  value,
  onChange,
  minDate,
}: {
  form: ReturnType<typeof useRequestForm>;
  field: 'startDate' | 'endDate';
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  minDate: string;
}) {
  const { t } = useTranslation('services');
  return (
    <DatePickerInput
      label={label}
      placeholder={t('forms.vacation.pick')}
      value={value}
      {...form.bind(field, onChange)}
      minDate={minDate}
      valueFormatter={formatPickedDay}
      leftSection={<IconCalendar size={16} aria-hidden="true" />}
      withAsterisk
      miw={170}
      popoverProps={DATE_POPOVER_PROPS}
    />
  );
}

/**
 * A missed pickup the crew recorded as not collected (issue 32 §2): what they recorded, and the
 * resident's confirmation, which the server requires before it files the report.
 */
function RecordedException({
  report,
  clock,
  confirmed,
  onConfirm,
  error,
  disabled,
}: {
  report: TMissedPickupReport;
  clock: { timeZone: string; today: string };
  confirmed: boolean;
  onConfirm: (value: boolean) => void;
  error: string | null;
  disabled: boolean;
}) {
  const { t } = useTranslation('services');
  const text = useCollectionText(clock.timeZone, clock.today);
  const errorId = useId();
  const recorded = report.recorded!;
  return (
    <Alert color="yellow" variant="light" radius="md" p="sm" title={t('collection.crewRecordedTitle')}>
      <Stack gap="xs">
        <Text size="sm">
          {t('collection.crewRecorded', {
            reason: text.reason(recorded.reason),
            time: text.time(recorded.at),
          })}
          {recorded.note ? ` (${t('collection.note', { note: recorded.note })})` : ''}
        </Text>
        {/* the error is the box's description, so a screen reader reads why it is needed */}
        <Checkbox
          label={t('collection.confirmLabel')}
          checked={confirmed}
          onChange={(e) => onConfirm(e.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
        />
        {error ? (
          <Text id={errorId} size="sm" c="red.8">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}

export function SubjectDetailsForm({
  card,
  kind,
  clock,
}: {
  card: TServiceCard;
  kind: 'missed-pickup' | 'pickup';
  /** The portal's time zone and day: the recorded exception's time is shown on its clock. */
  clock?: { timeZone: string; today: string };
}) {
  const { t } = useTranslation('services');
  const form = useRequestForm(card, kind, kind === 'pickup' ? ZPickupRequest : ZMissedPickupRequest);
  const [subject, setSubject] = useState('');
  const [details, setDetails] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const copy = kind === 'pickup' ? 'forms.pickup' : 'forms.missedPickup';
  const report = kind === 'missed-pickup' ? card.collection.missedPickup : null;
  const recorded = report?.state === 'open' && report.recorded !== null;
  const values = () =>
    recorded ? { subject, details, confirmRecordedException: confirmed } : { subject, details };
  return (
    <RequestShell form={form} onSubmit={() => form.submit(values())}>
      {report?.state === 'open' ? (
        <Text size="sm" c="dimmed">
          {t('collection.reportAbout', {
            date: formatCalendarDay(report.pickupDay, { weekday: 'long', month: 'long', day: 'numeric' }),
          })}
        </Text>
      ) : null}
      {recorded && report && clock ? (
        <RecordedException
          report={report}
          clock={clock}
          confirmed={confirmed}
          onConfirm={(value) => {
            setConfirmed(value);
            form.clearError('confirmRecordedException');
          }}
          error={form.error('confirmRecordedException')}
          disabled={form.busy}
        />
      ) : null}
      <TextInput
        label={t('forms.subject')}
        placeholder={t(`${copy}.subjectPlaceholder`)}
        value={subject}
        {...form.bind('subject', (e: ChangeEvent<HTMLInputElement>) => setSubject(e.currentTarget.value))}
        maxLength={200}
        withAsterisk
      />
      <LongTextField
        form={form}
        field="details"
        label={t('forms.details')}
        placeholder={t(`${copy}.detailsPlaceholder`)}
        value={details}
        onChange={setDetails}
      />
    </RequestShell>
  );
}

export function VacationHoldForm({ card, today }: { card: TServiceCard; today: string }) {
  const { t, i18n } = useTranslation('services');
  const form = useRequestForm(card, 'vacation', makeVacationHoldRequestSchema(today));
  const [startDate, setStartDate] = useState<string | null>(null);
  const [endDate, setEndDate] = useState<string | null>(null);
  const [comments, setComments] = useState('');
  return (
    <RequestShell form={form} onSubmit={() => form.submit({ startDate, endDate, comments })}>
      <Text size="sm" c="dimmed">
        {t('forms.vacation.intro')}
      </Text>
      {/* the calendars speak the page's language (dayjs locale) */}
      <DatesProvider settings={{ locale: dayjsLocaleOf(i18n.resolvedLanguage ?? 'en') }}>
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <HoldDayField
            form={form}
            field="startDate"
            label={t('forms.vacation.start')}
            value={startDate}
            onChange={setStartDate}
            minDate={today}
          />
          <HoldDayField
            form={form}
            field="endDate"
            label={t('forms.vacation.end')}
            value={endDate}
            onChange={setEndDate}
            minDate={startDate ?? today}
          />
        </Group>
      </DatesProvider>
      <LongTextField
        form={form}
        field="comments"
        label={t('forms.vacation.comments')}
        value={comments}
        onChange={setComments}
        required={false}
        rows={[2, 6]}
      />
    </RequestShell>
  );
}

export function DamagedCartForm({ card }: { card: TServiceCard }) {
  const { t } = useTranslation('services');
  const message = useMessageText();
  const form = useRequestForm(card, 'damaged-cart', ZDamagedCartRequest);
  const [cart, setCart] = useState<string | null>(() => preselectedCart(card.carts)?.id ?? null);
  const [description, setDescription] = useState('');
  if (card.carts.length === 0) return <Text size="sm">{message(NO_CARTS_MESSAGE)}</Text>;
  const options = card.carts.map((c) => ({
    value: c.id,
    label:
      c.size === null
        ? t('forms.damagedCart.unknownCart', { number: c.number })
        : t('forms.damagedCart.cart', { size: c.size, number: c.number }),
  }));
  return (
    <RequestShell
      form={form}
      onSubmit={() => form.submit({ cart, description })}
      submitDisabled={cart === null}
    >
      <Select
        label={t('forms.damagedCart.cartLabel')}
        placeholder={t('forms.damagedCart.placeholder')}
        data={options}
        value={cart}
        {...form.bind('cart', setCart)}
        allowDeselect={false}
        withAsterisk
        comboboxProps={SELECT_COMBOBOX_PROPS}
      />
      <LongTextField
        form={form}
        field="description"
        label={t('forms.damagedCart.description')}
        placeholder={t('forms.damagedCart.descriptionPlaceholder')}
        value={description}
        onChange={setDescription}
      />
    </RequestShell>
  );
}
