import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** An upload as received: streamed to a temporary file, never held in memory whole. */
export interface LeadFile {
  /** The multipart part's name in Laravel's form, `files.0`, for error messages. */
  field: string;
  fileName: string;
  /** The temporary file under `incomingDirOf(uploadsDir)`; removed once the request is answered. */
  path: string;
}

/**
 * Where lead uploads go: `DATA_DIR/uploads`, outside the served `dist/` (issue #4). With no data
 * directory (tests, `DATA_DIR=:memory:`) a per-process temporary folder.
 */
export function uploadsDirFor(dataDir: string | undefined): string {
  if (!dataDir || dataDir === ':memory:') return join(tmpdir(), `showroom-uploads-${process.pid}`);
  return join(dataDir, 'uploads');
}

/** Uploads being received or checked; nothing here outlives its request. */
export function incomingDirOf(uploadsDir: string): string {
  return join(uploadsDir, 'incoming');
}

/** A new random path (no ending) in `incomingDirOf(uploadsDir)`, the folder created if needed. */
export async function newIncomingPath(uploadsDir: string): Promise<string> {
  const dir = incomingDirOf(uploadsDir);
  await mkdir(dir, { recursive: true });
  return join(dir, randomUUID());
}

/**
 * A new random path (no ending; the stored format adds it) under `sample-requests/YYYY-MM/`, relative
 * to `uploadsDir`: the visitor's file name never reaches the file system.
 */
export async function newStoredPath(uploadsDir: string, now: Date): Promise<string> {
  const relativeDir = join('sample-requests', now.toISOString().slice(0, 7));
  await mkdir(join(uploadsDir, relativeDir), { recursive: true });
  return join(relativeDir, randomUUID());
}

/** Removes files, ignoring ones already gone. */
export async function removeFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}
