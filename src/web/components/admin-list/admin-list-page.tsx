/**
 * The frame of an admin list page: the header (title, subtitle, back to the Admin Center, actions),
 * then the page's parts one under another, and its dialogs after them.
 */
import type { ReactNode } from 'react';
import { Container, Stack } from '@mantine/core';
import { AdminPageHeader } from '../admin-shell/admin-page-header';

export interface AdminListPageProps {
  title: string;
  subtitle: string;
  backLabel: string;
  actions?: ReactNode;
  children: ReactNode;
  /** The page's modals (outside the column). */
  modals?: ReactNode;
}

export function AdminListPage({ title, subtitle, backLabel, actions, children, modals }: AdminListPageProps) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <AdminPageHeader title={title} subtitle={subtitle} back={{ label: backLabel }} actions={actions} />
        {children}
      </Stack>
      {modals}
    </Container>
  );
}
