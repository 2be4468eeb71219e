import { type ElementContainer, elementContainers } from '@showroom/contract/constants';

/** A remote as the loader knows it: a container name and its embed entry, never its code. */
export type RemoteRef = ElementContainer;

/** The map as the build wrote it into embed.js (`packages/loader/rspack.config.ts`). */
declare const __ELEMENT_REMOTES__: Readonly<Record<string, RemoteRef>> | undefined;

/**
 * Which remote defines which custom element, from the contract's remote map: written in at build
 * time, smaller than the map and the code that reads it (decision 0120); made here where the source
 * runs as it is (tests). The loader knows only names and paths, so `embed.js` stays a few kilobytes.
 */
export const ELEMENT_REMOTES: Readonly<Record<string, RemoteRef>> =
  typeof __ELEMENT_REMOTES__ === 'object' ? __ELEMENT_REMOTES__ : elementContainers();
