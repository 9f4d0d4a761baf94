/**
 * The demo mailbox page rendered to HTML (no browser here; the Playwright journey covers a real one):
 * messages as articles with labels, the mail body in a script-less sandbox, SMS bubbles, pagination,
 * the empty state, and English/Spanish strings in step.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TDemoMessage, TFindDemoMessagesResponse } from '../../../domain/demo-mailbox';
import { ContentLoadingProvider } from '../../components/content-loading';
import en from '../../i18n/locales/en/demo-mailbox.json';
import es from '../../i18n/locales/es/demo-mailbox.json';
import { demoMessagesQueryOptions, flattenDemoMessages } from './api/find-demo-messages';
import { listUnsubscribe, mailDocument } from './components/format';
import { DemoMailboxPage } from './demo-mailbox-page';

const mail: TDemoMessage = {
  id: 2,
  channel: 'mail',
  sender: 'Curbside <no-reply@curbside.local>',
  recipient: 'pat@example.com',
  subject: 'Verify your e-mail',
  bodyText: 'Your code is 123456',
  bodyHtml: '<p>Your code is <b>123456</b></p><script>alert(1)</script>',
  headers: null,
  createdAt: '2030-01-05T15:04:00.000Z',
};
const sms: TDemoMessage = {
  id: 3,
  channel: 'sms',
  sender: '+18446335577',
  recipient: '+13125550123',
  subject: null,
  bodyText: 'Your code is 654321',
  bodyHtml: null,
  headers: null,
  createdAt: '2030-01-05T15:05:00.000Z',
};

function render(pages: TFindDemoMessagesResponse[]): string {
  const client = new QueryClient();
  const data: InfiniteData<TFindDemoMessagesResponse, number> = {
    pages,
    pageParams: pages.map((_, i) => i + 1),
  };
  client.setQueryData(demoMessagesQueryOptions().queryKey, data);
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ContentLoadingProvider>
          <DemoMailboxPage />
        </ContentLoadingProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('DemoMailboxPage', () => {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { 'demo-mailbox': en }, es: { 'demo-mailbox': es } },
      interpolation: { escapeValue: false },
    });
  });

  it('shows the title, the explanation, and each message as a labelled article, newest first', () => {
    const html = render([{ items: [sms, mail], total: 2 }]);
    expect(html).toContain('<h1');
    expect(html).toContain('Demo mailbox');
    expect(html).toContain(
      'Mail and text messages the portal would have sent. Shown because no mail or SMS service is configured.',
    );
    expect(html).toContain('Showing 2 of 2 messages');

    const articles = [...html.matchAll(/<article[^>]*aria-label="([^"]*)"/g)].map((m) => m[1]);
    expect(articles).toEqual([
      'Text message to (312) 555-0123',
      'E-mail to pat@example.com: Verify your e-mail',
    ]);
    expect(html).toContain('Your code is 654321');
    expect(html).toContain('Curbside &lt;no-reply@curbside.local&gt;');
    expect(html).toContain('dateTime="2030-01-05T15:04:00.000Z"');
    expect(html).not.toContain('Load more');
  });

  it('renders the HTML body in an iframe that runs no script', () => {
    const html = render([{ items: [mail], total: 1 }]);
    const iframe = /<iframe[^>]*>/.exec(html)?.[0] ?? '';
    expect(iframe).toMatch(/sandbox="allow-popups allow-popups-to-escape-sandbox"/);
    expect(iframe).not.toContain('allow-scripts');
    expect(iframe).not.toContain('allow-same-origin');
    expect(iframe).toContain('title="Message: Verify your e-mail"');
    expect(mailDocument(mail.bodyHtml!)).toContain("default-src 'none'");
  });

  it('shows a mail’s List-Unsubscribe header, marked one-click with List-Unsubscribe-Post, and nothing without one', () => {
    const reminder: TDemoMessage = {
      ...mail,
      id: 9,
      subject: 'Pickup tomorrow',
      headers: {
        'List-Unsubscribe': '<http://localhost:3000/api/unsubscribe/t1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
    const html = render([{ items: [reminder], total: 1 }]);
    expect(html).toContain('Unsubscribe');
    expect(html).toContain('http://localhost:3000/api/unsubscribe/t1 (one-click)');
    expect(render([{ items: [mail], total: 1 }])).not.toContain('Unsubscribe');
    expect(listUnsubscribe({ 'list-unsubscribe': '<mailto:u@example.com>, <https://e.example/u>' })).toEqual({
      urls: ['mailto:u@example.com', 'https://e.example/u'],
      oneClick: false,
    });
    expect(listUnsubscribe({ 'X-Other': 'x' })).toBeNull();
  });

  it('offers Load More while the server has more', () => {
    const html = render([{ items: [sms], total: 30 }]);
    expect(html).toContain('Showing 1 of 30 messages');
    expect(html).toContain('Load more');
  });

  it('says so when there are no messages yet', () => {
    const html = render([{ items: [], total: 0 }]);
    expect(html).toContain('No messages yet');
    expect(html).not.toContain('<article');
  });

  it('flattens refetched pages without showing a message twice', () => {
    expect(
      flattenDemoMessages([
        { items: [sms, mail], total: 3 },
        { items: [mail], total: 3 },
      ]).map((m) => m.id),
    ).toEqual([3, 2]);
  });

  it('has every English string in Spanish too', async () => {
    // the same keys in both languages: src/web/i18n/locales.test.ts
    await i18next.changeLanguage('es');
    try {
      expect(render([{ items: [sms], total: 1 }])).toContain('Buzón de demostración');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
