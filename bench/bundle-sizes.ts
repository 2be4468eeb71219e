import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { sharedChunksManifestPath } from '../scripts/shared-chunks-manifest.ts';

export function brotliKb(data: Buffer | string): number {
  const compressed = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  return compressed.byteLength / 1024;
}

export async function fileBrotliKb(file: string): Promise<number> {
  return brotliKb(await readFile(file));
}

/**
 * Chunks of shared singletons and third-party packages (React, zustand, contract, core, ui, commerce-ui): they are
 * loaded once per page, whichever remote comes first, so they are not a remote's "own code". That includes
 * the chunks those packages load when first used (core's failed-answer handling, ui's toast list, decision 0130).
 * The build lists them per folder (`scripts/shared-chunks-manifest.ts`): an embed container's chunks are
 * numbered, so only their content tells.
 */
async function sharedChunkFiles(dir: string): Promise<ReadonlySet<string>> {
  const listed = JSON.parse(await readFile(sharedChunksManifestPath(dir), 'utf8')) as string[];
  return new Set(listed);
}

/** A remote's own code: remoteEntry.js plus its chunks that are not shared packages'. */
export async function remoteOwnCodeKb(remoteDir: string): Promise<number> {
  const shared = await sharedChunkFiles(remoteDir);
  const files = (await readdir(remoteDir)).filter((file) => file.endsWith('.js') && !shared.has(file));
  const sizes = await Promise.all(files.map((file) => fileBrotliKb(path.join(remoteDir, file))));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** Every file of a stand-alone page's folder (its HTML, scripts and styles), as a visitor downloads them. */
export async function pageFolderBrotliKb(dir: string): Promise<number> {
  const files = (await readdir(dir)).filter((file) => /\.(html|js|css)$/.test(file));
  const sizes = await Promise.all(files.map((file) => fileBrotliKb(path.join(dir, file))));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * Strings only three.js and @react-three/fiber builds contain (their own error messages survive
 * minification): how the bench finds the 3D libraries in built chunks.
 */
export const THREE_SIGNATURES = ['THREE.WebGLRenderer', 'R3F: Hooks can only be used'];

async function scriptFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every built script under `distDir` holding three.js or its React renderer, relative to `distDir`. */
export async function filesWithThree(distDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const file of await scriptFiles(distDir)) {
    const text = await readFile(file, 'utf8');
    if (THREE_SIGNATURES.some((signature) => text.includes(signature)))
      found.push(path.relative(distDir, file));
  }
  return found;
}
