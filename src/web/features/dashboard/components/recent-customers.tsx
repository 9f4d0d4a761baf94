/**
 * Recent Customers (spec 03 §2.10): 10 per page, newest first, Previous and Next. The server pages by
 * keyset cursor; Previous goes back along the cursors this table has followed. Columns: portal, name
 * with initials and the first 8 characters of the id, e-mail and phone, residence, service-change
 * badges, additional services, and View (Customer Profiles opened on that customer). Phones get one
 * card per customer instead of the table.
 */
import { useState } from 'react';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconChevronLeft, IconChevronRight, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TRecentCustomer } from '../../../../domain/dashboard/dashboard';
import { paths } from '../../../../domain/paths';
import { TableEmptyRow, TableLoadingRow } from '../../../components/table-status-rows';
import { useRecentCustomers } from '../api/dashboard-queries';

const nameOf = (c: TRecentCustomer) =>
  `${c.firstName} ${c.lastName}`.trim() || c.organizationName?.trim() || c.email;

const initialsOf = (c: TRecentCustomer) =>
  (
    (c.firstName.trim()[0] ?? '') + (c.lastName.trim()[0] ?? '') ||
    (c.organizationName?.trim()[0] ?? c.email[0] ?? '?')
  ).toUpperCase();

function ResidenceBadge({ type }: { type: string | null }) {
  const { t } = useTranslation('dashboard');
  const key = type === 'singleFamily' || type === 'multiFamily' ? type : type ? 'other' : 'unknown';
  return (
    <Badge
      variant="light"
      color={key === 'multiFamily' ? 'blue' : key === 'singleFamily' ? 'brand' : 'gray'}
      styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
    >
      {t(`residence.${key}`)}
    </Badge>
  );
}

function ChangeBadges({ customer }: { customer: TRecentCustomer }) {
  const { t } = useTranslation('dashboard');
  if (customer.changedServices.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('recent.noChanges')}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {customer.changedServices.map((service) => (
        <Badge key={service} variant="outline" size="sm">
          {t(`services.${service}`)}
        </Badge>
      ))}
    </Group>
  );
}

function NameCell({ customer }: { customer: TRecentCustomer }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar radius="xl" size={34} color="brand" aria-hidden="true">
        {initialsOf(customer)}
      </Avatar>
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {nameOf(customer)}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {customer.uid.slice(0, 8)}
        </Text>
      </Stack>
    </Group>
  );
}

function ViewLink({ customer }: { customer: TRecentCustomer }) {
  const { t } = useTranslation('dashboard');
  return (
    <Button
      component={Link}
      to={paths.admin.customerProfile(customer.uid)}
      size="xs"
      variant="light"
      leftSection={<IconEye size={14} aria-hidden="true" />}
      aria-label={t('recent.viewCustomer', { name: nameOf(customer) })}
    >
      {t('recent.view')}
    </Button>
  );
}

export function RecentCustomers({ portalId }: { portalId: string }) {
  const { t } = useTranslation('dashboard');
  /** The cursors followed to reach this page ('' is the first page). */
  const [trail, setTrail] = useState<string[]>(['']);
  const [trailPortal, setTrailPortal] = useState(portalId);
  if (trailPortal !== portalId) {
    // another portal starts again at its newest 10
    setTrailPortal(portalId);
    setTrail(['']);
  }
  const cursor = trail[trail.length - 1] ?? '';
  const page = useRecentCustomers(portalId, cursor);
  const customers = page.data?.items ?? [];
  const unknownPortal = (c: TRecentCustomer) => c.portalTitle ?? t('recent.unknownPortal');
  const additional = (c: TRecentCustomer) => (c.hasAdditionalServices ? t('recent.yes') : t('recent.no'));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dashboard-recent">
      <Stack gap="md">
        <Title order={2} size="h4" id="dashboard-recent">
          {t('recent.title')}
        </Title>
        {page.isError ? (
          <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('recent.error')}</Text>
              <Button size="xs" variant="white" color="red" onClick={() => void page.refetch()}>
                {t('retry')}
              </Button>
            </Group>
          </Alert>
        ) : null}

        <Box visibleFrom="sm">
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="sm" highlightOnHover aria-labelledby="dashboard-recent">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('recent.portal')}</Table.Th>
                  <Table.Th>{t('recent.name')}</Table.Th>
                  <Table.Th>{t('recent.contact')}</Table.Th>
                  <Table.Th>{t('recent.residence')}</Table.Th>
                  <Table.Th>{t('recent.serviceChanges')}</Table.Th>
                  <Table.Th>{t('recent.additionalServices')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('recent.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.isPending ? (
                  <TableLoadingRow colSpan={7} label={t('loading')} />
                ) : customers.length === 0 ? (
                  <TableEmptyRow colSpan={7}>{t('recent.empty')}</TableEmptyRow>
                ) : (
                  customers.map((c) => (
                    <Table.Tr key={c.uid}>
                      <Table.Td>{unknownPortal(c)}</Table.Td>
                      <Table.Td>
                        <NameCell customer={c} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{c.email}</Text>
                        <Text size="xs" c="dimmed">
                          {c.phoneNumber || '-'}
                        </Text>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <ResidenceBadge type={c.residenceType} />
                      </Table.Td>
                      <Table.Td>
                        <ChangeBadges customer={c} />
                      </Table.Td>
                      <Table.Td>{additional(c)}</Table.Td>
                      <Table.Td>
                        <ViewLink customer={c} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Box>

        <Stack hiddenFrom="sm" gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {!page.isPending && customers.length === 0 ? (
            <Text c="dimmed" ta="center">
              {t('recent.empty')}
            </Text>
          ) : null}
          {customers.map((c) => (
            <Paper component="li" key={c.uid} withBorder radius="md" p="sm">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <NameCell customer={c} />
                  <ViewLink customer={c} />
                </Group>
                <Text size="sm">{c.email}</Text>
                <Text size="sm" c="dimmed">
                  {unknownPortal(c)} · {c.phoneNumber || '-'}
                </Text>
                <Group gap="xs">
                  <ResidenceBadge type={c.residenceType} />
                  <ChangeBadges customer={c} />
                </Group>
                <Text size="sm">
                  {t('recent.additionalServices')}: {additional(c)}
                </Text>
              </Stack>
            </Paper>
          ))}
        </Stack>

        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('recent.pageNumber', { page: trail.length })}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconChevronLeft size={14} aria-hidden="true" />}
              disabled={trail.length <= 1}
              onClick={() => setTrail((current) => current.slice(0, -1))}
            >
              {t('recent.previous')}
            </Button>
            <Button
              variant="default"
              size="xs"
              rightSection={<IconChevronRight size={14} aria-hidden="true" />}
              disabled={!page.data?.nextCursor || page.isPlaceholderData}
              onClick={() => {
                const next = page.data?.nextCursor;
                if (next) setTrail((current) => [...current, next]);
              }}
            >
              {t('recent.next')}
            </Button>
          </Group>
        </Group>
        <Anchor component={Link} to={paths.admin.customerProfiles} size="sm">
          {t('recent.allProfiles')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
