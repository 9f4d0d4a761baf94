/** Dashboard figures shared by the dashboard's render tests (the page's and the server-rendered page's). */
import type { TDashboardFigures } from './dashboard';

/** Three customers over two days: one size change, two additional recycling carts. */
export const sampleFigures: TDashboardFigures = {
  computedAt: '2026-11-20T15:00:00.000Z',
  totals: {
    customers: 3,
    newThisWeek: 1,
    serviceChanges: 1,
    additionalServices: 2,
    optInMarketing: 2,
    optInNotifications: 3,
    optInPaperless: 0,
  },
  serviceChangesByService: [
    { service: 'trash', sizeChanges: 1, additionalCarts: 0 },
    { service: 'recycling', sizeChanges: 0, additionalCarts: 2 },
    { service: 'yardwaste', sizeChanges: 0, additionalCarts: 0 },
  ],
  residenceTypes: { singleFamily: 2, multiFamily: 1, other: 0, unknown: 0 },
  cartSizes: { trash: [{ size: 96, count: 3 }], recycling: [], yardwaste: [] },
  growth: {
    range: 'all',
    unit: 'day',
    points: [
      { period: '2026-11-19', new: 2, cumulative: 2 },
      { period: '2026-11-20', new: 1, cumulative: 3 },
    ],
  },
};
