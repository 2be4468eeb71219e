/// <reference types="mocha" />
/**
 * `<showroom-entry>` in real Chromium, loaded the way a pro's page loads it: the BUILT embed.js
 * from dist/showroom with data-showroom, and the federated remote behind it. The API is stubbed
 * at fetch level with contract-shaped answers.
 */
import { expect } from '@esm-bundle/chai';
import { MESSAGES } from '@showroom/contract';
import { demoProfileBody, demoSearchBody } from '@showroom/contract/testing';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const realFetch = window.fetch.bind(window);
const apiCalls: string[] = [];
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (!url.pathname.startsWith('/api/')) return realFetch(input, init);
  apiCalls.push(url.pathname + url.search);
  if (url.pathname === '/api/visualization/showrooms') return json(demoSearchBody(url.searchParams.get('s')));
  if (url.pathname === '/api/visualization/shop_profile') return json(demoProfileBody());
  return json({ message: MESSAGES.notFoundFallback }, 404);
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

function buttonNamed(root: ShadowRoot, name: string): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].find((button) => button.textContent?.trim() === name);
}

/** Types like a user: React listens to native input events, so set the value natively first. */
function typeInto(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

function shadow(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error('no open shadow root');
  return element.shadowRoot;
}

describe('<showroom-entry> from embed.js', () => {
  before(async () => {
    localStorage.clear();
    const script = document.createElement('script');
    script.src = '/dist/showroom/embed.js';
    script.dataset.showroom = 'HOMEPRO1';
    document.head.append(script);
    document.body.insertAdjacentHTML('beforeend', '<showroom-entry id="widget"></showroom-entry>');
    await until(() => customElements.get('showroom-entry'));
  });

  it('renders in an open shadow root with its styles inside it', async () => {
    const root = shadow(document.getElementById('widget')!);
    await until(() => root.querySelector('button'));
    // Adopted sheets, no <style>: a page's style-src without 'unsafe-inline' blocks nothing (decision 0078).
    expect(root.adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(root.querySelectorAll('style').length).to.equal(0);
    // The page gets only embed.js's reserved-space sheet (issue #11), never widget styles.
    expect(document.adoptedStyleSheets.length).to.equal(1);
    expect(document.head.querySelectorAll('style').length).to.equal(0);
  });

  it('preselects data-showroom: shows the company, themed from its shop profile', async () => {
    const root = shadow(document.getElementById('widget')!);
    await until(() => root.textContent?.includes('Evergreen Home Remodeling'));
    const continueButton = await until(() => buttonNamed(root, 'Continue Shopping'));
    expect(getComputedStyle(continueButton).backgroundColor).to.equal('rgb(15, 118, 110)');
    expect(JSON.parse(localStorage.getItem('my_item') ?? 'null').vsd_id).to.equal('HOMEPRO1');
  });

  it('New Showroom searches at 8 characters and Next emits a cancelable showroom:navigate', async () => {
    const root = shadow(document.getElementById('widget')!);
    buttonNamed(root, 'New Showroom')!.click();
    const input = await until(() => root.querySelector('input'));
    typeInto(input, 'homepro');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(buttonNamed(root, 'Next')!.disabled).to.equal(true);
    typeInto(input, 'homepro1');
    const next = await until(() => {
      const button = buttonNamed(root, 'Next');
      return button && !button.disabled ? button : null;
    });
    expect(input.value).to.equal('HOMEPRO1');
    expect(
      apiCalls.filter((call) => call.includes('showrooms?s=')).every((call) => call.endsWith('s=HOMEPRO1')),
    ).to.equal(true);

    const navigated = new Promise<CustomEvent<{ path: string }>>((resolve) =>
      document.addEventListener(
        'showroom:navigate',
        (event) => {
          event.preventDefault();
          resolve(event as CustomEvent<{ path: string }>);
        },
        { once: true },
      ),
    );
    next.click();
    const event = await navigated;
    expect(event.detail.path).to.equal('/visualize/contractor/all');
    expect(event.composed).to.equal(true);
    expect(location.pathname).to.not.contain('/visualize');
  });
});
