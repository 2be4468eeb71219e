/**
 * Vendors' bulk CSV imports (issue #24, decision 0097): uploads, their mapping and runs, and the
 * steps the vendor-import job takes (read the file, check a row, write a batch of products).
 * Other modules, jobs and routes use only what this file exports, and the tables (*-schema.ts).
 */
export { CsvProblem, csvRows } from './csv-file.ts';
export { loadImportLookups } from './import-lookups.ts';
export { type CheckedRow, cellsOf, checkRow, type RowError } from './import-rows.ts';
export { countWrites, type WriteCounts, writeRows } from './import-writes.ts';
export {
  createVendorImportsService,
  type StartRefusal,
  type VendorImportsService,
} from './vendor-imports-service.ts';
