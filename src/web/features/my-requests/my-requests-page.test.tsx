/**
 * My Requests rendered to HTML from a cached answer: each request's kind, service, issue number and
 * status, its steps (received → filed → in progress → closed with the note), a failed request's
 * notice, the empty text, and Spanish.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TServiceRequestSummary } from '../../../domain/services/services-api';
import en from '../../i18n/locales/en/my-requests.json';
import es from '../../i18n/locales/es/my-requests.json';
import { myRequestsKeys } from './api/find-my-requests';
import { requestSteps } from './components/request-steps';
import { MyRequestsPage } from './my-requests-page';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { 'my-requests': en }, es: { 'my-requests': es } },
    interpolation: { escapeValue: false },
  });
});

const request = (over: Partial<TServiceRequestSummary> = {}): TServiceRequestSummary => ({
  id: 'r1',
  kind: 'missed-pickup',
  serviceType: 'trash',
  status: 'filed',
  issueId: '4021',
  createdAt: '2026-11-20T15:00:00.000Z',
  boStatus: 'open',
  boClosingNote: null,
  timeline: [
    { kind: 'received', status: null, note: null, at: '2026-11-20T15:00:00.000Z', by: 'customer' },
    { kind: 'filed', status: null, note: '4021', at: '2026-11-20T15:00:05.000Z', by: 'portal' },
  ],
  ...over,
});

function render(items: TServiceRequestSummary[], lng = 'en') {
  void i18next.changeLanguage(lng);
  const client = new QueryClient();
  client.setQueryData(myRequestsKeys.all, { items });
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <MyRequestsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('requestSteps', () => {
  it('walks received → filed → in progress → closed, with the closing note', () => {
    const closed = request({
      boStatus: 'closed',
      boClosingNote: 'Picked up Tuesday',
      timeline: [
        ...request().timeline,
        {
          kind: 'status-changed',
          status: 'closed',
          note: 'Picked up Tuesday',
          at: '2026-11-21T10:00:00.000Z',
          by: 'Sam',
        },
      ],
    });
    const steps = requestSteps(closed);
    expect(steps.map((s) => [s.kind, s.done])).toEqual([
      ['received', true],
      ['filed', true],
      ['in-progress', true],
      ['closed', true],
    ]);
    expect(steps[3]!.note).toBe('Picked up Tuesday');
    expect(
      requestSteps(request({ status: 'queued', issueId: null, boStatus: null })).map((s) => s.done),
    ).toEqual([true, false, false, false]);
    expect(requestSteps(request({ status: 'failed', issueId: null })).map((s) => s.kind)).toEqual([
      'received',
      'failed',
    ]);
  });
});

describe('MyRequestsPage', () => {
  it('lists each request with its kind, service, issue number, status and steps', () => {
    const html = render([
      request({ boStatus: 'closed', boClosingNote: 'Picked up Tuesday' }),
      request({
        id: 'r2',
        kind: 'vacation-hold',
        serviceType: null,
        status: 'failed',
        issueId: null,
        boStatus: null,
      }),
    ]);
    expect(html).toContain('Missed pickup · Trash');
    expect(html).toContain('Issue #4021');
    expect(html).toContain('Filed as issue #4021');
    expect(html).toContain('Closed');
    expect(html).toContain('Note: Picked up Tuesday');
    expect(html).toContain('Vacation hold');
    expect(html).toContain('Not filed yet');
    expect(html).toContain('The company has been told');
  });

  it('says when there are no requests, and speaks Spanish', () => {
    expect(render([])).toContain('You have not sent any service requests yet.');
    const spanish = render([request()], 'es');
    expect(spanish).toContain('Mis solicitudes');
    expect(spanish).toContain('Recogida no realizada · Basura');
    void i18next.changeLanguage('en');
  });
});
