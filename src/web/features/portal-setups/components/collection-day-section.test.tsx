/**
 * The Collection day section of the setup editor rendered to HTML (the browser covers the clicks):
 * the stored window and texts, the shipped text as each empty box's placeholder, the defaults for a
 * setup stored without the settings, and the tab its errors open.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ZPortalSetupCreate } from '../../../../domain/portal-setup';
import en from '../../../i18n/locales/en/portal-setups.json';
import { expectTexts } from '../../../test/expect-texts';
import { initTestI18n } from '../../../test/test-i18n';
import { renderToHtml } from '../../../test/render-to-html';
import { CollectionDaySection } from './collection-day-section';
import { tabOfField, useSetupForm, type SetupFormValues } from './setup-form';

beforeAll(() => initTestI18n({ en: { 'portal-setups': en } }));

function Section({ values }: { values: SetupFormValues }) {
  const form = useSetupForm(values);
  return <CollectionDaySection form={form} />;
}

const base = ZPortalSetupCreate.parse({ portalTitle: 'Village of Lake Bluff', currentRatesYear: 2026 });

describe('CollectionDaySection', () => {
  it("shows the portal's window and texts, and the shipped text where it has none", () => {
    const html = renderToHtml(
      <Section
        values={{
          ...base,
          collectionDay: {
            missedPickupWindowDays: 4,
            exceptionTexts: { 'cart-not-out': { en: 'Carts out by 6 am, please.' } },
          },
        }}
      />,
    );
    expectTexts(html, [
      'Collection day',
      'Missed-pickup report window (working days)',
      'value="4"',
      'Carts out by 6 am, please.',
      'aria-label="Cart not out: notice text in Spanish"',
      'placeholder="La próxima vez, sáquelo antes de las 6 de la mañana."',
      'placeholder="We will come back tomorrow."',
    ]);
  });

  it('shows the default window for a setup stored without the settings', () => {
    const html = renderToHtml(<Section values={base} />);
    expect(html).toContain('value="2"');
  });

  it('sends errors of the settings to the Pickup Calendar tab', () => {
    expect(tabOfField('collectionDay.missedPickupWindowDays', 'edit')).toBe('pickupCalendar');
  });
});
