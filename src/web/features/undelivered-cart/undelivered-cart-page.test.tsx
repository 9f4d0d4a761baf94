/**
 * The undelivered-cart wizard rendered to HTML, step by step (the browser journey covers the clicks
 * and the transitions): the portal first and its load failure, address verification, issue creation
 * with the default subject, the agents and their non-blocking failure notice, done with the REQ-
 * reference and the issue number (or queued), customer info with the profile wizard's fields, the new
 * address with Smarty or the built-in suggestions, the added view and the session panel; English and
 * Spanish in step.
 */
import type { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { inLanguage, initTestI18n } from '../../test/test-i18n';
import type {
  TAddressSuggestion,
  TIssueSite,
  TUndeliveredCartIssueResult,
} from '../../../domain/address-tools/address-tools';
import { addedAddress } from '../../test/added-address';
import { expectTexts } from '../../test/expect-texts';
import { withFailedQuery as failed } from '../../test/failed-query';
import { pageText as text } from '../../test/page-text';
import { renderToHtml } from '../../test/render-to-html';
import en from '../../i18n/locales/en/undelivered-cart.json';
import es from '../../i18n/locales/es/undelivered-cart.json';
import enRegistration from '../../i18n/locales/en/registration.json';
import esRegistration from '../../i18n/locales/es/registration.json';
import { addressToolsPortalsQueryOptions } from './api/find-address-tools-portals';
import { agentsQueryOptions } from './api/find-agents';
import { addressSuggestionsQueryOptions } from './api/find-address-suggestions';
import { AddressAdded } from './components/address-added';
import { IssueDone } from './components/issue-done';
import { IssueStep } from './components/issue-step';
import { NewAddressStep } from './components/new-address-step';
import { SessionPanel } from './components/session-panel';
import { UndeliveredCartWizard, WizardSteps } from './components/undelivered-cart-wizard';
import { UndeliveredCartPage } from './undelivered-cart-page';
import { EMPTY_STREET_ADDRESS, VerificationStep } from './components/verification-step';

const site: TIssueSite = {
  CM04_ADD2: '410 E SCRANTON AVE',
  CM04_CITY: 'LAKE BLUFF',
  CM04_STAT: 'IL',
  CM04_PZIP: '60044',
  CM04_CUST: '27140',
  CM04_SITE: '3',
  SOURCE: 'TRUX_LR_COMP_RAW',
};

const portal = {
  id: 'demo-lake-bluff',
  title: 'Village of Lake Bluff',
  portalType: 'residential' as const,
  zipCodes: ['60044'],
};

const added = addedAddress({ defaultServicesId: portal.id, portalTitle: portal.title });

beforeAll(() =>
  initTestI18n({
    en: { 'undelivered-cart': en, registration: enRegistration },
    es: { 'undelivered-cart': es, registration: esRegistration },
  }),
);

const noop = () => {};

describe('UndeliveredCartPage', () => {
  it('does not say the wizard is closed while it is open', () => {
    const page = text(renderToHtml(<UndeliveredCartPage />));
    expectTexts(page, ['Handle Undelivered Cart'], ['The undelivered-cart wizard is closed']);
  });
});

describe('UndeliveredCartWizard', () => {
  it('needs a customer portal first', () => {
    const page = text(
      renderToHtml(<UndeliveredCartWizard onClose={noop} />, (c) =>
        c.setQueryData(addressToolsPortalsQueryOptions().queryKey, { items: [portal] }),
      ),
    );
    expectTexts(
      page,
      [
        'Customer portal',
        'Choose the customer portal first.',
        'Added in this session',
        'No addresses added yet.',
      ],
      ['Address verification'],
    );
  });

  it('says "Failed to load customer portals" with Retry', () => {
    const page = text(
      renderToHtml(<UndeliveredCartWizard onClose={noop} />, failed(addressToolsPortalsQueryOptions())),
    );
    expectTexts(page, ['Failed to load customer portals', 'Retry']);
  });

  it('starts at address verification: the ZIP lookup and the street address check', () => {
    const page = text(renderToHtml(<WizardSteps portal={portal} onAdded={noop} onClose={noop} />));
    expectTexts(page, ['Address verification', 'ZIP code lookup', 'Street address', 'Search']);
  });

  it('checks a street address with street, city, state and ZIP', () => {
    const html = renderToHtml(
      <VerificationStep typed={EMPTY_STREET_ADDRESS} onTypedChange={noop} onFound={noop} onNotFound={noop} />,
    );
    expect(html).toContain('role="tablist"');
    expect(text(html)).toContain('ZIP code lookup');
  });
});

describe('issue creation and done', () => {
  const renderIssueStep = (agents: (client: QueryClient) => void) =>
    renderToHtml(<IssueStep portalId={portal.id} site={site} onBack={noop} onFiled={noop} />, agents);

  it('defaults the subject, requires a description and lists the agents by full name', () => {
    const page = renderIssueStep((c) =>
      c.setQueryData(agentsQueryOptions().queryKey, {
        items: [
          { Username: 'jdoe', 'Full Name': 'Jane Doe' },
          { Username: 'bsmith', 'Full Name': 'Bob Smith' },
        ],
      }),
    );
    expect(page).toContain('value="CART IS NOT DELIVERED"');
    expectTexts(
      text(page),
      [
        '410 E SCRANTON AVE, LAKE BLUFF, IL 60044',
        'Customer 27140 · Site 3 · TRUX_LR_COMP_RAW',
        'Description',
        'Assign to agent',
        'Create Issue',
        'Back to Search',
      ],
      ['Failed to load agents'],
    );
  });

  it('shows the non-blocking notice when the agents fail, and still offers Create Issue', () => {
    expectTexts(text(renderIssueStep(failed(agentsQueryOptions()))), [
      'Failed to load agents. You can still create the issue without assigning an agent.',
      'Create Issue',
    ]);
  });

  const result: TUndeliveredCartIssueResult = {
    id: 'sr1',
    reference: 'REQ-1A2B3C4D5E',
    status: 'filed',
    issueId: '4012',
    message: 'The undelivered-cart issue was created.',
    problem: null,
  };

  const renderDone = (filed: TUndeliveredCartIssueResult) =>
    renderToHtml(<IssueDone site={site} result={filed} onAnother={noop} onClose={noop} />);

  it('shows the reference and the issue number when filed', () => {
    const page = renderDone(result);
    expect(page).toContain('href="/admin/service-requests?id=sr1"');
    expectTexts(text(page), ['The undelivered-cart issue was created.', 'REQ-1A2B3C4D5E', '#4012']);
  });

  it('says the issue is kept and why when the back office gave no issue ID', () => {
    const page = text(
      renderDone({ ...result, status: 'queued', issueId: null, problem: 'No issue ID returned from server' }),
    );
    expectTexts(page, [
      'Issue saved',
      'It is saved and will be filed automatically',
      'Reason: No issue ID returned from server',
      'Not assigned yet',
    ]);
  });
});

describe('customer info and the new address', () => {
  it('asks for the customer with the profile wizard fields', () => {
    const page = text(
      renderToHtml(<WizardSteps portal={portal} onAdded={noop} onClose={noop} initialStep="customer" />),
    );
    expectTexts(page, [
      'Customer information',
      // the profile wizard's fields
      'Salutation',
      'First name',
      'Last name',
      'Email',
      'Phone type',
      'Phone number',
      'Continue',
      'Back to Search',
    ]);
  });

  const suggestion: TAddressSuggestion = {
    text: '999 New Rd, Lake Bluff, IL 60044',
    street_line: '999 New Rd',
    secondary: '',
    city: 'Lake Bluff',
    state: 'IL',
    zipcode: '60044',
    entries: 0,
  };

  /** The new-address step with `initial` typed, `error` shown, and `answer` as the suggestions for its street. */
  function renderNewAddress(
    initial: { street: string; city: string; state: string; zip: string },
    error: string | null,
    answer: { items: TAddressSuggestion[]; source: 'smarty' | 'built-in' },
  ) {
    return renderToHtml(
      <NewAddressStep
        portalId={portal.id}
        zipCodes={portal.zipCodes}
        initial={initial}
        saving={false}
        error={error}
        onBack={noop}
        onAdd={noop}
      />,
      (c) => c.setQueryData(addressSuggestionsQueryOptions(portal.id, initial.street).queryKey, answer),
    );
  }

  it('with Smarty the address must come from the suggestions', () => {
    const page = renderNewAddress({ street: '999 New', city: '', state: '', zip: '' }, null, {
      items: [suggestion],
      source: 'smarty',
    });
    expect(page).toContain('readOnly=""');
    expectTexts(text(page), [
      'New address',
      'Choose the address from the suggestions',
      "This portal's ZIP codes: 60044",
      'Add Address',
    ]);
  });

  it('with the built-in suggestions a new address is typed by hand', () => {
    const page = renderNewAddress(
      { street: '999 New Rd', city: 'Lake Bluff', state: 'IL', zip: '60044' },
      'This address has already been added.',
      { items: [], source: 'built-in' },
    );
    expectTexts(page, ['value="999 New Rd"'], ['readOnly=""']);
    expectTexts(text(page), [
      'Type a new address in the fields below',
      'This address has already been added.',
    ]);
  });

  it('after adding: the message, the badge, Add Another Address and Back to Search; the session panel lists it', () => {
    const page = text(renderToHtml(<AddressAdded item={added} onAnother={noop} onBackToSearch={noop} />));
    expectTexts(page, [
      'Address added successfully',
      '999 NEW RD, LAKE BLUFF, IL 60044',
      'Manual',
      'Add Another Address',
      'Back to Search',
    ]);
    const panel = text(renderToHtml(<SessionPanel items={[{ ...added, verification: 'Verified' }]} />));
    expectTexts(panel, [
      '999 NEW RD',
      'LAKE BLUFF, IL 60044',
      'Verified',
      'Ada Nguyen · Village of Lake Bluff',
    ]);
  });
});

describe('languages', () => {
  it('has every English string in Spanish too, and renders in Spanish', () =>
    // the same keys in both languages: src/web/i18n/locales.test.ts
    inLanguage('es', () => {
      const page = text(renderToHtml(<WizardSteps portal={portal} onAdded={noop} onClose={noop} />));
      expect(page).toContain('Verificación de la dirección');
      const customer = text(
        renderToHtml(<WizardSteps portal={portal} onAdded={noop} onClose={noop} initialStep="customer" />),
      );
      expect(customer).toContain('Información del cliente');
    }));
});
