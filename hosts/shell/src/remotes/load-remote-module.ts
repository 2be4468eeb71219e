import { REMOTES, type RemoteKey, remoteEntryPath, UI_TIMING } from '@showroom/contract/constants';

/** The webpack container protocol: the global a remote's `remoteEntry.js` defines (decision 0121). */
interface Container {
  init(shareScope: unknown): void | Promise<void>;
  get(module: string): Promise<() => unknown>;
}

/** A version entry of the share scope, as webpack's sharing runtime registers them. */
interface ShareEntry {
  /** Set once a container took it; the runtime keeps a loaded entry over another of the same version. */
  loaded?: 1;
}

type ShareScope = Record<string, Record<string, ShareEntry>>;

let shellScope: Promise<ShareScope> | undefined;

/**
 * The shell's share scope, its own modules claimed before any container registers its copies: of
 * two entries of the same version the runtime keeps the loaded one, else the one whose build name
 * sorts last, so `showroom_vendor_portal`'s copy of a contract entry (with a second zod inside)
 * would replace the shell's. Claimed, the shell's instances are the ones every remote takes.
 */
function shellShareScope(): Promise<ShareScope> {
  shellScope ??= claimShellShares();
  return shellScope;
}

async function claimShellShares(): Promise<ShareScope> {
  await __webpack_init_sharing__('default');
  const scope = __webpack_share_scopes__.default as ShareScope;
  for (const versions of Object.values(scope)) for (const entry of Object.values(versions)) entry.loaded = 1;
  return scope;
}

/** Each remote's container, once its entry has loaded; a failed load is forgotten so Retry loads it again. */
const containers = new Map<RemoteKey, Promise<Container>>();

/**
 * One module a remote exposes (`./widgets`), through its webpack container: the entry's script,
 * then the shell's share scope handed to it, then the module. The shell loads containers itself
 * instead of through the bundler's remotes runtime, which would keep a failed remote failed for the
 * page's life; a failure here (a script error, the 120 s time-out, a chunk of the remote) is thrown
 * and the next call tries again.
 */
export async function loadRemoteModule<T>(remote: RemoteKey, module: string): Promise<T> {
  const container = await containerOf(remote);
  const factory = await container.get(module);
  return factory() as T;
}

function containerOf(remote: RemoteKey): Promise<Container> {
  let loading = containers.get(remote);
  if (!loading) {
    loading = startContainer(remote);
    loading.catch(() => containers.delete(remote));
    containers.set(remote, loading);
  }
  return loading;
}

async function startContainer(remote: RemoteKey): Promise<Container> {
  const { container: name } = REMOTES[remote];
  const global = globalThis as unknown as Record<string, Container | undefined>;
  if (!global[name]) await loadScript(remoteEntryPath(remote), UI_TIMING.lazyLoadTimeoutMs);
  const container = global[name];
  if (!container) throw new Error(`${remoteEntryPath(remote)} defined no container ${name}`);
  await container.init(await shellShareScope());
  return container;
}

/** Adds a script; it fails, and is removed, on a load error or after `timeoutMs`. */
function loadScript(url: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const settle = () => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
    };
    const fail = (error: Error) => {
      settle();
      script.remove();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`${url} timed out after ${timeoutMs} ms`)), timeoutMs);
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
