/// <reference types="mocha" />
/**
 * `<showroom-checkout>` in real Chromium, loaded the way a pro's page loads it: the BUILT embed.js
 * and the federated checkout remote behind it. The API is this remote's checkout stub.
 */
import { expect } from '@esm-bundle/chai';
import { SHOWROOM_EVENTS, STORAGE_KEYS } from '@showroom/contract';
import { createCheckoutApi } from './testing/checkout-api-stub.ts';

const api = createCheckoutApi();
const realFetch = window.fetch.bind(window);
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  return url.pathname.startsWith('/api/') ? api.fetch(input, init) : realFetch(input, init);
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

const element = () => document.getElementById('checkout');
const shadowText = () => element()?.shadowRoot?.textContent ?? '';
const buttonNamed = (name: string) =>
  [...(element()?.shadowRoot?.querySelectorAll('button') ?? [])].find(
    (button) => button.textContent?.trim() === name,
  );

describe('<showroom-checkout> from embed.js', () => {
  const navigations: string[] = [];

  before(async () => {
    localStorage.clear();
    sessionStorage.clear();
    // A visitor who chose the demo showroom, not signed in yet.
    localStorage.setItem(
      STORAGE_KEYS.myItem,
      JSON.stringify({
        showroom: 1,
        vsd_id: 'HOMEPRO1',
        company_name: 'Evergreen Home Remodeling',
        theme_color: '#1f6f43',
        custom_addon: 0,
        basic_addon: 1,
      }),
    );
    // The host page listens like a router would; it must never hear the element's own steps.
    document.addEventListener(SHOWROOM_EVENTS.navigate, (event) => {
      navigations.push((event as CustomEvent<{ path: string }>).detail.path);
      event.preventDefault();
    });
    const script = document.createElement('script');
    script.src = '/dist/showroom/embed.js';
    document.head.append(script);
    document.body.insertAdjacentHTML('beforeend', '<showroom-checkout id="checkout"></showroom-checkout>');
    await until(() => customElements.get('showroom-checkout'));
    await until(() => shadowText().includes('Sign in to check out'));
  });

  it('signed out, puts the platform sign-in in its place, and embed.js loads it', async () => {
    const login = element()?.querySelector('showroom-login');
    expect(login?.getAttribute('redirect')).to.equal('/checkout');
    expect(login?.getAttribute('slot')).to.equal('sign-in');
    expect(element()?.shadowRoot?.querySelector('slot[name="sign-in"]')).to.not.equal(null);
    await until(() => customElements.get('showroom-login'));
  });

  it('once signed in, shows the checkout and moves to payment inside the element', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, '5|signed-in-token-value-for-tests');
    // Another tab signing in looks like this to the page: the session follows storage events.
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: STORAGE_KEYS.authToken,
        newValue: '5|signed-in-token-value-for-tests',
      }),
    );
    await until(() => buttonNamed('Continue to payment'), 20000);
    expect(element()?.querySelector('showroom-login')).to.equal(null);
    expect(shadowText()).to.contain('Tax (8.625% CA)');
    const before = location.href;
    buttonNamed('Continue to payment')?.click();
    await until(() =>
      [...(element()?.shadowRoot?.querySelectorAll('button') ?? [])].find((b) =>
        b.textContent?.startsWith('Pay $'),
      ),
    );
    expect(location.href).to.equal(before);
    expect(navigations).to.deep.equal([]);
  });

  it('keeps its styles inside its shadow root', () => {
    // Adopted sheets, no <style>: a page's style-src without 'unsafe-inline' blocks nothing (decision 0078).
    expect(element()?.shadowRoot?.adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(element()?.shadowRoot?.querySelectorAll('style').length).to.equal(0);
    // The page gets only embed.js's reserved-space sheet (issue #11), never widget styles.
    expect(document.adoptedStyleSheets.length).to.equal(1);
    expect(document.head.querySelectorAll('style').length).to.equal(0);
  });
});
