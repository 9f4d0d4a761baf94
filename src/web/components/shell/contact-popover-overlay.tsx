import { Divider, Loader, Popover, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from './contact-details';
import type { OverlayOpening } from './deferred-overlay';
import { ContactButton, type ContactPopoverProps } from './contact-popover';
import { SocialLinks } from './social-links';

/** The contact popover: a header, contact details and social icons. */
export function ContactPopoverOverlay({
  contact,
  social,
  defaultOpened,
}: ContactPopoverProps & OverlayOpening) {
  const { t } = useTranslation('shell');
  return (
    <Popover
      position="bottom-end"
      width={300}
      shadow="md"
      withArrow
      trapFocus
      returnFocus
      defaultOpened={defaultOpened}
    >
      <Popover.Target>
        <ContactButton />
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
