/**
 * The API as `npm start` runs it, plus a way for the memory soak to ask for a garbage collection and
 * the process's memory over the IPC channel. Bench-only: the product has no such hook. Run with
 * `node --expose-gc --import tsx` and an IPC channel (see memory-soak.ts).
 */
import { buildApp, loadConfig, openDatabase, seedIfEmpty } from '@showroom/api';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await seedIfEmpty(database.db, { products: config.seedProducts, siteOrigins: [config.contractorSiteOrigin] });
const app = await buildApp({ db: database.db, changes: database, config });
await app.listen({ port: config.port, host: config.host });

/** Memory after full collections (twice: finalisers of the first free more in the second). */
function settledMemory(): NodeJS.MemoryUsage {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('start with --expose-gc');
  collect();
  collect();
  return process.memoryUsage();
}

/**
 * What Postgres itself holds in the connection that answers (with PGlite, in this process): its memory
 * contexts (caches, plans, prepared statements) in bytes. Issue #21 asked whether it grows.
 */
async function backendBytes(): Promise<number> {
  const result = await database.db.execute(
    'select sum(total_bytes)::text as bytes from pg_backend_memory_contexts',
  );
  const rows = Array.isArray(result) ? result : (result as { rows: { bytes: string }[] }).rows;
  return Number(rows[0]?.bytes ?? 0);
}

process.on('message', async (message) => {
  if (message === 'measure') {
    const postgresBytes = await backendBytes();
    process.send?.({ memory: settledMemory(), postgresBytes });
  }
});
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
process.send?.({ ready: true });
