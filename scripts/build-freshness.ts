import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_INPUTS, buildStamp, repoRoot } from './build-targets.ts';

async function newestMtime(target: string): Promise<number> {
  const info = await stat(target).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const name = path.basename(target);
  if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return 0;
  const entries = await readdir(target);
  const times = await Promise.all(entries.map((entry) => newestMtime(path.join(target, entry))));
  return Math.max(0, ...times);
}

/** True when dist/showroom is missing or older than any front-end source. */
export async function buildIsStale(): Promise<boolean> {
  const built = await stat(buildStamp).catch(() => null);
  if (!built) return true;
  const times = await Promise.all(BUILD_INPUTS.map((input) => newestMtime(path.join(repoRoot, input))));
  return Math.max(...times) > built.mtimeMs;
}
