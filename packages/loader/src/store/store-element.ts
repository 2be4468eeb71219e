import {
  isShareablePageAddress,
  ROUTE_PATHS,
  SHOWROOM_EVENTS,
  type StoreScreen,
  storePageHref,
  storePathAt,
  storeScreenOf,
} from '@showroom/contract/constants';

/**
 * `<showroom-store>`: the whole store inside the pro's page, with no code of theirs (decision 0075).
 * It shows one widget element at a time (catalogue, product, cart, checkout, sign-in, account, the
 * visualizer) for the route in the page's `showroom-path` query parameter, and takes every
 * `showroom:navigate` to such a route from any widget on the page: the address follows with
 * `pushState`, so back, forward, reload and a copied link reopen the same screen on the pro's site.
 * Other routes (content pages, password links) still open on the platform. The elements it adds
 * are light-DOM children, so embed.js loads their remotes as it does for pasted ones.
 */
export class StoreElement extends HTMLElement {
  #path: string = ROUTE_PATHS.home;
  #screen: HTMLElement | null = null;

  /** The route shown now, e.g. `/product/ab12` (the post-sign-in redirect of widgets inside). */
  get path(): string {
    return this.#path;
  }

  /**
   * The real address of `path` on this page; null for a route the store does not show, and on a page
   * whose address opens nothing elsewhere (a `srcdoc` frame), whose links then take the platform's.
   */
  hrefFor(path: string): string | null {
    return storeScreenOf(path) && isShareablePageAddress(location.href)
      ? storePageHref(location.href, path)
      : null;
  }

  /** Shows `path` and records it in the page's history; false for a route the store does not show. */
  go(path: string): boolean {
    if (!storeScreenOf(path)) return false;
    if (path !== this.#path) history.pushState(history.state, '', storePageHref(location.href, path));
    this.#show(path);
    // The new screen starts at the store's top, wherever the visitor had scrolled.
    if (this.getBoundingClientRect().top < 0) this.scrollIntoView({ block: 'start' });
    return true;
  }

  /**
   * Records `path` as the current route without a new history entry or a new screen: the
   * visualizer keeps its design in the address this way as the shopper picks materials. Only
   * for the screen already shown (a visualizer elsewhere on the page does not move the store).
   */
  replace(path: string): void {
    const screen = storeScreenOf(path);
    if (!screen || screen.tag !== this.#screen?.localName || path === this.#path) return;
    history.replaceState(history.state, '', storePageHref(location.href, path));
    this.#path = path;
  }

  connectedCallback(): void {
    // Capture on window: before the host page's listeners and the checkout's own steps.
    window.addEventListener(SHOWROOM_EVENTS.navigate, this.#onNavigate, true);
    window.addEventListener('popstate', this.#onPopState);
    this.#show(storePathAt(location.href));
  }

  disconnectedCallback(): void {
    window.removeEventListener(SHOWROOM_EVENTS.navigate, this.#onNavigate, true);
    window.removeEventListener('popstate', this.#onPopState);
  }

  #onNavigate = (event: Event): void => {
    const path = (event as CustomEvent<{ path?: unknown }>).detail?.path;
    if (!event.cancelable || typeof path !== 'string' || !this.go(path)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  #onPopState = (): void => this.#show(storePathAt(location.href));

  #show(path: string): void {
    const screen = storeScreenOf(path);
    this.#path = screen ? path : ROUTE_PATHS.home;
    this.#render(screen ?? (storeScreenOf(ROUTE_PATHS.home) as StoreScreen));
  }

  /** Same element as before: only its attributes change, so its state (a checkout's card) stays. */
  #render(screen: StoreScreen): void {
    let element = this.#screen;
    if (!element || element.localName !== screen.tag) {
      element = document.createElement(screen.tag);
      this.replaceChildren(element);
      this.#screen = element;
    }
    for (const name of element.getAttributeNames()) {
      if (!(name in screen.attributes)) element.removeAttribute(name);
    }
    for (const [name, value] of Object.entries(screen.attributes)) {
      if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
  }
}
