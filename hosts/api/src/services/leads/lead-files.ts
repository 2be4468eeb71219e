import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileExtension } from '@showroom/contract/lead';

/** An upload read into memory (at most 3 × 5 MB) so nothing is written before the form is valid. */
export interface LeadFile {
  /** The multipart part's name in Laravel's form, `files.0`, for error messages. */
  field: string;
  fileName: string;
  bytes: Buffer;
}

/**
 * Where lead uploads go: `DATA_DIR/uploads`, outside the served `dist/` (issue #4). With no data
 * directory (tests, `DATA_DIR=:memory:`) a per-process temporary folder.
 */
export function uploadsDirFor(dataDir: string | undefined): string {
  if (!dataDir || dataDir === ':memory:') return join(tmpdir(), `showroom-uploads-${process.pid}`);
  return join(dataDir, 'uploads');
}

/**
 * Writes the files under `uploadsDir/sample-requests/YYYY-MM/` with random names (the visitor's
 * file name never reaches the file system) and returns their paths relative to `uploadsDir`.
 */
export async function storeLeadFiles(uploadsDir: string, files: LeadFile[], now: Date): Promise<string[]> {
  if (files.length === 0) return [];
  const month = now.toISOString().slice(0, 7);
  const relativeDir = join('sample-requests', month);
  await mkdir(join(uploadsDir, relativeDir), { recursive: true });
  return Promise.all(
    files.map(async (file) => {
      const relative = join(relativeDir, `${randomUUID()}.${fileExtension(file.fileName)}`);
      await writeFile(join(uploadsDir, relative), file.bytes, { flag: 'wx' });
      return relative;
    }),
  );
}
