/**
 * The answer when one customer sends far more service requests, changes or enterprise actions than a
 * person would (issue 8 §4). The spec has no text for this; this is Curbside's (the web translates it).
 */
export const CUSTOMER_LIMIT_MESSAGE =
  'You have sent a lot of requests in a short time. Please wait a while and try again, or call us.';
