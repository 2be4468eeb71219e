import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { IN_MEMORY_DATA_DIR } from '../config.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const LISTENING = /listening on (http:\/\/\S+)/;

export interface ApiProcess {
  /** Where this process listens, e.g. `http://127.0.0.1:43121`. */
  url: string;
  stop(): Promise<void>;
  /** `kill -9`: the process dies mid-request, as in a crash; resolves once it has exited. */
  kill(): Promise<void>;
}

/**
 * Starts the API's real entry (src/main.ts) as a process of its own on a port the system picks, and
 * resolves once it prints where it listens. `env` adds to or overrides the environment: mail stays in
 * memory and nothing is written under the repository unless it says otherwise.
 */
export function startApiProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: IN_MEMORY_DATA_DIR,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const settle = (error: Error | null) => {
      clearTimeout(timer);
      child.off('exit', exited);
      // Streams stay flowing without listeners, so a chatty process never blocks on a full pipe.
      child.stdout?.off('data', collect);
      child.stderr?.off('data', collect);
      const url = LISTENING.exec(output)?.[1];
      if (error || !url) {
        child.kill('SIGKILL');
        reject(new Error(`API process ${error?.message ?? 'printed no address'}:\n${output}`));
      } else resolve({ url, stop: () => stop(child), kill: () => kill(child) });
    };
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (LISTENING.test(output)) settle(null);
    };
    const exited = (code: number | null) => settle(new Error(`exited with ${code}`));
    const timer = setTimeout(() => settle(new Error(`did not start within ${timeoutMs} ms`)), timeoutMs);
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', exited);
  });
}

function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** SIGTERM (the server closes its database), then SIGKILL if it has not exited within 5 s. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
