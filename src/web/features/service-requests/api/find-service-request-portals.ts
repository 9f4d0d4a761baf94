/**
 * GET /api/admin/customer-profiles/filter-options: the portals to filter the desk by (the same list
 * Customer Profiles offers; both desks are for customerservice and admin).
 */
import { useQuery } from '@tanstack/react-query';
import { ZCustomerProfileFilterOptions } from '../../../../domain/customer-profiles/customer-profile-admin';
import { minuteFreshQuery } from '../../../lib/minute-fresh-query';
import { serviceRequestKeys } from './service-request-keys';

export const SERVICE_REQUEST_PORTALS_URL = '/api/admin/customer-profiles/filter-options';

export const serviceRequestPortalsQueryOptions = minuteFreshQuery(
  serviceRequestKeys.portals(),
  SERVICE_REQUEST_PORTALS_URL,
  ZCustomerProfileFilterOptions,
);

export function useServiceRequestPortals() {
  return useQuery(serviceRequestPortalsQueryOptions);
}
