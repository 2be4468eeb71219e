/**
 * The WordPress plugin's zip, the file a pro uploads (Plugins → Add New → Upload Plugin):
 * hosts/wordpress-plugin/plugin/ as `showroom/` in dist/wordpress/showroom.zip. fflate writes it, so
 * the build needs no `zip` program (decision 0081).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Zippable, zipSync } from 'fflate';
import { repoRoot } from './build-targets.ts';

export const wordpressPluginDir = path.join(repoRoot, 'hosts', 'wordpress-plugin', 'plugin');
export const wordpressPluginZip = path.join(repoRoot, 'dist', 'wordpress', 'showroom.zip');
/** The plugin's folder in the zip, and so under wp-content/plugins/. */
export const WORDPRESS_PLUGIN_SLUG = 'showroom';

/** Every file under `dir`, as paths relative to it with `/`, sorted (the same zip for the same files). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export async function buildWordPressPluginZip(): Promise<string> {
  const files: Zippable = {};
  for (const file of await filesUnder(wordpressPluginDir)) {
    // A fixed date: a rebuild of the same sources makes the same bytes.
    files[`${WORDPRESS_PLUGIN_SLUG}/${file}`] = [
      await readFile(path.join(wordpressPluginDir, file)),
      { mtime: new Date('2026-01-01T00:00:00Z') },
    ];
  }
  await mkdir(path.dirname(wordpressPluginZip), { recursive: true });
  await writeFile(wordpressPluginZip, zipSync(files, { level: 9 }));
  return wordpressPluginZip;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`Built ${path.relative(repoRoot, await buildWordPressPluginZip())}`);
}
