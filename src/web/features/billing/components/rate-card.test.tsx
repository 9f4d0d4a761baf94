/** The Billing page's cards rendered to HTML: USD amounts, sizes, the Included badge, hidden rates. */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TBillingServiceCard } from '../../../../domain/billing';
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

const render = (node: ReactNode) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>);

describe('billing cards', () => {
  beforeAll(async () => {
    await i18next
      .use(initReactI18next)
      .init({ lng: 'en', resources: { en: { billing: en } }, interpolation: { escapeValue: false } });
  });

  it('shows the size in gallons, the rate per period in USD and the other sizes', () => {
    const html = render(<RateCard card={trash} companyName="LRS" />);
    expect(html).toMatch(/<h2[^>]*>Trash<\/h2>/);
    expect(html).toContain('96 gallons');
    expect(html).toContain('$1,026.50 per month');
    expect(html).toContain('Additional cart rental');
    expect(html).toContain('$5.00 per month');
    expect(html).toContain('64 gallons');
    expect(html).toContain('$25.26 per month');
    expect(html).not.toContain('Included');
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
    expect(html).toContain('Included');
    expect(html).not.toContain('$0.00');
    expect(html).toContain('No other sizes offered.');

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
    expect(html).toContain('Additional Services');
    expect(html).toContain('$35.00');
    expect(html).toContain('per service');
    expect(html).toContain('No charge');
    expect(html).toContain('not billed by LRS');
  });
});
