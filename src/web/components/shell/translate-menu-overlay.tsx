import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, SUPPORTED_LANGUAGES } from '../../i18n';
import type { OverlayOpening } from './deferred-overlay';
import { TranslateButton } from './translate-menu';

/** The translate menu: the languages, the current one checked. */
export function TranslateMenuOverlay({ defaultOpened }: OverlayOpening) {
  const { t } = useTranslation('shell');
  const active = currentLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={180} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <TranslateButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('translate.label')}</Menu.Label>
        {SUPPORTED_LANGUAGES.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            onClick={() => void changeLanguage(language.code)}
            rightSection={language.code === active ? <IconCheck size={16} aria-hidden="true" /> : null}
            aria-current={language.code === active ? 'true' : undefined}
          >
            {language.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
