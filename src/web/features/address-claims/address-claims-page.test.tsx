/**
 * The claims queue rendered to HTML (the browser journey covers the clicks): a claim with both
 * parties and their proofs, the document link, OCR text and score, the dates, Approve / Refuse only
 * while open; the letters panel; and the wizard's letter option, its code entry and the plain
 * held-address note.
 */
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../test/test-i18n';
import type { TClaimItem } from '../../../domain/registration/address-claims';
import { expectTexts } from '../../test/expect-texts';
import { pageText as text } from '../../test/page-text';
import { registrationState as state, renderEmailStep } from '../../test/registration';
import { renderToHtml } from '../../test/render-to-html';
import en from '../../i18n/locales/en/address-claims.json';
import es from '../../i18n/locales/es/address-claims.json';
import enRegistration from '../../i18n/locales/en/registration.json';
import { addressClaimsQueryOptions } from './api/find-address-claims';
import { pendingLettersQueryOptions } from './api/find-pending-letters';
import { AddressClaimsQueue } from './address-claims-page';
import { LetterPanel } from '../registration/components/letter-panel';

function claim(overrides: Partial<TClaimItem> = {}): TClaimItem {
  return {
    id: 'c1',
    status: 'open',
    address: { street: '12 ELM ST', city: 'HIGHWOOD', state: 'IL', zip: '60040' },
    claimant: {
      uid: 'u2',
      name: 'Cleo Claimant',
      email: 'cleo@example.test',
      phone: '2625550172',
      proof: 'document',
      proofStrength: 'weak',
      createdAt: '2026-11-27T09:00:00.000Z',
    },
    holder: {
      uid: 'u1',
      name: 'Hal Holder',
      email: 'hal@example.test',
      phone: '',
      proof: 'other-email',
      proofStrength: 'weak',
      createdAt: '2026-10-01T09:00:00.000Z',
    },
    hasDocument: true,
    documentType: 'application/pdf',
    ocrText: 'NORTH SHORE GAS\n12 ELM ST',
    matchScore: 0.92,
    movesAfter: null,
    createdAt: '2026-11-27T09:05:00.000Z',
    decidedAt: null,
    decidedBy: null,
    note: null,
    ...overrides,
  };
}

beforeAll(async () => {
  await initTestI18n({
    en: { 'address-claims': en, registration: enRegistration },
    es: { 'address-claims': es },
  });
  await i18next.changeLanguage('en');
});

describe('AddressClaimsQueue', () => {
  it('shows a claim with both parties, their proofs, the document, OCR, score and the decisions', () => {
    const html = renderToHtml(<AddressClaimsQueue />, (client) => {
      client.setQueryData(addressClaimsQueryOptions('open', 1).queryKey, { items: [claim()], total: 1 });
      client.setQueryData(pendingLettersQueryOptions().queryKey, {
        items: [
          {
            id: 'l1',
            street: '3 OAK ST',
            city: 'HIGHWOOD',
            state: 'IL',
            zip: '60040',
            recipientName: null,
            status: 'pending',
            createdAt: '2026-11-27T09:00:00.000Z',
            printedAt: null,
          },
        ],
        total: 1,
      });
    });
    expect(html).toContain('href="/api/admin/address-claims/c1/document"');
    expectTexts(text(html), [
      'Address Claims',
      '12 ELM ST',
      'Claimant Cleo Claimant',
      'Current holder Hal Holder',
      'Document (address only)',
      'Another email',
      'Address match 92%',
      'NORTH SHORE GAS',
      'When staff approve',
      'Open the document (PDF)',
      'Approve',
      'Refuse',
      'Letters to print: 1',
      'Download print batch (PDF)',
    ]);
  });

  it('offers no decision on a closed claim and shows its note', () => {
    const html = renderToHtml(<AddressClaimsQueue />, (client) => {
      client.setQueryData(addressClaimsQueryOptions('open', 1).queryKey, {
        items: [claim({ status: 'approved', note: 'Bill matches.', decidedAt: '2026-11-28T09:00:00.000Z' })],
        total: 1,
      });
    });
    expectTexts(text(html), ['Approved', 'Note: Bill matches.']);
    expect(html).not.toMatch(/<button[^>]*>.*?Refuse/);
  });

  it('says so when there are no open claims', () => {
    const html = renderToHtml(<AddressClaimsQueue />, (client) => {
      client.setQueryData(addressClaimsQueryOptions('open', 1).queryKey, { items: [], total: 0 });
    });
    expect(text(html)).toContain('No open claims.');
  });
});

describe('the wizard: letter and held address', () => {
  const noop = () => {};

  it('says plainly what registering a held address does, and offers the letter', () => {
    expectTexts(text(renderEmailStep(state({ strongProofRequired: true }))), [
      'This address is registered to another account',
      'we open a claim on the address. We tell the current account holder, and they can object.',
      'after a waiting period, or sooner when our staff approve your claim',
      'Verify with a letter to the address',
    ]);
  });

  it('opens the code entry when a letter was requested on an earlier visit', () => {
    expectTexts(text(renderEmailStep(state({ letter: { requestedAt: '2026-11-20T09:00:00.000Z' } }))), [
      'A letter with your code was mailed on Nov 20, 2026 to 12 ELM ST, HIGHWOOD, IL 60040',
      'Code from the letter',
    ]);
  });

  it('tells what a letter takes before one is requested', () => {
    const page = text(
      renderToHtml(<LetterPanel state={state()} onStateChange={noop} onVerified={noop} onUseEmail={noop} />),
    );
    expectTexts(
      page,
      [
        'We will mail a letter with a code to 12 ELM ST, HIGHWOOD, IL 60040',
        'A letter takes a few days to arrive.',
        'Your registration is kept for 30 days.',
        'Mail me a letter',
      ],
      ['Code from the letter'],
    );
  });
});
