import type { ComponentPropsWithRef } from 'react';
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { deferredOverlay } from './deferred-overlay';

/** The translate button; the menu (translate-menu-overlay.tsx) loads after the first paint. */
export function TranslateButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('shell');
  return (
    <Button
      variant="subtle"
      color="gray"
      px={8}
      aria-label={t('translate.button')}
      leftSection={<IconLanguage size={20} aria-hidden="true" />}
      {...props}
    >
      {currentLanguage().toUpperCase()}
    </Button>
  );
}

/**
 * The translate button (spec 01 §1). Only fully translated languages are offered (English and
 * Spanish); see i18n/index.ts for why the spec's other machine-translated languages are not listed.
 */
export const TranslateMenu = deferredOverlay(
  async () => (await import('./translate-menu-overlay')).TranslateMenuOverlay,
  TranslateButton,
);
