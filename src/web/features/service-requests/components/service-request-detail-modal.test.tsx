/**
 * A request's detail rendered to HTML: the facts, the timeline with its actors, the confirmation
 * mail, the payload, and the actions the server allows (Re-send, Set status) and no others.
 */
import { beforeAll, describe, it } from 'vitest';
import { expectTexts } from '../../../test/expect-texts';
import { inLanguage, initTestI18n } from '../../../test/test-i18n';
import type { TServiceRequestDetail } from '../../../../domain/service-requests/service-request-desk';
import { renderToHtml } from '../../../test/render-to-html';
import en from '../../../i18n/locales/en/service-requests.json';
import es from '../../../i18n/locales/es/service-requests.json';
import enCommon from '../../../i18n/locales/en/common.json';
import { serviceRequestDetailQueryOptions } from '../api/get-service-request';
import { ServiceRequestDetailPanel } from './service-request-detail-modal';

function detail(overrides: Partial<TServiceRequestDetail> = {}): TServiceRequestDetail {
  return {
    id: 'sr-1',
    reference: 'REQ-1A2B3C4D5E',
    kind: 'missed-pickup',
    serviceType: 'Trash',
    portalId: 'demo-highwood',
    portalTitle: 'City of Highwood',
    customer: {
      uid: 'c1',
      name: 'Rita Resident',
      email: 'rita@example.test',
      phone: '(847) 555-0101',
      profileExists: true,
    },
    address: '12 ELM ST, HIGHWOOD',
    issueId: '4012',
    delivery: 'filed',
    attempts: 1,
    lastError: null,
    boStatus: 'closed',
    createdAt: '2026-03-03T09:00:00.000Z',
    filedAt: '2026-03-03T09:00:05.000Z',
    lastPolledAt: null,
    payload: { DatabaseName: 'DEMO', SC01: 'MISSED', Notes: 'Bin was out by 6' },
    confirmation: {
      to: 'rita@example.test',
      subject: 'We received your request #4012',
      text: 'Thank you.\nWe will be there.',
    },
    account: 'Customer 26898, site 101',
    boClosingNote: 'Picked up on Tuesday',
    pickupDay: null,
    recordedStatus: null,
    timeline: [
      { kind: 'received', status: null, note: null, at: '2026-03-03T09:00:00.000Z', by: 'customer' },
      { kind: 'filed', status: null, note: '4012', at: '2026-03-03T09:00:05.000Z', by: 'portal' },
      {
        kind: 'status-changed',
        status: 'closed',
        note: 'Picked up on Tuesday',
        at: '2026-03-04T10:00:00.000Z',
        by: 'Sam Service',
      },
    ],
    actions: { resend: false, setStatus: true },
    ...overrides,
  };
}

function render(d: TServiceRequestDetail): string {
  return renderToHtml(<ServiceRequestDetailPanel id={d.id} onClose={() => {}} />, (client) =>
    client.setQueryData(serviceRequestDetailQueryOptions(d.id).queryKey, d),
  );
}

beforeAll(() =>
  initTestI18n({ en: { 'service-requests': en, common: enCommon }, es: { 'service-requests': es } }),
);

describe('ServiceRequestDetailPanel', () => {
  it('shows the facts, the timeline, the confirmation mail, the payload and the profile link', () => {
    const html = render(detail());
    expectTexts(html, [
      'Rita Resident',
      'Customer 26898, site 101',
      'Missed pickup',
      '4012',
      'Received',
      'Filed in the back office',
      'Status changed',
      'Picked up on Tuesday',
      'by the customer',
      'by the portal',
      'by Sam Service',
      'We received your request #4012',
      'To: rita@example.test',
      'Payload as sent',
      '&quot;SC01&quot;: &quot;MISSED&quot;',
      'href="/admin/customer-profiles?customerId=c1"',
      // the reference with the issue number, and the desk filtered to this customer's requests
      'REQ-1A2B3C4D5E',
      'Issue #4012',
      'href="/admin/service-requests?customer=c1"',
      'All requests of this customer',
    ]);
  });

  it('offers Set status (and not Re-send) when the built-in back office keeps the status', () => {
    const html = render(detail());
    expectTexts(html, ['Set status', 'Keep the current status', '>Save<'], ['Re-send']);
  });

  it('offers Re-send (and not Set status) for a failed request, with its tries and last error', () => {
    const html = render(
      detail({
        delivery: 'failed',
        attempts: 5,
        lastError: 'connect ECONNREFUSED',
        issueId: null,
        boStatus: null,
        boClosingNote: null,
        timeline: [
          { kind: 'received', status: null, note: null, at: '2026-03-03T09:00:00.000Z', by: 'customer' },
          {
            kind: 'failed',
            status: null,
            note: 'connect ECONNREFUSED',
            at: '2026-03-03T10:00:00.000Z',
            by: 'portal',
          },
        ],
        actions: { resend: true, setStatus: false },
      }),
    );
    expectTexts(
      html,
      ['Re-send', 'Filing failed', '5 tries · Last error: connect ECONNREFUSED'],
      ['Set status'],
    );
  });

  it('offers neither action when the server allows none, and no profile link once the profile is gone', () => {
    const d = detail({ actions: { resend: false, setStatus: false } });
    const html = render({ ...d, customer: { ...d.customer, profileExists: false } });
    expectTexts(
      html,
      ['The customer profile was deleted'],
      ['Re-send', 'Set status', '/admin/customer-profiles'],
    );
  });

  it('speaks Spanish', () =>
    inLanguage('es', () => {
      expectTexts(render(detail()), [
        'Historial',
        'Cambiar estado',
        'por el cliente',
        'Correo de confirmación',
      ]);
    }));
});
