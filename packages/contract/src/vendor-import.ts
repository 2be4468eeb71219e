/**
 * `@showroom/contract/vendor-import`: the vendors' bulk CSV import (issue #24, decision 0097). A
 * separate entry (and federation share key) so only the import screen downloads it.
 */

export {
  IMPORT_STATES,
  type ImportErrorPageResponse,
  type ImportRowError,
  type ImportRunRequest,
  type ImportState,
  importErrorPageResponseSchema,
  importErrorsQuerySchema,
  importMappingSchema,
  importParamsSchema,
  importRowErrorSchema,
  importRunRequestSchema,
  type VendorImport,
  type VendorImportResponse,
  vendorImportResponseSchema,
  vendorImportSchema,
} from './vendor-import/import-calls.ts';
export {
  COLOUR_CELL_EXAMPLE,
  guessImportMapping,
  IMPORT_FIELD_KEYS,
  IMPORT_FIELDS,
  type ImportField,
  type ImportFieldKey,
  type ImportMapping,
  importTemplateCsv,
  requiredFieldsMissing,
} from './vendor-import/import-fields.ts';
export { VENDOR_IMPORT, VENDOR_IMPORT_MESSAGES } from './vendor-import/import-messages.ts';
export {
  type ImportCellError,
  type ImportCells,
  type ImportRow,
  parseColourCell,
  readImportRow,
} from './vendor-import/import-row.ts';
