/**
 * The frame of an admin list page: the header (title, subtitle, back to the Admin Center, actions
 * and Export to Excel), then the export's progress and the page's parts one under another, and its
 * dialogs after them.
 */
import type { ComponentType, ReactNode } from 'react';
import { Button, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPageHeader } from '../admin-shell/admin-page-header';
import { ExportButton, ExportStatus, type TListExport } from './list-export';

export interface AdminListPageProps {
  title: string;
  subtitle: string;
  backLabel: string;
  actions?: ReactNode;
  /** The list's Export to Excel: its button after the actions, its progress over the list. */
  exporter?: TListExport;
  children: ReactNode;
  /** The page's modals (outside the column). */
  modals?: ReactNode;
}

export function AdminListPage({
  title,
  subtitle,
  backLabel,
  actions,
  exporter,
  children,
  modals,
}: AdminListPageProps) {
  const { i18n } = useTranslation();
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <AdminPageHeader
          title={title}
          subtitle={subtitle}
          back={{ label: backLabel }}
          actions={
            exporter ? (
              <>
                {actions}
                <ExportButton exporter={exporter} />
              </>
            ) : (
              actions
            )
          }
        />
        {exporter ? <ExportStatus exporter={exporter} language={i18n.resolvedLanguage ?? 'en'} /> : null}
        {children}
      </Stack>
      {modals}
    </Container>
  );
}

type TIcon = ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;

/** A header button that leads to another admin page. */
export function PageLink({
  to,
  icon: Icon,
  variant,
  children,
}: {
  to: string;
  icon: TIcon;
  /** Mantine's filled button unless told. */
  variant?: 'default' | 'light';
  children: ReactNode;
}) {
  return (
    <Button component={Link} to={to} variant={variant} leftSection={<Icon size={18} aria-hidden="true" />}>
      {children}
    </Button>
  );
}
