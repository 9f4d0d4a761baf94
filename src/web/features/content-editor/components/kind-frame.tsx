/**
 * One tab of the editor: an Edit / Preview switch, Save and Discard, and either the fields or the
 * customer page rendered with the values. Saving sends the version the editor loaded; a 409 shows
 * "This content was changed by someone else. Reload to see the latest version." with a Reload button.
 * In a language other than English the tab edits that language's translation of the kind, and each
 * text field shows the English text as its reference.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconDeviceFloppy,
  IconEye,
  IconPencil,
  IconRefresh,
  IconRestore,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TContentByKind, TContentKind } from '../../../../domain/content';
import type { TContentEditByKind, TContentEditorDocument } from '../../../../domain/content-editor';
import { LANGUAGES, type LanguageCode } from '../../../../domain/languages';
import { isApiError } from '../../../lib/api-client';
import { serverMessageText } from '../../../lib/server-message';
import { CONTENT_SAVE_MESSAGES } from '../../../lib/server-message-content-editor';
import { useSaveContent } from '../api/save-content';
import { contentFormErrors, toCustomerContent, toEditable } from '../editor-values';
import { blankTexts, englishTextAt } from '../translation-values';
import { ContentPreview } from './content-preview';

export type ContentForm<K extends TContentKind> = UseFormReturnType<TContentEditByKind[K]>;

/** What every tab gets from the page. */
export interface KindTabProps {
  document: TContentEditorDocument;
  /** 'en': the content itself; another language: its translation. */
  language: LanguageCode;
  readOnly: boolean;
  onDirtyChange: (kind: TContentKind, dirty: boolean) => void;
  onReload: () => void;
}

/** The stored translation of a kind into a language, or null. */
export function storedTranslation<K extends TContentKind>(
  document: TContentEditorDocument,
  kind: K,
  language: LanguageCode,
): TContentByKind[K] | null {
  if (language === 'en') return null;
  return (document.translations[language]?.[kind] as TContentByKind[K] | undefined) ?? null;
}

/** What the form starts with: English, the stored translation, or a new one (English with the texts emptied). */
function startingValues<K extends TContentKind>(kind: K, { document, language }: KindTabProps) {
  const english = toEditable(kind, document.content[kind] as TContentByKind[K] | null);
  if (language === 'en') return english;
  const translation = storedTranslation(document, kind, language);
  return translation ? toEditable(kind, translation) : blankTexts(english);
}

/**
 * A tab's form, and `input(path)`: the field's props; a translated field's description is the English
 * text it translates, whole and with its line breaks, so it stays in view while staff type.
 */
export function useContentForm<K extends TContentKind>(kind: K, props: KindTabProps) {
  const { t } = useTranslation('content-editor');
  const form = useForm<TContentEditByKind[K]>({
    initialValues: startingValues(kind, props),
    validate: (values) => contentFormErrors(kind, values, t),
    validateInputOnBlur: true,
  });
  const english = props.document.content[kind];
  const translating = props.language !== 'en';
  const input = (path: string, options?: Parameters<typeof form.getInputProps>[1]) => {
    const field = form.getInputProps(path, options);
    const reference = translating ? englishTextAt(english, path) : '';
    if (!reference) return field;
    return {
      ...field,
      description: (
        <Text span inherit style={{ whiteSpace: 'pre-line' }}>
          {t('translation.english', { text: reference })}
        </Text>
      ),
    };
  };
  return { form, input };
}

/** A language by its own name, as the translate menu lists it. */
export function languageName(code: LanguageCode): string {
  return LANGUAGES.find((l) => l.code === code)?.label ?? code;
}

/** The tab's two views: the fields, or the customer page as the values would show it. */
const MODES = [
  { value: 'edit', Icon: IconPencil },
  { value: 'preview', Icon: IconEye },
] as const;
type Mode = (typeof MODES)[number]['value'];

export function KindFrame<K extends TContentKind>({
  kind,
  form,
  document,
  language,
  readOnly,
  onDirtyChange,
  onReload,
  children,
}: KindTabProps & { kind: K; form: ContentForm<K>; children: ReactNode }) {
  const { t } = useTranslation('content-editor');
  const [mode, setMode] = useState<Mode>('edit');
  const [conflict, setConflict] = useState(false);
  const save = useSaveContent<K>();
  const dirty = form.isDirty();

  useEffect(() => onDirtyChange(kind, dirty), [kind, dirty, onDirtyChange]);

  const previewContent = useMemo(
    () => (mode === 'preview' ? toCustomerContent(kind, form.values) : null),
    [mode, kind, form.values],
  );

  const failed = (error: unknown) => {
    const reason = isApiError(error) ? (error.details?.reason as string | undefined) : undefined;
    if (reason === 'versionConflict') {
      setConflict(true);
      notifications.show({ color: 'red', title: t('save.failedTitle'), message: t('save.conflict') });
    } else if (reason === 'externalCms') {
      notifications.show({ color: 'red', title: t('save.failedTitle'), message: t('save.externalCms') });
    } else if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
      notifications.show({
        color: 'red',
        title: t('save.failedTitle'),
        message: t('save.rejected', {
          message: serverMessageText(error, CONTENT_SAVE_MESSAGES, t) ?? t('validation.invalid'),
        }),
      });
    } else {
      notifications.show({ color: 'red', title: t('save.failedTitle'), message: t('save.failed') });
    }
  };

  const submit = form.onSubmit(
    (values) => {
      save.mutate(
        { portalId: document.portalId, kind, language, version: document.version, content: values },
        {
          onSuccess: (saved) => {
            // what the server stored (trimmed, empty rows dropped) becomes the new starting point
            const stored = toEditable(
              kind,
              language === 'en'
                ? (saved.content[kind] as TContentByKind[K] | null)
                : storedTranslation(saved, kind, language),
            );
            form.setValues(stored);
            form.setInitialValues(stored);
            form.resetDirty(stored);
            setConflict(false);
            notifications.show({
              color: 'green',
              title: t('save.savedTitle'),
              message:
                language === 'en'
                  ? t('save.saved', { page: t(`tabs.${kind}`) })
                  : t('save.savedTranslation', { page: t(`tabs.${kind}`), language: languageName(language) }),
            });
          },
          onError: failed,
        },
      );
    },
    () => {
      setMode('edit');
      notifications.show({ color: 'red', title: t('save.failedTitle'), message: t('save.invalid') });
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label', { page: t(`tabs.${kind}`) })}>
      <Stack gap="md">
        <Paper
          withBorder
          radius="md"
          p="sm"
          pos="sticky"
          // below the admin header (sticky, 60 px)
          top={60}
          style={{ zIndex: 5, background: 'var(--mantine-color-body)' }}
        >
          <Group justify="space-between" gap="sm">
            <SegmentedControl
              value={mode}
              onChange={(value) => setMode(value as Mode)}
              aria-label={t('mode.label')}
              data={MODES.map(({ value, Icon }) => ({
                value,
                label: (
                  <Group gap={6} wrap="nowrap" justify="center">
                    <Icon size={16} aria-hidden="true" />
                    <span>{t(`mode.${value}`)}</span>
                  </Group>
                ),
              }))}
            />
            <Group gap="xs" wrap="wrap" justify="flex-end">
              {dirty ? (
                <Badge color="yellow" variant="light">
                  {t('form.unsaved')}
                </Badge>
              ) : null}
              <Button
                variant="default"
                leftSection={<IconRestore size={16} aria-hidden="true" />}
                disabled={!dirty || save.isPending}
                onClick={() => form.reset()}
              >
                {t('form.discard')}
              </Button>
              <Button
                type="submit"
                leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
                loading={save.isPending}
                disabled={readOnly || !dirty}
              >
                {t('form.save')}
              </Button>
            </Group>
          </Group>
        </Paper>

        {conflict ? (
          <Alert
            color="red"
            role="alert"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            title={t('save.conflictTitle')}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('save.conflict')}</Text>
              <Text size="sm" c="dimmed">
                {t('save.reloadWarning')}
              </Text>
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconRefresh size={14} aria-hidden="true" />}
                onClick={onReload}
              >
                {t('save.reload')}
              </Button>
            </Stack>
          </Alert>
        ) : null}

        {mode === 'preview' ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('preview.caption')}
            </Text>
            <Paper
              withBorder
              radius="md"
              style={{ overflow: 'hidden' }}
              bg="gray.0"
              role="region"
              aria-label={t('preview.label')}
            >
              <ContentPreview
                kind={kind}
                portalId={document.portalId}
                portalTitle={document.portalTitle}
                content={previewContent}
              />
            </Paper>
          </Stack>
        ) : (
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="md">{children}</Stack>
          </fieldset>
        )}
      </Stack>
    </form>
  );
}

/** A titled group of fields. */
export function FieldGroup({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section">
      <Stack gap="sm">
        <div>
          <Text fw={700} component="h3" m={0} fz="md">
            {title}
          </Text>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
