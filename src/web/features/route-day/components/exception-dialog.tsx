/**
 * Record exception: why a stop's cart was not collected (the reasons with their human labels), an
 * optional note and an optional photo link. The server checks the same rules (ZSiteEventBody).
 */
import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  NOT_COLLECTED_REASONS,
  PHOTO_REFERENCE_MAX,
  ROUTE_EVENT_NOTE_MAX,
  type NotCollectedReason,
} from '../../../../domain/collection-day/route-events';
import type { TRouteStop } from '../../../../domain/collection-day/route-day-api';

export interface TExceptionInput {
  reason: NotCollectedReason;
  note: string;
  photoRef: string;
}

export function ExceptionDialog({
  stop,
  saving,
  error,
  onClose,
  onSave,
}: {
  stop: TRouteStop | null;
  saving: boolean;
  error: string | null;
  onClose: () => void;
  onSave: (input: TExceptionInput) => void;
}) {
  const { t } = useTranslation('route-day');
  const [reason, setReason] = useState<NotCollectedReason | null>(null);
  const [note, setNote] = useState('');
  const [photoRef, setPhotoRef] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const close = () => {
    setReason(null);
    setNote('');
    setPhotoRef('');
    setMissingReason(false);
    onClose();
  };
  const save = () => {
    if (!reason) {
      setMissingReason(true);
      return;
    }
    onSave({ reason, note: note.trim(), photoRef: photoRef.trim() });
  };
  return (
    <Modal opened={stop !== null} onClose={close} title={t('exception.title')} centered>
      {stop && (
        <Stack gap="md">
          <Text size="sm">
            {stop.address}, {stop.city} {stop.zip}
          </Text>
          <Select
            label={t('exception.reason')}
            placeholder={t('exception.reasonPlaceholder')}
            data={NOT_COLLECTED_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
            value={reason}
            onChange={(value) => {
              setReason(value as NotCollectedReason | null);
              setMissingReason(false);
            }}
            error={missingReason ? t('exception.reasonRequired') : undefined}
            required
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label={t('exception.note')}
            value={note}
            maxLength={ROUTE_EVENT_NOTE_MAX}
            autosize
            minRows={2}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <TextInput
            label={t('exception.photo')}
            description={t('exception.photoHint')}
            value={photoRef}
            maxLength={PHOTO_REFERENCE_MAX}
            onChange={(e) => setPhotoRef(e.currentTarget.value)}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('exception.cancel')}
            </Button>
            <Button color="red" loading={saving} onClick={save}>
              {t('exception.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
