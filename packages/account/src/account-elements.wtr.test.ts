/// <reference types="mocha" />
/**
 * `<showroom-register>` in real Chromium, loaded the way a pro's page loads it: the BUILT embed.js
 * and the federated account remote behind it (including its lazily loaded screen and country
 * list). No API call is needed to walk step 1 → 2; any call would get the catalogue's 404.
 */
import { expect } from '@esm-bundle/chai';
import { MESSAGES } from '@showroom/contract';

const realFetch = window.fetch.bind(window);
const apiCalls: string[] = [];
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (!url.pathname.startsWith('/api/')) return realFetch(input, init);
  apiCalls.push(url.pathname);
  return new Response(JSON.stringify({ message: MESSAGES.notFoundFallback }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });
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

function shadow(): ShadowRoot {
  const root = document.getElementById('register')?.shadowRoot;
  if (!root) throw new Error('no open shadow root');
  return root;
}

const input = (name: string) => shadow().querySelector<HTMLInputElement>(`[name="${name}"]`);
const buttonNamed = (name: string) =>
  [...shadow().querySelectorAll('button')].find((button) => button.textContent?.trim() === name);
const currentStep = () => shadow().querySelector('[aria-current="step"]')?.textContent ?? '';
const errorOf = (name: string) => {
  const ids = input(name)?.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => shadow().getElementById(id)?.textContent ?? '').join(' ');
};

/** Types like a user: React listens to native input events, so set the value natively first. */
function typeInto(name: string, text: string): void {
  const field = input(name);
  if (!field) throw new Error(`no field ${name}`);
  field.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

describe('<showroom-register> from embed.js', () => {
  before(async () => {
    localStorage.clear();
    const script = document.createElement('script');
    script.src = '/dist/showroom/embed.js';
    document.head.append(script);
    document.body.insertAdjacentHTML('beforeend', '<showroom-register id="register"></showroom-register>');
    await until(() => customElements.get('showroom-register'));
    await until(() =>
      document.getElementById('register')?.shadowRoot?.querySelector('input[name="full_name"]'),
    );
  });

  it('renders step 1 of 3 in its open shadow root, styles inside it', () => {
    expect(currentStep()).to.contain('Account');
    // Adopted sheets, no <style>: a page's style-src without 'unsafe-inline' blocks nothing (decision 0078).
    expect(shadow().adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(shadow().querySelectorAll('style').length).to.equal(0);
    // The page gets only embed.js's reserved-space sheet (issue #11), never widget styles.
    expect(document.adoptedStyleSheets.length).to.equal(1);
    expect(document.head.querySelectorAll('style').length).to.equal(0);
    expect(input('card_number')).to.equal(null);
  });

  it('loads the full calling-code list, keeping +1', async () => {
    const select = shadow().querySelector<HTMLSelectElement>('select[name="country_code"]');
    await until(() => (select && select.options.length > 200 ? select : null));
    expect(select?.value).to.equal('+1');
  });

  it('Next checks only step 1: messages under the fields, focus on the first invalid', async () => {
    typeInto('password', 'short');
    buttonNamed('Next')?.click();
    await until(() => input('full_name')?.getAttribute('aria-invalid') === 'true');
    expect(errorOf('full_name')).to.contain('The full name field is required.');
    expect(errorOf('password')).to.contain('The password field must be at least 8 characters.');
    expect(shadow().activeElement).to.equal(input('full_name'));
    expect(currentStep()).to.contain('Account');
    expect(apiCalls).to.deep.equal([]);
  });

  it('goes on to step 2 once step 1 is right, and keeps step 1 on Back', async () => {
    typeInto('full_name', 'Nora Newman');
    typeInto('email', 'nora@example.com');
    typeInto('password', 'long enough pass');
    typeInto('phone_number', '415 555 0199');
    typeInto('zip_code', '94110');
    shadow().querySelector<HTMLInputElement>('input[name="agree"]')?.click();
    buttonNamed('Next')?.click();
    await until(() => input('shipping_street'));
    expect(currentStep()).to.contain('Shipping');
    expect(input('full_name')).to.equal(null);

    buttonNamed('Next')?.click();
    await until(() => input('shipping_street')?.getAttribute('aria-invalid') === 'true');
    expect(errorOf('shipping_street')).to.contain('The shipping street field is required.');
    expect(input('shipping_apartment')?.getAttribute('aria-invalid')).to.equal(null);

    buttonNamed('Back')?.click();
    await until(() => input('full_name'));
    expect(input('full_name')?.value).to.equal('Nora Newman');
    expect(apiCalls).to.deep.equal([]);
  });
});

describe('the height embed.js reserves for an account element', () => {
  it('holds while the sign-in form loads and after it arrives', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<showroom-login id="reserved" style="--showroom-login-min-height: 1500px"></showroom-login>',
    );
    const element = () => document.getElementById('reserved');
    const loading = await until(() => element()?.shadowRoot?.querySelector('[data-reserved-size="login"]'));
    expect(loading.getBoundingClientRect().height).to.be.at.least(1500);
    await until(() => element()?.shadowRoot?.querySelector('input[name="email"]'));
    expect(element()?.getBoundingClientRect().height).to.be.at.least(1500);
  });
});
