import type { ComponentPropsWithRef } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TBrandingContact, TBrandingSocial } from '../../../domain/branding';
import { deferredOverlay } from './deferred-overlay';

export interface ContactPopoverProps {
  contact?: TBrandingContact;
  social?: TBrandingSocial;
}

/** The header's contact button; its popover (contact-popover-overlay.tsx) loads after the first paint. */
export function ContactButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('shell');
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('contact.button')} {...props}>
      <IconHeadset size={22} aria-hidden="true" />
    </ActionIcon>
  );
}

/** The header's contact popover: a header, contact details and social icons. */
export const ContactPopover = deferredOverlay<ContactPopoverProps>(
  async () => (await import('./contact-popover-overlay')).ContactPopoverOverlay,
  ({ onClick }) => <ContactButton onClick={onClick} />,
);
