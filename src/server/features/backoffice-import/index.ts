export {
  importBackOfficeCsv,
  ImportFileError,
  type ImportSummary,
  type RejectedRow,
  type ImportOptions,
} from './import-csv';
export { ZImportRow, REQUIRED_COLUMNS, OPTIONAL_COLUMNS } from './import-row';
