/**
 * The room scene alone on a page (issue #13): builds packages/visualizer/src/scene/testing/
 * scene-harness.tsx with rspack into a temp folder and serves it on a free port, for the bench's frame
 * budgets and the pixel journey when the screen is not there to drive. `tsx scripts/visualizer-harness.ts
 * [port]` serves it until stopped, to look at the scene by hand.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { repoRoot } from './build-targets.ts';

const ENTRY = path.join(repoRoot, 'packages/visualizer/src/scene/testing/scene-harness.tsx');
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Room scene harness</title>
<style>html,body{margin:0;height:100%;overflow:hidden}</style></head>
<body><div id="harness"></div><script src="harness.js"></script></body></html>`;

export interface SceneHarness {
  /** The page's address. */
  url: string;
  close: () => Promise<void>;
}

async function bundle(outDir: string): Promise<void> {
  const compiler = rspack({
    mode: 'production',
    context: repoRoot,
    target: ['web', 'es2022'],
    entry: { harness: ENTRY },
    output: { path: outDir, filename: '[name].js', chunkFilename: '[name].js', publicPath: '/' },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
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
      ],
    },
    optimization: { chunkIds: 'named' },
    performance: false,
  });
  const stats = await new Promise<Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** Builds the harness and serves it (port 0: any free port). */
export async function startSceneHarness(port = 0): Promise<SceneHarness> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'scene-harness-'));
  await bundle(outDir);
  await writeFile(path.join(outDir, 'index.html'), PAGE);
  const server = createServer((request, response) => {
    const name = path.basename(new URL(request.url ?? '/', 'http://harness').pathname) || 'index.html';
    readFile(path.join(outDir, name)).then(
      (body) => {
        const type = name.endsWith('.html') ? 'text/html' : 'text/javascript';
        response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  const bound = await listen(server, port);
  return {
    url: `http://127.0.0.1:${bound}/`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const harness = await startSceneHarness(Number(process.argv[2] ?? 0));
  console.log(`Room scene harness at ${harness.url}`);
}
