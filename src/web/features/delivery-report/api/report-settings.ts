/**
 * The Report Settings and what they ask the server (GET /api/admin/delivery-report and its summary):
 * the page's state, its first state, and the query made of it. Beside the queries, so the server
 * renders the report with the very filters the page opens with (src/web/app/server-rendered-pages.ts).
 */
import type { TDeliveryReportQuery } from './delivery-report-queries';

/** The Report Settings; dates are YYYY-MM-DD, empty meaning not set. */
export interface TReportSettings {
  portalId: string;
  date: string;
  search: string;
  createdFrom: string;
  createdTo: string;
  trash: boolean;
  recycling: boolean;
  yardwaste: boolean;
  changes: boolean;
  noRemovals: boolean;
  showTrux: boolean;
}

/**
 * The settings a report starts with. No delivery date is chosen: the server takes today in the
 * portal's time zone (not the browser's, nor the server's UTC day) and the date field shows it.
 */
export function defaultSettings(): TReportSettings {
  return {
    portalId: '',
    date: '',
    search: '',
    createdFrom: '',
    createdTo: '',
    trash: true,
    recycling: true,
    yardwaste: true,
    changes: false,
    noRemovals: false,
    showTrux: false,
  };
}

/** What the server is asked: blanks left out, TRUX only once fetched. */
export function reportQuery(
  settings: TReportSettings,
  search: string,
  truxFetched: boolean,
): TDeliveryReportQuery {
  const query: TDeliveryReportQuery = {};
  if (settings.portalId) query.portalId = settings.portalId;
  if (settings.date) query.date = settings.date;
  if (search.trim()) query.search = search.trim();
  if (settings.createdFrom) query.createdFrom = settings.createdFrom;
  if (settings.createdTo) query.createdTo = settings.createdTo;
  for (const key of ['trash', 'recycling', 'yardwaste'] as const) if (!settings[key]) query[key] = 'false';
  if (settings.changes) query.changes = 'true';
  if (settings.noRemovals) query.noRemovals = 'true';
  if (settings.showTrux && truxFetched && settings.portalId) query.trux = 'true';
  return query;
}
