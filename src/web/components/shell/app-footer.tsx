import type { ReactNode } from 'react';
import { Anchor, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TBrandingCompany, TBrandingContact, TBrandingSocial } from '../../../domain/branding';
import { ContactDetails } from './contact-details';
import { SocialLinks } from './social-links';
import classes from './shell.module.css';

interface AppFooterProps {
  portalTitle: string | undefined;
  contact?: TBrandingContact;
  social?: TBrandingSocial;
  company?: TBrandingCompany;
  /** The Admin Access block. */
  adminAccess: ReactNode;
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <Text component="h2" fw={700} tt="uppercase" fz="xs" c="brand.1" m={0} style={{ letterSpacing: 0.6 }}>
      {children}
    </Text>
  );
}

/** One of the company's legal pages, an item of the footer's list; it opens in a new tab. */
function LegalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <Anchor
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        fz="xs"
        c="white"
        className={classes.footerLink}
      >
        {children}
      </Anchor>
    </li>
  );
}

/** Footer: contact details, follow-us icons, admin access and the company's legal pages (new tab). */
export function AppFooter({ portalTitle, contact, social, company, adminAccess }: AppFooterProps) {
  const { t } = useTranslation('shell');
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py={40}>
        <div className={classes.footerColumns}>
          <Stack gap="sm">
            <Heading>{t('footer.contactUs')}</Heading>
            {portalTitle ? (
              <Text fw={600} fz="sm">
                {portalTitle}
              </Text>
            ) : null}
            {contact ? <ContactDetails contact={contact} inverted /> : null}
          </Stack>
          <Stack gap="sm">
            <Heading>{t('footer.followUs')}</Heading>
            {social ? <SocialLinks social={social} variant="white" /> : null}
          </Stack>
          {adminAccess}
        </div>
        <Divider my="lg" color="rgba(255,255,255,0.2)" />
        <Group justify="space-between" gap="md">
          <Text fz="xs" c="brand.1">
            {t('footer.copyright', { year, company: company?.name ?? '' })}
          </Text>
          {company ? (
            <Group
              component="ul"
              gap="md"
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
              aria-label={t('footer.legal')}
            >
              <LegalLink href={company.termsUrl}>{t('footer.terms')}</LegalLink>
              <LegalLink href={company.biometricPrivacyUrl}>{t('footer.biometricPrivacy')}</LegalLink>
              <LegalLink href={company.privacyUrl}>{t('footer.privacy')}</LegalLink>
            </Group>
          ) : null}
        </Group>
      </Container>
    </footer>
  );
}
