/** Open311 (GeoReport v2) as the API tests call it: a city app's form POST. */
import type { AppInstance } from '../app';

/** The content type of a GeoReport v2 POST. */
export const OPEN311_FORM = 'application/x-www-form-urlencoded';

/** POSTs `fields` as a form to /open311/v2/requests.{format}, with any further headers. */
export function postOpen311Request(
  app: AppInstance,
  format: 'xml' | 'json',
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/open311/v2/requests.${format}`,
    headers: { 'content-type': OPEN311_FORM, ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}
