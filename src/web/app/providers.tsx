import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, mergeThemeOverrides, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { directionOf } from '../../domain/languages';
import { ContentLoadingProvider } from '../components/content-loading';
import { createQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';
import notificationClasses from './notifications.module.css';
import './direction.css';

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

/** Mantine's components mirror for Arabic (right to left) and back when the language changes. */
function DirectionFollowsLanguage({ language }: { language: string }) {
  const { setDirection } = useDirection();
  useEffect(() => setDirection(directionOf(language)), [language, setDirection]);
  return null;
}

export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  /** The app's client, when it started queries before rendering (main.tsx). */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const { t, i18n } = useTranslation('common');
  const close = t('actions.close');
  // every modal's and notification's close button is named, in the reader's language
  const localizedTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          // plain objects, not Modal.extend(): importing the components would put them in the entry script
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        },
      }),
    [close],
  );
  return (
    <DirectionProvider initialDirection={directionOf(i18n.language)} detectDirection={false}>
      <MantineProvider
        theme={localizedTheme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
      >
        <DirectionFollowsLanguage language={i18n.language} />
        <Suspense fallback={null}>
          <Notifications position="top-right" classNames={{ root: notificationClasses.root }} />
        </Suspense>
        <QueryClientProvider client={queryClient}>
          <ContentLoadingProvider>{children}</ContentLoadingProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
