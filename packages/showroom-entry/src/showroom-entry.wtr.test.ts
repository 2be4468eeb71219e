/// <reference types="mocha" />
/**
 * `<showroom-entry>` in real Chromium, loaded the way a pro's page loads it: the BUILT embed.js
 * from dist/showroom with data-showroom, and the federated remote behind it. The API is stubbed
 * at fetch level with contract-shaped answers.
 */
import { expect } from '@esm-bundle/chai';

const PROFILE = {
  user_id: 7,
  vsd_id: 'HOMEPRO1',
  company_name: 'Evergreen Home Remodeling',
  theme_color: '#0f766e',
  business_logo: null,
  basic_addon: null,
  custom_addon: { subscription_status: 'active' },
  latest_subscription: null,
  website_url: null,
  phone: null,
  email: null,
  links: {},
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const realFetch = window.fetch.bind(window);
const apiCalls: string[] = [];
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (!url.pathname.startsWith('/api/')) return realFetch(input, init);
  apiCalls.push(url.pathname + url.search);
  if (url.pathname === '/api/visualization/showrooms') {
    const found = url.searchParams.get('s')?.toUpperCase() === 'HOMEPRO1';
    const data = found ? [{ id: 7, company_name: PROFILE.company_name, vsd_id: 'HOMEPRO1' }] : [];
    return json({ success: true, message: '', data: { data } });
  }
  if (url.pathname === '/api/visualization/shop_profile') {
    return json({ success: true, message: '', data: { data: { profile: PROFILE, category: [] } } });
  }
  return json({ message: 'Record not found for processing.' }, 404);
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
    await until(() => root.querySelector('input'));
    expect(root.querySelectorAll('style').length).to.be.greaterThan(0);
    expect(document.head.querySelectorAll('style').length).to.equal(0);
  });

  it('searches the preselected ID and shows the company with Next enabled', async () => {
    const root = shadow(document.getElementById('widget')!);
    await until(() => root.textContent?.includes('Evergreen Home Remodeling'));
    const input = root.querySelector('input')!;
    expect(input.value).to.equal('HOMEPRO1');
    const next = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Next')!;
    expect(next.disabled).to.equal(false);
    expect(apiCalls.some((call) => call.includes('s=HOMEPRO1'))).to.equal(true);
  });

  it('Next stores the selection and emits a cancelable showroom:navigate', async () => {
    const element = document.getElementById('widget')!;
    const root = shadow(element);
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
    const next = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Next')!;
    next.click();
    const event = await navigated;
    expect(event.detail.path).to.equal('/visualize/contractor/all');
    expect(event.composed).to.equal(true);
    const stored = JSON.parse(localStorage.getItem('my_item') ?? 'null');
    expect(stored.vsd_id).to.equal('HOMEPRO1');
    expect(stored.showroom).to.equal(7);
  });
});
