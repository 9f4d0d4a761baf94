/**
 * Content queries in a language: the key names it (another language is another cache entry, so
 * switching language fetches), and the request asks the server for it in Accept-Language.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { contentQueryOptions } from './use-content';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('content queries', () => {
  it('are kept per language and ask for that language', async () => {
    const fetchMock = vi.fn().mockImplementation(
      async () =>
        new Response(JSON.stringify({ portalTitle: 'Village of Lake Bluff', content: null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // the page's own language differs: the query's language wins
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    const french = contentQueryOptions('faq', 'demo-resident-1', 'fr');
    const english = contentQueryOptions('faq', 'demo-resident-1', 'en');
    expect(french.queryKey).not.toEqual(english.queryKey);

    const client = new QueryClient();
    await client.fetchQuery(french);
    await client.fetchQuery(english);
    const languages = fetchMock.mock.calls.map(
      ([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['accept-language'],
    );
    expect(languages).toEqual(['fr', 'en']);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/content/faq');
  });
});
