import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../scripts/build-targets.ts';
import { junkRequest } from './junk-requests.ts';

export interface SoakResult {
  /** Resident set size growth after full collections, in MB. */
  rssGrowthMb: number;
  heapGrowthMb: number;
  /** Growth of memory outside the JS heap (PGlite's WebAssembly heap is counted here), in MB. */
  externalGrowthMb: number;
  /** Growth of Postgres' own memory contexts (with PGlite, inside this process), in MB. */
  postgresGrowthMb: number;
  requests: number;
  /** Answers by status class, e.g. { '2xx': 10, '4xx': 9990 }. */
  statuses: Record<string, number>;
}

type Report = { ready?: true; memory?: NodeJS.MemoryUsage; postgresBytes?: number };

const MB = 1024 * 1024;

function startServer(dataDir: string, port: number): { child: ChildProcess; next: () => Promise<Report> } {
  const child = fork(path.join(repoRoot, 'bench/memory-soak-server.ts'), {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting: { resolve: (report: Report) => void; reject: (error: Error) => void }[] = [];
  child.on('message', (message) => waiting.shift()?.resolve(message as Report));
  child.on('exit', (code) => {
    for (const waiter of waiting.splice(0))
      waiter.reject(new Error(`memory soak server exited with ${code}`));
  });
  return { child, next: () => new Promise((resolve, reject) => waiting.push({ resolve, reject })) };
}

/** Sends `count` junk requests, `concurrency` at a time; counts answers by status class. */
async function send(
  baseUrl: string,
  from: number,
  count: number,
  categories: string[],
  statuses: Record<string, number>,
) {
  const concurrency = 16;
  let next = from;
  const worker = async () => {
    while (next < from + count) {
      const { path: urlPath, init } = junkRequest(next++, categories);
      const response = await fetch(`${baseUrl}${urlPath}`, init).catch(() => null);
      const key = response ? `${String(response.status)[0]}xx` : 'failed';
      statuses[key] = (statuses[key] ?? 0) + 1;
      await response?.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * Issue #10's memory budget: start the API on `dataDir` (seeded on first use), warm it up, then send
 * `requests` junk requests and compare its memory after full collections before and after.
 */
export async function memorySoak(dataDir: string, port: number, requests = 10_000): Promise<SoakResult> {
  const server = startServer(dataDir, port);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await server.next();
    type Menu = { data: { data: { category: { slug: string } }[] } };
    const menu = (await (await fetch(`${baseUrl}/api/menu_category_show_all/0`)).json()) as Menu;
    const categories = menu.data.data.map((entry) => entry.category.slug);
    const statuses: Record<string, number> = {};
    // Warm-up: every code path loaded and compiled once before the baseline.
    await send(baseUrl, requests, 400, categories, {});
    server.child.send('measure');
    const before = await server.next();
    await send(baseUrl, 0, requests, categories, statuses);
    server.child.send('measure');
    const after = await server.next();
    const grown = (key: 'rss' | 'heapUsed' | 'external') => (after.memory![key] - before.memory![key]) / MB;
    return {
      rssGrowthMb: grown('rss'),
      heapGrowthMb: grown('heapUsed'),
      externalGrowthMb: grown('external'),
      postgresGrowthMb: (after.postgresBytes! - before.postgresBytes!) / MB,
      requests,
      statuses,
    };
  } finally {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
}
