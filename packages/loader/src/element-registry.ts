/**
 * Which remote defines which custom element. The loader knows only names and paths,
 * never a remote's code, so `embed.js` stays a few kilobytes.
 */
export const ELEMENT_REMOTES: Readonly<Record<string, RemoteRef>> = {
  'showroom-entry': { name: 'showroom_entry', dir: 'showroom-entry' },
  'showroom-lead-form': { name: 'showroom_entry', dir: 'showroom-entry' },
  'showroom-catalog': { name: 'showroom_catalog', dir: 'catalog' },
  'showroom-product': { name: 'showroom_catalog', dir: 'catalog' },
  'showroom-brands': { name: 'showroom_catalog', dir: 'catalog' },
  'showroom-cart': { name: 'showroom_cart', dir: 'cart' },
  'showroom-cart-button': { name: 'showroom_cart', dir: 'cart' },
  'showroom-checkout': { name: 'showroom_checkout', dir: 'checkout' },
  'showroom-account': { name: 'showroom_account', dir: 'account' },
  'showroom-login': { name: 'showroom_account', dir: 'account' },
  'showroom-register': { name: 'showroom_account', dir: 'account' },
  'showroom-visualizer': { name: 'showroom_visualizer', dir: 'visualizer' },
};

export interface RemoteRef {
  /** Module Federation container name. */
  name: string;
  /** Folder under `/showroom/remotes/`. */
  dir: string;
}
