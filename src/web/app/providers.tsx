import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import 'dayjs/locale/es';
import { ContentLoadingProvider } from '../components/content-loading';
import { createQueryClient } from './query-client';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { i18n } = useTranslation();
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: i18n.resolvedLanguage ?? 'en' }}>
        <Notifications position="top-right" />
        <QueryClientProvider client={queryClient}>
          <ContentLoadingProvider>{children}</ContentLoadingProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
