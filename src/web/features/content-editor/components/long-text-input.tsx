/**
 * A text of several lines that grows as it is typed, between its smallest and largest heights; its
 * description says it takes Markdown unless the field says what it takes instead.
 */
import { Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function LongTextInput({
  lines: [minRows, maxRows],
  description,
  ...field
}: Omit<TextareaProps, 'minRows' | 'maxRows' | 'autosize'> & { lines: [min: number, max: number] }) {
  const { t } = useTranslation('content-editor');
  return (
    <Textarea
      description={description ?? t('fields.markdown')}
      autosize
      minRows={minRows}
      maxRows={maxRows}
      {...field}
    />
  );
}
