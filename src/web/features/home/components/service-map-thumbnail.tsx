/**
 * The home page's service-map thumbnail (spec 01 §2 Home): an image thumbnail_width wide (250 by
 * default) that opens a larger preview with Close and Download buttons.
 */
import { useState } from 'react';
import { Alert, Box, Button, Group, Image, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDownload, IconMapOff, IconZoomIn } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serviceMapImageUrls, type TServiceMapThumbnail } from '../../../../domain/content';
import { saveBlob } from '../../../lib/save-blob';
import { TitledCard } from '../../../components/widgets/titled-card';

function fileNameOf(thumbnail: TServiceMapThumbnail, url: string): string {
  const name = thumbnail.image?.name || url.split('/').pop() || 'service-map';
  return name.split('?')[0] || 'service-map';
}

/** Fetches the image and saves it under its own name. */
async function downloadImage(url: string, fileName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`status ${response.status}`);
  saveBlob(await response.blob(), fileName);
}

function Unavailable() {
  const { t } = useTranslation('content');
  return (
    <Stack align="center" gap={4} py="lg" c="dimmed" role="img" aria-label={t('serviceMap.imageUnavailable')}>
      <IconMapOff size={32} aria-hidden="true" />
      <Text size="sm">{t('serviceMap.imageUnavailable')}</Text>
    </Stack>
  );
}

export function ServiceMapThumbnail({ thumbnail }: { thumbnail: TServiceMapThumbnail }) {
  const { t } = useTranslation('content');
  const [opened, setOpened] = useState(false);
  const [thumbFailed, setThumbFailed] = useState(false);
  const [fullFailed, setFullFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);

  const urls = serviceMapImageUrls(thumbnail);
  const title = thumbnail.title || t('serviceMap.defaultTitle');
  const alt = thumbnail.image?.alternativeText || title;
  const width = thumbnail.thumbnail_width;

  const close = () => {
    setOpened(false);
    setDownloadFailed(false);
  };

  const download = async () => {
    if (!urls) return;
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadImage(urls.full, fileNameOf(thumbnail, urls.full));
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <TitledCard headingId="service-map-heading" title={t('serviceMap.heading')} titleSize="h4">
        {!urls || thumbFailed ? (
          <Unavailable />
        ) : (
          <UnstyledButton
            onClick={() => setOpened(true)}
            aria-label={t('serviceMap.openLabel', { title })}
            style={{ alignSelf: 'center', maxWidth: '100%' }}
          >
            <Box pos="relative" w={width} maw="100%">
              <Image
                src={urls.thumbnail}
                alt={alt}
                w={width}
                maw="100%"
                radius="md"
                style={{ border: '1px solid var(--mantine-color-gray-3)' }}
                onError={() => setThumbFailed(true)}
              />
            </Box>
          </UnstyledButton>
        )}
        <Text size="sm" c="dimmed" ta="center">
          {title}
        </Text>
        {urls && !thumbFailed ? (
          <Button
            variant="light"
            leftSection={<IconZoomIn size={18} aria-hidden="true" />}
            onClick={() => setOpened(true)}
          >
            {t('serviceMap.open')}
          </Button>
        ) : null}
      </TitledCard>

      {/* in a portal: where it stands here does not change the page */}
      <Modal opened={opened} onClose={close} title={title} size="xl" centered>
        <Stack gap="md">
          {urls && !fullFailed ? (
            <Image
              src={urls.full}
              alt={alt}
              radius="md"
              fit="contain"
              mah="70vh"
              onError={() => setFullFailed(true)}
            />
          ) : (
            <Unavailable />
          )}
          {downloadFailed ? (
            <Alert color="red" role="alert">
              {t('serviceMap.downloadFailed')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('serviceMap.close')}
            </Button>
            <Button
              leftSection={<IconDownload size={18} aria-hidden="true" />}
              onClick={() => void download()}
              loading={downloading}
              disabled={!urls || fullFailed}
            >
              {t('serviceMap.download')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
