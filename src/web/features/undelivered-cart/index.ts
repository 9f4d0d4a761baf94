/**
 * What Address Management may use of the undelivered-cart wizard: the portals, the address tools'
 * query keys and messages, and the Verified/Manual badge.
 */
export { addressToolsKeys } from './api/address-tools-keys';
export { useAddressToolsPortals } from './api/find-address-tools-portals';
export { VerificationBadge, customerNameOf } from './components/address-added';
export { siteText } from './components/verification-step';
export { toolMessageKey, useToolMessage } from './components/use-tool-message';
