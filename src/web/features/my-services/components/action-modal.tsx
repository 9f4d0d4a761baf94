/**
 * The enterprise action modal (spec 02 §2.2, §4.2, §5): Subject and Details for one row. Subject is
 * optional for Request Extra Pickup. While submitting the inputs and buttons are disabled and the
 * button reads Submitting...; Cancel and close do nothing. Success closes it with the form reset;
 * a failure shows a banner that clears after 5 seconds or when the user types.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, Group, Modal, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ErrorAlert } from '../../../components/widgets/error-alert';
import { useTranslation } from 'react-i18next';
import {
  REQUEST_DETAILS_MESSAGE,
  SUBJECT_REQUIRED_MESSAGE,
  ZEnterpriseActionRequest,
  type EnterpriseAction,
} from '../../../../domain/services/service-requests';
import type { TMyServiceRow, TMyServicesActionResponse } from '../../../../domain/services/my-services-api';
import { ROW_NOT_YOURS_MESSAGE } from '../../../../domain/services/my-services-api';
import { CUSTOMER_LIMIT_MESSAGE } from '../../../../domain/services/customer-limits';
import { isApiError } from '../../../lib/api-client';
import {
  findServerMessage,
  serverMessageText,
  type TServerMessageCatalog,
} from '../../../lib/server-message';
import { useSubmitMyServicesAction } from '../api/submit-action';

export const ERROR_BANNER_MS = 5000;

/** What the action's API can refuse with; anything else shows the spec's failure text. */
export const ACTION_MESSAGES: TServerMessageCatalog = {
  keys: new Map([
    [SUBJECT_REQUIRED_MESSAGE, 'my-services:modal.subjectRequired'],
    [REQUEST_DETAILS_MESSAGE, 'my-services:modal.detailsRequired'],
    [ROW_NOT_YOURS_MESSAGE, 'my-services:modal.rowNotYours'],
    [CUSTOMER_LIMIT_MESSAGE, 'my-services:modal.customerLimit'],
  ]),
};

export interface ActionSelection {
  action: EnterpriseAction;
  row: TMyServiceRow;
}

export function ActionModal({
  uid,
  opened,
  selection,
  onClose,
  onExited,
}: {
  uid: string;
  opened: boolean;
  selection: ActionSelection | null;
  onClose: () => void;
  /** The closing transition has ended: the selection may go (its title and row show until then). */
  onExited: () => void;
}) {
  const { t } = useTranslation('my-services');
  const mutation = useSubmitMyServicesAction(uid);
  const [subject, setSubject] = useState('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; details?: string }>({});
  const [banner, setBanner] = useState<string | null>(null);
  const bannerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const submitting = mutation.isPending;
  const action = selection?.action ?? 'change-service';
  const subjectOptional = action === 'request-pickup';
  const translate = (message: string | undefined) => {
    if (!message) return undefined;
    const found = findServerMessage(message, ACTION_MESSAGES);
    return found ? t(found.key) : undefined;
  };

  useEffect(() => () => clearTimeout(bannerTimer.current), []);

  function showBanner(message: string) {
    setBanner(message);
    clearTimeout(bannerTimer.current);
    bannerTimer.current = setTimeout(() => setBanner(null), ERROR_BANNER_MS);
  }

  function clearBanner() {
    clearTimeout(bannerTimer.current);
    setBanner(null);
  }

  /** A field's binding: typing sets it and clears its error and the banner; locked while sending. */
  function bind(field: 'subject' | 'details', set: (value: string) => void) {
    return {
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        set(event.currentTarget.value);
        setErrors((e) => ({ ...e, [field]: undefined }));
        clearBanner();
      },
      error: translate(errors[field]),
      disabled: submitting,
    };
  }

  function reset() {
    setSubject('');
    setDetails('');
    setErrors({});
    clearBanner();
    mutation.reset();
  }

  function close() {
    if (submitting) return;
    reset();
    onClose();
  }

  function successMessage(result: TMyServicesActionResponse): string {
    if (result.status === 'filed' && result.issueId) return t('modal.filed', { id: result.issueId });
    if (result.status === 'queued') return t('modal.queued');
    return t('modal.sent');
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!selection || submitting) return;
    clearBanner();
    const parsed = ZEnterpriseActionRequest.safeParse({ action, subject, details });
    if (!parsed.success) {
      const found: { subject?: string; details?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'subject' || field === 'details') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    const { row } = selection;
    mutation.mutate(
      {
        action,
        subject,
        details,
        row: { source: row.source, cust: row.cust, site: row.site, serv: row.serv },
      },
      {
        onSuccess: (result) => {
          notifications.show({
            color: result.status === 'queued' ? 'blue' : 'brand',
            message: successMessage(result),
            autoClose: 8000,
          });
          reset();
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.isClientError && error.status !== 401) {
            const fields = (error.details?.fields ?? {}) as { subject?: string; details?: string };
            setErrors({ subject: fields.subject, details: fields.details });
            showBanner(serverMessageText(error, ACTION_MESSAGES, t) ?? t('modal.failed'));
            return;
          }
          showBanner(action === 'request-pickup' ? t('modal.pickupFailed') : t('modal.failed'));
        },
      },
    );
  }

  const row = selection?.row;
  return (
    <Modal
      opened={opened}
      onClose={close}
      onExitTransitionEnd={onExited}
      title={<Text fw={700}>{t(`actions.${action}`)}</Text>}
      centered
      radius="lg"
      size="lg"
      closeOnClickOutside={!submitting}
      closeOnEscape={!submitting}
      closeButtonProps={{ disabled: submitting, 'aria-label': t('modal.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {row ? (
            <Paper withBorder radius="md" p="sm" bg="gray.0">
              <Text size="sm" fw={600}>
                {row.siteName}
              </Text>
              <Text size="xs" c="dimmed">
                {row.address}
              </Text>
              <Text size="xs" c="dimmed">
                {t('modal.rowLine', { site: row.site, service: row.service })}
              </Text>
            </Paper>
          ) : null}
          {banner ? (
            <ErrorAlert variant="light" radius="md">
              {banner}
            </ErrorAlert>
          ) : null}
          <TextInput
            label={t('modal.subject')}
            description={subjectOptional ? t('modal.subjectOptional') : undefined}
            withAsterisk={!subjectOptional}
            value={subject}
            {...bind('subject', setSubject)}
            maxLength={200}
            data-autofocus
          />
          <Textarea
            label={t('modal.details')}
            withAsterisk
            value={details}
            {...bind('details', setDetails)}
            autosize
            minRows={4}
            maxRows={10}
            maxLength={4000}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={submitting}>
              {t('modal.cancel')}
            </Button>
            <Button type="submit" disabled={submitting} loading={false}>
              {submitting ? t('modal.submitting') : t('modal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
