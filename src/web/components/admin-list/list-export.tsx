/**
 * Export to Excel on an admin list: the button (busy while the file streams in), how much has
 * arrived so far, and a notification when the file is saved or could not be made. The list's own
 * download function and words are passed in; the kit only runs them.
 */
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { ExportProgress } from '../export-progress';

export interface ListExportWords {
  /** The button's text, which also names the progress bar. */
  button: string;
  /** The progress line with the size filled in. */
  progress: (size: string) => string;
  /** The notification once the file is saved. */
  done: (fileName: string) => string;
  /** The notification when the export failed: its colour and words. */
  failed: (error: unknown) => { color: string; message: string };
  /** The notifications' close button label. */
  dismiss: string;
}

/**
 * The words every list's export shares, from its namespace's `export.button`, `export.progress` and
 * `export.done`; the failure's words differ per list.
 */
function exportWords(t: TFunction, failed: ListExportWords['failed'], dismiss: string): ListExportWords {
  return {
    button: t('export.button'),
    progress: (size) => t('export.progress', { size }),
    done: (fileName) => t('export.done', { fileName }),
    failed,
    dismiss,
  };
}

/**
 * Runs an export, keeping the bytes received so far (null while no export runs), in the words of
 * the list's namespace (`exportWords`) with its own failure's words and close label.
 */
export function useListExport(
  t: TFunction,
  download: (onProgress: (bytes: number) => void) => Promise<{ fileName: string }>,
  failed: ListExportWords['failed'],
  dismiss: string,
) {
  const words = exportWords(t, failed, dismiss);
  const [bytes, setBytes] = useState<number | null>(null);
  const notify = (color: string, message: string) =>
    notifications.show({ color, message, closeButtonProps: { 'aria-label': words.dismiss } });

  async function run() {
    setBytes(0);
    try {
      const { fileName } = await download(setBytes);
      notify('green', words.done(fileName));
    } catch (error) {
      const failure = words.failed(error);
      notify(failure.color, failure.message);
    } finally {
      setBytes(null);
    }
  }
  return { bytes, run, words };
}

export type TListExport = ReturnType<typeof useListExport>;

export function ExportButton({ exporter }: { exporter: TListExport }) {
  return (
    <Button
      leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
      loading={exporter.bytes !== null}
      onClick={() => void exporter.run()}
    >
      {exporter.words.button}
    </Button>
  );
}

/** The progress of a running export, nothing otherwise. */
export function ExportStatus({ exporter, language }: { exporter: TListExport; language: string }) {
  return exporter.bytes !== null ? (
    <ExportProgress
      bytes={exporter.bytes}
      language={language}
      text={exporter.words.progress}
      label={exporter.words.button}
    />
  ) : null;
}
