/**
 * `npm run build`: builds every remote, the loader and the shell into dist/showroom/ with the
 * rspack JS API (one MultiCompiler, so the 2 cores are shared), then writes a build stamp; and the
 * WordPress plugin's zip into dist/wordpress/.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Configuration, type MultiStats, rspack } from '@rspack/core';
import { BUILD_TARGETS, buildStamp, distDir, repoRoot } from './build-targets.ts';
import { precompress } from './precompress.ts';
import { buildWordPressPluginZip } from './wordpress-plugin-zip.ts';

export async function build(): Promise<void> {
  const started = Date.now();
  await rm(distDir, { recursive: true, force: true });
  const configs: Configuration[] = [];
  for (const target of BUILD_TARGETS) {
    const file = pathToFileURL(path.join(repoRoot, target, 'rspack.config.ts')).href;
    // A remote builds two containers (the shell's and embed.js's), so a config may be a list.
    configs.push(...[((await import(file)) as { default: Configuration | Configuration[] }).default].flat());
  }
  const stats = await new Promise<MultiStats>((resolve, reject) => {
    rspack(configs).run((error, result) => (error || !result ? reject(error) : resolve(result)));
  });
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const warning of info.warnings ?? []) console.warn(warning.message);
  if (stats.hasErrors()) {
    for (const error of info.errors ?? []) console.error(error.message);
    throw new Error('build failed');
  }
  await precompress(distDir);
  await writeFile(buildStamp, new Date().toISOString());
  await buildWordPressPluginZip();
  console.log(
    `Built ${BUILD_TARGETS.length} packages into dist/showroom and the WordPress plugin into dist/wordpress in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  build().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
