/**
 * The signed-in customer's home (spec 01 §2 Home): the portal's header and description, main
 * content sections, call-out boxes and the service-map thumbnail, from the content service. Shows a
 * greeting on the customer's first visit (a flag in localStorage) and preloads the services and
 * support content at 1 s and 3 s. The "Next pickup" card (issue 14) sits above the content. An enterprise customer whose portal hides Home goes to My Services.
 */
import { lazy, Suspense, useState } from 'react';
import {
  Alert,
  Anchor,
  Container,
  Grid,
  Group,
  List,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconCircleCheck,
  IconClipboardList,
  IconListSearch,
  IconCircleX,
  IconPointFilled,
  IconSparkles,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { MarkdownContent } from '../../components/rich-content';
import { PageLoading } from '../../components/page-loading';
import { PageBand, PageTitle } from '../../components/page-band';
import { useContentLoadingWhile } from '../../components/content-loading';
import { paths } from '../../../domain/paths';
import { useSession } from '../../lib/use-session';
import { useBranding } from '../../lib/use-branding';
import type { TCallOutKind, THomeContent } from '../../../domain/content';
import { NextPickupCard } from '../pickup-calendar';
import { useHomeContent } from './api/get-content';
import { UntranslatedNote, useStaffContentLang } from '../../components/untranslated-content';
import { ServiceMapThumbnail } from './components/service-map-thumbnail';
import { useFirstVisit } from './use-first-visit';
import { usePreloadContent } from './use-preload-content';
import { customerCardFrame } from '../../components/widgets/customer-card';

/**
 * Loaded after the page: it reads the Services feature's card status, and importing that feature here
 * would make the home page wait for the whole Services page's code.
 */
const CollectionDayLine = lazy(async () => ({
  default: (await import('./components/collection-day-line')).CollectionDayLine,
}));

/** The links under the next pickup: where a customer goes on to from home. */
const ONWARD_LINKS = [
  { to: paths.myRequests, icon: IconClipboardList, label: 'home.myRequests' },
  { to: paths.whatGoesWhere, icon: IconListSearch, label: 'home.whatGoesWhere' },
] as const;

function FirstVisitGreeting() {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Alert
      variant="light"
      color="brand"
      radius="lg"
      icon={<IconSparkles size={20} aria-hidden="true" />}
      title={t('home.firstVisitTitle')}
      withCloseButton
      closeButtonLabel={t('home.dismiss')}
      onClose={() => setOpen(false)}
    >
      {t('home.firstVisitText')}
    </Alert>
  );
}

const CALL_OUT_MARKS = {
  accepted: { Icon: IconCircleCheck, color: 'green', label: 'home.accepted' },
  'not-accepted': { Icon: IconCircleX, color: 'red', label: 'home.notAccepted' },
  info: { Icon: IconPointFilled, color: 'brand', label: null },
} as const;

/** A call-out's bullets, marked as its kind says: a check only for what is accepted. */
export function CallOutBullets({ kind, bullets }: { kind: TCallOutKind; bullets: string[] }) {
  const { t } = useTranslation('content');
  const mark = CALL_OUT_MARKS[kind];
  return (
    <List
      spacing={6}
      size="sm"
      data-kind={kind}
      icon={
        <ThemeIcon size={20} radius="xl" color={mark.color} variant="light" aria-hidden="true">
          <mark.Icon size={14} />
        </ThemeIcon>
      }
    >
      {bullets.map((bullet, j) => (
        <List.Item key={j}>
          {mark.label ? <VisuallyHidden>{t(mark.label)} </VisuallyHidden> : null}
          {bullet}
        </List.Item>
      ))}
    </List>
  );
}

function HomeSections({ content, lang }: { content: THomeContent; lang: 'en' | undefined }) {
  const { t } = useTranslation('content');
  const sections = content.HomePage_MainContent.filter((s) => s.Title !== '' || s.Content !== '');
  const boxes = content.HomePage_CallOutBoxes.filter((b) => b.Header !== '' || b.Bullets.length > 0);
  const thumbnail = content.HomePage_ServiceMapThumbNail;
  const hasAside = boxes.length > 0 || thumbnail !== null;

  return (
    <Grid gutter={{ base: 'md', md: 'xl' }}>
      <Grid.Col span={{ base: 12, md: hasAside ? 7 : 12, lg: hasAside ? 8 : 12 }}>
        <Stack gap="md" component="section" aria-label={t('home.mainContent')}>
          {sections.map((section, i) => (
            <Paper key={section.id ?? i} {...customerCardFrame} component="article" lang={lang}>
              {section.Title ? (
                <Title order={2} size="h3" mb="xs">
                  {section.Title}
                </Title>
              ) : null}
              {section.Content ? <MarkdownContent markdown={section.Content} c="gray.8" /> : null}
            </Paper>
          ))}
        </Stack>
      </Grid.Col>
      {hasAside ? (
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="md">
            {thumbnail ? <ServiceMapThumbnail thumbnail={thumbnail} /> : null}
            {boxes.length > 0 ? (
              <Stack gap="md" component="section" aria-label={t('home.callOuts')}>
                {boxes.map((box, i) => (
                  <Paper
                    key={box.id ?? i}
                    radius="lg"
                    p="lg"
                    bg="brand.0"
                    style={{ borderLeft: '4px solid var(--mantine-color-brand-6)' }}
                    component="aside"
                    aria-labelledby={`callout-${i}`}
                    lang={lang}
                  >
                    <Title order={2} size="h4" mb="sm" id={`callout-${i}`}>
                      {box.Header}
                    </Title>
                    <CallOutBullets kind={box.Kind} bullets={box.Bullets} />
                  </Paper>
                ))}
              </Stack>
            ) : null}
          </Stack>
        </Grid.Col>
      ) : null}
    </Grid>
  );
}

export function CustomerHome() {
  const { t } = useTranslation('content');
  const { customer } = useSession();
  const { branding } = useBranding();
  const uid = customer?.uid ?? null;
  const query = useHomeContent();
  const firstVisit = useFirstVisit(uid);
  usePreloadContent(uid);
  useContentLoadingWhile(query.isPending && Boolean(customer));
  // staff's English original on a page in another language: lang="en" and one line that says so
  const lang = useStaffContentLang(query.data?.language);

  if (customer && branding?.enterprise && !branding.menu.showHome) {
    return <Navigate to={paths.myServices(customer.uid)} replace />;
  }
  if (query.isPending) return <PageLoading message={t('home.loading')} />;

  const content = query.data?.content ?? null;
  const name = customer?.firstName || customer?.displayName || '';
  const portal = query.data?.portalTitle ?? branding?.portalTitle ?? '';
  const staffHeader = Boolean(content?.HomePage_Header || content?.HomePage_Description);
  const header =
    content?.HomePage_Header || (name ? t('home.welcomeName', { name }) : t('home.welcome', { portal }));

  return (
    <>
      <PageBand py={{ base: 28, md: 44 }}>
        <Stack gap="sm" maw={760}>
          <PageTitle fz={{ base: 28, sm: 36 }} lh={1.2} lang={content?.HomePage_Header ? lang : undefined}>
            {header}
          </PageTitle>
          {content?.HomePage_Description ? (
            <Text fz={{ base: 'md', sm: 'lg' }} c="gray.7" lang={lang}>
              {content.HomePage_Description}
            </Text>
          ) : null}
          {/* once per page: under staff's own header when it is theirs, else above their sections */}
          <UntranslatedNote show={staffHeader && lang === 'en'} />
        </Stack>
      </PageBand>
      <Container size="lg" py={{ base: 'lg', md: 40 }}>
        <Stack gap="lg">
          {firstVisit ? <FirstVisitGreeting /> : null}
          {uid ? (
            <Suspense fallback={null}>
              <NextPickupCard uid={uid} />
            </Suspense>
          ) : null}
          {uid ? (
            // its code and its words (the services namespace) load on demand: it waits alone, as the card above
            <Suspense fallback={null}>
              <CollectionDayLine enabled={!branding?.enterprise} />
            </Suspense>
          ) : null}
          <Group gap="lg">
            {ONWARD_LINKS.map(({ to, icon: LinkIcon, label }) => (
              <Anchor key={to} component={Link} to={to} fw={600}>
                <Group gap={6} wrap="nowrap" component="span">
                  <LinkIcon size={18} aria-hidden="true" />
                  {t(label)}
                </Group>
              </Anchor>
            ))}
          </Group>
          {query.isError && !content ? (
            <Alert
              color="red"
              radius="lg"
              icon={<IconAlertCircle size={20} aria-hidden="true" />}
              role="alert"
            >
              {t('home.error')}
            </Alert>
          ) : content ? (
            <>
              <UntranslatedNote show={!staffHeader && lang === 'en'} />
              <HomeSections content={content} lang={lang} />
            </>
          ) : (
            <Text c="dimmed">{t('home.noContent')}</Text>
          )}
        </Stack>
      </Container>
    </>
  );
}
