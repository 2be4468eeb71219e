import { z } from 'zod/mini';
import { envelopeSchema, paginatorSchema } from '../envelope/envelope.ts';
import { intField, MAX_ID, positiveIdField } from '../validation/query-params.ts';
import { IMPORT_FIELD_KEYS, type ImportFieldKey } from './import-fields.ts';
import { VENDOR_IMPORT_MESSAGES } from './import-messages.ts';

/**
 * Where an import stands: `uploaded` waits for a run; `queued` and `running` are a run's (a job any
 * API process may take); `done` ends a run (a dry run may be followed by another run or the import);
 * `failed` when the file could not be read to its end.
 */
export const IMPORT_STATES = ['uploaded', 'queued', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** A column index of the file, or null for a field the file does not have. */
const columnField = z.nullable(
  z.int({ error: VENDOR_IMPORT_MESSAGES.noSuchColumn }).check(z.minimum(0), z.maximum(999)),
);
export const importMappingSchema = z.object(
  Object.fromEntries(IMPORT_FIELD_KEYS.map((key) => [key, columnField])) as Record<
    ImportFieldKey,
    typeof columnField
  >,
);

/** `POST /api/vendor/imports/{id}/run`: start a dry run (nothing written) or the import, with the mapping. */
export const importRunRequestSchema = z.object({ mapping: importMappingSchema, dry_run: z.boolean() });

export const importParamsSchema = z.object({ id: positiveIdField('id') });
export const importErrorsQuerySchema = z.object({ page: z._default(intField('page', 1, MAX_ID), 1) });

/** An upload and its latest run. `created`/`updated` count products and sizes written (a dry run: would be). */
export const vendorImportSchema = z.object({
  id: z.int(),
  file_name: z.string(),
  headers: z.array(z.string()),
  /** The first rows under the header, to show beside the mapping. */
  sample: z.array(z.array(z.string())),
  mapping: importMappingSchema,
  state: z.enum(IMPORT_STATES),
  dry_run: z.boolean(),
  total_rows: z.int(),
  rows_done: z.int(),
  created: z.int(),
  updated: z.int(),
  failed: z.int(),
  created_at: z.string(),
  finished_at: z.nullable(z.string()),
});
export type VendorImport = z.infer<typeof vendorImportSchema>;
export const vendorImportResponseSchema = envelopeSchema(vendorImportSchema);
export type VendorImportResponse = z.infer<typeof vendorImportResponseSchema>;

/** One problem of one row (`row` counts data rows from 1, as a spreadsheet shows them under the header: line row + 1). */
export const importRowErrorSchema = z.object({ row: z.int(), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;
export const importErrorPageResponseSchema = envelopeSchema(paginatorSchema(importRowErrorSchema));
export type ImportErrorPageResponse = z.infer<typeof importErrorPageResponseSchema>;
