/** GET /api/admin/staff/portals: the portals (jurisdictions) a key can be scoped to, by title (admin only). */
import { useQuery } from '@tanstack/react-query';
import { ZStaffPortalOptions } from '../../../../domain/staff/staff-user';
import { minuteFreshQuery } from '../../../lib/minute-fresh-query';
import { open311KeyKeys } from './open311-key-keys';

export function useKeyPortals() {
  return useQuery(
    minuteFreshQuery(open311KeyKeys.portals(), '/api/admin/staff/portals', ZStaffPortalOptions),
  );
}
