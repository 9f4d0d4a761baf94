/**
 * My Requests rendered to HTML from a cached answer: each request's kind, service, issue number and
 * status, its steps (received → filed → in progress → closed with the note), a failed request's
 * notice, the empty text, and Spanish.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  TMyRequest,
  TServiceChangeSummary,
  TServiceRequestSummary,
} from '../../../domain/services/services-api';
import en from '../../i18n/locales/en/my-requests.json';
import es from '../../i18n/locales/es/my-requests.json';
import { expectTexts } from '../../test/expect-texts';
import { renderToHtml } from '../../test/render-to-html';
import { myRequestsKeys } from './api/find-my-requests';
import { changeLines } from './components/change-lines';
import { requestSteps } from './components/request-steps';
import { MyRequestsPage } from './my-requests-page';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { 'my-requests': en }, es: { 'my-requests': es } },
    interpolation: { escapeValue: false },
    // test files share one i18next (isolate: false): an earlier file may have given it the app's
    // chunk backend, whose loading of a namespace not listed here would suspend this render
    react: { useSuspense: false },
  });
});

const request = (over: Partial<TServiceRequestSummary> = {}): TServiceRequestSummary => ({
  type: 'ticket',
  id: 'r1',
  reference: 'REQ-1A2B3C4D5E',
  kind: 'missed-pickup',
  serviceType: 'trash',
  status: 'filed',
  issueId: '4021',
  createdAt: '2026-11-20T15:00:00.000Z',
  boStatus: 'open',
  boClosingNote: null,
  pickupDay: null,
  timeline: [
    { kind: 'received', status: null, note: null, at: '2026-11-20T15:00:00.000Z', by: 'customer' },
    { kind: 'filed', status: null, note: '4021', at: '2026-11-20T15:00:05.000Z', by: 'portal' },
  ],
  ...over,
});

/** Labelled values in order, as a change lists its details and what it changes. */
const labelled = (values: Record<string, string>) =>
  Object.entries(values).map(([label, value]) => ({ label, value }));

const change = (over: Partial<TServiceChangeSummary> = {}): TServiceChangeSummary => ({
  type: 'change',
  id: 'c1',
  reference: 'REQ-9F8E7D6C5B',
  kind: 'service-change',
  serviceType: 'trash',
  createdAt: '2026-11-21T09:00:00.000Z',
  details: labelled({ Service: 'Trash' }),
  change: {
    before: labelled({ Size: '96 gallons', Rate: '$26.52 (monthly)' }),
    after: labelled({ Size: '35 gallons', Rate: '$24.00 (monthly)' }),
  },
  byStaff: false,
  ...over,
});

async function render(items: TMyRequest[], lng = 'en', more = false) {
  // awaited: test files share one i18next (isolate: false), and once an earlier file has given it the
  // app's backend a language change loads namespaces first; not awaited, the page rendered in the
  // previous language (a failure that depended on which files ran before this one)
  await i18next.changeLanguage(lng);
  return renderToHtml(<MyRequestsPage />, (client) =>
    client.setQueryData(myRequestsKeys.all, { items, more }),
  );
}

describe('requestSteps', () => {
  it('walks received → filed → in progress → closed, with the closing note', async () => {
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
  it('lists each request with its kind, service, issue number, status and steps', async () => {
    const html = await render([
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
    expectTexts(html, [
      'Missed pickup · Trash',
      'REQ-1A2B3C4D5E',
      'Issue #4021',
      'Filed as issue #4021',
      'Closed',
      'Note: <span>Picked up Tuesday</span>',
      'Vacation hold',
      'Not filed yet',
      'The company has been told',
    ]);
  });

  it('shows a change with its kind, service, reference, what changed and that staff will apply it', async () => {
    const html = await render([
      change(),
      change({
        id: 'c2',
        reference: 'REQ-0011223344',
        kind: 'additional-cart',
        byStaff: true,
        details: labelled({
          Service: 'Trash',
          'Cart size': '96 gallons',
          'Additional cart rate': '$5.00 per cart',
        }),
        change: {
          before: labelled({ 'Additional carts': '0', 'Total rate': '$26.52' }),
          after: labelled({ 'Additional carts': '2', 'Total rate': '$36.52' }),
        },
      }),
      request(),
    ]);
    expect(html).toMatch(
      /96 gallons <svg[^>]*aria-hidden="true"[\s\S]*?changed to<\/span> [\s\S]*?35 gallons/,
    );
    expectTexts(html, [
      'Change Service · Trash',
      'REQ-9F8E7D6C5B',
      'Saved',
      '$26.52 (monthly)',
      'Our staff will apply this change',
      'Additional Carts · Trash',
      'REQ-0011223344',
      'Rate per extra cart',
      '$5.00 per cart',
      'Our customer service team made this change for you.',
      // the ticket beside the changes keeps its status and steps
      'Filed as issue #4021',
    ]);
    // a change has no back-office status or steps
    expect(html.match(/Our customer service team/g)).toHaveLength(1);
    // in the server's order: newest first
    expect(html.indexOf('REQ-9F8E7D6C5B')).toBeLessThan(html.indexOf('REQ-1A2B3C4D5E'));
  });

  it('says when older requests are left out', async () => {
    expect(await render([request(), change()], 'en', true)).toContain('Showing your 2 most recent requests');
    expect(await render([request()], 'en', false)).not.toContain('most recent');
  });

  it('says when there are no requests, and speaks Spanish', async () => {
    expect(await render([])).toContain('You have not sent any service requests or changes yet.');
    expectTexts(await render([request()], 'es'), ['Mis solicitudes', 'Recogida no realizada · Basura']);
    expectTexts(await render([change()], 'es'), [
      'Cambio de servicio · Basura',
      '96 galones',
      '$24.00 (mensual)',
      'Nuestro personal aplicará este cambio',
    ]);
    await i18next.changeLanguage('en');
  });
});

describe('changeLines', () => {
  it('pairs before and after by label, adds what was asked for, and keeps unknown words as they are', async () => {
    const t = i18next.getFixedT('en', 'my-requests');
    expect(
      changeLines(t, {
        details: labelled({ Service: 'Trash', 'Cart size': 'Unknown size' }),
        change: {
          before: labelled({ 'Additional carts': '1' }),
          after: labelled({ 'Additional carts': '0', 'Something new': '$1.00 (fortnightly)' }),
        },
      }),
    ).toEqual([
      { label: 'Cart size', before: null, after: 'Unknown size' },
      { label: 'Additional carts', before: '1', after: '0' },
      { label: 'Something new', before: null, after: '$1.00 (fortnightly)' },
    ]);
  });
});
