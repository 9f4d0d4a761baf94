/**
 * Built-in address suggestions: the back office's sites (bo_sites) and the addresses staff added
 * (added_addresses) in the portal's ZIP codes whose street line starts with, contains, or is close to
 * (pg_trgm word similarity, for a typo) what was typed. Prefix matches come first, then the closest.
 *
 * It runs in the database on the trigram indexes bo_sites_add2_trgm and added_addresses_street_trgm
 * (with the ZIP filter, on the ZIP indexes), reading at most `max` rows per source: no address list is
 * ever loaded into memory. Suggestions are upper case, the back office's spelling.
 */
import { sql } from 'drizzle-orm';
import {
  ADDRESS_TOOLS_MESSAGES,
  MAX_SUGGESTIONS,
  suggestionText,
  type TAddressSuggestion,
} from '../../../domain/address-tools/address-tools';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/sql-text';
import { AppError } from '../../errors';
import type { AddressAutocompletePort } from './address-autocomplete-port';

interface Row {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export function createBuiltInAddressAutocomplete(db: DbOrTx): AddressAutocompletePort {
  return {
    adapter: 'built-in',
    async suggest({ search, zipCodes, max = MAX_SUGGESTIONS }) {
      const term = search.trim().replace(/\s+/g, ' ');
      const zips = [...new Set(zipCodes.map((z) => z.trim()).filter((z) => /^\d{5}$/.test(z)))];
      const limit = Math.min(Math.max(1, Math.floor(max)), MAX_SUGGESTIONS);
      if (term.length === 0 || zips.length === 0) return [];
      const contains = containsPattern(term);
      const prefix = contains.slice(1);
      const zipList = sql.join(
        zips.map((zip) => sql`${zip}`),
        sql`, `,
      );
      let rows: Row[];
      try {
        // each source gives its best `limit`; the union keeps one row per address
        const query = sql`
          with candidates as (
            (select upper(cm04_add2) as street, upper(cm04_city) as city, upper(cm04_stat) as state, cm04_pzip as zip,
                    cm04_add2 ilike ${prefix} as starts, word_similarity(${term}, cm04_add2) as score
               from bo_sites
              where cm04_pzip in (${zipList})
                and (cm04_add2 ilike ${contains} or ${term} <% cm04_add2)
              order by cm04_add2 ilike ${prefix} desc, word_similarity(${term}, cm04_add2) desc, cm04_add2
              limit ${limit})
            union all
            (select upper(street), upper(city), upper(state), zip,
                    street ilike ${prefix}, word_similarity(${term}, street)
               from added_addresses
              where zip in (${zipList})
                and (street ilike ${contains} or ${term} <% street)
              order by street ilike ${prefix} desc, word_similarity(${term}, street) desc, street
              limit ${limit})
          )
          select street, city, state, zip from (
            select distinct on (street, city, state, zip) street, city, state, zip, starts, score
              from candidates
             order by street, city, state, zip, starts desc, score desc
          ) best
          order by starts desc, score desc, street, zip
          limit ${limit}`;
        rows = ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
      } catch (error) {
        throw new AppError('UNAVAILABLE', ADDRESS_TOOLS_MESSAGES.suggestionsFailed, {
          cause: error instanceof Error ? error.message : String(error),
        });
      }
      return rows.map((row): TAddressSuggestion => {
        const suggestion = {
          street_line: row.street,
          secondary: '',
          city: row.city,
          state: row.state,
          zipcode: row.zip,
        };
        return { ...suggestion, text: suggestionText(suggestion), entries: 0 };
      });
    },
  };
}
