import { afterEach, describe, expect, it, vi } from 'vitest';
import { showServedFirstPaint } from './served-first-paint.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const URL = 'https://platform.test/api/first_paint/storefront/HOMEPRO1';
const PAINT = {
  html: '<div data-served class="sr-root"><h1>Welcome to Evergreen</h1></div>',
  css: '.sr-root{display:block}',
};

function answering(response: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(response())),
  );
}

/** Lets the fetch, its JSON and the insert run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('showServedFirstPaint (decision 0129)', () => {
  it('adopts the served rules, then puts the served markup in the element’s shadow root', async () => {
    answering(() => Response.json(PAINT));
    const element = document.createElement('showroom-catalog');
    showServedFirstPaint(element, URL);
    await settle();
    expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('Welcome to Evergreen');
    const sheets = element.shadowRoot?.adoptedStyleSheets ?? [];
    expect(sheets).toHaveLength(1);
    expect([...(sheets[0]?.cssRules ?? [])].map((rule) => rule.cssText).join('')).toContain('.sr-root');
  });

  it('leaves the element alone when the platform refuses (an unknown showroom)', async () => {
    answering(() => Response.json({ message: 'Not found.' }, { status: 404 }));
    const element = document.createElement('showroom-catalog');
    showServedFirstPaint(element, URL);
    await settle();
    expect(element.shadowRoot).toBeNull();
  });

  it('leaves a widget that came first as it is', async () => {
    answering(() => Response.json(PAINT));
    const element = document.createElement('showroom-catalog');
    element.attachShadow({ mode: 'open' }).innerHTML = '<p>the widget</p>';
    showServedFirstPaint(element, URL);
    await settle();
    expect(element.shadowRoot?.innerHTML).toBe('<p>the widget</p>');
  });

  it('swallows a network failure: the widget shows its own version later', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const element = document.createElement('showroom-catalog');
    showServedFirstPaint(element, URL);
    await settle();
    expect(element.shadowRoot).toBeNull();
  });
});
