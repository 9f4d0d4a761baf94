/** GET /api/admin/service-requests/export: the filtered list as a streamed spreadsheet. */
import { listDownload } from '../../../components/widgets/list-download';
import type { TServiceRequestFilterQuery } from './service-request-filters';

export const downloadServiceRequestExport = listDownload<TServiceRequestFilterQuery>(
  '/api/admin/service-requests/export',
  'service-requests-export.xlsx',
);
