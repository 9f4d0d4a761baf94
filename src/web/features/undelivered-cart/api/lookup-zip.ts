/** GET /api/admin/address-tools/addresses?zip= : the back office's addresses in a ZIP code. */
import { useMutation } from '@tanstack/react-query';
import { ZZipLookupResult } from '../../../../domain/address-tools/address-tools';
import { api } from '../../../lib/api-client';

export const lookupZip = (zip: string) =>
  api.get('/api/admin/address-tools/addresses', { query: { zip }, schema: ZZipLookupResult });

/** A search the staff start with a button (each click asks again: the back office may have changed). */
export const useLookupZip = () => useMutation({ mutationFn: lookupZip });
