/**
 * Renders a page to HTML for tests, inside the providers it needs: Mantine, a fresh query client
 * (filled by `setup` first) and a router at `url`.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';

export function renderToHtml(
  node: ReactNode,
  setup: (client: QueryClient) => void = () => {},
  url = '/',
): string {
  const client = new QueryClient();
  setup(client);
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
