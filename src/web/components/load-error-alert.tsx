/**
 * The red banner of a customer page whose list could not be loaded (My Services, Services): the
 * words and the way to try again are the page's own.
 */
import type { ReactNode } from 'react';
import { ErrorAlert } from './widgets/error-alert';

export function LoadErrorAlert({ children }: { children: ReactNode }) {
  return (
    <ErrorAlert variant="light" radius="lg" iconSize={20}>
      {children}
    </ErrorAlert>
  );
}
