/**
 * Route Day's parts rendered to HTML with answers in the query cache (the journey clicks through the
 * page): a route's stops with what was recorded (the reason's label, the note, the photo as a link
 * only when it is an https link), the buttons to record for staff who may, none for a reader; and the
 * page's first paint before the portals arrive.
 */
import { beforeAll, describe, it } from 'vitest';
import type { TRouteStopsPage } from '../../../domain/collection-day/route-day-api';
import en from '../../i18n/locales/en/route-day.json';
import { expectTexts } from '../../test/expect-texts';
import { renderToHtml } from '../../test/render-to-html';
import { seedStaffSession } from '../../test/staff-session';
import { initTestI18n } from '../../test/test-i18n';
import { routeDayKeys } from './api/route-day-queries';
import { RouteStops } from './components/route-stops';
import { RouteDayPage } from './route-day-page';

const page: TRouteStopsPage = {
  items: [
    {
      customer: '4417',
      site: '1044',
      name: 'SHERIDAN CONDO ASSN',
      address: '1000 SHERIDAN RD',
      city: 'LAKE BLUFF',
      zip: '60044',
      event: {
        outcome: 'not-collected',
        at: '2026-11-17T15:42:00.000Z',
        reason: 'cart-not-out',
        note: 'No cart at the curb',
        photoRef: 'https://photos.example/1.jpg',
      },
    },
    {
      customer: '4417',
      site: '1026',
      name: null,
      address: '1150 OAK AVE',
      city: 'LAKE BLUFF',
      zip: '60044',
      event: {
        outcome: 'collected',
        at: '2026-11-17T15:50:00.000Z',
        reason: null,
        note: null,
        photoRef: null,
      },
    },
    {
      customer: '26898',
      site: '427',
      name: 'PROSPECT CONDO ASSN',
      address: '1250 PROSPECT AVE',
      city: 'LAKE BLUFF',
      zip: '60044',
      event: {
        outcome: 'not-collected',
        at: '2026-11-17T16:00:00.000Z',
        reason: 'blocked',
        note: null,
        photoRef: 'javascript:alert(1)',
      },
    },
  ],
  nextCursor: 'next',
};

function renderStops(canRecord: boolean) {
  return renderToHtml(
    <RouteStops
      portalId="demo-lake-bluff"
      day="2026-11-17"
      route="TRASH-TUE"
      routeLabel="Trash (TRASH-TUE)"
      timeZone="America/Chicago"
      canRecord={canRecord}
    />,
    (client) => {
      client.setQueryData(routeDayKeys.stops('demo-lake-bluff', '2026-11-17', 'TRASH-TUE', ''), {
        pages: [page],
        pageParams: [null],
      });
    },
  );
}

beforeAll(() => initTestI18n({ en: { 'route-day': en } }));

describe('route stops', () => {
  it('shows what was recorded at each stop, in the portal’s time zone', () => {
    const html = renderStops(true);
    expectTexts(
      html,
      [
        'Stops of Trash (TRASH-TUE)',
        'Not collected: The cart was not out',
        'No cart at the curb',
        'href="https://photos.example/1.jpg"',
        'Collected at 9:50',
        'Not collected: The cart was blocked',
        // a photo reference that is not an https link is shown as text, never as a link
        'Photo: javascript:alert(1)',
        'Record exception: 1000 SHERIDAN RD',
        'Mark collected: 1150 OAK AVE',
        'Load more',
      ],
      ['href="javascript:'],
    );
  });

  it('offers nothing to record to a reader', () => {
    const html = renderStops(false);
    expectTexts(html, ['1000 SHERIDAN RD'], ['Record exception', 'Mark collected']);
  });
});

describe('route day page', () => {
  it('paints its frame while the portals load', () => {
    const html = renderToHtml(<RouteDayPage />, (client) =>
      seedStaffSession(client, { name: 'Staff', email: 'staff@curbside.demo', role: 'customerservice' }),
    );
    expectTexts(html, ['Route Day', 'Collection day', 'aria-busy="true"']);
  });
});
