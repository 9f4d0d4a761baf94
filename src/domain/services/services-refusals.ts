/**
 * The Services API's own refusals (beyond the rules' messages in service-changes and
 * service-requests), in the spec's English. They live here, not in the server, so the web app can map
 * each to its translation (src/web/features/services/messages.ts).
 */

export const ENTERPRISE_USES_MY_SERVICES =
  'The Services page is for residential accounts. Enterprise accounts manage their sites on My Services.';
export const NO_SERVICE_ADDRESS =
  'We could not find a service address on your account. Please contact customer service.';
export const SERVICE_NOT_OFFERED = 'This service is not offered on your portal.';
export const NO_PORTAL = 'Your portal setup could not be found. Please contact customer service.';

/** A size change to the size the customer already has. */
export const alreadyHaveCartMessage = (size: number) => `You already have a ${size} gallon cart.`;
/** Removing an additional cart of a size none was requested of. */
export const noAdditionalCartsMessage = (size: number) =>
  `You have no additional ${size} gallon carts requested.`;
