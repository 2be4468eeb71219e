/// <reference types="mocha" />
/**
 * `<showroom-visualizer>` in real Chromium, loaded the way a pro's page loads it: the BUILT embed.js
 * (with `data-showroom`) and the federated visualizer remote behind it, lazy chunks included. WebGL is
 * refused, so the room shows as the 2D plan (the 3D scene has its own pixel checks). The API is the
 * stub the unit tests use, plus the showroom lookup.
 */
import { expect } from '@esm-bundle/chai';
import { demoProfileBody, demoSearchBody } from '@showroom/contract/testing';
import { createVisualizerApi } from './testing/visualizer-api-stub.ts';

const stub = createVisualizerApi();
const realFetch = window.fetch.bind(window);
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (url.pathname === '/api/visualization/showrooms') return json(demoSearchBody(url.searchParams.get('s')));
  if (url.pathname === '/api/visualization/shop_profile') return json(demoProfileBody());
  return url.pathname.startsWith('/api/') ? stub.fetch(input, init) : realFetch(input, init);
};
const getContext = HTMLCanvasElement.prototype.getContext;
HTMLCanvasElement.prototype.getContext = function (
  this: HTMLCanvasElement,
  kind: string,
  ...rest: unknown[]
) {
  return /webgl/.test(kind)
    ? null
    : (getContext as (...args: unknown[]) => unknown).call(this, kind, ...rest);
} as typeof getContext;

async function until<T>(probe: () => T | null | undefined, timeoutMs = 15000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const root = () => {
  const shadow = document.getElementById('room')?.shadowRoot;
  if (!shadow) throw new Error('no open shadow root');
  return shadow;
};
const listButton = (prefix: string) =>
  [...root().querySelectorAll<HTMLButtonElement>('.sr-slots__slot')].find((button) =>
    button.getAttribute('aria-label')?.startsWith(prefix),
  );

describe('<showroom-visualizer> from embed.js', () => {
  before(async () => {
    localStorage.clear();
    const script = document.createElement('script');
    script.src = '/dist/showroom/embed.js';
    script.dataset.showroom = 'HOMEPRO1';
    document.head.append(script);
    document.body.insertAdjacentHTML('beforeend', '<showroom-visualizer id="room"></showroom-visualizer>');
    await until(() => customElements.get('showroom-visualizer'));
  });

  it('shows the room from above with its slots in the open shadow root, styles inside it', async () => {
    const plan = await until(() =>
      document.getElementById('room')?.shadowRoot?.querySelector('svg[role="group"]'),
    );
    expect(plan.getAttribute('aria-label')).to.equal('The room seen from above');
    expect(plan.querySelector('[role="button"][aria-label="Floor: nothing chosen"]')).to.not.equal(null);
    expect(listButton('Floor:')?.getAttribute('aria-label')).to.equal('Floor: nothing chosen');
    // Adopted sheets, no <style>: a page's style-src without 'unsafe-inline' blocks nothing (decision 0078).
    expect(root().adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(root().querySelectorAll('style').length).to.equal(0);
  });

  it('a slot of the plan opens its picker; a product fills the slot and the bill, without touching the page’s address', async () => {
    const before = location.href;
    const floor = root().querySelector<SVGGElement>('svg [role="button"][aria-label^="Floor:"]');
    floor?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const product = await until(() => root().querySelector<HTMLButtonElement>('.sr-picker__product'));
    expect(stub.requests.find((request) => request.route === 'POST visualization/products')?.body).to.include(
      {
        showroom: 7,
      },
    );
    const name = product.querySelector('.sr-picker__name')?.textContent ?? '';
    product.click();
    await until(() => listButton(`Floor: ${name}`));
    const vendors = [...root().querySelectorAll('.sr-bill h3')].map((heading) => heading.textContent);
    expect(vendors).to.deep.equal(['Sold by Metro Tile Distributors']);
    expect(location.href).to.equal(before);
    // The design travels in a real link to the platform's visualizer instead.
    const link = root().querySelector<HTMLAnchorElement>('.sr-visualizer__design-link');
    expect(link?.href).to.match(
      /\/showroom\/visualize\?plan=[a-z0-9-]+&.*m=floor\.[0-9a-f]{16}.*showroom=HOMEPRO1$/,
    );
  });
});
