/** GET /api/admin/customer-profiles/export: the filtered profiles as a streamed spreadsheet. */
import type { TCustomerProfileFiltersInput } from '../../../../domain/customer-profiles/customer-profile-admin';
import { listDownload } from '../../../components/widgets/list-download';

export const downloadCustomerExport = listDownload<TCustomerProfileFiltersInput>(
  '/api/admin/customer-profiles/export',
  'customer-services-export.xlsx',
);
