/**
 * Above each tab: the language being edited (English first, then the other nine by their own names)
 * and, for another language, whether customers who chose it see a translation or the English content,
 * with "Remove translation" (after a confirmation). The language cannot change while the tab has
 * unsaved changes, so nothing typed is lost.
 */
import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLanguage, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TContentKind } from '../../../../domain/content';
import type { TContentEditorDocument } from '../../../../domain/content-editor';
import { LANGUAGES, type LanguageCode } from '../../../../domain/languages';
import { isApiError } from '../../../lib/api-client';
import { useRemoveTranslation } from '../api/remove-translation';
import { languageName, storedTranslation } from './kind-frame';

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l.code, label: l.label }));

export interface LanguageBarProps {
  kind: TContentKind;
  document: TContentEditorDocument;
  language: LanguageCode;
  onLanguageChange: (language: LanguageCode) => void;
  dirty: boolean;
  readOnly: boolean;
}

export function LanguageBar({
  kind,
  document,
  language,
  onLanguageChange,
  dirty,
  readOnly,
}: LanguageBarProps) {
  const { t } = useTranslation('content-editor');
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveTranslation();
  const page = t(`tabs.${kind}`);
  const name = languageName(language);
  const translated = storedTranslation(document, kind, language) !== null;

  const confirmRemove = () =>
    remove.mutate(
      { portalId: document.portalId, kind, language, version: document.version },
      {
        onSuccess: () => {
          setConfirming(false);
          notifications.show({
            color: 'green',
            title: t('translation.removedTitle'),
            message: t('translation.removed', { page, language: name }),
          });
        },
        onError: (error) => {
          setConfirming(false);
          const conflict = isApiError(error) && error.details?.reason === 'versionConflict';
          notifications.show({
            color: 'red',
            title: t('translation.removeFailedTitle'),
            message: conflict ? t('save.conflict') : t('translation.removeFailed'),
          });
        },
      },
    );

  return (
    <Stack gap="xs" mb="md">
      <Select
        label={t('translation.language')}
        description={dirty ? t('translation.saveFirst') : t('translation.languageHelp')}
        data={LANGUAGE_OPTIONS}
        value={language}
        onChange={(value) => value && onLanguageChange(value as LanguageCode)}
        allowDeselect={false}
        disabled={dirty}
        leftSection={<IconLanguage size={16} aria-hidden="true" />}
        maw={{ base: '100%', sm: 480 }}
        comboboxProps={{ withinPortal: true }}
      />
      {language === 'en' ? null : (
        <Alert color={translated ? 'blue' : 'gray'} variant="light" p="sm">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" style={{ flex: '1 1 16rem' }}>
              {translated
                ? t('translation.exists', { page, language: name })
                : t('translation.missing', { page, language: name })}
            </Text>
            {translated ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden="true" />}
                onClick={() => setConfirming(true)}
                disabled={readOnly}
              >
                {t('translation.remove')}
              </Button>
            ) : null}
          </Group>
        </Alert>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('translation.confirmTitle', { language: name })}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('translation.confirm', { page, language: name })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              {t('translation.keep')}
            </Button>
            <Button color="red" onClick={confirmRemove} loading={remove.isPending}>
              {t('translation.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
