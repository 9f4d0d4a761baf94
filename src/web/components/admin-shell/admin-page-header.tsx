/**
 * The top of an admin page: the page title with a subtitle under it, and on the right a way back
 * (to the Admin Center unless told otherwise) followed by the page's own action buttons.
 */
import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../domain/paths';

export interface AdminPageHeaderProps {
  title: string;
  /** A string shows as dimmed text; any other node as it is. */
  subtitle?: ReactNode;
  /** An icon shown beside the title. */
  icon?: ReactNode;
  /** The back button; `to` defaults to the Admin Center. */
  back?: { label: string; to?: string };
  /** More buttons after the back button. */
  actions?: ReactNode;
  /** Names the buttons as a group for assistive technology. */
  actionsLabel?: string;
}

export function AdminPageHeader({
  title,
  subtitle,
  icon,
  back,
  actions,
  actionsLabel,
}: AdminPageHeaderProps) {
  const heading = <Title order={1}>{title}</Title>;
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={4} style={{ flex: '1 1 280px' }}>
        {icon ? (
          <Group gap="sm" align="center" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
              {icon}
            </ThemeIcon>
            {heading}
          </Group>
        ) : (
          heading
        )}
        {typeof subtitle === 'string' ? <Text c="dimmed">{subtitle}</Text> : subtitle}
      </Stack>
      <Group gap="sm" role={actionsLabel ? 'group' : undefined} aria-label={actionsLabel}>
        {back ? (
          <Button
            component={Link}
            to={back.to ?? paths.admin.center}
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          >
            {back.label}
          </Button>
        ) : null}
        {actions}
      </Group>
    </Group>
  );
}
