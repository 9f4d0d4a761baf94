/**
 * POST /api/admin/customer-profiles/residential and …/enterprise: "Save Customer Profile" and "Save
 * Enterprise Customer Profile". A new profile refreshes the Customer Profiles list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZCreatedCustomerProfile,
  type TCreateEnterpriseProfileInput,
  type TCreateResidentialProfileInput,
} from '../../../../domain/customer-profiles/setup-customer-profile';
import { api } from '../../../lib/api-client';

/** The Customer Profiles feature's list keys start with this (its customer-profile-keys.ts). */
const CUSTOMER_PROFILES_KEY = ['customer-profiles'] as const;

export const createResidentialProfile = (body: TCreateResidentialProfileInput) =>
  api.post('/api/admin/customer-profiles/residential', body, { schema: ZCreatedCustomerProfile });

export const createEnterpriseProfile = (body: TCreateEnterpriseProfileInput) =>
  api.post('/api/admin/customer-profiles/enterprise', body, { schema: ZCreatedCustomerProfile });

export function useCreateResidentialProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createResidentialProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMER_PROFILES_KEY }),
  });
}

export function useCreateEnterpriseProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEnterpriseProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMER_PROFILES_KEY }),
  });
}
