/**
 * Address verification by document: upload or take a photo, preview, verify with a progress bar, then
 * success (the wizard moves on after 1.5 s) or failure (try another document, or verify by e-mail).
 */
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconCamera, IconCircleCheck, IconFileText, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MIME_TYPES, DOCUMENT_SUCCESS_ADVANCE_MS } from '../../../../domain/registration/document';
import type { TRegistrationState } from '../../../../domain/registration/schemas';
import { verifyDocument } from '../api/registration-steps';
import { useRegistrationError } from '../use-registration-error';
import { prepareDocument, type PreparedDocument } from './prepare-document';
import classes from './registration.module.css';
import { ErrorAlert } from '../../../components/widgets/error-alert';
import { WizardStep } from '../../../components/widgets/wizard-step';
import { TextButton } from './text-button';

interface Props {
  onVerified: (state: TRegistrationState) => void;
  onUseEmail: () => void;
}

type Phase =
  | { name: 'choose' }
  | { name: 'preparing' }
  | { name: 'ready'; doc: Extract<PreparedDocument, { ok: true }> }
  | { name: 'verifying'; doc: Extract<PreparedDocument, { ok: true }> }
  | { name: 'verified'; doc: Extract<PreparedDocument, { ok: true }> }
  | { name: 'failed'; message: string };

export function DocumentPanel({ onVerified, onUseEmail }: Props) {
  const { t } = useTranslation('registration');
  const errorText = useRegistrationError();
  const [phase, setPhase] = useState<Phase>({ name: 'choose' });
  const [progress, setProgress] = useState(0);
  const previewUrl =
    phase.name === 'ready' || phase.name === 'verifying' || phase.name === 'verified'
      ? phase.doc.previewUrl
      : null;
  const creep = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => () => clearInterval(creep.current), []);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const choose = async (file: File | null) => {
    if (!file) return;
    setPhase({ name: 'preparing' });
    const prepared = await prepareDocument(file);
    setPhase(
      prepared.ok ? { name: 'ready', doc: prepared } : { name: 'failed', message: t(prepared.problem) },
    );
  };

  const verify = async (doc: Extract<PreparedDocument, { ok: true }>) => {
    setPhase({ name: 'verifying', doc });
    setProgress(2);
    clearInterval(creep.current);
    try {
      const state = await verifyDocument(doc.blob, doc.name, (fraction) => {
        setProgress(Math.max(2, Math.round(fraction * 50)));
        if (fraction >= 1 && !creep.current) {
          // reading the text takes a while: creep towards the end until the answer comes
          creep.current = setInterval(
            () => setProgress((p) => (p < 95 ? p + Math.max(1, Math.round((95 - p) / 12)) : p)),
            300,
          );
        }
      });
      clearInterval(creep.current);
      creep.current = undefined;
      setProgress(100);
      setPhase({ name: 'verified', doc });
      setTimeout(() => onVerified(state), DOCUMENT_SUCCESS_ADVANCE_MS);
    } catch (error) {
      clearInterval(creep.current);
      creep.current = undefined;
      setPhase({ name: 'failed', message: errorText(error) });
    }
  };

  return (
    <WizardStep heading={t('document.heading')} gap="md">
      <Text>{t('document.intro')}</Text>
      <Text size="sm" c="dimmed">
        {t('document.accepted')}
      </Text>

      {(phase.name === 'choose' || phase.name === 'preparing') && (
        <>
          <Dropzone
            onDrop={(files) => void choose(files[0] ?? null)}
            onReject={(rejections) => void choose(rejections[0]?.file ?? null)}
            accept={[...DOCUMENT_MIME_TYPES, 'image/jpg']}
            multiple={false}
            loading={phase.name === 'preparing'}
            aria-label={t('document.drop')}
          >
            <Stack align="center" gap="xs" py="lg" style={{ pointerEvents: 'none' }}>
              <IconUpload size={36} aria-hidden="true" color="var(--mantine-color-brand-7)" />
              <Text fw={600} ta="center">
                {t('document.drop')}
              </Text>
              <Text size="xs" c="dimmed" ta="center">
                {t('document.types')}
              </Text>
            </Stack>
          </Dropzone>
          <FileButton onChange={(file) => void choose(file)} accept="image/*" capture="environment">
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconCamera size={18} aria-hidden="true" />}
                w="fit-content"
              >
                {t('document.takePhoto')}
              </Button>
            )}
          </FileButton>
          {phase.name === 'preparing' && (
            <Text size="sm" c="dimmed" role="status">
              {t('document.preparing')}
            </Text>
          )}
        </>
      )}

      {(phase.name === 'ready' || phase.name === 'verifying' || phase.name === 'verified') && (
        <Paper withBorder radius="md" p="sm">
          {phase.doc.previewUrl ? (
            <Image src={phase.doc.previewUrl} alt={t('document.preview')} className={classes.preview} />
          ) : (
            <Group gap="sm">
              <ThemeIcon variant="light" size="xl" aria-hidden="true">
                <IconFileText size={24} />
              </ThemeIcon>
              <Text fw={600} style={{ wordBreak: 'break-all' }}>
                {phase.doc.name}
              </Text>
            </Group>
          )}
        </Paper>
      )}

      {phase.name === 'ready' && (
        <Group gap="sm">
          <Button onClick={() => void verify(phase.doc)}>{t('document.verify')}</Button>
          <Button variant="default" onClick={() => setPhase({ name: 'choose' })}>
            {t('document.tryAnother')}
          </Button>
        </Group>
      )}

      {(phase.name === 'verifying' || phase.name === 'verified') && (
        <Stack gap={6}>
          <Progress
            value={progress}
            animated={phase.name === 'verifying'}
            size="lg"
            aria-label={t('document.verifying')}
          />
          {phase.name === 'verifying' && (
            <Text size="sm" c="dimmed" role="status">
              {t('document.verifying')}
            </Text>
          )}
        </Stack>
      )}

      {phase.name === 'verified' && (
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden="true" />} role="status">
          {t('document.verified')}
        </Alert>
      )}

      {phase.name === 'failed' && (
        <>
          <ErrorAlert>{phase.message}</ErrorAlert>
          <Group gap="sm">
            <Button onClick={() => setPhase({ name: 'choose' })}>{t('document.tryAnother')}</Button>
          </Group>
        </>
      )}

      {phase.name !== 'verified' && <TextButton onClick={onUseEmail}>{t('document.useEmail')}</TextButton>}
    </WizardStep>
  );
}
