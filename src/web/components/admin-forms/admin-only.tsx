/**
 * Pages for admins only (spec 03 §6): while the role is not known yet a spinner shows; a signed-in
 * non-admin goes to the Admin Center. The server refuses these pages' API calls to non-admins anyway.
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoading } from '../page-loading';
import { paths } from '../../../domain/paths';
import { useSession } from '../../lib/use-session';

export function AdminOnly({ children }: { children: ReactNode }) {
  const { staff, isLoading } = useSession();
  if (isLoading) return <PageLoading />;
  if (staff?.role !== 'admin') return <Navigate to={paths.admin.center} replace />;
  return <>{children}</>;
}
