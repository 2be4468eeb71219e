import multipart from '@fastify/multipart';
import { MESSAGES } from '@showroom/contract';
import {
  IMPORT_FIELDS,
  type ImportErrorPageResponse,
  importErrorsQuerySchema,
  importParamsSchema,
  importRunRequestSchema,
  requiredFieldsMissing,
  VENDOR_IMPORT,
  VENDOR_IMPORT_MESSAGES,
  type VendorImportResponse,
} from '@showroom/contract/vendor-import';
import { HttpError } from '../../lib/http-error.ts';
import { laravelPaginator } from '../../lib/laravel-paginator.ts';
import { CsvProblem } from '../../modules/vendor-imports/index.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';
import { readCsvUpload } from './read-csv-upload.ts';

const notFound = () => new HttpError(404, { message: MESSAGES.notFoundFallback });
const fieldError = (field: string, message: string) =>
  new HttpError(422, { message: MESSAGES.invalidGiven, errors: { [field]: [message] } });

/**
 * The vendor's bulk import (decision 0097): upload a CSV (kept), run a dry run or the import as a job
 * with their column mapping, follow its progress and read its row-by-row report. Another vendor's
 * import is not found.
 */
export const vendorImportRoutes: AppRoutes = async (app, { ctx }) => {
  // Registered in this plugin only: the upload is the one multipart route here.
  await app.register(multipart, {
    limits: { fileSize: VENDOR_IMPORT.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.post('/api/vendor/imports', access('vendor'), async (request, reply): Promise<VendorImportResponse> => {
    const { fileName, csv } = await readCsvUpload(request);
    try {
      const upload = await ctx.vendorImports.upload(sessionOf(request).user.id, fileName, csv);
      reply.code(201);
      return { success: true, message: VENDOR_IMPORT_MESSAGES.uploaded, data: upload };
    } catch (error) {
      if (error instanceof CsvProblem) throw fieldError(VENDOR_IMPORT.field, error.message);
      throw error;
    }
  });

  app.get('/api/vendor/imports/:id', access('vendor'), async (request): Promise<VendorImportResponse> => {
    const { id } = validate(importParamsSchema, request.params);
    const found = await ctx.vendorImports.find(sessionOf(request).user.id, id);
    if (!found) throw notFound();
    return { success: true, message: '', data: found };
  });

  app.post(
    '/api/vendor/imports/:id/run',
    access('vendor'),
    async (request): Promise<VendorImportResponse> => {
      const { id } = validate(importParamsSchema, request.params);
      const { mapping, dry_run } = validate(importRunRequestSchema, request.body);
      const vendorId = sessionOf(request).user.id;
      const upload = await ctx.vendorImports.find(vendorId, id);
      if (!upload) throw notFound();
      const errors: Record<string, string[]> = {};
      for (const field of IMPORT_FIELDS) {
        const column = mapping[field.key];
        if (column !== null && column >= upload.headers.length) {
          errors[`mapping.${field.key}`] = [VENDOR_IMPORT_MESSAGES.noSuchColumn];
        }
      }
      for (const field of requiredFieldsMissing(mapping)) {
        errors[`mapping.${field.key}`] = [VENDOR_IMPORT_MESSAGES.unmapped(field.label)];
      }
      if (Object.keys(errors).length > 0)
        throw new HttpError(422, { message: MESSAGES.invalidGiven, errors });
      const started = await ctx.vendorImports.start(vendorId, id, mapping, dry_run);
      if (started === null) throw notFound();
      if (started === 'busy') throw new HttpError(409, { message: VENDOR_IMPORT_MESSAGES.busy });
      if (started === 'imported')
        throw new HttpError(409, { message: VENDOR_IMPORT_MESSAGES.alreadyImported });
      ctx.importRunner.kick();
      return { success: true, message: VENDOR_IMPORT_MESSAGES.started(dry_run), data: started };
    },
  );

  app.get(
    '/api/vendor/imports/:id/errors',
    access('vendor'),
    async (request): Promise<ImportErrorPageResponse> => {
      const { id } = validate(importParamsSchema, request.params);
      const { page } = validate(importErrorsQuerySchema, request.query);
      const perPage = VENDOR_IMPORT.errorsPerPage;
      const found = await ctx.vendorImports.errors(sessionOf(request).user.id, id, page, perPage);
      if (!found) throw notFound();
      const path = `${ctx.platformOrigin}/api/vendor/imports/${id}/errors`;
      return {
        success: true,
        message: '',
        data: laravelPaginator(found.items, found.total, { page, perPage, path, keep: {} }),
      };
    },
  );
};
