/// <reference types="mocha" />
/**
 * `<showroom-cart>` and `<showroom-cart-button>` in real Chromium, loaded the way a pro's page loads
 * them: the BUILT embed.js (with `data-showroom`) and the federated cart remote behind it, lazy
 * chunks included. The API is the stub the unit tests use, plus the showroom lookup.
 */
import { expect } from '@esm-bundle/chai';
import { demoProfileBody, demoSearchBody } from '@showroom/contract/testing';
import { createCartApi } from './testing/cart-api-stub.ts';

const stub = createCartApi();
const realFetch = window.fetch.bind(window);
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (url.pathname === '/api/visualization/showrooms') return json(demoSearchBody(url.searchParams.get('s')));
  if (url.pathname === '/api/visualization/shop_profile') return json(demoProfileBody());
  return url.pathname.startsWith('/api/') ? stub.fetch(input, init) : realFetch(input, init);
};

async function until<T>(probe: () => T | null | undefined, timeoutMs = 15000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const shadowOf = (id: string) => {
  const root = document.getElementById(id)?.shadowRoot;
  if (!root) throw new Error('no open shadow root');
  return root;
};
const buttonIn = (id: string, name: string) =>
  [...(document.getElementById(id)?.shadowRoot?.querySelectorAll('button') ?? [])].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name,
  );

const heard: { from: string; count: number | undefined }[] = [];

describe('cart elements from embed.js', () => {
  before(async () => {
    localStorage.clear();
    localStorage.setItem('cart_id', 'visitor-cart-0000000001');
    const script = document.createElement('script');
    script.src = '/dist/showroom/embed.js';
    script.dataset.showroom = 'HOMEPRO1';
    document.head.append(script);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<nav><span id="before">Services</span> <showroom-cart-button id="button"></showroom-cart-button> <span id="after">Contact</span></nav><showroom-cart id="cart"></showroom-cart>',
    );
    document.getElementById('cart')?.addEventListener('showroom:cart-updated', (event) => {
      heard.push({ from: 'element', count: (event as CustomEvent<{ count?: number }>).detail.count });
    });
    document.addEventListener('showroom:cart-updated', (event) => {
      heard.push({ from: 'document', count: (event as CustomEvent<{ count?: number }>).detail.count });
    });
  });

  it('reserves the button its width before it upgrades, so the menu beside it does not move', async () => {
    const after = document.getElementById('after');
    if (!after) throw new Error('no menu');
    // embed.js adopts its reserved-space sheet first (decision 0078).
    await until(() => (document.adoptedStyleSheets.length > 0 ? true : null));
    const left = after.getBoundingClientRect().left;
    await until(() => buttonIn('button', 'Cart, 6 items'));
    expect(after.getBoundingClientRect().left).to.equal(left);
  });

  it('announces the count once the cart has loaded, for a host page counter after a reload', async () => {
    await until(() => buttonIn('button', 'Cart, 6 items'));
    // The load was no widget's doing, so it goes out from the document only.
    expect(heard).to.deep.equal([{ from: 'document', count: 6 }]);
  });

  it("shows the visitor's cart grouped by vendor inside the element's shadow root", async () => {
    const regions = await until(() => {
      const found = document.getElementById('cart')?.shadowRoot?.querySelectorAll('section section');
      return found?.length === 2 ? found : null;
    });
    expect([...regions].map((region) => region.querySelector('h2')?.textContent)).to.deep.equal([
      'Sold by Daltile Supply Co.',
      'Sold by Moen Direct',
    ]);
    expect(shadowOf('cart').querySelector('[data-testid="cart-total"]')?.textContent).to.equal('$502.50');
  });

  it('a quantity change announces the new count from the element, heard once by the page, and the button follows', async () => {
    heard.length = 0;
    buttonIn('cart', 'Increase quantity of Brushed Nickel Faucet')?.click();
    await until(() => heard.length >= 2);
    expect(heard).to.deep.equal([
      { from: 'element', count: 7 },
      { from: 'document', count: 7 },
    ]);
    await until(() => buttonIn('button', 'Cart, 7 items'));
    expect(stub.requests.at(-1)).to.deep.include({ route: 'POST projectCart/update_cart' });
  });

  it('the button opens the mini cart inside its own shadow root; Escape closes it and gives focus back', async () => {
    const toggle = await until(() => buttonIn('button', 'Cart, 7 items'));
    toggle.click();
    const panel = await until(() => shadowOf('button').querySelector('[role="dialog"]'));
    expect(document.querySelector('[role="dialog"]')).to.equal(null);
    await until(() => panel.querySelectorAll('li').length === 3);
    expect(panel.textContent).to.contain('View cart');
    // Signed out, Checkout leads to Login with /checkout as the redirect, on the platform shell.
    expect(panel.querySelector('a[href*="/showroom/login?redirect=%2Fcheckout"]')?.textContent).to.equal(
      'Checkout',
    );
    panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await until(() => !shadowOf('button').querySelector('[role="dialog"]'));
    expect(shadowOf('button').activeElement).to.equal(toggle);
  });

  it('a click outside closes the mini cart', async () => {
    (await until(() => buttonIn('button', 'Cart, 7 items'))).click();
    await until(() => shadowOf('button').querySelector('[role="dialog"]'));
    document.getElementById('before')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    document.getElementById('before')?.click();
    await until(() => !shadowOf('button').querySelector('[role="dialog"]'));
  });
});
