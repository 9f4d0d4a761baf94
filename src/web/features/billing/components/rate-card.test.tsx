/** The Billing page's cards rendered to HTML: USD amounts, sizes, the Included badge, hidden rates. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TBillingServiceCard } from '../../../../domain/billing';
import { expectTexts } from '../../../test/expect-texts';
import { renderToHtml as render } from '../../../test/render-to-html';
import { initTestI18n } from '../../../test/test-i18n';
import en from '../../../i18n/locales/en/billing.json';
import { AdditionalServicesCard } from './additional-services-card';
import { RateCard } from './rate-card';

const trash: TBillingServiceCard = {
  key: 'trash',
  serviceType: 'RG',
  size: 96,
  rate: 1026.5,
  billingFrequency: 'monthly',
  included: false,
  customerOwned: false,
  otherSizes: [{ size: 64, rate: 25.26, billingFrequency: 'monthly' }],
  additionalCartRate: 5,
  allowAdditionalCart: true,
};

describe('billing cards', () => {
  beforeAll(() => initTestI18n({ en: { billing: en } }));

  it('shows the size in gallons, the rate per period in USD and the other sizes', () => {
    const html = render(<RateCard card={trash} companyName="LRS" />);
    expect(html).toMatch(/<h2[^>]*>Trash<\/h2>/);
    expectTexts(
      html,
      [
        '96 gallons',
        '$1,026.50 per month',
        'Additional cart rental',
        '$5.00 per month',
        '64 gallons',
        '$25.26 per month',
      ],
      ['Included'],
    );
  });

  it('shows the Included badge for a service at no charge, and no amounts when rates are hidden', () => {
    const recycling: TBillingServiceCard = {
      ...trash,
      key: 'recycling',
      rate: 0,
      included: true,
      additionalCartRate: null,
      otherSizes: [],
    };
    const html = render(<RateCard card={recycling} companyName="LRS" />);
    expectTexts(html, ['Included', 'No other sizes offered.'], ['$0.00']);

    const hidden: TBillingServiceCard = {
      ...trash,
      rate: null,
      additionalCartRate: null,
      otherSizes: [{ size: 64, rate: null, billingFrequency: 'monthly' }],
    };
    expect(render(<RateCard card={hidden} companyName="LRS" />)).not.toContain('$');
  });

  it('lists additional services with their rate and how they are billed', () => {
    const html = render(
      <AdditionalServicesCard
        companyName="LRS"
        showRates
        services={[
          { name: 'Bulk Item Pickup', serviceCode: 'BLK', rate: 35, billingFrequency: 'per service' },
          { name: 'Holiday Tree Collection', serviceCode: 'XMT', rate: 0, billingFrequency: 'seasonal' },
          { name: 'Septic', serviceCode: 'SEP', rate: 80, billingFrequency: 'notbilledbylrs' },
        ]}
      />,
    );
    expectTexts(html, ['Additional Services', '$35.00', 'per service', 'No charge', 'not billed by LRS']);
  });
});
