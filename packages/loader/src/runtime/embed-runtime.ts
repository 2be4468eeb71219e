/**
 * The embed runtime: loads the container a remote builds for embeds (`embedEntryFile`, a plain
 * webpack container) and defines that remote's elements. Every container on the page is
 * initialised with the same share scope, so several widgets use one React, one session and one
 * cart. The containers carry the code that shares modules; the page only hands them the scope,
 * which is why no Module Federation runtime is needed here (decision 0005).
 */
import type { RemoteRef } from '../element-registry.ts';
import type { EmbedConfig } from '../embed-config.ts';
import { offerHostReact, type ShareScope } from './host-react-shares.ts';

/** What a remote's `./elements` module exports for embedding. */
interface ElementsModule {
  defineElements(config: EmbedConfig): void | Promise<void>;
}

/** The webpack container protocol: the global a remote's embed entry defines. */
interface Container {
  init(shareScope: ShareScope): void | Promise<void>;
  get(module: string): Promise<() => unknown>;
}

declare global {
  /** The page's share scope, on the page so that an embed.js pasted twice still hands out one. */
  var __SHOWROOM_SHARE_SCOPE__: ShareScope | undefined;
}

if (!globalThis.__SHOWROOM_SHARE_SCOPE__) {
  globalThis.__SHOWROOM_SHARE_SCOPE__ = {};
  // Before any container registers its own React: the page's React 19, when it offers one.
  offerHostReact(globalThis.__SHOWROOM_SHARE_SCOPE__);
}
const pageShareScope: ShareScope = globalThis.__SHOWROOM_SHARE_SCOPE__;

/** Adds a script; it fails on a load error or after `timeoutMs` (the spec's lazy-load time-out). */
function loadScript(url: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (error: Error) => {
      settle();
      script.remove();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`${url} timed out after ${timeoutMs} ms`)), timeoutMs);
    const settle = () => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
    };
    script.onload = () => {
      settle();
      resolve();
    };
    script.onerror = () => fail(new Error(`could not load ${url}`));
    script.async = true;
    script.src = url;
    document.head.appendChild(script);
  });
}

/** Loads `remote`'s embed container, `timeoutMs` allowed for its entry, and defines its elements. */
export async function loadElements(remote: RemoteRef, config: EmbedConfig, timeoutMs: number): Promise<void> {
  await loadScript(`${config.baseUrl}/${remote.entry}`, timeoutMs);
  const container = (globalThis as unknown as Record<string, Container | undefined>)[remote.name];
  if (!container) throw new Error(`${remote.entry} defined no container ${remote.name}`);
  // Evaluating the entry, registering its shares, evaluating the elements module (and React, zod,
  // the shared packages with it) and mounting the elements were one or two long tasks on a slow
  // phone (issue #11, decision 0007); a task apiece lets the page respond between them.
  await nextTask();
  await container.init(pageShareScope);
  await nextTask();
  const factory = await container.get('./elements');
  await nextTask();
  const elements = factory() as ElementsModule;
  await nextTask();
  await elements.defineElements(config);
}

/** Resolves in a new task, after anything the page has queued meanwhile. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
