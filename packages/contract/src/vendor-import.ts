/**
 * `@showroom/contract/vendor-import`: the vendors' bulk CSV import (issue #24, decision 0097). A
 * separate entry so only the import screen (one remote, so not a shared module) downloads it.
 */

export {
  IMPORT_STATES,
  type ImportErrorPageResponse,
  type ImportRowError,
  importErrorPageResponseSchema,
  importErrorsQuerySchema,
  importParamsSchema,
  importRunRequestSchema,
  type VendorImport,
  type VendorImportResponse,
  vendorImportResponseSchema,
} from './vendor-import/import-calls.ts';
export {
  guessImportMapping,
  IMPORT_FIELD_KEYS,
  IMPORT_FIELDS,
  type ImportMapping,
  importTemplateCsv,
  requiredFieldsMissing,
} from './vendor-import/import-fields.ts';
export { VENDOR_IMPORT, VENDOR_IMPORT_MESSAGES } from './vendor-import/import-messages.ts';
export {
  type ImportCells,
  readImportRow,
} from './vendor-import/import-row.ts';
