/**
 * The Admin Center (spec 03 §2.3, §6): the signed-in name and role badge, the tool cards the role may
 * use, and the header buttons: Migrate Users and User Management (admin only), Roadmap and Contact
 * Support (everyone). Contact Support opens an e-mail to the configured company address. A
 * municipality user (issue 13) gets the Dashboard, Delivery Report and Route Day cards and its portals' tickets
 * desk counts per status.
 */
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAddressBook,
  IconChartBar,
  IconChevronRight,
  IconInfoCircle,
  IconLifebuoy,
  IconList,
  IconMapPin,
  IconRoute,
  IconSettings,
  IconTicket,
  IconTruckDelivery,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  IconFileText,
  type Icon,
  IconFileImport,
  IconKey,
  IconWebhook,
  IconHomeShield,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { supportMailto } from '../../../domain/staff/admin-center';
import type { TSessionStaff } from '../../../domain/session';
import { paths } from '../../../domain/paths';
import { AdminPageHeader } from '../../components/admin-shell/admin-page-header';
import { PageLink } from '../../components/admin-list';
import { useSession } from '../../lib/use-session';
import { PageLoading } from '../../components/page-loading';
import { useAdminCenter } from './api/get-admin-center';
import { DeskCounts } from './components/desk-counts';
import { RoadmapModal } from './components/roadmap-modal';

type StaffRole = TSessionStaff['role'];
type Section = 'administration' | 'customerService';

export interface AdminCenterCard {
  key:
    | 'customerSetup'
    | 'customerSetups'
    | 'dashboard'
    | 'deliveryReport'
    | 'routeDay'
    | 'setupCustomerProfile'
    | 'customerProfiles'
    | 'serviceRequests'
    | 'addedAddresses'
    | 'addressClaims'
    | 'content';
  to: string;
  icon: Icon;
  section: Section;
  roles: readonly StaffRole[];
}

const ADMIN: readonly StaffRole[] = ['admin'];
const STAFF: readonly StaffRole[] = ['admin', 'customerservice'];
/** The read-only reports a municipality user may open too (its own portals). */
const OVERSIGHT: readonly StaffRole[] = ['admin', 'customerservice', 'municipality'];

export const ADMIN_CENTER_CARDS: readonly AdminCenterCard[] = [
  {
    key: 'customerSetup',
    to: paths.admin.customerSetup,
    icon: IconSettings,
    section: 'administration',
    roles: ADMIN,
  },
  {
    key: 'customerSetups',
    to: paths.admin.customerSetups,
    icon: IconList,
    section: 'administration',
    roles: ADMIN,
  },
  {
    key: 'dashboard',
    to: paths.admin.dashboard,
    icon: IconChartBar,
    section: 'customerService',
    roles: OVERSIGHT,
  },
  {
    key: 'deliveryReport',
    to: paths.admin.deliveryReport,
    icon: IconTruckDelivery,
    section: 'customerService',
    roles: OVERSIGHT,
  },
  {
    key: 'routeDay',
    to: paths.admin.routeDay,
    icon: IconRoute,
    section: 'customerService',
    roles: OVERSIGHT,
  },
  {
    key: 'setupCustomerProfile',
    to: paths.admin.setupCustomerProfile,
    icon: IconUserPlus,
    section: 'customerService',
    roles: STAFF,
  },
  {
    key: 'customerProfiles',
    to: paths.admin.customerProfiles,
    icon: IconAddressBook,
    section: 'customerService',
    roles: STAFF,
  },
  {
    key: 'serviceRequests',
    to: paths.admin.serviceRequests,
    icon: IconTicket,
    section: 'customerService',
    roles: STAFF,
  },
  {
    key: 'addedAddresses',
    to: paths.admin.addedAddresses,
    icon: IconMapPin,
    section: 'customerService',
    roles: STAFF,
  },
  {
    key: 'addressClaims',
    to: paths.admin.addressClaims,
    icon: IconHomeShield,
    section: 'customerService',
    roles: STAFF,
  },
  {
    key: 'content',
    to: paths.admin.content,
    icon: IconFileText,
    section: 'customerService',
    roles: STAFF,
  },
];

/** The cards a role sees, in order. */
export function adminCenterCards(role: StaffRole): AdminCenterCard[] {
  return ADMIN_CENTER_CARDS.filter((card) => card.roles.includes(role));
}

const roleColor: Record<StaffRole, string> = {
  admin: 'grape',
  customerservice: 'blue',
  municipality: 'teal',
  unknown: 'gray',
};

/** The admin's header links to the admin-only pages; a page of its own names its button. */
const ADMIN_LINKS = [
  { to: paths.admin.userMigration, icon: IconUsersGroup, label: 'actions.migrateUsers' },
  { to: paths.admin.userManagement, icon: IconUsers, label: 'actions.userManagement' },
  { to: paths.admin.backofficeImport, icon: IconFileImport, label: 'backoffice-import:centerButton' },
  { to: paths.admin.open311Keys, icon: IconKey, label: 'open311-keys:centerButton' },
  { to: paths.admin.webhooks, icon: IconWebhook, label: 'webhooks:centerButton' },
];

export function AdminCenterPage() {
  const { staff, isLoading } = useSession();
  if (isLoading || !staff) return <PageLoading />;
  return <AdminCenter staff={staff} />;
}

function AdminCenter({ staff }: { staff: TSessionStaff }) {
  const { t } = useTranslation('admin-center');
  const [roadmapOpen, setRoadmapOpen] = useState(false);
  const isStaff = staff.role !== 'unknown';
  const center = useAdminCenter(isStaff);
  const isAdmin = staff.role === 'admin';
  const isMunicipality = staff.role === 'municipality';
  const cards = adminCenterCards(staff.role);
  const sections: Section[] = ['administration', 'customerService'];

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap="md">
          <AdminPageHeader
            title={t('title')}
            subtitle={
              <>
                <Group gap="sm">
                  <Text fw={500}>{t('welcome', { name: staff.name })}</Text>
                  <Badge
                    color={roleColor[staff.role]}
                    variant="light"
                    aria-label={`${t('roleLabel')}: ${t(`roles.${staff.role}`)}`}
                  >
                    {t(`roles.${staff.role}`)}
                  </Badge>
                </Group>
                <Text c="dimmed" fz="sm">
                  {t('subtitle')}
                </Text>
              </>
            }
            actionsLabel={t('actions.label')}
            actions={
              <>
                {isAdmin
                  ? ADMIN_LINKS.map((link) => (
                      <PageLink key={link.to} to={link.to} icon={link.icon} variant="default">
                        {t(link.label)}
                      </PageLink>
                    ))
                  : null}
                <Button
                  variant="light"
                  leftSection={<IconRoute size={18} aria-hidden="true" />}
                  onClick={() => setRoadmapOpen(true)}
                >
                  {t('actions.roadmap')}
                </Button>
                {/* a disabled button until the support address is known: a disabled link is
                    still a link to assistive technology (and axe checks its faded contrast) */}
                <Button
                  {...(center.data
                    ? { component: 'a' as const, href: supportMailto(center.data.supportEmail) }
                    : { disabled: true })}
                  variant="light"
                  leftSection={<IconLifebuoy size={18} aria-hidden="true" />}
                >
                  {t('actions.contactSupport')}
                </Button>
              </>
            }
          />
        </Stack>

        {!isStaff ? (
          <Alert
            color="yellow"
            icon={<IconInfoCircle size={20} aria-hidden="true" />}
            title={t('unknownRole.title')}
          >
            {t('unknownRole.message')}
          </Alert>
        ) : null}

        {sections.map((section) => {
          const inSection = cards.filter((c) => c.section === section);
          if (inSection.length === 0) return null;
          return (
            <Stack key={section} gap="md" component="section" aria-labelledby={`admin-section-${section}`}>
              <Title order={2} fz="h3" id={`admin-section-${section}`}>
                {t(
                  isMunicipality && section === 'customerService'
                    ? 'sections.oversight'
                    : `sections.${section}`,
                )}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
                {inSection.map((card) => (
                  <ToolCard key={card.key} card={card} />
                ))}
              </SimpleGrid>
            </Stack>
          );
        })}

        {isMunicipality ? <DeskCounts /> : null}
      </Stack>
      <RoadmapModal opened={roadmapOpen} onClose={() => setRoadmapOpen(false)} />
    </Container>
  );
}

function ToolCard({ card }: { card: AdminCenterCard }) {
  const { t } = useTranslation('admin-center');
  const CardIcon = card.icon;
  return (
    <Card
      component={Link}
      to={card.to}
      withBorder
      radius="md"
      padding="lg"
      style={{ display: 'flex', flexDirection: 'column', textDecoration: 'none', color: 'inherit' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
          <CardIcon size={24} />
        </ThemeIcon>
        <IconChevronRight size={20} aria-hidden="true" color="var(--mantine-color-gray-5)" />
      </Group>
      <Text fw={700} fz="lg">
        {t(`cards.${card.key}.title`)}
      </Text>
      <Text c="dimmed" fz="sm" mt={4}>
        {t(`cards.${card.key}.description`)}
      </Text>
    </Card>
  );
}
