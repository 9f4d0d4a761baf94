/** User Management's filters as the page holds them (none set: every user, default order). */
import type { TStaffStatus, TStaffSort } from '../../../../domain/staff/staff-list';
import type { TStaffRole } from '../../../../domain/staff/staff-user';

export interface TStaffListFilters {
  search: string;
  role: TStaffRole | null;
  status: TStaffStatus | null;
  sort: TStaffSort | null;
}

export const NO_STAFF_FILTERS: TStaffListFilters = { search: '', role: null, status: null, sort: null };
