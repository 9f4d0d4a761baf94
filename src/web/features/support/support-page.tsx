/**
 * /Support (spec 02 §2.4): the title, an intro and an accordion of the portal's service map and
 * drop-off locations. Without content (or when it cannot be loaded) the fallback sections show: the
 * drop-off facility in Wauconda, IL (weekdays 8:00 AM to 4:00 PM, closed Saturday and Sunday) and
 * the service map.
 */
import type { ReactNode } from 'react';
import {
  Accordion,
  Anchor,
  Box,
  Container,
  Image,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { IconBuildingWarehouse, IconMap2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MarkdownContent } from '../../components/rich-content';
import { PageBand, PageTitle } from '../../components/page-band';
import { PageStatus, queryStatus } from '../../components/page-status';
import { UntranslatedNote, useStaffContentLang } from '../../components/untranslated-content';
import { useContentLoadingWhile } from '../../components/content-loading';
import { paths } from '../../../domain/paths';
import { useBranding } from '../../lib/use-branding';
import { hasSupportSections, type TDropOffLocation, type TServiceMap } from '../../../domain/content';
import { useSupportContent } from './api/get-support-content';
import { DropOffLocation } from './components/drop-off-location';

const DEFAULT_COMPANY = 'LRS';
/** The fallback facility's map: Wauconda, IL, on OpenStreetMap (https, no key). */
const WAUCONDA_MAP_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=-88.1600%2C42.2480%2C-88.1200%2C42.2700&layer=mapnik&marker=42.2589%2C-88.1398';

function useFallbackLocation(): TDropOffLocation {
  const { t } = useTranslation('support');
  return {
    name: t('fallback.name'),
    address: '',
    city: t('fallback.city'),
    state: t('fallback.state'),
    zipCode: '',
    phoneNumber: '',
    generalManager: '',
    mapUrl: WAUCONDA_MAP_URL,
    hours: [
      { day: t('fallback.weekdays'), open: t('fallback.weekdayHours') },
      { day: t('fallback.saturday'), open: t('fallback.closed') },
      { day: t('fallback.sunday'), open: t('fallback.closed') },
    ],
  };
}

function ItemLabel({
  icon,
  title,
  subtitle,
  lang,
}: {
  icon: ReactNode;
  title: string;
  subtitle?: string;
  /** 'en' for staff's English original on a page in another language. */
  lang?: string;
}) {
  return (
    <Box style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <ThemeIcon size={36} radius="xl" variant="light" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <div lang={lang}>
        <Text component="h2" fw={600} fz="md" m={0}>
          {title}
        </Text>
        {subtitle ? (
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        ) : null}
      </div>
    </Box>
  );
}

function ServiceMapPanel({ map, phone, lang }: { map: TServiceMap | null; phone: string; lang?: string }) {
  const { t } = useTranslation('support');
  if (!map || (!map.imageUrl && !map.description)) {
    return (
      <Text>
        {t('serviceMap.fallback', { phone })}{' '}
        <Anchor href={paths.contactUs} target="_blank" rel="noopener noreferrer">
          {t('contactUs')}
          <VisuallyHidden> {t('newTab')}</VisuallyHidden>
        </Anchor>
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {map.description ? <MarkdownContent markdown={map.description} c="gray.8" lang={lang} /> : null}
      {map.imageUrl ? (
        <Anchor
          href={map.imageUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('serviceMap.openImage')}
        >
          <Image
            src={map.imageUrl}
            alt={map.title || t('serviceMap.imageAlt')}
            radius="md"
            mah={480}
            fit="contain"
          />
        </Anchor>
      ) : null}
    </Stack>
  );
}

export function SupportPage() {
  const { t } = useTranslation('support');
  const { branding } = useBranding();
  const query = useSupportContent();
  const fallbackLocation = useFallbackLocation();
  useContentLoadingWhile(query.isPending);

  const companyName = branding?.company.name || DEFAULT_COMPANY;
  const phone = branding?.contact.phoneDisplay || '';
  const content = query.data?.content ?? null;
  const showContent = hasSupportSections(content);
  const serviceMap = showContent ? (content?.serviceMap ?? null) : null;
  const locations = showContent && content ? content.dropOffLocations : [fallbackLocation];
  const intro = content?.intro || t('intro');
  // staff's English original on a page in another language: lang="en" and one line that says so
  const lang = useStaffContentLang(query.data?.language);
  const staffLang = showContent ? lang : undefined;

  return (
    <>
      <PageBand>
        <Stack gap="sm" maw={820}>
          <PageTitle>{t('title', { company: companyName })}</PageTitle>
          {/* staff's intro may be English on an Arabic page until translated: its own direction */}
          <Text fz={{ base: 'md', sm: 'lg' }} c="gray.7" dir="auto" lang={content?.intro ? lang : undefined}>
            {intro}
          </Text>
          {/* once per page: under staff's own intro when it is theirs, else above their sections */}
          <UntranslatedNote show={Boolean(content?.intro) && lang === 'en'} />
        </Stack>
      </PageBand>
      <Container size="lg" py={{ base: 'lg', md: 36 }}>
        <Stack gap="lg">
          <PageStatus {...queryStatus(query, t)} />
          <UntranslatedNote show={!query.isPending && !content?.intro && showContent && lang === 'en'} />
          {query.isPending ? null : (
            <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
              <Accordion
                multiple
                defaultValue={locations.length > 0 ? ['drop-off-0'] : ['service-map']}
                chevronPosition="right"
                aria-label={t('sectionsLabel')}
              >
                <Accordion.Item value="service-map">
                  <Accordion.Control>
                    <ItemLabel
                      icon={<IconMap2 size={20} />}
                      title={serviceMap?.title || t('serviceMap.title')}
                      lang={serviceMap?.title ? staffLang : undefined}
                    />
                  </Accordion.Control>
                  <Accordion.Panel>
                    <ServiceMapPanel map={serviceMap} phone={phone} lang={staffLang} />
                  </Accordion.Panel>
                </Accordion.Item>
                {locations.map((location, i) => (
                  <Accordion.Item key={`${location.name}-${i}`} value={`drop-off-${i}`}>
                    <Accordion.Control>
                      <ItemLabel
                        icon={<IconBuildingWarehouse size={20} />}
                        title={location.name || t('dropOff.title')}
                        subtitle={[location.city, location.state].filter(Boolean).join(', ')}
                        lang={staffLang}
                      />
                    </Accordion.Control>
                    <Accordion.Panel>
                      <DropOffLocation location={location} lang={staffLang} />
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Paper>
          )}
        </Stack>
      </Container>
    </>
  );
}
