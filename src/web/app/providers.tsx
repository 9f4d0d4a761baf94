import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ContentLoadingProvider } from '../components/content-loading';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';
import notificationClasses from './notifications.module.css';

/**
 * The notification stack loads after the first paint (issue 9, first load): nothing is notified
 * before a page is shown, and `notifications.show` keeps what it is given in its store until the stack
 * mounts.
 */
const Notifications = lazy(async () => {
  const [module] = await Promise.all([
    import('@mantine/notifications'),
    import('@mantine/notifications/styles.css'),
  ]);
  return { default: module.Notifications };
});

export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  /** The app's client, when it started queries before rendering (main.tsx). */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications position="top-right" classNames={{ root: notificationClasses.root }} />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <ContentLoadingProvider>{children}</ContentLoadingProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
