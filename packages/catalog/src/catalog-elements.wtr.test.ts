/// <reference types="mocha" />
/**
 * `<showroom-catalog>` in real Chromium, loaded the way a pro's page loads it: the BUILT embed.js
 * and the federated catalog remote behind it (with its lazily loaded screens). The API is the
 * same stub the unit tests use, so the run needs no server and no database.
 */
import { expect } from '@esm-bundle/chai';
import { createCatalogApi } from './testing/catalog-api-stub.ts';

const stub = createCatalogApi();
const realFetch = window.fetch.bind(window);
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
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
const prices = (id: string) => shadowOf(id).querySelectorAll('[data-testid="price"]');

describe('<showroom-catalog> from embed.js', () => {
  before(async () => {
    localStorage.clear();
    const script = document.createElement('script');
    script.src = '/dist/showroom/embed.js';
    document.head.append(script);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<showroom-catalog id="list" category="porcelain-tile"></showroom-catalog>',
    );
    await until(() => customElements.get('showroom-catalog'));
    await until(() => document.getElementById('list')?.shadowRoot && prices('list').length > 0);
  });

  it('lists the category in its open shadow root, styles inside it', () => {
    expect(prices('list').length).to.equal(10);
    expect(prices('list')[0]?.textContent).to.contain('per Box');
    // Adopted sheets, no <style>: a page's style-src without 'unsafe-inline' blocks nothing (decision 0078).
    expect(shadowOf('list').adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(shadowOf('list').querySelectorAll('style').length).to.equal(0);
    // The page gets only embed.js's reserved-space sheet (issue #11), never widget styles.
    expect(document.adoptedStyleSheets.length).to.equal(1);
    expect(document.head.querySelectorAll('style').length).to.equal(0);
    expect(stub.requests.at(-1)?.body).to.include({ category: 'porcelain-tile' });
  });

  it('filters by brand without touching the host page address', async () => {
    const before = location.href;
    const marazzi = [...shadowOf('list').querySelectorAll('label')].find((label) =>
      label.textContent?.includes('Marazzi'),
    );
    marazzi?.querySelector('input')?.click();
    await until(() => prices('list').length === 3);
    expect(location.href).to.equal(before);
  });

  it('without a category shows the storefront from the elements’ own chunk, asking for a showroom first', async () => {
    // The store's first screen needs no catalogue chunk after the elements' module (decision 0127).
    const catalogueChunks = () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/remotes\/catalog\/embed\/(?!remoteEntry)/.test(entry.name)).length;
    const before = catalogueChunks();
    document.body.insertAdjacentHTML('beforeend', '<showroom-catalog id="front"></showroom-catalog>');
    const heading = await until(() => document.getElementById('front')?.shadowRoot?.querySelector('h1'));
    expect(heading.textContent).to.equal('Choose a showroom first');
    expect(catalogueChunks()).to.equal(before);
  });
});
