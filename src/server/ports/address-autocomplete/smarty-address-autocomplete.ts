/**
 * Smarty US Autocomplete Pro (https://www.smarty.com/docs/cloud/us-autocomplete-pro-api), chosen when
 * SMARTY_AUTH_ID and SMARTY_AUTH_TOKEN are set. The server calls it with a secret key pair, so the key
 * never reaches the browser:
 *
 *   GET {SMARTY_AUTOCOMPLETE_URL}?auth-id=…&auth-token=…&search=123%20main&max_results=10
 *       &include_only_zip_codes=60044;60045&prefer_geolocation=none
 *   200 {"suggestions": [{"street_line": "123 Main St", "secondary": "", "city": "Lake Bluff",
 *        "state": "IL", "zipcode": "60044", "entries": 0}]}       ("suggestions" null or absent: none)
 *   400 bad input, 401 bad credentials, 402 no active subscription, 413 request too large,
 *   429 too many requests, 5xx: all answered as "Failed to fetch address suggestions"
 *
 * Smarty takes at most 10 values per filter: with more of the portal's ZIP codes the call goes without
 * the ZIP filter. Either way the answer is filtered again here to the portal's ZIP codes. A call that
 * takes longer than the time limit is abandoned with the same message. Error details name the HTTP
 * status and Smarty's reason, never the URL (it carries the key).
 */
import { z } from 'zod';
import {
  ADDRESS_TOOLS_MESSAGES,
  MAX_SUGGESTIONS,
  suggestionText,
  type TAddressSuggestion,
} from '../../../domain/address-tools/address-tools';
import { AppError } from '../../errors';
import type { AddressAutocompletePort } from './address-autocomplete-port';

export const SMARTY_AUTOCOMPLETE_URL = 'https://us-autocomplete-pro.api.smarty.com/lookup';
/** Smarty's limit of values in one filter parameter. */
const MAX_FILTER_VALUES = 10;

export interface SmartyAutocompleteOptions {
  authId: string;
  authToken: string;
  /** The lookup endpoint (SMARTY_AUTOCOMPLETE_URL); tests point it at a local fake. */
  url?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const ZSmartySuggestion = z.object({
  street_line: z.string(),
  secondary: z.string().nullish(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  entries: z.number().int().nonnegative().nullish(),
});
const ZSmartyAnswer = z.object({ suggestions: z.array(ZSmartySuggestion).nullish() });

function failure(details: Record<string, unknown>): AppError {
  return new AppError('UNAVAILABLE', ADDRESS_TOOLS_MESSAGES.suggestionsFailed, {
    provider: 'smarty',
    ...details,
  });
}

/** Smarty's error body: {"errors": [{"id": …, "message": "…"}]}. */
function reasonOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { errors?: { message?: unknown }[] };
    const message = parsed.errors?.[0]?.message;
    return typeof message === 'string' ? message.slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}

export function createSmartyAddressAutocomplete(options: SmartyAutocompleteOptions): AddressAutocompletePort {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const endpoint = options.url || SMARTY_AUTOCOMPLETE_URL;
  const timeoutMs = options.timeoutMs ?? 5000;
  return {
    adapter: 'smarty',
    async suggest({ search, zipCodes, max = MAX_SUGGESTIONS }) {
      const zips = [...new Set(zipCodes.map((z) => z.trim()).filter((z) => /^\d{5}$/.test(z)))];
      const limit = Math.min(Math.max(1, Math.floor(max)), MAX_SUGGESTIONS);
      const term = search.trim();
      if (term.length === 0 || zips.length === 0) return [];
      const url = new URL(endpoint);
      url.searchParams.set('auth-id', options.authId);
      url.searchParams.set('auth-token', options.authToken);
      url.searchParams.set('search', term);
      url.searchParams.set('max_results', String(limit));
      if (zips.length <= MAX_FILTER_VALUES) url.searchParams.set('include_only_zip_codes', zips.join(';'));
      // suggestions near the server's own location would be noise
      url.searchParams.set('prefer_geolocation', 'none');

      let response: Response;
      let body: string;
      try {
        response = await fetchImpl(url, {
          method: 'GET',
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = await response.text();
      } catch (error) {
        const name = error instanceof Error ? error.name : 'unknown';
        throw failure({ cause: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : name });
      }
      if (response.status !== 200) throw failure({ status: response.status, reason: reasonOf(body) });
      let parsed: z.infer<typeof ZSmartyAnswer>;
      try {
        parsed = ZSmartyAnswer.parse(JSON.parse(body));
      } catch {
        throw failure({ status: 200, reason: 'unexpected answer' });
      }
      const wanted = new Set(zips);
      return (parsed.suggestions ?? [])
        .filter((s) => wanted.has(s.zipcode.trim().slice(0, 5)))
        .slice(0, limit)
        .map((s): TAddressSuggestion => {
          const suggestion = {
            street_line: s.street_line,
            secondary: s.secondary ?? '',
            city: s.city,
            state: s.state,
            zipcode: s.zipcode,
          };
          return { ...suggestion, text: suggestionText(suggestion), entries: s.entries ?? 0 };
        });
    },
  };
}
