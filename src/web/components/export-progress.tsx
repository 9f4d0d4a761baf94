/**
 * How much of a streamed export has arrived (the admin lists' Export to Excel): the size so far in
 * the page's words, announced politely, over an animated bar.
 */
import { Progress, Stack, Text } from '@mantine/core';
import { formatNumber } from '../i18n/format';

/** "12.3 KB" or "4.5 MB" in the reader's number format. */
export function formatBytes(bytes: number, language: string): string {
  const format = (n: number) => formatNumber(n, { maximumFractionDigits: 1 }, language);
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} KB`;
  return `${format(bytes / (1024 * 1024))} MB`;
}

interface Props {
  /** The bytes received so far. */
  bytes: number;
  language: string;
  /** The progress line with the size filled in, e.g. t('export.progress', { size }). */
  text: (size: string) => string;
  /** Names the bar (the export button's label). */
  label: string;
}

export function ExportProgress({ bytes, language, text, label }: Props) {
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Text fz="sm">{text(formatBytes(bytes, language))}</Text>
      <Progress value={100} striped animated aria-label={label} />
    </Stack>
  );
}
