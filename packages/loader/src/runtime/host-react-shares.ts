import { HOST_REACT_GLOBAL, type HostReactOffer } from '@showroom/contract/constants';

/** A version entry of a webpack share scope, as the containers' own runtime registers them. */
interface ShareEntry {
  get: () => Promise<() => unknown>;
  from: string;
  eager: boolean;
  /** Set once a container took it; a singleton that is loaded wins over later, higher versions. */
  loaded?: 1;
}

export type ShareScope = Record<string, Record<string, ShareEntry> | undefined>;

/**
 * Puts the page's own React 19 (offered through `globalThis[HOST_REACT_GLOBAL]`, decision 0077)
 * into `scope`, before any container is initialised. Registered first and marked loaded, each
 * module is the singleton every container then takes (the containers' runtime keeps a loaded
 * version over a higher one), so the page never downloads the widgets' React. Returns whether it did.
 */
export function offerHostReact(scope: ShareScope): boolean {
  const offer = (globalThis as Record<string, unknown>)[HOST_REACT_GLOBAL] as HostReactOffer | undefined;
  if (!offer || !/^19\./.test(offer.version)) return false;
  for (const [key, module] of Object.entries(offer.modules)) {
    const versions = scope[key] ?? {};
    versions[offer.version] = {
      get: () => Promise.resolve(() => module),
      from: 'host-page',
      eager: true,
      loaded: 1,
    };
    scope[key] = versions;
  }
  return true;
}
