/**
 * Chooses the address autocomplete from config: Smarty US Autocomplete Pro when SMARTY_AUTH_ID and
 * SMARTY_AUTH_TOKEN are set, the built-in suggestions over Curbside's own tables otherwise.
 */
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { createBuiltInAddressAutocomplete } from './built-in-address-autocomplete';
import { createSmartyAddressAutocomplete } from './smarty-address-autocomplete';
import type { AddressAutocompletePort } from './address-autocomplete-port';

export type { AddressAutocompletePort, AddressSuggestionQuery } from './address-autocomplete-port';
export { createBuiltInAddressAutocomplete } from './built-in-address-autocomplete';
export { createSmartyAddressAutocomplete, SMARTY_AUTOCOMPLETE_URL } from './smarty-address-autocomplete';

export function createAddressAutocomplete(config: Config, db: DbOrTx): AddressAutocompletePort {
  if (!config.SMARTY_AUTH_ID || !config.SMARTY_AUTH_TOKEN) return createBuiltInAddressAutocomplete(db);
  return createSmartyAddressAutocomplete({
    authId: config.SMARTY_AUTH_ID,
    authToken: config.SMARTY_AUTH_TOKEN,
    url: config.SMARTY_AUTOCOMPLETE_URL,
    timeoutMs: config.SMARTY_TIMEOUT_MS,
  });
}
