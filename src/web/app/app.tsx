import { Suspense, useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import { AppProviders } from './providers';
import { markHydrated } from '../lib/use-hydrated';

/**
 * The whole web app around a router: the browser's (main.tsx) or, for the pages rendered at build
 * time, a memory router at the page's path (prerender.tsx). Both render this same tree, so the
 * browser can hydrate the built HTML.
 */
export function App({ queryClient, router }: { queryClient?: QueryClient; router: DataRouter }) {
  // the whole tree has hydrated (or rendered) once this first effect runs
  useEffect(markHydrated, []);
  return (
    <AppProviders queryClient={queryClient}>
      {/* a language other than English fetches the shell's translations first (see i18n/index.ts) */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
