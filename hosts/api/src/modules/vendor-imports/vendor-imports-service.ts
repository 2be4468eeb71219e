import {
  guessImportMapping,
  type ImportMapping,
  type ImportRowError,
  type VendorImport,
} from '@showroom/contract/vendor-import';
import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { readCsvHead } from './csv-file.ts';
import { vendor_import_errors, vendor_imports } from './vendor-imports-schema.ts';

export interface VendorImportsDeps {
  db: Database;
  clock: Clock;
}

/** Why a run could not start: it is under way, or the file was imported already. */
export type StartRefusal = 'busy' | 'imported';

type ImportRecord = typeof vendor_imports.$inferSelect;

const answerOf = (record: ImportRecord): VendorImport => ({
  id: record.id,
  file_name: record.file_name,
  headers: record.headers,
  sample: record.sample,
  mapping: record.mapping,
  state: record.state,
  dry_run: record.dry_run,
  total_rows: record.total_rows,
  rows_done: record.rows_done,
  created: record.created_count,
  updated: record.updated_count,
  failed: record.failed_count,
  created_at: record.created_at.toISOString(),
  finished_at: record.finished_at?.toISOString() ?? null,
});

/**
 * A vendor's uploads and their runs (decision 0097). Every read and change names the vendor, so
 * another vendor's import is not found. The runs themselves are the vendor-import job's.
 */
export function createVendorImportsService({ db, clock }: VendorImportsDeps) {
  const own = (vendorId: number, id: number) =>
    and(eq(vendor_imports.id, id), eq(vendor_imports.vendor_id, vendorId));

  async function find(vendorId: number, id: number): Promise<VendorImport | null> {
    const [record] = await db.select().from(vendor_imports).where(own(vendorId, id));
    return record ? answerOf(record) : null;
  }

  return {
    /** Keeps the file (its header, first rows and count read once; CsvProblem when it cannot be) with a guessed mapping. */
    async upload(vendorId: number, fileName: string, csv: string): Promise<VendorImport> {
      const head = await readCsvHead(csv);
      const [record] = await db
        .insert(vendor_imports)
        .values({
          vendor_id: vendorId,
          file_name: fileName,
          csv,
          headers: head.headers,
          sample: head.sample,
          mapping: guessImportMapping(head.headers),
          total_rows: head.totalRows,
          created_at: clock.now(),
        })
        .returning();
      return answerOf(record!);
    },

    find,

    /**
     * Queues a run with this mapping: a dry run, or the import. Allowed on a fresh upload and after a
     * dry run; the run before it (its counts and report) is replaced in the same transaction.
     */
    async start(
      vendorId: number,
      id: number,
      mapping: ImportMapping,
      dryRun: boolean,
    ): Promise<VendorImport | StartRefusal | null> {
      const started = await db.transaction(async (tx) => {
        const [record] = await tx
          .update(vendor_imports)
          .set({
            mapping,
            dry_run: dryRun,
            state: 'queued',
            rows_done: 0,
            created_count: 0,
            updated_count: 0,
            failed_count: 0,
            lease_token: null,
            lease_until: null,
            finished_at: null,
          })
          .where(
            and(
              own(vendorId, id),
              or(
                eq(vendor_imports.state, 'uploaded'),
                and(inArray(vendor_imports.state, ['done', 'failed']), eq(vendor_imports.dry_run, true)),
              ),
            ),
          )
          .returning();
        if (record) await tx.delete(vendor_import_errors).where(eq(vendor_import_errors.import_id, id));
        return record;
      });
      if (started) return answerOf(started);
      const current = await find(vendorId, id);
      if (!current) return null;
      return current.state === 'queued' || current.state === 'running' ? 'busy' : 'imported';
    },

    /** A page of the run's report, by row; null when the import is not this vendor's. */
    async errors(
      vendorId: number,
      id: number,
      page: number,
      perPage: number,
    ): Promise<{ items: ImportRowError[]; total: number } | null> {
      if (!(await find(vendorId, id))) return null;
      const where = eq(vendor_import_errors.import_id, id);
      const [items, [total]] = await Promise.all([
        db
          .select({
            row: vendor_import_errors.row,
            field: vendor_import_errors.field,
            message: vendor_import_errors.message,
          })
          .from(vendor_import_errors)
          .where(where)
          .orderBy(asc(vendor_import_errors.row), asc(vendor_import_errors.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: count() }).from(vendor_import_errors).where(where),
      ]);
      return { items, total: total?.total ?? 0 };
    },
  };
}

export type VendorImportsService = ReturnType<typeof createVendorImportsService>;
