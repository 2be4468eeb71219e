import { afterEach, describe, expect, it, vi } from 'vitest';
import { showServedFirstPaint } from './served-first-paint.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.replaceChildren();
});

const BAND_URL = 'https://platform.test/api/first_paint/storefront/HOMEPRO1';
const BAND = '<div data-served class="sr-root"><h1>Welcome to Evergreen</h1></div>';

function answering(response: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(response())),
  );
}

/** Lets the fetch, its text and the insert run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('showServedFirstPaint (decision 0129)', () => {
  it('puts the served markup in the element’s shadow root and preloads its stylesheet at once', async () => {
    answering(() => new Response(BAND, { headers: { 'content-type': 'text/html' } }));
    const element = document.createElement('showroom-catalog');
    showServedFirstPaint(element, BAND_URL);
    const preload = document.head.querySelector('link[rel=preload]');
    expect(preload?.getAttribute('href')).toBe(`${BAND_URL}/style.css`);
    expect(preload?.getAttribute('as')).toBe('style');
    await settle();
    expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('Welcome to Evergreen');
  });

  it('leaves the element alone when the platform refuses (an unknown showroom)', async () => {
    answering(() => new Response('{"message":"Not found."}', { status: 404 }));
    const element = document.createElement('showroom-catalog');
    showServedFirstPaint(element, BAND_URL);
    await settle();
    expect(element.shadowRoot).toBeNull();
  });

  it('leaves a widget that came first as it is', async () => {
    answering(() => new Response(BAND));
    const element = document.createElement('showroom-catalog');
    element.attachShadow({ mode: 'open' }).innerHTML = '<p>the widget</p>';
    showServedFirstPaint(element, BAND_URL);
    await settle();
    expect(element.shadowRoot?.innerHTML).toBe('<p>the widget</p>');
  });

  it('swallows a network failure: the widget shows its own band later', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const element = document.createElement('showroom-catalog');
    showServedFirstPaint(element, BAND_URL);
    await settle();
    expect(element.shadowRoot).toBeNull();
  });
});
