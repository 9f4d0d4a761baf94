/**
 * The preview renders the customer's own page with the editor's values, from its own query cache: the
 * sticker page shows the new title, description and locations, and an unsafe map address is not embedded.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { brandingQueryOptions } from '../../../lib/use-branding';
import editorEn from '../../../i18n/locales/en/content-editor.json';
import stickersEn from '../../../i18n/locales/en/stickers.json';
import { toCustomerContent } from '../editor-values';
import { ContentPreview } from './content-preview';

beforeAll(() => initTestI18n({ en: { 'content-editor': editorEn, stickers: stickersEn } }));

describe('content preview', () => {
  it('shows the sticker page with the unsaved values', () => {
    const outer = new QueryClient();
    outer.setQueryData(brandingQueryOptions(null).queryKey, { enterprise: false } as never);
    const content = toCustomerContent('stickers', {
      title: 'WHERE TO BUY',
      description: 'Bring **cash**.',
      locations: [
        {
          id: 'a',
          Title: 'Village Hall',
          Embed_URL: 'https://maps.example.com/embed?q=hall',
          Address: '40 E Center Ave',
        },
        { id: 'b', Title: 'Hardware', Embed_URL: 'javascript:alert(1)', Address: '20 Main St' },
      ],
    });
    const html = renderToStaticMarkup(
      <MantineProvider>
        <QueryClientProvider client={outer}>
          <ContentPreview
            kind="stickers"
            portalId="demo-lake-bluff"
            portalTitle="Village of Lake Bluff"
            content={content}
          />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(html).toMatch(/<h1[^>]*>WHERE TO BUY<\/h1>/);
    expect(html).toContain('<strong>cash</strong>');
    expect(html).toContain('40 E Center Ave');
    expect(html.match(/<iframe/g)).toHaveLength(1);
    expect(html).not.toContain('javascript:');
  });
});
