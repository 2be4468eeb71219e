/// <reference types="mocha" />
/**
 * The `showroom:*` events a widget causes go out from its element (issue #22): signing in inside
 * `<showroom-login>` (the BUILT embed.js and account remote, in real Chromium) announces
 * `showroom:logged-in` and then `showroom:navigate`, and a listener on the element and one on the
 * document each hear every event exactly once. Core sends both after requests, without being told
 * the element.
 */
import { expect } from '@esm-bundle/chai';
import { createAuthApi, DEMO_HOMEOWNER, DEMO_PASSWORD } from './testing/auth-api-stub.ts';

const stub = createAuthApi();
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

const login = () => document.getElementById('login');
const field = (name: string) => login()?.shadowRoot?.querySelector<HTMLInputElement>(`input[name="${name}"]`);

/** Types like a user: React listens to native input events, so set the value natively first. */
function typeInto(name: string, text: string): void {
  const input = field(name);
  if (!input) throw new Error(`no field ${name}`);
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

const heard: string[] = [];
const EVENTS = ['showroom:logged-in', 'showroom:navigate', 'showroom:logged-out'];

describe('events from the element whose widget caused them', () => {
  before(async () => {
    localStorage.clear();
    const script = document.createElement('script');
    script.src = '/dist/showroom/embed.js';
    document.head.append(script);
    document.body.insertAdjacentHTML('beforeend', '<showroom-login id="login"></showroom-login>');
    for (const name of EVENTS) {
      login()?.addEventListener(name, () => heard.push(`element ${name}`));
      document.addEventListener(name, (event) => {
        heard.push(`document ${name}`);
        // The host page routes itself, so the test page stays.
        if (name === 'showroom:navigate') event.preventDefault();
      });
    }
    await until(() => field('email'));
  });

  it('signing in is heard on the element and on the document, once each', async () => {
    typeInto('email', DEMO_HOMEOWNER.email);
    typeInto('password', DEMO_PASSWORD);
    const signIn = [...(login()?.shadowRoot?.querySelectorAll('button') ?? [])].find(
      (button) => button.textContent?.trim() === 'Sign In',
    );
    signIn?.click();
    await until(() => heard.includes('document showroom:navigate'));
    expect(heard).to.deep.equal([
      'element showroom:logged-in',
      'document showroom:logged-in',
      'element showroom:navigate',
      'document showroom:navigate',
    ]);
  });
});
