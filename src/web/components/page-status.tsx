/**
 * The loading, error and empty states of a customer content page: a spinner while loading, a
 * dismissible red alert when loading failed, a grey note when there is nothing to show. Renders
 * nothing when none applies. Keep it mounted while the content shows, so a dismissed error stays
 * dismissed.
 */
import { useState, type ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { PageLoading } from './page-loading';

export interface PageStatusProps {
  loading: boolean;
  loadingText: string;
  error: boolean;
  errorText: string;
  /** The label of the error alert's close button. */
  dismissLabel: string;
  /** Omit for pages that always have something to show. */
  empty?: boolean;
  emptyText?: string;
}

/**
 * The loading and error props of a content query's PageStatus, in the words of the page's own
 * namespace, which has the keys `loading`, `error` and `dismiss`.
 */
export function queryStatus(
  query: { isPending: boolean; isError: boolean },
  t: (key: 'loading' | 'error' | 'dismiss') => string,
): Omit<PageStatusProps, 'empty' | 'emptyText'> {
  return {
    loading: query.isPending,
    loadingText: t('loading'),
    error: query.isError,
    errorText: t('error'),
    dismissLabel: t('dismiss'),
  };
}

export function PageStatus({
  loading,
  loadingText,
  error,
  errorText,
  dismissLabel,
  empty = false,
  emptyText,
}: PageStatusProps) {
  const [errorDismissed, setErrorDismissed] = useState(false);
  if (loading) return <PageLoading message={loadingText} minHeight="30vh" />;
  if (error) {
    return errorDismissed ? null : (
      <Alert
        color="red"
        radius="lg"
        role="alert"
        icon={<IconAlertCircle size={20} aria-hidden="true" />}
        withCloseButton
        closeButtonLabel={dismissLabel}
        onClose={() => setErrorDismissed(true)}
      >
        {errorText}
      </Alert>
    );
  }
  if (empty) return <EmptyNote>{emptyText}</EmptyNote>;
  return null;
}

/** The grey "nothing to show" note. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Alert color="gray" radius="lg" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
      {children}
    </Alert>
  );
}
