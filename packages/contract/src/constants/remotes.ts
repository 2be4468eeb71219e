import { SHELL_BASE_PATH } from './route-paths.ts';

/**
 * The micro-frontend remotes (docs/architecture.md §4), written once. Keyed by package folder (also
 * their folder under `/showroom/remotes/`): the Module Federation container name and the custom
 * elements each defines. The build, the shell, embed.js and the bench derive their lists from here.
 */
export const REMOTES = {
  'showroom-entry': { container: 'showroom_entry', elements: ['showroom-entry', 'showroom-lead-form'] },
  catalog: {
    container: 'showroom_catalog',
    elements: ['showroom-catalog', 'showroom-product', 'showroom-brands'],
  },
  cart: { container: 'showroom_cart', elements: ['showroom-cart', 'showroom-cart-button'] },
  checkout: { container: 'showroom_checkout', elements: ['showroom-checkout'] },
  account: {
    container: 'showroom_account',
    elements: ['showroom-account', 'showroom-login', 'showroom-register'],
  },
  visualizer: { container: 'showroom_visualizer', elements: ['showroom-visualizer'] },
  /** A homeowner's projects, their pages, the style survey and the checklist (decision 0104). */
  projects: { container: 'showroom_projects', elements: ['showroom-projects'] },
  /** AI design with its own accounts and credits (issue #26, decision 0111). */
  'design-ai': { container: 'showroom_design_ai', elements: ['showroom-design-ai'] },
  /** The pros' console (decision 0068): shell pages only, never embedded, so it has no elements. */
  'pro-console': { container: 'showroom_pro_console', elements: [] },
  /** The vendors' portal (decision 0068): shell pages only, like the pros' console. */
  'vendor-portal': { container: 'showroom_vendor_portal', elements: [] },
  /** The admins' console (decision 0095): shell pages only, like the pros'. */
  admin: { container: 'showroom_admin', elements: [] },
} as const;

export type RemoteKey = keyof typeof REMOTES;
/** A container name, `showroom_<remote>`. */
export type RemoteContainer = (typeof REMOTES)[RemoteKey]['container'];
/** The remotes that own shell routes; the showroom entry only provides blocks of other pages. */
export type RoutedRemote = Exclude<RemoteKey, 'showroom-entry'>;

export const REMOTE_KEYS = Object.keys(REMOTES) as RemoteKey[];

/** A remote's `remoteEntry.js`, relative to the shell's base (`remotes/catalog/remoteEntry.js`). */
export function remoteEntryFile(remote: RemoteKey): string {
  return `remotes/${remote}/remoteEntry.js`;
}

/**
 * The entry of a remote's container for embed.js (`remotes/catalog/embed/remoteEntry.js`): the same
 * widgets, built as a plain webpack container that needs no federation runtime on a pro's page.
 */
export function embedEntryFile(remote: RemoteKey): string {
  return `remotes/${remote}/embed/remoteEntry.js`;
}

/** An element's remote as embed.js loads it: the container's name and its embed entry file. */
export interface ElementContainer {
  readonly name: RemoteContainer;
  readonly entry: string;
}

/** Which remote defines which custom element (embed.js; its build writes this map in). */
export function elementContainers(): Readonly<Record<string, ElementContainer>> {
  return Object.fromEntries(
    Object.entries(REMOTES).flatMap(([dir, remote]) =>
      remote.elements.map((tag) => [
        tag,
        { name: remote.container, entry: embedEntryFile(dir as RemoteKey) },
      ]),
    ),
  );
}

/** Where a remote's entry is served, relative to the platform origin. */
export function remoteEntryPath(remote: RemoteKey): string {
  return `${SHELL_BASE_PATH}/${remoteEntryFile(remote)}`;
}
