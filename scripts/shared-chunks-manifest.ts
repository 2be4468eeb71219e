import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Compiler, StatsModule } from '@rspack/core';
import { distDir, repoRoot } from './build-targets.ts';

/**
 * Where the build writes which chunks of one output folder hold only shared packages' code, for
 * bench/'s "own code" rows. Outside dist/showroom, so it is never served. An embed container's chunks
 * are numbered (decision 0124), so their names cannot tell shared from own code; this list can.
 */
export function sharedChunksManifestPath(outDir: string): string {
  const folder = path.relative(distDir, outDir).split(path.sep).join('__') || 'showroom';
  return path.join(repoRoot, 'dist', 'chunk-manifests', `${folder}.json`);
}

/**
 * Code of the shared singletons and third-party packages (React, zod, zustand; the contract, core, ui
 * and the selling kit): loaded once per page, whichever remote's copy comes first.
 */
const SHARED_MODULE = /node_modules|(^|\/)(\.\.|packages)\/(contract|core|ui|commerce-ui)\/src\//;
/** The federation's plumbing for a share, which goes with whichever code asks for it. */
const SHARE_PLUMBING = /^(consume|provide) shared module/;

/** A chunk holds only shared code when every module of it (share plumbing aside) is shared. */
export function holdsOnlySharedCode(moduleNames: readonly string[]): boolean {
  const names = moduleNames.filter((name) => !SHARE_PLUMBING.test(name));
  return names.length > 0 && names.every((name) => SHARED_MODULE.test(name.replaceAll('\\', '/')));
}

const moduleNames = (modules: readonly StatsModule[]) =>
  modules.map((module) => module.name ?? module.identifier ?? '');

/** Writes, after each build of a container, the files of its chunks that hold only shared code. */
export class SharedChunksManifestPlugin {
  constructor(private readonly outDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tapPromise('SharedChunksManifestPlugin', async (stats) => {
      // `dependentModules`: a concatenated module's parts are listed too, each with its name.
      const { chunks = [] } = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        dependentModules: true,
        cachedModules: true,
      });
      const shared = chunks
        .filter((chunk) => holdsOnlySharedCode(moduleNames(chunk.modules ?? [])))
        .flatMap((chunk) => chunk.files ?? [])
        .filter((file) => file.endsWith('.js'))
        .sort();
      const file = sharedChunksManifestPath(this.outDir);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `${JSON.stringify(shared, null, 2)}\n`);
    });
  }
}
