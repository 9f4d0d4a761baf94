/**
 * An image chosen by upload: a Dropzone (PNG, JPEG, GIF or WebP up to 2 MB, checked here and again by
 * the server from the file's bytes) and, once there is an image, its preview with a Remove button.
 */
import { useState } from 'react';
import { Alert, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  contentEditorMessages,
  SERVICE_MAP_MAX_BYTES,
  SERVICE_MAP_TYPES,
  type TServiceMapUpload,
} from '../../../../domain/content-editor';
import { isApiError } from '../../../lib/api-client';
import { useUploadServiceMap } from '../api/upload-service-map';

export interface ImageUploadProps {
  portalId: string;
  /** The image address in the content ('' when there is none). */
  url: string;
  alt: string;
  onUploaded: (upload: TServiceMapUpload) => void;
  onRemove: () => void;
  disabled?: boolean;
  label: string;
}

function useUploadErrorText() {
  const { t } = useTranslation('content-editor');
  return (error: unknown): string => {
    if (!isApiError(error)) return t('upload.failed');
    if (error.status === 413) return t('upload.tooLarge');
    if (error.message === contentEditorMessages.imageDimensions) return t('upload.dimensions');
    if (error.message === contentEditorMessages.tooManyFrames) return t('upload.frames');
    if (error.status === 415) {
      if (error.message === contentEditorMessages.svgRefused) return t('upload.svg');
      if (error.message === contentEditorMessages.unreadableImage) return t('upload.unreadable');
      return t('upload.type');
    }
    if (error.code === 'CONFLICT') return t('save.externalCms');
    return t('upload.failed');
  };
}

export function ImageUpload({ portalId, url, alt, onUploaded, onRemove, disabled, label }: ImageUploadProps) {
  const { t } = useTranslation('content-editor');
  const upload = useUploadServiceMap();
  const errorText = useUploadErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);

  const reject = (rejections: FileRejection[]) => {
    const [first] = rejections;
    const code = first?.errors[0]?.code;
    if (code === 'file-too-large') setProblem(t('upload.tooLarge'));
    else if (first && /\.svg$/i.test(first.file.name)) setProblem(t('upload.svg'));
    else setProblem(t('upload.type'));
  };

  const drop = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    setProblem(null);
    upload.mutate(
      { portalId, file },
      {
        onSuccess: (stored) => {
          setBroken(false);
          onUploaded(stored);
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {url ? (
        <Paper withBorder radius="md" p="sm">
          <Group gap="md" align="center" wrap="wrap">
            {broken ? (
              <Group gap={6} c="dimmed">
                <IconPhoto size={20} aria-hidden="true" />
                <Text size="sm">{t('upload.previewUnavailable')}</Text>
              </Group>
            ) : (
              <Image
                src={url}
                alt={alt}
                h={120}
                w="auto"
                maw="100%"
                fit="contain"
                radius="sm"
                onError={() => setBroken(true)}
              />
            )}
            <Stack gap={4} style={{ flex: '1 1 160px', minWidth: 0 }}>
              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {url}
              </Text>
              <Group gap="xs">
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} aria-hidden="true" />}
                  onClick={onRemove}
                  disabled={disabled}
                >
                  {t('upload.remove')}
                </Button>
              </Group>
            </Stack>
          </Group>
        </Paper>
      ) : null}
      <Dropzone
        onDrop={drop}
        onReject={reject}
        accept={[...SERVICE_MAP_TYPES]}
        maxSize={SERVICE_MAP_MAX_BYTES}
        multiple={false}
        loading={upload.isPending}
        disabled={disabled}
        aria-label={url ? t('upload.replace') : t('upload.drop')}
        radius="md"
        p="md"
      >
        <Group justify="center" gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={28} aria-hidden="true" color="var(--mantine-color-brand-6)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={28} aria-hidden="true" color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={28} aria-hidden="true" color="var(--mantine-color-gray-6)" />
          </Dropzone.Idle>
          <div>
            <Text size="sm" fw={600}>
              {url ? t('upload.replace') : t('upload.drop')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('upload.types')}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {problem ? (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={t('dismiss')}
          onClose={() => setProblem(null)}
          py="xs"
        >
          {problem}
        </Alert>
      ) : null}
    </Stack>
  );
}
