import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, SUPPORTED_LANGUAGES } from '../../i18n';

/**
 * The translate button (spec 01 §1). Only fully translated languages are offered (English and
 * Spanish); see i18n/index.ts for why the spec's other machine-translated languages are not listed.
 */
export function TranslateMenu() {
  const { t } = useTranslation('shell');
  const active = currentLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={180} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px={8}
          aria-label={t('translate.button')}
          leftSection={<IconLanguage size={20} aria-hidden="true" />}
        >
          {active.toUpperCase()}
        </Button>
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
