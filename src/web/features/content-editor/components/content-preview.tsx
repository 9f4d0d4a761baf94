/**
 * The preview: the customer's own page component (home, support, FAQ, sticker locations) rendered with
 * the editor's values, so it looks exactly as customers will see it after saving. The page runs on a
 * query cache of its own holding a stand-in customer, the values (through the customer schema, as the
 * server stores them) and the visitor branding; nothing in it is fetched from the customer API. The
 * services content has no customer page yet, so it is shown with the same Markdown component.
 */
import { useMemo, type ReactNode } from 'react';
import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_KINDS,
  contentQueryKey,
  type TContentByKind,
  type TContentKind,
  type TServicesContent,
} from '../../../../domain/content';
import type { TSession } from '../../../../domain/session';
import type { TPortalBrandingResponse } from '../../../../domain/branding';
import { ContentLoadingProvider } from '../../../components/content-loading';
import { MarkdownContent } from '../../../components/rich-content';
import { brandingQueryOptions } from '../../../lib/use-branding';
import { sessionQueryKey } from '../../../lib/use-session';
import { useContentLanguage } from '../../../lib/use-content';
import type { LanguageCode } from '../../../../domain/languages';
import { CustomerHome } from '../../home';
import { SupportPage } from '../../support';
import { FaqPage } from '../../faq';
import { StickersPage } from '../../stickers';
import { SectionLoading } from '../../../components/widgets/section-loading';

/** The stand-in customer of the preview (never a real uid). */
export const PREVIEW_UID = 'content-editor-preview';
/** Seeded answers never go stale, so the preview's pages never ask the server for them. */
const NEVER_STALE = () => Date.now() + 10 * 365 * 24 * 60 * 60 * 1000;

function previewSession(portalId: string): TSession {
  return {
    customer: {
      uid: PREVIEW_UID,
      entryType: 'CustomerProfile',
      email: '',
      salutation: '',
      firstName: '',
      lastName: '',
      displayName: null,
      phoneType: '',
      phoneNumber: '',
      defaultServicesId: portalId,
      organizationName: null,
    },
    staff: null,
    pendingGoogleRegistration: false,
  };
}

function ServicesPreview({ content }: { content: TServicesContent | null }) {
  const { t } = useTranslation('content-editor');
  const sections = (content?.sections ?? []).filter((s) => s.title !== '' || s.body !== '');
  return (
    <>
      <Box bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg" py={{ base: 24, md: 36 }}>
          <Stack gap="sm" maw={820}>
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              {content?.title || t('services.defaultTitle')}
            </Title>
            {content?.description ? <MarkdownContent markdown={content.description} c="gray.7" /> : null}
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 'lg', md: 36 }}>
        <Stack gap="md">
          {sections.map((section, i) => (
            <Paper
              key={section.id ?? i}
              withBorder
              radius="lg"
              p={{ base: 'md', sm: 'lg' }}
              component="article"
            >
              {section.title ? (
                <Title order={2} size="h3" mb="xs">
                  {section.title}
                </Title>
              ) : null}
              {section.body ? <MarkdownContent markdown={section.body} c="gray.8" /> : null}
            </Paper>
          ))}
          {sections.length === 0 ? <Text c="dimmed">{t('preview.empty')}</Text> : null}
        </Stack>
      </Container>
    </>
  );
}

const PAGES: Record<Exclude<TContentKind, 'services'>, () => ReactNode> = {
  home: () => <CustomerHome />,
  support: () => <SupportPage />,
  faq: () => <FaqPage />,
  stickers: () => <StickersPage />,
};

export interface ContentPreviewProps<K extends TContentKind> {
  kind: K;
  portalId: string;
  portalTitle: string;
  /** The content as customers will read it (null: nothing to show, the page's fallbacks show). */
  content: TContentByKind[K] | null;
}

/** A query cache holding everything the customer page reads, fresh for good. */
function previewClient(
  language: LanguageCode,
  kind: TContentKind,
  portalId: string,
  portalTitle: string,
  content: unknown,
  branding: TPortalBrandingResponse | undefined,
): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false } },
  });
  const updatedAt = NEVER_STALE();
  client.setQueryData(sessionQueryKey, previewSession(portalId), { updatedAt });
  for (const other of CONTENT_KINDS) {
    client.setQueryData(
      contentQueryKey(other, PREVIEW_UID, language),
      { portalTitle, content: other === kind ? content : null },
      { updatedAt },
    );
  }
  if (branding) {
    client.setQueryData(
      brandingQueryOptions(PREVIEW_UID).queryKey,
      { ...branding, enterprise: false },
      { updatedAt },
    );
  }
  return client;
}

function CustomerPagePreview<K extends TContentKind>({
  kind,
  portalId,
  portalTitle,
  content,
  branding,
}: ContentPreviewProps<K> & { branding: TPortalBrandingResponse | undefined }) {
  // the pages read their content in the editor's own interface language
  const language = useContentLanguage();
  const client = useMemo(
    () => previewClient(language, kind, portalId, portalTitle, content, branding),
    [language, kind, portalId, portalTitle, content, branding],
  );
  return (
    <QueryClientProvider client={client}>
      <ContentLoadingProvider>{PAGES[kind as Exclude<TContentKind, 'services'>]()}</ContentLoadingProvider>
    </QueryClientProvider>
  );
}

export function ContentPreview<K extends TContentKind>(props: ContentPreviewProps<K>) {
  const { t } = useTranslation('content-editor');
  // the visitor branding (company name and phone in the pages); never an enterprise portal
  const branding = useQuery({ ...brandingQueryOptions(null), enabled: props.kind !== 'services' });

  if (props.kind === 'services')
    return <ServicesPreview content={props.content as TServicesContent | null} />;
  if (branding.isPending) {
    return <SectionLoading label={t('preview.loading')} />;
  }
  return <CustomerPagePreview {...props} branding={branding.data} />;
}
