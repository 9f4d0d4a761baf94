/**
 * The admin list kit: the page frame, filter panel and fields, rows (cards on phones, a table from
 * 768 px), error panel with Retry, count line with Load More and Export to Excel that Customer
 * Profiles, the tickets desk, Address Management, User Management and Portal Setups are built from
 * (the frame and header links serve the other admin pages too), and the paging of the server's
 * shared list contract. Only lazy admin pages import it (it stays out of the entry chunk).
 */
export { AdminPage, PageButton, PageLink, pageWords } from './admin-page';
export { FilterFields, filterFieldsFor, type TFilterField } from './filter-fields';
export { FilterBar, FilterPanel, FoldingFilters } from './filter-panel';
export { headCells, ListBody, listWords } from './list-body';
export { ListCard } from './list-card';
export { ListError } from './list-error';
export { ExportButton, ExportStatus, useListExport } from './list-export';
export { countLine, ListMore } from './list-more';
export { ListResults } from './list-results';
export { ReportEmpty, ReportError } from './report-states';
export { RowButton, RowIconAction, useFormDialog, useRowDialog } from './row-actions';
export { countsOf, flattenPages, keysetListOptions, listExportUrl, numberedListOptions } from './paged-query';
export { TEXT_DEBOUNCE_MS, useAppliedFilters, useFilterInputs, type TFilterChange } from './use-list-filters';
