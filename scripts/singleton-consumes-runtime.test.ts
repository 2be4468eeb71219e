import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { type Compiler, rspack } from '@rspack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singletonConsumesRuntime } from './singleton-consumes-runtime.ts';

type Shared = Record<string, { singleton: boolean; requiredVersion: string }>;

let folder = '';

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'singleton-consumes-'));
  await writeFile(
    path.join(folder, 'exposed.js'),
    "export const loadShare = () => import('shared-thing');\n",
  );
  await writeFile(path.join(folder, 'package.json'), '{"name":"fixture","version":"1.0.0"}');
  await writeFile(path.join(folder, 'shared-thing.js'), "export const from = 'fallback';\n");
});

afterAll(() => rm(folder, { recursive: true, force: true }));

/** The bundler's own consumes runtime for a container sharing `shared-thing` as `shared` says. */
async function bundlerConsumesRuntime(shared: Shared): Promise<string> {
  let runtime = '';
  const compiler = rspack({
    context: folder,
    mode: 'production',
    entry: {},
    output: { path: path.join(folder, 'dist') },
    resolve: { alias: { 'shared-thing': path.join(folder, 'shared-thing.js') } },
    plugins: [
      new rspack.container.ModuleFederationPluginV1({
        name: 'fixture',
        exposes: { './x': './exposed.js' },
        shared,
      }),
      {
        apply(c: Compiler) {
          c.hooks.compilation.tap('capture', (compilation) => {
            compilation.hooks.runtimeModule.tap('capture', (module) => {
              if (module.name === 'consumes_loading') runtime = module.source?.source.toString('utf-8') ?? '';
            });
          });
        },
      },
    ],
  });
  await new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
  return runtime;
}

interface Entry {
  get: () => Promise<() => unknown>;
  loaded?: 1 | undefined;
}

/** Runs the rewritten runtime against a share scope; resolves with what the consumed module exports. */
async function consume(runtime: string, versions: Record<string, Entry> | undefined): Promise<unknown> {
  const modules: Record<string, (module: { exports: unknown }) => void> = {};
  // A module the container does not hold here is its fallback's (its chunk is not loaded in this test).
  const require = Object.assign(
    (id: string) => {
      const module = { exports: { from: 'fallback' } as unknown };
      modules[id]?.(module);
      return module.exports;
    },
    {
      S: { default: versions ? { 'shared-thing': versions } : {} } as Record<string, Record<string, unknown>>,
      I: () => Promise.resolve(1),
      o: (object: object, key: string) => Object.hasOwn(object, key),
      m: modules,
      c: {},
      e: () => Promise.resolve(),
      f: {} as Record<string, (chunk: string, promises: Promise<unknown>[]) => void>,
      consumesLoadingData: undefined as unknown,
    },
  );
  runInNewContext(runtime, { __webpack_require__: require });
  const data = require.consumesLoadingData as { chunkMapping: Record<string, string[]> };
  const [chunk, ids] = Object.entries(data.chunkMapping)[0] ?? [];
  const promises: Promise<unknown>[] = [];
  require.f.consumes?.(chunk ?? '', promises);
  await Promise.all(promises);
  return require(ids?.[0] ?? '');
}

const offered = (from: string, loaded?: 1): Entry => ({
  get: () => Promise.resolve(() => ({ from })),
  loaded,
});

describe('singletonConsumesRuntime', () => {
  const singleton: Shared = { 'shared-thing': { singleton: true, requiredVersion: '^1.0.0' } };

  it('takes the version already loaded over a higher one, as the host page’s React is', async () => {
    const runtime = singletonConsumesRuntime(await bundlerConsumesRuntime(singleton));
    const exported = await consume(runtime, { '1.2.0': offered('host', 1), '1.10.0': offered('container') });
    expect(exported).toEqual({ from: 'host' });
  });

  it('takes the highest version when none is loaded yet', async () => {
    const runtime = singletonConsumesRuntime(await bundlerConsumesRuntime(singleton));
    const exported = await consume(runtime, { '1.9.0': offered('older'), '1.10.0': offered('newer') });
    expect(exported).toEqual({ from: 'newer' });
  });

  it('falls back to the container’s own copy when the scope has none', async () => {
    const runtime = singletonConsumesRuntime(await bundlerConsumesRuntime(singleton));
    expect(await consume(runtime, undefined)).toEqual({ from: 'fallback' });
  });

  it('is much smaller than the bundler’s runtime', async () => {
    const original = await bundlerConsumesRuntime(singleton);
    expect(singletonConsumesRuntime(original).length).toBeLessThan(original.length / 3);
  });

  it('refuses a share that is not a singleton, which it could not load', async () => {
    const runtime = await bundlerConsumesRuntime({
      'shared-thing': { singleton: false, requiredVersion: '^1.0.0' },
    });
    expect(() => singletonConsumesRuntime(runtime)).toThrow(/not singletons/);
  });
});
