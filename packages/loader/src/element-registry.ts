import { embedEntryFile, REMOTES, type RemoteContainer, type RemoteKey } from '@showroom/contract/constants';

export interface RemoteRef {
  /** Module Federation container name. */
  name: RemoteContainer;
  /** Its container for embeds (`remotes/<remote>/embed/remoteEntry.js`), relative to the platform's base URL. */
  entry: string;
}

/**
 * Which remote defines which custom element, from the contract's remote map. The loader knows
 * only names and paths, never a remote's code, so `embed.js` stays a few kilobytes.
 */
export const ELEMENT_REMOTES: Readonly<Record<string, RemoteRef>> = Object.fromEntries(
  Object.entries(REMOTES).flatMap(([dir, remote]) =>
    remote.elements.map((tag) => [tag, { name: remote.container, entry: embedEntryFile(dir as RemoteKey) }]),
  ),
);
