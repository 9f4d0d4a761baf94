/** The tickets desk's filters: as the page holds them, in its address, and as sent to the server. */

/** The filters as the page holds them: text as typed, empty meaning "not set". */
export interface TServiceRequestFilterState {
  portal: string;
  kind: string;
  boStatus: string;
  delivery: string;
  createdFrom: string;
  createdTo: string;
  text: string;
  /** One customer's requests (their uid): the link from Customer Profiles. */
  customer: string;
}

export const SERVICE_REQUEST_FILTER_KEYS = [
  'portal',
  'kind',
  'boStatus',
  'delivery',
  'createdFrom',
  'createdTo',
  'text',
  'customer',
] as const satisfies readonly (keyof TServiceRequestFilterState)[];

export const NO_SERVICE_REQUEST_FILTERS: TServiceRequestFilterState = {
  portal: '',
  kind: '',
  boStatus: '',
  delivery: '',
  createdFrom: '',
  createdTo: '',
  text: '',
  customer: '',
};

/** The query string values sent to the server: blanks left out, text trimmed. */
export type TServiceRequestFilterQuery = Partial<Record<keyof TServiceRequestFilterState, string>>;

export function filterQuery(filters: TServiceRequestFilterState): TServiceRequestFilterQuery {
  const query: TServiceRequestFilterQuery = {};
  for (const key of SERVICE_REQUEST_FILTER_KEYS) {
    const text = filters[key].trim();
    if (text) query[key] = text;
  }
  return query;
}

/** The filters kept in the page's address (unknown parameters ignored). */
export function filtersFromSearchParams(params: URLSearchParams): TServiceRequestFilterState {
  const filters = { ...NO_SERVICE_REQUEST_FILTERS };
  for (const key of SERVICE_REQUEST_FILTER_KEYS) filters[key] = params.get(key) ?? '';
  return filters;
}
