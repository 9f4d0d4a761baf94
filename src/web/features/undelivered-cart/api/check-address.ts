/** POST /api/admin/address-tools/address-check: does the back office have this street address? */
import { useMutation } from '@tanstack/react-query';
import {
  ZAddressCheckResult,
  type TStreetAddressInput,
} from '../../../../domain/address-tools/address-tools';
import { api } from '../../../lib/api-client';

export const checkAddress = (address: TStreetAddressInput) =>
  api.post('/api/admin/address-tools/address-check', address, { schema: ZAddressCheckResult });

export const useCheckAddress = () => useMutation({ mutationFn: checkAddress });
