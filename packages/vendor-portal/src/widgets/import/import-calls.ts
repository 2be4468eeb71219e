import {
  type ImportMapping,
  importErrorPageResponseSchema,
  VENDOR_IMPORT,
  vendorImportResponseSchema,
} from '@showroom/contract/vendor-import';
import { api } from '@showroom/core';

/** `POST /api/vendor/imports` (multipart): keeps the CSV; answers its header, first rows and guessed mapping. */
export function uploadImport(file: File) {
  const body = new FormData();
  body.append(VENDOR_IMPORT.field, file, file.name);
  return api.post('vendor/imports', { schema: vendorImportResponseSchema, body });
}

/** `GET /api/vendor/imports/:id`: the upload and its run's progress. */
export function loadImport(id: number, signal?: AbortSignal) {
  return api.get(`vendor/imports/${id}`, { schema: vendorImportResponseSchema, ...(signal && { signal }) });
}

/** `POST /api/vendor/imports/:id/run`: starts a dry run or the import with this mapping. */
export function runImport(id: number, mapping: ImportMapping, dryRun: boolean) {
  return api.post(`vendor/imports/${id}/run`, {
    schema: vendorImportResponseSchema,
    body: { mapping, dry_run: dryRun },
  });
}

/** `GET /api/vendor/imports/:id/errors?page=`: a page of the run's row-by-row report. */
export function loadImportErrors(id: number, page: number, signal?: AbortSignal) {
  return api.get(`vendor/imports/${id}/errors`, {
    schema: importErrorPageResponseSchema,
    searchParams: { page },
    ...(signal && { signal }),
  });
}
