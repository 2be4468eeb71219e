/**
 * The one build factory. Every package's own `rspack.config.ts` is a few lines calling
 * `defineRemote`, `defineHost` or `defineLoader`; everything they share lives here.
 *
 * Output goes to `<repo>/dist/showroom/`, the folder the API serves at `/showroom/`:
 *   shell → dist/showroom/, remotes → dist/showroom/remotes/<dir>/, loader → dist/showroom/embed.js.
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Compiler, type Configuration, type RuleSetRule, rspack } from '@rspack/core';
import { embedEntryFile, REMOTE_KEYS, REMOTES, type RemoteKey } from '@showroom/contract/constants';
import { SharedChunksManifestPlugin } from './scripts/shared-chunks-manifest.ts';
import { SingletonConsumesRuntimePlugin } from './scripts/singleton-consumes-runtime.ts';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
export const distRoot = path.join(repoRoot, 'dist', 'showroom');
const require = createRequire(import.meta.url);

/** The version of the package a module specifier belongs to (`react-dom/client` → react-dom's). */
function versionOf(specifier: string): string {
  const parts = specifier.split('/');
  const pkg = parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

/**
 * Singletons of docs/architecture.md §5: one React, one session store and one cart per page,
 * however many remotes are on it.
 */
function sharedSingletons(eager: readonly string[] = []) {
  // The contract (and the zod it is built on) is shared too, so it is loaded once per page. zod
  // itself is not: a shared module cannot be tree-shaken, and whole zod is three times larger.
  // A share key covers only that exact specifier: without `react-dom/client` (what every
  // remote's custom elements render with) each remote brought its own 54 KB copy of React DOM.
  const names = [
    'react',
    'react/jsx-runtime',
    'react-dom',
    'react-dom/client',
    'zustand',
    '@showroom/contract',
    '@showroom/contract/account',
    '@showroom/contract/admin',
    '@showroom/contract/cart',
    '@showroom/contract/catalog',
    '@showroom/contract/catalog-menu',
    '@showroom/contract/checkout',
    '@showroom/contract/design-ai',
    '@showroom/contract/lead',
    '@showroom/contract/live',
    '@showroom/contract/money',
    '@showroom/contract/orders',
    '@showroom/contract/payments',
    '@showroom/contract/pro',
    '@showroom/contract/projects',
    '@showroom/contract/settings',
    '@showroom/contract/sign-in',
    '@showroom/contract/vendor',
    '@showroom/contract/visualizer',
    '@showroom/core',
    '@showroom/core/account',
    '@showroom/core/cart',
    '@showroom/core/console-sign-in',
    '@showroom/core/design-ai',
    '@showroom/core/format',
    '@showroom/core/live',
    '@showroom/core/orders',
    '@showroom/core/project-chat',
    '@showroom/core/routing',
    '@showroom/core/upload',
    '@showroom/ui',
    '@showroom/ui/account',
    '@showroom/ui/console',
    '@showroom/ui/console-sign-in',
    '@showroom/ui/dropzone',
    '@showroom/ui/form',
    '@showroom/ui/live',
    '@showroom/ui/modal',
    '@showroom/ui/pagination',
    '@showroom/ui/page',
    '@showroom/commerce-ui',
    '@showroom/commerce-ui/address',
    '@showroom/commerce-ui/bank-account',
    '@showroom/commerce-ui/card-frame',
    '@showroom/commerce-ui/facet-filter',
    '@showroom/commerce-ui/order-faq',
    '@showroom/commerce-ui/orders',
    '@showroom/commerce-ui/pay-with',
    '@showroom/commerce-ui/photo-surfaces',
    '@showroom/commerce-ui/project-chat',
  ];
  return Object.fromEntries(
    names.map((name) => [
      name,
      { singleton: true, requiredVersion: `^${versionOf(name)}`, eager: eager.includes(name) },
    ]),
  );
}

const isProduction = process.env.NODE_ENV !== 'development';

function rules(): RuleSetRule[] {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
      type: 'javascript/auto',
    },
    // Widgets render their CSS as <style> text so it lands inside their shadow root.
    // Minified first: the source keeps its comments (they say why), the visitor should not pay for them.
    {
      test: /\.css$/,
      resourceQuery: /inline/,
      type: 'asset/source',
      use: [{ loader: 'builtin:lightningcss-loader', options: { minify: isProduction } }],
    },
    {
      test: /\.(svg|png|jpe?g|webp|woff2?)$/,
      type: 'asset',
      parser: { dataUrlCondition: { maxSize: 4096 } },
    },
  ];
}

function baseConfig(dir: string, outDir: string, publicPath: string): Configuration {
  return {
    context: dir,
    mode: isProduction ? 'production' : 'development',
    devtool: isProduction ? false : 'cheap-module-source-map',
    target: ['web', 'es2022'],
    output: {
      path: outDir,
      publicPath,
      // scripts/build.ts empties dist/showroom once; packages share that folder.
      clean: false,
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: { rules: rules() },
    // Named chunks say what they hold (react, core, a remote's widgets), which bench/ relies on.
    optimization: { minimize: isProduction, chunkIds: 'named' },
    performance: false,
    stats: 'errors-warnings',
  };
}

export interface RemoteOptions {
  /** The package folder (pass `import.meta.dirname`), a key of the contract's `REMOTES`. */
  dir: string;
  exposes: Record<string, string>;
}

/** The remote a package folder builds; its container name comes from the contract's map. */
function remoteOf(dir: string): RemoteKey {
  const folder = path.basename(dir);
  const remote = REMOTE_KEYS.find((key) => key === folder);
  if (!remote) throw new Error(`${folder} is not a remote listed in @showroom/contract/constants REMOTES`);
  return remote;
}

/**
 * A federated remote, built twice from the same sources (decision 0005):
 * - for the shell, `dist/showroom/remotes/<folder>/remoteEntry.js` plus its chunks: a plain webpack
 *   container exposing `./widgets` and `./elements`, which the shell loads itself
 *   (`hosts/shell/src/remotes/load-remote-module.ts`, decision 0121);
 * - for embed.js, `dist/showroom/remotes/<folder>/embed/remoteEntry.js` plus its chunks
 *   (`embedEntryFile`): a plain webpack container too, exposing `./elements` only.
 * Both speak webpack's init/get protocol in a few lines, without the 20 KB Module Federation runtime.
 * Both share the same singletons, so several widgets on a pro's page use one React, one session and
 * one cart; a page holds one kind of container only (the shell's or embed.js's).
 */
export function defineRemote({ dir, exposes }: RemoteOptions): Configuration[] {
  // A console (decision 0068) is a shell page only: no elements, so no container for embed.js.
  if (REMOTES[remoteOf(dir)].elements.length === 0) return [shellRemote(dir, exposes)];
  return [shellRemote(dir, exposes), embedRemote(dir, exposes)];
}

/**
 * A console's screens (decision 0068: a remote with no elements) each import the console's frame and its
 * API calls. The bundler's default 20 KB `minSize` left those in every screen's chunk (the pros'
 * console's calls and frame were in 12 chunks): here a module of the console's own used by two or more
 * chunks gets a chunk of its own, however small, loaded once (decision 0123).
 */
function consoleChunks(dir: string): NonNullable<Configuration['optimization']> {
  return {
    splitChunks: {
      chunks: 'async',
      cacheGroups: {
        common: {
          test: new RegExp(`^${escapeRegExp(path.join(dir, 'src') + path.sep)}`),
          minChunks: 2,
          minSize: 0,
          priority: 5,
          reuseExistingChunk: true,
        },
      },
    },
  };
}

function shellRemote(dir: string, exposes: Record<string, string>): Configuration {
  const folder = remoteOf(dir);
  const name = REMOTES[folder].container;
  const base = baseConfig(dir, path.join(distRoot, 'remotes', folder), 'auto');
  const isConsole = REMOTES[folder].elements.length === 0;
  return {
    ...base,
    name: `${folder} (shell)`,
    entry: {},
    output: { ...base.output, uniqueName: name },
    optimization: { ...base.optimization, ...(isConsole ? consoleChunks(dir) : {}) },
    plugins: [
      new rspack.container.ModuleFederationPluginV1({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons(),
      }),
      new SharedChunksManifestPlugin(base.output?.path ?? ''),
    ],
  };
}

/**
 * What a pro's page loads before a widget's first paint, in few files: one file compresses better
 * than several, and each costs a request. Only embed.js loads these chunks, so grouping the
 * fallbacks of shared modules cannot make the shell download a copy it already has.
 */
const EMBED_FIRST_PAINT_GROUPS = {
  // Named like the bundler's own vendor chunks, so bench/ counts it as shared, not a remote's code.
  react: {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    name: 'vendors-node_modules_react',
    priority: 20,
  },
  // The contract's base entry with zod, and zustand: fallbacks of shared modules that consume none of
  // the group's own (zustand consumes only React, apart above), so loading the chunk never waits for
  // itself, the deadlock of decision 0102's one first-paint chunk (decision 0120).
  contractBase: {
    test: new RegExp(
      `^(${[...relativeImportClosure(path.join(repoRoot, 'packages/contract/src/index.ts'))].map(escapeRegExp).join('|')})$|[\\\\/]node_modules[\\\\/](zod|zustand)[\\\\/]`,
    ),
    name: 'vendors-node_modules_zod-contract_src_index',
    priority: 10,
  },
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `file` and every file it imports by a relative path, itself and on (the contract's are all `.ts`). */
function relativeImportClosure(file: string, found = new Set<string>()): Set<string> {
  if (found.has(file)) return found;
  found.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g))
    if (specifier) relativeImportClosure(path.resolve(path.dirname(file), specifier), found);
  return found;
}

function embedRemote(dir: string, exposes: Record<string, string>): Configuration {
  const folder = remoteOf(dir);
  const name = REMOTES[folder].container;
  const elements = exposes['./elements'];
  if (!elements) throw new Error(`${folder} exposes no ./elements, which embed.js loads`);
  const outDir = path.join(distRoot, path.dirname(embedEntryFile(folder)));
  const base = baseConfig(dir, outDir, 'auto');
  return {
    ...base,
    name: `${folder} (embed)`,
    entry: {},
    // Its own chunk-loading global, so it can never take the shell container's chunks for its own.
    output: { ...base.output, uniqueName: `${name}_embed` },
    optimization: {
      ...base.optimization,
      // Numbers, not names: a container's entry writes every chunk id in its chunk map and sharing
      // tables, and a name like `webpack_sharing_consume_default_showroom_core_showroom_core` costs
      // every pro's page (-0.4 KB of the catalogue's remoteEntry.js); the groups below keep their names.
      chunkIds: 'deterministic',
      splitChunks: {
        chunks: 'async',
        cacheGroups: Object.fromEntries(
          Object.entries(EMBED_FIRST_PAINT_GROUPS).map(([key, group]) => [
            key,
            { ...group, chunks: 'async' as const, enforce: true },
          ]),
        ),
      },
    },
    plugins: [
      new rspack.container.ModuleFederationPluginV1({
        name,
        filename: path.basename(embedEntryFile(folder)),
        exposes: { './elements': elements },
        shared: sharedSingletons(),
      }),
      // Every pro's page loads this entry first: the share runtime only for singletons (decision 0127).
      new SingletonConsumesRuntimePlugin(),
      new SharedChunksManifestPlugin(outDir),
    ],
  };
}

export interface HostOptions {
  dir: string;
  name: string;
  /** Values of `<meta>` tags in index.html (spec §3 "Page metadata supplies"). */
  meta: Record<string, string>;
  title: string;
  /**
   * Stylesheets written beside index.html, each from its CSS files in order, for markup the API serves:
   * a route's intro in the shell's page (decision 0118), the storefront's band in a pro's (0129).
   */
  stylesheets?: { fileName: string; files: string[] }[];
}

/** Writes one stylesheet made of `files` (minified by the build's CSS minimizer) as `fileName`. */
function concatenatedCssPlugin({ fileName, files }: { fileName: string; files: string[] }) {
  const name = 'ConcatenatedCssPlugin';
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            const css = files.map((file) => readFileSync(file, 'utf8')).join('\n');
            compilation.emitAsset(fileName, new rspack.sources.RawSource(css));
            for (const file of files) compilation.fileDependencies.add(file);
          },
        );
      });
    },
  };
}

/**
 * What the shell renders its first page with. The shell provides them eagerly (in its main
 * chunk), so the home page's text waits for one script instead of three waves of shared chunks;
 * remotes still get these same instances from the share scope.
 */
const SHELL_STARTUP_SHARES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  '@showroom/contract',
  '@showroom/contract/settings',
  '@showroom/core',
  '@showroom/ui',
  '@showroom/ui/modal',
  '@showroom/ui/page',
];

/**
 * The shell: an HTML page at `/showroom/` that composes remotes lazily. It provides the shared
 * singletons and loads each remote's container itself when a route needs it (decision 0121): no
 * bundler `remotes`, whose runtime would keep a failed remote failed for the page's life.
 */
export function defineHost({ dir, name, meta, title, stylesheets = [] }: HostOptions): Configuration {
  const base = baseConfig(dir, distRoot, '/showroom/');
  return {
    ...base,
    entry: { main: './src/index.ts' },
    output: { ...base.output, uniqueName: name },
    optimization: {
      ...base.optimization,
      // '...' keeps the default JS minimizer; the CSS one minifies the served markup's stylesheets.
      minimizer: ['...', new rspack.LightningCssMinimizerRspackPlugin()],
    },
    plugins: [
      ...stylesheets.map(concatenatedCssPlugin),
      new rspack.container.ModuleFederationPluginV1({
        name,
        shared: sharedSingletons(SHELL_STARTUP_SHARES),
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(dir, 'src', 'index.html'),
        title,
        meta,
        minify: isProduction,
      }),
    ],
  };
}

export interface LoaderOptions {
  dir: string;
  /** Values the build writes into embed.js (`DefinePlugin`): what can be computed before a page runs it. */
  define?: Record<string, string>;
}

/**
 * `embed.js`, the script tag a pro pastes: it loads the remotes' embed containers itself (see
 * `defineRemote`), so it holds no federation runtime. It keeps a fixed name because pros' pages
 * reference it for years.
 */
export function defineLoader({ dir, define = {} }: LoaderOptions): Configuration {
  const base = baseConfig(dir, distRoot, 'auto');
  return {
    ...base,
    // What only some pages need, added by embed.js there (decision 0129): embed-frame.js inside a frame,
    // embed-problems.js where the pro's setup has a problem to tell.
    entry: {
      embed: './src/index.ts',
      'embed-frame': './src/frame/embed-frame.ts',
      'embed-problems': './src/problems/embed-problems.ts',
    },
    plugins: [new rspack.DefinePlugin(define)],
    // No bundler name and version in the file every pro's page loads (on by default for apps).
    experiments: { rspackFuture: { bundlerInfo: { force: false } } },
    output: {
      ...base.output,
      filename: '[name].js',
      chunkFilename: 'embed/[name].[contenthash:8].js',
      uniqueName: 'showroom_loader',
    },
  };
}

export interface PageOptions {
  dir: string;
  /** The folder under /showroom/ the page is served from (`pay-frame` → /showroom/pay-frame/). */
  folder: string;
}

/**
 * A small stand-alone page of the platform origin with its own bundle and no federation (the card
 * frame, decision 0048): nothing shared with the widgets, so nothing of a pro's
 * page or of the widgets' code runs beside the card fields.
 */
export function definePage({ dir, folder }: PageOptions): Configuration {
  const base = baseConfig(dir, path.join(distRoot, folder), `/showroom/${folder}/`);
  return {
    ...base,
    name: folder,
    entry: { [folder]: './src/index.ts' },
    output: { ...base.output, uniqueName: `showroom_${folder.replace(/\W/g, '_')}` },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(dir, 'src', 'index.html'),
        minify: isProduction,
      }),
    ],
  };
}
