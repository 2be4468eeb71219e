import { SHOWROOM_EVENTS, STORE_PATH_PARAM, STORE_TAG } from '@showroom/contract/constants';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StoreElement } from './store-element.ts';

/** The test window's address is set through happy-dom's handle, which the DOM library does not type. */
const happyDom = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

beforeAll(() => {
  if (!customElements.get(STORE_TAG)) customElements.define(STORE_TAG, StoreElement);
});

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', '/shop/');
});

function mountStore(address = '/shop/'): StoreElement {
  history.replaceState(null, '', address);
  const store = document.createElement(STORE_TAG) as StoreElement;
  document.body.append(store);
  return store;
}

/** What a widget's `navigate(path)` sends in an embed. */
function navigateFromWidget(path: string, from: EventTarget = document): boolean {
  const event = new CustomEvent(SHOWROOM_EVENTS.navigate, {
    detail: { path, url: `https://platform.test/showroom${path}` },
    bubbles: true,
    composed: true,
    cancelable: true,
  });
  return from.dispatchEvent(event);
}

describe('<showroom-store>', () => {
  it('opens on the route of the page address, the storefront without one', () => {
    expect(mountStore().firstElementChild?.localName).toBe('showroom-catalog');
    document.body.replaceChildren();
    const store = mountStore(`/shop/?${STORE_PATH_PARAM}=/product/ab12`);
    expect(store.firstElementChild?.localName).toBe('showroom-product');
    expect(store.firstElementChild?.getAttribute('hash')).toBe('ab12');
  });

  it('keeps a widget navigation on the page and puts the route in the address', () => {
    const store = mountStore('/shop/?lang=en');
    const card = store.firstElementChild as Element;
    expect(navigateFromWidget('/cart', card)).toBe(false);
    expect(location.pathname + location.search).toBe(`/shop/?lang=en&${STORE_PATH_PARAM}=/cart`);
    expect(store.firstElementChild?.localName).toBe('showroom-cart');
    expect(store.path).toBe('/cart');
  });

  it('takes navigations from widgets outside it too (a header cart button)', () => {
    const store = mountStore();
    const button = document.createElement('showroom-cart-button');
    document.body.prepend(button);
    expect(navigateFromWidget('/checkout', button)).toBe(false);
    expect(store.firstElementChild?.getAttribute('page')).toBe('/checkout');
  });

  it('changes only the attributes when the next route has the same element', () => {
    const store = mountStore(`/shop/?${STORE_PATH_PARAM}=/checkout`);
    const checkout = store.firstElementChild;
    navigateFromWidget('/checkout-payment?coupon=SAVE10');
    expect(store.firstElementChild).toBe(checkout);
    expect(checkout?.getAttribute('page')).toBe('/checkout-payment?coupon=SAVE10');
  });

  it('follows back and forward', () => {
    const store = mountStore();
    navigateFromWidget('/product/ab12');
    history.replaceState(null, '', `/shop/?${STORE_PATH_PARAM}=/our-brands`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(store.firstElementChild?.localName).toBe('showroom-brands');
  });

  it('leaves routes it does not show to the page and the platform', () => {
    mountStore();
    expect(navigateFromWidget('/about_us')).toBe(true);
    expect(location.search).toBe('');
  });

  it('gives widgets the real address of its routes, null for others', () => {
    const store = mountStore('/shop/');
    expect(store.hrefFor('/product/ab12')).toBe(`${location.origin}/shop/?${STORE_PATH_PARAM}=/product/ab12`);
    expect(store.hrefFor('/faq')).toBeNull();
  });

  it("records a screen's own route changes in place (the visualizer's design)", () => {
    const store = mountStore(`/shop/?${STORE_PATH_PARAM}=/visualize`);
    const visualizer = store.firstElementChild;
    const entries = history.length;
    store.replace('/visualize?plan=l-shape');
    expect(location.search).toBe(`?${STORE_PATH_PARAM}=/visualize%3Fplan%3Dl-shape`);
    expect(history.length).toBe(entries);
    expect(store.path).toBe('/visualize?plan=l-shape');
    expect(store.firstElementChild).toBe(visualizer);
    store.replace('/cart');
    expect(store.path).toBe('/visualize?plan=l-shape');
  });

  it('stops listening once removed', () => {
    const store = mountStore();
    store.remove();
    expect(navigateFromWidget('/cart')).toBe(true);
  });
});

describe('<showroom-store> in a srcdoc frame (the console preview, a site builder block)', () => {
  const pageUrl = location.href;
  afterEach(() => {
    vi.restoreAllMocks();
    happyDom.setURL(pageUrl);
  });

  /** A page at `about:srcdoc`, whose history, as a browser's, rewrites nothing but the fragment. */
  function mountInSrcdoc(): StoreElement {
    happyDom.setURL('about:srcdoc');
    for (const method of ['pushState', 'replaceState'] as const) {
      const browsers = history[method].bind(history);
      vi.spyOn(history, method).mockImplementation((state, unused, url) => {
        if (String(url).split('#')[0] !== location.href.split('#')[0])
          throw new DOMException(
            `A history state object with URL '${url}' cannot be created`,
            'SecurityError',
          );
        browsers(state, unused, url);
      });
    }
    const store = document.createElement(STORE_TAG) as StoreElement;
    document.body.append(store);
    return store;
  }

  it('shows the next screen and keeps its route in the fragment', () => {
    const store = mountInSrcdoc();
    expect(navigateFromWidget('/visualize', store.firstElementChild as Element)).toBe(false);
    expect(store.firstElementChild?.localName).toBe('showroom-visualizer');
    expect(location.href).toBe(`about:srcdoc#${STORE_PATH_PARAM}=/visualize`);
    store.replace('/visualize?plan=l-shape');
    expect(location.href).toBe(`about:srcdoc#${STORE_PATH_PARAM}=/visualize%3Fplan%3Dl-shape`);
  });

  it('follows back to the screen of the fragment', () => {
    const store = mountInSrcdoc();
    navigateFromWidget('/cart');
    history.pushState(null, '', 'about:srcdoc');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(store.firstElementChild?.localName).toBe('showroom-catalog');
  });

  it("gives its links no address of the frame's, so they take the platform's", () => {
    expect(mountInSrcdoc().hrefFor('/product/ab12')).toBeNull();
  });
});
