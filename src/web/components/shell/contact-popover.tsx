import { ActionIcon, Divider, Loader, Popover, Stack, Text, Title } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TBrandingContact, TBrandingSocial } from '../../../domain/branding';
import { ContactDetails } from './contact-details';
import { SocialLinks } from './social-links';

/** The header's contact popover: a header, contact details and social icons. */
export function ContactPopover({
  contact,
  social,
}: {
  contact?: TBrandingContact;
  social?: TBrandingSocial;
}) {
  const { t } = useTranslation('shell');
  return (
    <Popover position="bottom-end" width={300} shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('contact.button')}>
          <IconHeadset size={22} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('contact.title')} role="dialog">
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              {t('contact.title')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('contact.subtitle')}
            </Text>
          </div>
          {contact && social ? (
            <>
              <ContactDetails contact={contact} />
              <Divider />
              <div>
                <Text fz="xs" c="dimmed" mb={6}>
                  {t('contact.followUs')}
                </Text>
                <SocialLinks social={social} />
              </div>
            </>
          ) : (
            <Loader size="sm" aria-label={t('contact.loading')} />
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
