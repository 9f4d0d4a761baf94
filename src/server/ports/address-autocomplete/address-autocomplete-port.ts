/**
 * Address autocomplete for the undelivered-cart wizard (spec 03 §5 "Address suggestions"): the
 * browser asks Curbside's server, which asks this port, so a provider key never reaches the browser.
 * Two adapters, chosen by configuration (./index.ts): the built-in one over the back office's known
 * addresses and the added addresses, and Smarty's US Autocomplete Pro.
 *
 * Every adapter answers at most `max` (at most 10) suggestions whose ZIP code is one of `zipCodes`
 * (the portal's ZIP codes; an empty list answers nothing). A failure is an AppError UNAVAILABLE with
 * the spec's "Failed to fetch address suggestions".
 */
import type { TAddressSuggestion } from '../../../domain/address-tools/address-tools';

export interface AddressSuggestionQuery {
  /** What the user typed (at least 3 characters). */
  search: string;
  /** Only addresses in these ZIP codes. */
  zipCodes: readonly string[];
  /** At most this many (1 to 10; default 10). */
  max?: number;
}

export interface AddressAutocompletePort {
  readonly adapter: 'built-in' | 'smarty';
  suggest(query: AddressSuggestionQuery): Promise<TAddressSuggestion[]>;
}
