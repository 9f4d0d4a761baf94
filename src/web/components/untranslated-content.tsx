/**
 * Staff-written content (portal content, ticket notes) is shown in staff's translation where one
 * exists and in its English original otherwise (decision 010). On a page in another language the
 * English original is marked `lang="en"` on the element that holds it, so screen readers pronounce
 * it as English and the browser's own translation knows what to translate, and the page says once,
 * in the reader's language, that staff have not translated this part yet (issue 28 §3).
 */
import { Group, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../domain/languages';
import { useContentLanguage } from '../lib/use-content';

/**
 * 'en' when the page is in another language and the content shown is the English original (an
 * answer without a language is English), undefined otherwise: spread as the element's `lang`.
 */
export function useStaffContentLang(contentLanguage: LanguageCode | undefined): 'en' | undefined {
  const page = useContentLanguage();
  return page !== 'en' && (contentLanguage ?? 'en') === 'en' ? 'en' : undefined;
}

/** The one line that says the English on the page is staff's, not yet translated (shown when `show`). */
export function UntranslatedNote({ show }: { show: boolean }) {
  const { t } = useTranslation('common');
  if (!show) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-untranslated-note="">
      <IconLanguage size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" c="dimmed">
        {t('untranslated')}
      </Text>
    </Group>
  );
}
