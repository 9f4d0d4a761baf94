/**
 * The frame of an admin page: the header (title, subtitle, back to the Admin Center, actions and,
 * on a list, Export to Excel), then the export's progress and the page's parts one under another,
 * and its dialogs after them.
 */
import type { ComponentType, ReactNode } from 'react';
import { Button, Container, Stack, type MantineSize } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPageHeader } from '../admin-shell/admin-page-header';
import { ExportButton, ExportStatus, type TListExport } from './list-export';

export interface AdminPageProps {
  /** The column's width. */
  size?: MantineSize;
  title: string;
  subtitle: ReactNode;
  /** Beside the title. */
  icon?: ReactNode;
  backLabel: string;
  /** Where back leads (the Admin Center unless told). */
  backTo?: string;
  actions?: ReactNode;
  /** The list's Export to Excel: its button after the actions, its progress over the list. */
  exporter?: TListExport;
  children: ReactNode;
  /** The page's modals (outside the column). */
  modals?: ReactNode;
}

export function AdminPage({
  size = 'xl',
  title,
  subtitle,
  icon,
  backLabel,
  backTo,
  actions,
  exporter,
  children,
  modals,
}: AdminPageProps) {
  const { i18n } = useTranslation();
  return (
    <Container size={size} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <AdminPageHeader
          title={title}
          subtitle={subtitle}
          icon={icon}
          back={{ label: backLabel, to: backTo }}
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

/**
 * A page's header words by the kit's convention, in its namespace (under a prefix where the namespace
 * holds more than one page): `title`, `subtitle`, and the back link's `backToAdminCenter` unless told.
 */
export function pageWords(
  t: TFunction,
  prefix = '',
  back = 'backToAdminCenter',
): Pick<AdminPageProps, 'title' | 'subtitle' | 'backLabel'> {
  return { title: t(`${prefix}title`), subtitle: t(`${prefix}subtitle`), backLabel: t(back) };
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

/** A header button that opens one of the page's dialogs (create a key, add a user…). */
export function PageButton({
  icon: Icon,
  onClick,
  children,
}: {
  icon: TIcon;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button leftSection={<Icon size={18} aria-hidden="true" />} onClick={onClick}>
      {children}
    </Button>
  );
}
