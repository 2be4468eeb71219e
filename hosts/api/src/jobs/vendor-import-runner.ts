import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  type CheckedRow,
  CsvProblem,
  cellsOf,
  checkRow,
  countWrites,
  csvRows,
  loadImportLookups,
  type RowError,
  writeRows,
} from '../modules/vendor-imports/index.ts';
import { vendor_import_errors, vendor_imports } from '../modules/vendor-imports/vendor-imports-schema.ts';
import { CHANGE_CHANNELS } from '../providers/change-notices/change-notices.ts';
import { addMs, type Clock, MINUTE_MS } from '../providers/clock/clock.ts';

/** Rows written in one transaction: big enough to be quick, small enough that a crash redoes little. */
export const IMPORT_BATCH_ROWS = 500;
/** How long a run owns its import without saving a batch before another process may take it over. */
export const IMPORT_LEASE_MS = MINUTE_MS;
/** How often each process looks for queued runs and runs whose process died. */
export const IMPORT_POLL_MS = 5_000;

export interface ImportRunnerDeps {
  db: Database;
  clock: Clock;
  /**
   * Called inside each batch's transaction once its rows are written, before the commit: the crash
   * tests throw here to die mid-import. Nothing else passes it.
   */
  afterBatchWritten?: (rowsDone: number) => Promise<void> | void;
}

interface Claim {
  id: number;
  vendorId: number;
  csv: string;
  mapping: (typeof vendor_imports.$inferSelect)['mapping'];
  dryRun: boolean;
  rowsDone: number;
  token: string;
}

/** The run lost its import to another process (its lease ran out): it stops, writing nothing more. */
class LeaseLost extends Error {}

/** Takes one queued run, or a running one whose lease ran out, under a new lease (skip locked: one taker). */
async function claim(db: Database, clock: Clock): Promise<Claim | null> {
  const now = clock.now();
  const token = randomUUID();
  const open = db
    .select({ id: vendor_imports.id })
    .from(vendor_imports)
    .where(
      or(
        eq(vendor_imports.state, 'queued'),
        and(
          eq(vendor_imports.state, 'running'),
          or(isNull(vendor_imports.lease_until), lt(vendor_imports.lease_until, now)),
        ),
      ),
    )
    .orderBy(vendor_imports.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(vendor_imports)
    .set({ state: 'running', lease_token: token, lease_until: addMs(now, IMPORT_LEASE_MS) })
    .where(inArray(vendor_imports.id, open))
    .returning();
  return row
    ? {
        id: row.id,
        vendorId: row.vendor_id,
        csv: row.csv,
        mapping: row.mapping,
        dryRun: row.dry_run,
        rowsDone: row.rows_done,
        token,
      }
    : null;
}

const mine = (run: Claim) => and(eq(vendor_imports.id, run.id), eq(vendor_imports.lease_token, run.token));

/**
 * One batch in one transaction: good rows written (or, in a dry run, counted), bad rows reported,
 * progress and lease saved. Catalogue notices are held back (migration's quiet setting) and sent
 * once when the run ends.
 */
async function saveBatch(
  deps: ImportRunnerDeps,
  run: Claim,
  good: CheckedRow[],
  errors: RowError[],
  rows: number,
  failedRows: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('showroom.quiet_catalog', 'on', true)`);
    const counts = run.dryRun
      ? await countWrites(tx, run.vendorId, good)
      : await writeRows(tx, run.vendorId, good);
    if (errors.length > 0) {
      await tx.insert(vendor_import_errors).values(errors.map((error) => ({ import_id: run.id, ...error })));
    }
    const [saved] = await tx
      .update(vendor_imports)
      .set({
        rows_done: sql`${vendor_imports.rows_done} + ${rows}`,
        created_count: sql`${vendor_imports.created_count} + ${counts.created}`,
        updated_count: sql`${vendor_imports.updated_count} + ${counts.updated}`,
        failed_count: sql`${vendor_imports.failed_count} + ${failedRows}`,
        lease_until: addMs(deps.clock.now(), IMPORT_LEASE_MS),
      })
      .where(mine(run))
      .returning({ rowsDone: vendor_imports.rows_done });
    if (!saved) throw new LeaseLost();
    await deps.afterBatchWritten?.(saved.rowsDone);
  });
}

async function finish(deps: ImportRunnerDeps, run: Claim, problem: CsvProblem | null): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (problem) {
      await tx
        .insert(vendor_import_errors)
        .values({ import_id: run.id, row: 0, field: 'file', message: problem.message });
    }
    await tx
      .update(vendor_imports)
      .set({
        state: problem ? 'failed' : 'done',
        lease_token: null,
        lease_until: null,
        finished_at: deps.clock.now(),
      })
      .where(mine(run));
    // The catalogue's caches, in every process, drop once for the whole import.
    if (!run.dryRun) await tx.execute(sql`select pg_notify(${CHANGE_CHANNELS.catalog}, 'products')`);
  });
}

/** Runs a claimed import from where it stood to its end, batch by batch. */
async function runImport(deps: ImportRunnerDeps, run: Claim): Promise<void> {
  const lookups = await loadImportLookups(deps.db, run.vendorId);
  let good: CheckedRow[] = [];
  let errors: RowError[] = [];
  let rows = 0;
  let failedRows = 0;
  const flush = async () => {
    await saveBatch(deps, run, good, errors, rows, failedRows);
    good = [];
    errors = [];
    rows = 0;
    failedRows = 0;
  };
  try {
    for await (const { line, cells } of csvRows(run.csv, run.rowsDone)) {
      const checked = checkRow(line, cellsOf(run.mapping, cells), lookups);
      if ('row' in checked) good.push(checked.row);
      else {
        errors.push(...checked.errors);
        failedRows += 1;
      }
      rows += 1;
      if (rows === IMPORT_BATCH_ROWS) await flush();
    }
    if (rows > 0) await flush();
  } catch (error) {
    if (error instanceof CsvProblem) {
      await finish(deps, run, error);
      return;
    }
    throw error;
  }
  await finish(deps, run, null);
}

/**
 * Runs every import waiting for a runner, one after another, until none is left; returns how many
 * it ran. Safe on several processes at once: each run is claimed under a lease, each batch saved
 * only while the lease is this run's.
 */
export async function runVendorImports(deps: ImportRunnerDeps): Promise<number> {
  let ran = 0;
  for (let run = await claim(deps.db, deps.clock); run; run = await claim(deps.db, deps.clock)) {
    try {
      await runImport(deps, run);
    } catch (error) {
      // Another process took the run over: it carries on from the last saved batch.
      if (!(error instanceof LeaseLost)) throw error;
    }
    ran += 1;
  }
  return ran;
}

type Log = { info(object: object, message: string): void; error(object: object, message: string): void };

/** The process's runner of imports: `kick` when a run was queued here, `poll` on the server. */
export interface VendorImportRunner {
  /** Looks for work now (one pass at a time; a kick during a pass makes one more). */
  kick(): void;
  /** Also looks every IMPORT_POLL_MS, for runs queued elsewhere and runs whose process died. */
  poll(): void;
  useLogger(log: Log): void;
  /** Stops polling and waits for the pass under way. */
  stop(): Promise<void>;
}

export function createVendorImportRunner(deps: ImportRunnerDeps): VendorImportRunner {
  let log: Log = { info: () => {}, error: (object, message) => console.error(message, object) };
  let busy: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const kick = (): void => {
    if (busy) {
      again = true;
      return;
    }
    busy = runVendorImports(deps)
      .then(
        (ran) => {
          if (ran > 0) log.info({ ran }, 'vendor imports run');
        },
        (error: unknown) => log.error({ err: error }, 'vendor import run failed'),
      )
      .finally(() => {
        busy = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };
  return {
    kick,
    poll() {
      kick();
      timer ??= setInterval(kick, IMPORT_POLL_MS);
      timer.unref();
    },
    useLogger(next) {
      log = next;
    },
    async stop() {
      clearInterval(timer);
      again = false;
      while (busy) await busy;
    },
  };
}
