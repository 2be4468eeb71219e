import type { ShopProfile } from '@showroom/contract';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onShowroomEvent, SHOWROOM_EVENTS } from '../events/showroom-events.ts';
import { showroomSelection } from '../showroom/showroom-selection.ts';
import { configureNavigation, currentPath, navigate, routeHref, setNavigator } from './navigation.ts';

// Files share one module graph (isolate: false): the fresh copies imported here keep what their tests did to
// them (a fallback, a flag, a stub), so the next file starts from a new graph.
afterAll(() => vi.resetModules());

/** The test window's address is set through happy-dom's handle, which the DOM library does not type. */
const happyDom = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

const profile = {
  user_id: 42,
  vsd_id: 'AB12CD34',
  company_name: 'Acme',
  theme_color: null,
  business_logo: null,
  basic_addon: null,
  custom_addon: null,
  latest_subscription: null,
  website_url: null,
  phone: null,
  email: null,
  links: {},
  site_origins: [],
} satisfies ShopProfile;

describe('navigation', () => {
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

  beforeEach(() => {
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    configureNavigation({ shellUrl: `${location.origin}/showroom` });
    showroomSelection.clear();
  });

  describe('inside the shell', () => {
    it('hands the path to the registered router and nothing else', () => {
      const router = vi.fn();
      const events = vi.fn();
      const stopListening = onShowroomEvent(document, SHOWROOM_EVENTS.navigate, events);
      const unregister = setNavigator(router);

      navigate('/cart');

      expect(router).toHaveBeenCalledWith('/cart');
      expect(events).not.toHaveBeenCalled();
      expect(assign).not.toHaveBeenCalled();
      unregister();
      stopListening();
    });

    it('gives the current route relative to the shell base, with its query', () => {
      history.replaceState(null, '', '/showroom/cart?step=2');
      expect(currentPath()).toBe('/cart?step=2');
      history.replaceState(null, '', '/showroom');
      expect(currentPath()).toBe('/');
    });
  });

  describe('the real address of a route (routeHref)', () => {
    afterEach(() => history.replaceState(null, '', '/'));

    it('is the route under the shell base on a shell page, so a new tab opens the shell', () => {
      history.replaceState(null, '', '/showroom/visualize/contractor/all');
      expect(routeHref('/product/abc123')).toBe('/showroom/product/abc123');
      expect(routeHref('/category/luxury-flooring/product?page=2')).toBe(
        '/showroom/category/luxury-flooring/product?page=2',
      );
    });

    it('is the platform shell URL with the selected showroom on a page outside the shell', () => {
      showroomSelection.select({ profile }, { id: 42, company_name: 'Acme', vsd_id: 'AB12CD34' });
      configureNavigation({ shellUrl: 'https://platform.test/showroom/' });
      expect(routeHref('/product/abc123')).toBe(
        'https://platform.test/showroom/product/abc123?showroom=AB12CD34',
      );
    });
  });

  describe('embedded (no router registered)', () => {
    afterEach(() => history.replaceState(null, '', '/'));

    it('lets the host page handle a cancelable showroom:navigate event from the widget', () => {
      const widget = document.body.appendChild(document.createElement('div'));
      const seen: { target: EventTarget | null; detail: unknown }[] = [];
      const stop = onShowroomEvent(document, SHOWROOM_EVENTS.navigate, (event) => {
        seen.push({ target: event.target, detail: event.detail });
        event.preventDefault();
      });
      configureNavigation({ shellUrl: 'https://platform.test/showroom/' });

      navigate('/cart', { from: widget });

      expect(seen).toEqual([
        { target: widget, detail: { path: '/cart', url: 'https://platform.test/showroom/cart' } },
      ]);
      expect(assign).not.toHaveBeenCalled();
      stop();
      widget.remove();
    });

    it('opens the platform shell with the selected showroom when nobody handles the event', () => {
      showroomSelection.select({ profile }, { id: 42, company_name: 'Acme', vsd_id: 'AB12CD34' });
      configureNavigation({ shellUrl: 'https://platform.test/showroom' });

      navigate('/login?redirect=%2Fcart');

      expect(assign).toHaveBeenCalledWith(
        'https://platform.test/showroom/login?redirect=%2Fcart&showroom=AB12CD34',
      );
    });

    it('defaults the shell to <origin>/showroom', async () => {
      vi.resetModules();
      const fresh = await import('./navigation.ts');
      fresh.navigate('/cart');
      expect(assign).toHaveBeenCalledWith(`${location.origin}/showroom/cart`);
    });

    it('has no shell route to return to on a page outside the shell', () => {
      configureNavigation({ shellUrl: 'https://platform.test/showroom' });
      history.replaceState(null, '', '/showroom/cart');
      expect(currentPath()).toBe('/');
    });
  });

  describe('with a <showroom-store> (decision 0075)', () => {
    afterEach(() => {
      document.body.replaceChildren();
      history.replaceState(null, '', '/');
    });

    /** The shape embed.js's store element offers; the element itself is the loader's. */
    function fakeStore(path: string): void {
      const store = Object.assign(document.createElement('showroom-store'), {
        path,
        hrefFor: (route: string) =>
          route === '/faq' ? null : `${location.origin}/shop/?showroom-path=${route}`,
      });
      document.body.append(store);
    }

    it('links the store routes to the store on this page, others to the platform', () => {
      configureNavigation({ shellUrl: 'https://platform.test/showroom' });
      fakeStore('/cart');
      expect(routeHref('/product/ab12')).toBe(`${location.origin}/shop/?showroom-path=/product/ab12`);
      expect(routeHref('/faq')).toBe('https://platform.test/showroom/faq');
    });

    it('returns to the store route after signing in', () => {
      configureNavigation({ shellUrl: 'https://platform.test/showroom' });
      fakeStore('/checkout-payment?coupon=X');
      expect(currentPath()).toBe('/checkout-payment?coupon=X');
    });

    it("sends shoppers on the pro's other pages to the store page of data-store-url", () => {
      configureNavigation({ shellUrl: 'https://platform.test/showroom', storeUrl: '/shop/?lang=en' });
      expect(routeHref('/cart')).toBe(`${location.origin}/shop/?lang=en&showroom-path=/cart`);
      navigate('/product/ab12');
      expect(assign).toHaveBeenCalledWith(`${location.origin}/shop/?lang=en&showroom-path=/product/ab12`);
      navigate('/faq');
      expect(assign).toHaveBeenLastCalledWith('https://platform.test/showroom/faq');
    });

    it('finds the store page of a relative data-store-url from a srcdoc frame, by its base', () => {
      const pageUrl = location.href;
      happyDom.setURL('about:srcdoc');
      const base = Object.assign(document.createElement('base'), { href: 'https://pro.example/site/' });
      document.head.append(base);
      try {
        configureNavigation({ shellUrl: 'https://platform.test/showroom', storeUrl: 'shop/' });
        expect(routeHref('/cart')).toBe('https://pro.example/site/shop/?showroom-path=/cart');
      } finally {
        base.remove();
        happyDom.setURL(pageUrl);
      }
    });
  });
});
