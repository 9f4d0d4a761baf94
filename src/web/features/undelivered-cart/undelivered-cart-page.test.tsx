/**
 * The undelivered-cart wizard rendered to HTML, step by step (the browser journey covers the clicks
 * and the transitions): the portal first and its load failure, address verification, issue creation
 * with the default subject, the agents and their non-blocking failure notice, done with the REQ-
 * reference and the issue number (or queued), customer info with the profile wizard's fields, the new
 * address with Smarty or the built-in suggestions, the added view and the session panel; English and
 * Spanish in step.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { initTestI18n } from '../../test/test-i18n';
import type {
  TAddedAddress,
  TAddressSuggestion,
  TIssueSite,
  TUndeliveredCartIssueResult,
} from '../../../domain/address-tools/address-tools';
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

const added: TAddedAddress = {
  id: 'a1',
  entryType: 'NewSiteAddress',
  defaultServicesId: portal.id,
  portalTitle: portal.title,
  addressToAdd: { CM04_ADD2: '999 NEW RD', CM04_CITY: 'LAKE BLUFF', CM04_STAT: 'IL', CM04_PZIP: '60044' },
  smartyData: null,
  customerInfo: {
    salutation: 'Ms.',
    firstName: 'Ada',
    lastName: 'Nguyen',
    email: 'ada@example.test',
    phoneNumber: '8475550188',
    phoneType: 'Mobile',
  },
  verification: 'Manual',
  createdAt: '2026-03-03T09:00:00.000Z',
  createdBy: 'Casey Service',
  loadedSite: null,
  _ts: 1772528400,
};

function failed({ queryKey }: { queryKey: QueryKey }) {
  return (client: QueryClient) => {
    // a failed query stays failed on mount (the page shows its error instead of asking again)
    client.setDefaultOptions({ queries: { retryOnMount: false } });
    client
      .getQueryCache()
      .build(client, { queryKey })
      .setState({ status: 'error', error: new Error('down'), fetchStatus: 'idle', data: undefined });
  };
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

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
    expect(page).toContain('Handle Undelivered Cart');
    expect(page).not.toContain('The undelivered-cart wizard is closed');
  });
});

describe('UndeliveredCartWizard', () => {
  it('needs a customer portal first', () => {
    const page = text(
      renderToHtml(<UndeliveredCartWizard onClose={noop} />, (c) =>
        c.setQueryData(addressToolsPortalsQueryOptions().queryKey, { items: [portal] }),
      ),
    );
    expect(page).toContain('Customer portal');
    expect(page).toContain('Choose the customer portal first.');
    expect(page).toContain('Added in this session');
    expect(page).toContain('No addresses added yet.');
    expect(page).not.toContain('Address verification');
  });

  it('says "Failed to load customer portals" with Retry', () => {
    const page = text(
      renderToHtml(<UndeliveredCartWizard onClose={noop} />, failed(addressToolsPortalsQueryOptions())),
    );
    expect(page).toContain('Failed to load customer portals');
    expect(page).toContain('Retry');
  });

  it('starts at address verification: the ZIP lookup and the street address check', () => {
    const page = text(renderToHtml(<WizardSteps portal={portal} onAdded={noop} onClose={noop} />));
    expect(page).toContain('Address verification');
    expect(page).toContain('ZIP code lookup');
    expect(page).toContain('Street address');
    expect(page).toContain('Search');
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
  it('defaults the subject, requires a description and lists the agents by full name', () => {
    const page = renderToHtml(
      <IssueStep portalId={portal.id} site={site} onBack={noop} onFiled={noop} />,
      (c) =>
        c.setQueryData(agentsQueryOptions().queryKey, {
          items: [
            { Username: 'jdoe', 'Full Name': 'Jane Doe' },
            { Username: 'bsmith', 'Full Name': 'Bob Smith' },
          ],
        }),
    );
    expect(page).toContain('value="CART IS NOT DELIVERED"');
    expect(text(page)).toContain('410 E SCRANTON AVE, LAKE BLUFF, IL 60044');
    expect(text(page)).toContain('Customer 27140 · Site 3 · TRUX_LR_COMP_RAW');
    expect(text(page)).toContain('Description');
    expect(text(page)).toContain('Assign to agent');
    expect(text(page)).toContain('Create Issue');
    expect(text(page)).toContain('Back to Search');
    expect(text(page)).not.toContain('Failed to load agents');
  });

  it('shows the non-blocking notice when the agents fail, and still offers Create Issue', () => {
    const page = text(
      renderToHtml(
        <IssueStep portalId={portal.id} site={site} onBack={noop} onFiled={noop} />,
        failed(agentsQueryOptions()),
      ),
    );
    expect(page).toContain(
      'Failed to load agents. You can still create the issue without assigning an agent.',
    );
    expect(page).toContain('Create Issue');
  });

  const result: TUndeliveredCartIssueResult = {
    id: 'sr1',
    reference: 'REQ-1A2B3C4D5E',
    status: 'filed',
    issueId: '4012',
    message: 'The undelivered-cart issue was created.',
    problem: null,
  };

  it('shows the reference and the issue number when filed', () => {
    const page = renderToHtml(<IssueDone site={site} result={result} onAnother={noop} onClose={noop} />);
    expect(text(page)).toContain('The undelivered-cart issue was created.');
    expect(text(page)).toContain('REQ-1A2B3C4D5E');
    expect(text(page)).toContain('#4012');
    expect(page).toContain('href="/admin/service-requests?id=sr1"');
  });

  it('says the issue is kept and why when the back office gave no issue ID', () => {
    const page = text(
      renderToHtml(
        <IssueDone
          site={site}
          result={{ ...result, status: 'queued', issueId: null, problem: 'No issue ID returned from server' }}
          onAnother={noop}
          onClose={noop}
        />,
      ),
    );
    expect(page).toContain('Issue saved');
    expect(page).toContain('It is saved and will be filed automatically');
    expect(page).toContain('Reason: No issue ID returned from server');
    expect(page).toContain('Not assigned yet');
  });
});

describe('customer info and the new address', () => {
  it('asks for the customer with the profile wizard fields', () => {
    const page = text(
      renderToHtml(<WizardSteps portal={portal} onAdded={noop} onClose={noop} initialStep="customer" />),
    );
    expect(page).toContain('Customer information');
    for (const label of ['Salutation', 'First name', 'Last name', 'Email', 'Phone type', 'Phone number'])
      expect(page).toContain(label);
    expect(page).toContain('Continue');
    expect(page).toContain('Back to Search');
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

  it('with Smarty the address must come from the suggestions', () => {
    const page = renderToHtml(
      <NewAddressStep
        portalId={portal.id}
        zipCodes={portal.zipCodes}
        initial={{ street: '999 New', city: '', state: '', zip: '' }}
        saving={false}
        error={null}
        onBack={noop}
        onAdd={noop}
      />,
      (c) =>
        c.setQueryData(addressSuggestionsQueryOptions(portal.id, '999 New').queryKey, {
          items: [suggestion],
          source: 'smarty',
        }),
    );
    expect(text(page)).toContain('New address');
    expect(text(page)).toContain('Choose the address from the suggestions');
    expect(page).toContain('readOnly=""');
    expect(text(page)).toContain("This portal's ZIP codes: 60044");
    expect(text(page)).toContain('Add Address');
  });

  it('with the built-in suggestions a new address is typed by hand', () => {
    const page = renderToHtml(
      <NewAddressStep
        portalId={portal.id}
        zipCodes={portal.zipCodes}
        initial={{ street: '999 New Rd', city: 'Lake Bluff', state: 'IL', zip: '60044' }}
        saving={false}
        error="This address has already been added."
        onBack={noop}
        onAdd={noop}
      />,
      (c) =>
        c.setQueryData(addressSuggestionsQueryOptions(portal.id, '999 New Rd').queryKey, {
          items: [],
          source: 'built-in',
        }),
    );
    expect(text(page)).toContain('Type a new address in the fields below');
    expect(page).toContain('value="999 New Rd"');
    expect(page).not.toContain('readOnly=""');
    expect(text(page)).toContain('This address has already been added.');
  });

  it('after adding: the message, the badge, Add Another Address and Back to Search; the session panel lists it', () => {
    const page = text(renderToHtml(<AddressAdded item={added} onAnother={noop} onBackToSearch={noop} />));
    expect(page).toContain('Address added successfully');
    expect(page).toContain('999 NEW RD, LAKE BLUFF, IL 60044');
    expect(page).toContain('Manual');
    expect(page).toContain('Add Another Address');
    expect(page).toContain('Back to Search');
    const panel = text(renderToHtml(<SessionPanel items={[{ ...added, verification: 'Verified' }]} />));
    expect(panel).toContain('999 NEW RD');
    expect(panel).toContain('LAKE BLUFF, IL 60044');
    expect(panel).toContain('Verified');
    expect(panel).toContain('Ada Nguyen · Village of Lake Bluff');
  });
});

describe('languages', () => {
  it('has every English string in Spanish too, and renders in Spanish', async () => {
    // the same keys in both languages: src/web/i18n/locales.test.ts
    await i18next.changeLanguage('es');
    try {
      const page = text(renderToHtml(<WizardSteps portal={portal} onAdded={noop} onClose={noop} />));
      expect(page).toContain('Verificación de la dirección');
      const customer = text(
        renderToHtml(<WizardSteps portal={portal} onAdded={noop} onClose={noop} initialStep="customer" />),
      );
      expect(customer).toContain('Información del cliente');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
