import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail, IconPhone, IconWorld, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TBrandingContact } from '../../../domain/branding';

function Row({
  icon: Icon,
  label,
  children,
  inverted,
}: {
  icon: Icon;
  label: string;
  children: ReactNode;
  inverted?: boolean;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <ThemeIcon variant={inverted ? 'white' : 'light'} size="md" radius="xl" aria-hidden="true">
        <Icon size={16} />
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text fz="xs" c={inverted ? 'brand.1' : 'dimmed'} lh={1.2}>
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

/** Email (mailto), phone (tel, shown as phoneDisplay) and website of the portal. */
export function ContactDetails({
  contact,
  inverted = false,
}: {
  contact: TBrandingContact;
  inverted?: boolean;
}) {
  const { t } = useTranslation('shell');
  const linkColor = inverted ? 'white' : 'brand.7';
  return (
    <Stack gap="sm">
      <Row icon={IconPhone} label={t('contact.phone')} inverted={inverted}>
        <Anchor href={`tel:${contact.phone}`} c={linkColor} fw={600} fz="sm">
          <bdi>{contact.phoneDisplay}</bdi>
        </Anchor>
      </Row>
      <Row icon={IconMail} label={t('contact.email')} inverted={inverted}>
        <Anchor
          href={`mailto:${contact.email}`}
          c={linkColor}
          fw={600}
          fz="sm"
          style={{ wordBreak: 'break-all' }}
        >
          <bdi>{contact.email}</bdi>
        </Anchor>
      </Row>
      <Row icon={IconWorld} label={t('contact.website')} inverted={inverted}>
        <Anchor
          href={contact.website}
          target="_blank"
          rel="noopener noreferrer"
          c={linkColor}
          fw={600}
          fz="sm"
        >
          <bdi>{contact.websiteDisplay}</bdi>
        </Anchor>
      </Row>
    </Stack>
  );
}
