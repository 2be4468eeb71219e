import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const API_SRC = fileURLToPath(new URL('../', import.meta.url));
const CONTRACT_SRC = fileURLToPath(new URL('../../../../packages/contract/src/', import.meta.url));
const CACHE_DIR = join(tmpdir(), 'showroom-api-test-snapshots');

/** Everything a seeded database is made from: migrations, seed, the modules' and providers' tables, the contract. */
const SOURCES = [join(API_SRC, 'db'), join(API_SRC, 'modules'), join(API_SRC, 'providers'), CONTRACT_SRC];

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

let sourceHash: Promise<string> | undefined;

/** A hash of the seed's sources, so a changed schema, migration or seed never reuses an old snapshot. */
function hashSources(): Promise<string> {
  sourceHash ??= (async () => {
    const hash = createHash('sha256');
    for (const directory of SOURCES) {
      for (const file of await filesUnder(directory)) {
        hash.update(relative(API_SRC, file)).update(await readFile(file));
      }
    }
    return hash.digest('hex').slice(0, 16);
  })();
  return sourceHash;
}

/** Names one seeded database: the seed's sources and its options (a PGlite snapshot, a PostgreSQL template). */
export async function seedKey(options: unknown): Promise<string> {
  return createHash('sha256')
    .update(await hashSources())
    .update(JSON.stringify(options))
    .digest('hex')
    .slice(0, 24);
}

export async function snapshotPath(options: unknown): Promise<string> {
  return join(CACHE_DIR, `${await seedKey(options)}.tar`);
}

export async function readSnapshot(path: string): Promise<Blob | null> {
  const exists = await stat(path).then(
    () => true,
    () => false,
  );
  return exists ? new Blob([await readFile(path)]) : null;
}

/**
 * Writes atomically (test workers, and two databases opened at once in one file, race to write the same
 * snapshot: each writes its own temporary file) and drops snapshots of older sources.
 */
export async function writeSnapshot(path: string, dump: Blob): Promise<void> {
  await mkdir(CACHE_DIR, { recursive: true });
  const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
  await rename(temporary, path);
  const dayAgo = Date.now() - 86_400_000;
  for (const name of await readdir(CACHE_DIR)) {
    const file = join(CACHE_DIR, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }));
    if (file !== path && mtimeMs < dayAgo) await rm(file, { force: true });
  }
}
