/**
 * Portal preview, "View Content" (spec §2.6): tabs Overview, Home, Billing, Support, FAQ and Services.
 * A tab whose page customers do not see carries a hidden marker and a warning ("Home page is disabled
 * for this portal"); content that fails to load or is missing says so per tab (spec §8); service
 * descriptions are cut to 100 characters. Content is shown as text, never as HTML.
 */
import type { ReactNode } from 'react';
import {
  Alert,
  Badge,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TPortalSetup } from '../../../../domain/portal-setup';
import {
  cutDescription,
  offeredServices,
  type TPortalContentPreview,
  type TPortalSetupRecord,
} from '../../../../domain/portal-setup-admin';
import { usePortalContent } from '../api/get-portal-content';
import { usePortalSetup } from '../api/get-portal-setup';
import { DEFAULT_SERVICE_FIELDS } from './default-services-section';
import { MENU_FLAGS } from './display-options-section';
import { frequencyKey } from './form-fields';
import { ErrorAlert } from '../../../components/widgets/error-alert';
import { SectionLoading } from '../../../components/widgets/section-loading';

type PreviewTab = 'overview' | 'home' | 'billing' | 'support' | 'faq' | 'services';
type MenuFlag = keyof TPortalSetup['displayOptions']['menuDisplay'];

/** The menu flag that hides each page from customers. */
const PAGE_FLAG: Record<Exclude<PreviewTab, 'overview'>, MenuFlag> = {
  home: 'showHome',
  billing: 'showBilling',
  support: 'showSupport',
  faq: 'showFAQ',
  services: 'showLRSServices',
};

export function PortalPreviewModal({
  dialog: { item: setupId, opened, close: onClose },
}: {
  /** The list's row dialog (its Preview button) that holds the setup's id. */
  dialog: { item: string | null; opened: boolean; close: () => void };
}) {
  const { t } = useTranslation('portal-setups');
  const setup = usePortalSetup(opened ? setupId : null);
  const content = usePortalContent(opened ? setupId : null);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={setup.data ? t('preview.titleNamed', { title: setup.data.portalTitle }) : t('preview.title')}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {setup.isPending ? (
        <SectionLoading label={t('loading')} />
      ) : setup.isError ? (
        <ErrorAlert>{t('list.loadFailed')}</ErrorAlert>
      ) : (
        <PreviewTabs
          setup={setup.data}
          content={content.data}
          loading={content.isPending}
          failed={content.isError}
        />
      )}
    </Modal>
  );
}

function PreviewTabs({
  setup,
  content,
  loading,
  failed,
}: {
  setup: TPortalSetupRecord;
  content: TPortalContentPreview | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation('portal-setups');
  const menu = setup.displayOptions.menuDisplay;
  const hidden = (tab: PreviewTab) => tab !== 'overview' && menu[PAGE_FLAG[tab]] === false;
  const tabs: PreviewTab[] = ['overview', 'home', 'billing', 'support', 'faq', 'services'];

  /** A content tab: loading, failed, empty, or the content. */
  function contentOf<K extends 'home' | 'support' | 'faq' | 'services'>(
    kind: K,
    render: (value: NonNullable<TPortalContentPreview[K]['content']>) => ReactNode,
  ): ReactNode {
    if (loading)
      return (
        <Center py="lg">
          <Loader size="sm" aria-label={t('loading')} />
        </Center>
      );
    const slot = content?.[kind];
    if (failed || !slot || slot.status === 'error') {
      return <ErrorAlert>{t(`preview.loadError.${kind}`)}</ErrorAlert>;
    }
    if (slot.content === null) return <Text c="dimmed">{t(`preview.empty.${kind}`)}</Text>;
    return render(slot.content as NonNullable<TPortalContentPreview[K]['content']>);
  }

  return (
    <Tabs defaultValue="overview" keepMounted={false}>
      <ScrollArea type="auto" scrollbars="x" offsetScrollbars="x">
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              style={{ whiteSpace: 'nowrap' }}
              rightSection={
                hidden(tab) ? (
                  <Badge
                    size="xs"
                    color="gray"
                    variant="light"
                    leftSection={<IconEyeOff size={10} aria-hidden="true" />}
                  >
                    {t('preview.hidden')}
                  </Badge>
                ) : null
              }
            >
              {t(`preview.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>

      <Tabs.Panel value="overview" pt="md">
        <Overview setup={setup} />
      </Tabs.Panel>

      <PreviewPanel tab="home" hidden={hidden('home')}>
        {contentOf('home', (home) => (
          <Stack gap="sm">
            {home.HomePage_Header ? <Title order={3}>{home.HomePage_Header}</Title> : null}
            {home.HomePage_Description ? (
              <Text style={{ whiteSpace: 'pre-line' }}>{home.HomePage_Description}</Text>
            ) : null}
            {home.HomePage_MainContent.map((section, i) => (
              <PreviewTextCard key={i} title={section.Title} text={section.Content} />
            ))}
            {home.HomePage_CallOutBoxes.map((box, i) => (
              <PreviewCard key={`box-${i}`} title={box.Header} bg="blue.0">
                <Stack gap={2} component="ul" m={0} ps="md">
                  {box.Bullets.map((bullet, j) => (
                    <Text key={j} component="li" fz="sm">
                      {bullet}
                    </Text>
                  ))}
                </Stack>
              </PreviewCard>
            ))}
          </Stack>
        ))}
      </PreviewPanel>

      <PreviewPanel tab="billing" hidden={hidden('billing')}>
        <Billing setup={setup} />
      </PreviewPanel>

      <PreviewPanel tab="support" hidden={hidden('support')}>
        {contentOf('support', (support) => (
          <Stack gap="sm">
            {support.title ? <Title order={3}>{support.title}</Title> : null}
            {support.intro ? <Text style={{ whiteSpace: 'pre-line' }}>{support.intro}</Text> : null}
            {support.serviceMap ? (
              <PreviewCard title={support.serviceMap.title || t('preview.serviceMap')}>
                <Text fz="sm">{support.serviceMap.description}</Text>
              </PreviewCard>
            ) : null}
            {support.dropOffLocations.map((place, i) => (
              <PreviewCard key={i} title={place.name}>
                <Text fz="sm">
                  {[place.address, place.city, place.state, place.zipCode].filter(Boolean).join(', ')}
                </Text>
                {place.phoneNumber ? <Text fz="sm">{place.phoneNumber}</Text> : null}
              </PreviewCard>
            ))}
          </Stack>
        ))}
      </PreviewPanel>

      <PreviewPanel tab="faq" hidden={hidden('faq')}>
        {contentOf('faq', (faq) =>
          faq.items.length === 0 ? (
            <Text c="dimmed">{t('preview.empty.faq')}</Text>
          ) : (
            <Stack gap="xs">
              {faq.title ? <Title order={3}>{faq.title}</Title> : null}
              {faq.items.map((item, i) => (
                <PreviewTextCard key={i} title={item.title} text={item.body} />
              ))}
            </Stack>
          ),
        )}
      </PreviewPanel>

      <PreviewPanel tab="services" hidden={hidden('services')}>
        {contentOf('services', (services) => (
          <Stack gap="xs">
            {services.title ? <Title order={3}>{services.title}</Title> : null}
            {services.description ? <Text fz="sm">{cutDescription(services.description)}</Text> : null}
            {services.sections.map((section, i) => (
              <PreviewCard key={i} title={section.title}>
                <Text fz="sm">{cutDescription(section.body)}</Text>
              </PreviewCard>
            ))}
          </Stack>
        ))}
      </PreviewPanel>
    </Tabs>
  );
}

/** A page's tab: the warning when the portal hides the page, then what the page would show. */
function PreviewPanel({ tab, hidden, children }: { tab: PreviewTab; hidden: boolean; children: ReactNode }) {
  const { t } = useTranslation('portal-setups');
  return (
    <Tabs.Panel value={tab} pt="md">
      <Stack gap="sm">
        {hidden ? (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
            {t(`preview.disabled.${tab}`)}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </Tabs.Panel>
  );
}

/** One block of a page's content: its title over its text. */
function PreviewCard({ title, bg, children }: { title: string; bg?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md" bg={bg}>
      <Text fw={600}>{title}</Text>
      {children}
    </Paper>
  );
}

/** A card of text as staff typed it (its line breaks kept). */
function PreviewTextCard({ title, text }: { title: string; text: string }) {
  return (
    <PreviewCard title={title}>
      <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
        {text}
      </Text>
    </PreviewCard>
  );
}

function Overview({ setup }: { setup: TPortalSetupRecord }) {
  const { t } = useTranslation('portal-setups');
  const menu = setup.displayOptions.menuDisplay;
  const contact = setup.displayOptions.contactInfo;
  const services = offeredServices(setup);
  const row = (label: string, value: ReactNode) => (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {row(t('columns.type'), t(`types.${setup.portalType}`))}
        {row(t('fields.currentRatesYear'), setup.currentRatesYear)}
        {row(t('fields.searchZipCodes'), setup.searchZipCodes.join(', ') || t('zip.none'))}
        {row(t('columns.customerId'), setup.defaultServiceCustomerID || '—')}
        {row(
          t('columns.services'),
          <Group gap={4}>
            {services.length === 0
              ? '—'
              : services.map((s) => (
                  <Badge key={s} size="sm" variant="light">
                    {t(`services.${s}`)}
                  </Badge>
                ))}
          </Group>,
        )}
        {row(t('display.contactFields.email'), contact.email || t('preview.companyDefault'))}
        {row(
          t('display.contactFields.phone'),
          contact.phoneDisplay || contact.phone || t('preview.companyDefault'),
        )}
      </SimpleGrid>
      <div>
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
          {t('display.menu')}
        </Text>
        <Group gap={6}>
          {MENU_FLAGS.map((flag) => (
            <Badge
              key={flag}
              variant={menu[flag] === false ? 'outline' : 'light'}
              color={menu[flag] === false ? 'gray' : 'green'}
              leftSection={menu[flag] === false ? <IconEyeOff size={12} aria-hidden="true" /> : null}
            >
              {t(`display.menuFlags.${flag}`)}
              {menu[flag] === false ? ` (${t('preview.hidden')})` : ''}
            </Badge>
          ))}
        </Group>
      </div>
      {setup.displayOptions.restrictChanges.enabled ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
          {t('review.restrictedFrom', { date: setup.displayOptions.restrictChanges.stopChangeDate || '—' })}
        </Alert>
      ) : null}
    </Stack>
  );
}

function Billing({ setup }: { setup: TPortalSetupRecord }) {
  const { t } = useTranslation('portal-setups');
  const money = (n: number) => `$${n.toFixed(2)}`;
  if (setup.portalType === 'enterprise') {
    return (
      <Text c="dimmed">{t('preview.enterpriseBilling', { cycle: setup.defaultBillingCycle || '—' })}</Text>
    );
  }
  return (
    <Stack gap="xs">
      {setup.displayOptions.showRates ? null : (
        <Alert color="yellow" icon={<IconEyeOff size={18} aria-hidden="true" />}>
          {t('preview.ratesHidden')}
        </Alert>
      )}
      {DEFAULT_SERVICE_FIELDS.map(({ key, path }) => {
        const service = setup[path];
        return (
          <Paper key={key} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{t(`services.${key}`)}</Text>
              <Text fz="sm">
                {t('review.serviceLine', {
                  size: service.CM05_SIZE,
                  rate: money(service.CM05_RATE),
                  frequency: t(frequencyKey(service.billingFrequency)),
                })}
              </Text>
            </Group>
          </Paper>
        );
      })}
      {setup.additionalServices.length > 0 ? (
        <Paper withBorder p="sm" radius="md">
          <Text fw={600} mb={4}>
            {t('tabs.additionalServices')}
          </Text>
          {setup.additionalServices.map((row, i) => (
            <Group key={i} justify="space-between">
              <Text fz="sm">{row.name}</Text>
              <Text fz="sm">
                {money(row.rate)} · {t(frequencyKey(row.billingFrequency))}
              </Text>
            </Group>
          ))}
        </Paper>
      ) : null}
    </Stack>
  );
}
