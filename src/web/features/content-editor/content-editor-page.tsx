/**
 * The content editor, /admin/content and /admin/content/:portalId (admin and customerservice): choose
 * a portal, then edit its Home, Support, FAQ, Services and Sticker Locations content in tabs. Each tab
 * saves on its own, previews with the customer page itself, and keeps its changes while another tab is
 * open. Each tab edits English or, chosen above it, one of the nine other languages' translation.
 * While the installation reads content from Strapi, the editor is read-only and says why.
 * The "What goes where" tab edits the portal's list of household items (features/what-goes-where);
 * the hauler's list is edited on the first page, below the portals.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconBuildingCommunity,
  IconHelpCircle,
  IconHome,
  IconLifebuoy,
  IconListDetails,
  IconRecycle,
  IconStar,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { TContentKind } from '../../../domain/content';
import type { LanguageCode } from '../../../domain/languages';
import { AdminPageHeader } from '../../components/admin-shell/admin-page-header';
import { PageLink } from '../../components/admin-list';
import { formatDateTime } from '../../i18n/format';
import { contentEditorKeys, contentEditorPaths } from './api/content-editor-keys';
import { useContentDocument } from './api/get-content-document';
import { FaqTab } from './components/faq-tab';
import { HomeTab } from './components/home-tab';
import { storedTranslation } from './components/kind-frame';
import { LanguageBar } from './components/language-bar';
import { PortalPicker } from './components/portal-picker';
import { ServicesTab } from './components/services-tab';
import { StickersTab } from './components/stickers-tab';
import { SupportTab } from './components/support-tab';
import type { KindTabProps } from './components/kind-frame';
import { HaulerListSection } from './components/hauler-list-section';
import { WASTE_GUIDE_TAB, WasteGuideEditor } from '../what-goes-where';
import { ErrorAlert } from '../../components/widgets/error-alert';
import { SectionLoading } from '../../components/widgets/section-loading';

type EditorTab = TContentKind | typeof WASTE_GUIDE_TAB;

const TABS: { kind: TContentKind; icon: typeof IconHome; Tab: (props: KindTabProps) => ReactNode }[] = [
  { kind: 'home', icon: IconHome, Tab: HomeTab },
  { kind: 'support', icon: IconLifebuoy, Tab: SupportTab },
  { kind: 'faq', icon: IconHelpCircle, Tab: FaqTab },
  { kind: 'services', icon: IconListDetails, Tab: ServicesTab },
  { kind: 'stickers', icon: IconStar, Tab: StickersTab },
];

export function ContentEditorPage() {
  const { t } = useTranslation('content-editor');
  const { portalId } = useParams();

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <AdminPageHeader
          title={t('title')}
          subtitle={portalId ? t('subtitleEditing') : t('subtitle')}
          back={{ label: t('backToAdminCenter') }}
          actions={
            portalId ? (
              <PageLink to={contentEditorPaths.list} icon={IconBuildingCommunity} variant="default">
                {t('choosePortal')}
              </PageLink>
            ) : null
          }
        />
        {portalId ? (
          <PortalEditor portalId={portalId} />
        ) : (
          <>
            <PortalPicker />
            <HaulerListSection />
          </>
        )}
      </Stack>
    </Container>
  );
}

function PortalEditor({ portalId }: { portalId: string }) {
  const { t } = useTranslation('content-editor');
  const queryClient = useQueryClient();
  const document = useContentDocument(portalId);
  // ?tab=what-goes-where&add=… (the dashboard's "Add item") opens the list with the add form
  const [params] = useSearchParams();
  const [tab, setTab] = useState<EditorTab>(() =>
    params.get('tab') === WASTE_GUIDE_TAB ? WASTE_GUIDE_TAB : 'home',
  );
  const [dirty, setDirty] = useState<Partial<Record<TContentKind, boolean>>>({});
  const [languages, setLanguages] = useState<Partial<Record<TContentKind, LanguageCode>>>({});
  // a reload (after a conflict) starts every tab afresh from the latest content
  const [generation, setGeneration] = useState(0);

  const onDirtyChange = useCallback(
    (kind: TContentKind, value: boolean) =>
      setDirty((d) => (d[kind] === value ? d : { ...d, [kind]: value })),
    [],
  );
  const onReload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: contentEditorKeys.document(portalId) }).then(() => {
      setDirty({});
      setGeneration((g) => g + 1);
    });
  }, [queryClient, portalId]);

  const anyDirty = Object.values(dirty).some(Boolean);
  useEffect(() => {
    if (!anyDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);

  if (document.isPending) {
    return <SectionLoading label={t('loading')} />;
  }
  if (document.isError) {
    const notFound = document.error && 'status' in document.error && document.error.status === 404;
    return <ErrorAlert>{notFound ? t('portalNotFound') : t('loadFailed')}</ErrorAlert>;
  }

  const doc = document.data;
  const readOnly = doc.source === 'strapi';
  const updatedAt = doc.updatedAt ? formatDateTime(doc.updatedAt) : null;

  return (
    <Stack gap="md">
      <Box>
        <Title order={2} size="h3">
          {doc.portalTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {updatedAt
            ? doc.updatedBy
              ? t('lastSavedBy', { when: updatedAt, who: doc.updatedBy })
              : t('lastSaved', { when: updatedAt })
            : t('neverSaved')}
        </Text>
      </Box>
      {readOnly ? (
        <Alert
          color="yellow"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          title={t('readOnlyTitle')}
        >
          {t('save.externalCms')}
        </Alert>
      ) : null}
      <Tabs value={tab} onChange={(value) => value && setTab(value as EditorTab)} keepMounted>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {TABS.map(({ kind, icon: Icon }) => (
            <Tabs.Tab
              key={kind}
              value={kind}
              leftSection={<Icon size={16} aria-hidden="true" />}
              rightSection={
                dirty[kind] ? (
                  <Box
                    component="span"
                    w={8}
                    h={8}
                    bg="yellow.6"
                    style={{ borderRadius: '50%', display: 'inline-block' }}
                    aria-label={t('form.unsaved')}
                    role="img"
                  />
                ) : null
              }
              style={{ flexShrink: 0 }}
            >
              {t(`tabs.${kind}`)}
            </Tabs.Tab>
          ))}
          <Tabs.Tab
            value={WASTE_GUIDE_TAB}
            leftSection={<IconRecycle size={16} aria-hidden="true" />}
            style={{ flexShrink: 0 }}
          >
            {t('tabs.whatGoesWhere')}
          </Tabs.Tab>
        </Tabs.List>
        {TABS.map(({ kind, Tab }) => {
          const language = languages[kind] ?? 'en';
          // a new form for another language, and once a translation is saved or removed
          const translated = storedTranslation(doc, kind, language) !== null;
          return (
            <Tabs.Panel key={kind} value={kind} pt="md">
              <LanguageBar
                kind={kind}
                document={doc}
                language={language}
                onLanguageChange={(next) => setLanguages((l) => ({ ...l, [kind]: next }))}
                dirty={Boolean(dirty[kind])}
                readOnly={readOnly}
              />
              <Tab
                key={`${generation}-${language}-${translated}`}
                document={doc}
                language={language}
                readOnly={readOnly}
                onDirtyChange={onDirtyChange}
                onReload={onReload}
              />
            </Tabs.Panel>
          );
        })}
        <Tabs.Panel value={WASTE_GUIDE_TAB} pt="md">
          <WasteGuideEditor listId={portalId} addName={params.get('add') ?? undefined} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
