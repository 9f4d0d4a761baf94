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
import type { TRegistrationState } from '../../../domain/registration/schemas';
import { renderToHtml } from '../../test/render-to-html';
import en from '../../i18n/locales/en/address-claims.json';
import es from '../../i18n/locales/es/address-claims.json';
import enRegistration from '../../i18n/locales/en/registration.json';
import { addressClaimsQueryOptions } from './api/find-address-claims';
import { pendingLettersQueryOptions } from './api/find-pending-letters';
import { AddressClaimsQueue } from './address-claims-page';
import { EmailStep } from '../registration/components/email-step';
import { LetterPanel } from '../registration/components/letter-panel';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

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

const state = (overrides: Partial<TRegistrationState> = {}): TRegistrationState => ({
  address: { street: '12 ELM ST', city: 'HIGHWOOD', state: 'IL', zip: '60040' },
  emailOnFile: null,
  email: null,
  emailSource: null,
  emailVerified: false,
  verifiedBy: null,
  accountNumberAttemptsRemaining: 3,
  strongProofRequired: false,
  proofStrength: null,
  letter: null,
  google: null,
  expiresAt: '2026-12-27T09:00:00.000Z',
  ...overrides,
});

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
    const page = text(html);
    expect(page).toContain('Address Claims');
    expect(page).toContain('12 ELM ST');
    expect(page).toContain('Claimant Cleo Claimant');
    expect(page).toContain('Current holder Hal Holder');
    expect(page).toContain('Document (address only)');
    expect(page).toContain('Another email');
    expect(page).toContain('Address match 92%');
    expect(page).toContain('NORTH SHORE GAS');
    expect(page).toContain('When staff approve');
    expect(html).toContain('href="/api/admin/address-claims/c1/document"');
    expect(page).toContain('Open the document (PDF)');
    expect(page).toContain('Approve');
    expect(page).toContain('Refuse');
    expect(page).toContain('Letters to print: 1');
    expect(page).toContain('Download print batch (PDF)');
  });

  it('offers no decision on a closed claim and shows its note', () => {
    const html = renderToHtml(<AddressClaimsQueue />, (client) => {
      client.setQueryData(addressClaimsQueryOptions('open', 1).queryKey, {
        items: [claim({ status: 'approved', note: 'Bill matches.', decidedAt: '2026-11-28T09:00:00.000Z' })],
        total: 1,
      });
    });
    const page = text(html);
    expect(page).toContain('Approved');
    expect(page).toContain('Note: Bill matches.');
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
  const emailStep = (registration: TRegistrationState) =>
    text(
      renderToHtml(
        <EmailStep
          state={registration}
          isGoogle={false}
          onStateChange={noop}
          onContinue={noop}
          onBack={noop}
          onGoogle={noop}
        />,
      ),
    );

  it('says plainly what registering a held address does, and offers the letter', () => {
    const page = emailStep(state({ strongProofRequired: true }));
    expect(page).toContain('This address is registered to another account');
    expect(page).toContain(
      'we open a claim on the address. We tell the current account holder, and they can object.',
    );
    expect(page).toContain('after a waiting period, or sooner when our staff approve your claim');
    expect(page).toContain('Verify with a letter to the address');
  });

  it('opens the code entry when a letter was requested on an earlier visit', () => {
    const page = emailStep(state({ letter: { requestedAt: '2026-11-20T09:00:00.000Z' } }));
    expect(page).toContain(
      'A letter with your code was mailed on Nov 20, 2026 to 12 ELM ST, HIGHWOOD, IL 60040',
    );
    expect(page).toContain('Code from the letter');
  });

  it('tells what a letter takes before one is requested', () => {
    const page = text(
      renderToHtml(<LetterPanel state={state()} onStateChange={noop} onVerified={noop} onUseEmail={noop} />),
    );
    expect(page).toContain('We will mail a letter with a code to 12 ELM ST, HIGHWOOD, IL 60040');
    expect(page).toContain('A letter takes a few days to arrive.');
    expect(page).toContain('Your registration is kept for 30 days.');
    expect(page).toContain('Mail me a letter');
    expect(page).not.toContain('Code from the letter');
  });
});
