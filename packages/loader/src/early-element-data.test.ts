import { type EarlyResponses, earlyResponseKey } from '@showroom/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startElementData, startFirstPaint } from './early-element-data.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const API = 'https://platform.test';
const search = Promise.resolve({ data: { data: [{ id: 27, vsd_id: 'HOMEPRO1' }] } });

function element(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.firstElementChild as Element;
}

/** A stubbed platform: the addresses asked of it. */
function stubPlatform(): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return Promise.resolve(new Response('{"data":{}}'));
  });
  return asked;
}

/** Starts each of `html`'s element data into one page map: the addresses asked and that map. */
async function start(html: string | string[], answer: Promise<unknown> | null = search) {
  const asked = stubPlatform();
  const responses: EarlyResponses<Response> = new Map();
  for (const one of [html].flat()) startElementData(element(one), answer, responses, API);
  await answer;
  await Promise.resolve();
  return { asked, responses };
}

describe('startElementData (decision 0128)', () => {
  it('asks a product at the prices of the tag’s showroom, unread, for core to take', async () => {
    localStorage.setItem('authToken', '7|signed-in-token');
    const { asked, responses } = await start('<showroom-product hash="ab12 cd"></showroom-product>');
    const url = `${API}/api/product/ab12%20cd?showroom=27`;
    expect(asked).toEqual([url]);
    // Kept for that user only: core takes it when it asks with the same token.
    const early = responses.get(earlyResponseKey('Bearer 7|signed-in-token', url));
    expect((await early?.response)?.bodyUsed).toBe(false);
  });

  it('asks the storefront’s categories for a catalogue without a category, once per address', async () => {
    const storefront = '<showroom-catalog></showroom-catalog>';
    const { asked } = await start([storefront, storefront]);
    expect(asked).toEqual([`${API}/api/menu_category_show_all/27`]);
  });

  it('asks nothing for a category’s list, other elements, or without a showroom', async () => {
    expect((await start('<showroom-catalog category="tile-flooring"></showroom-catalog>')).asked).toEqual([]);
    expect((await start('<showroom-cart></showroom-cart>')).asked).toEqual([]);
    expect((await start('<showroom-product hash="ab12"></showroom-product>', null)).asked).toEqual([]);
    const noMatch = Promise.resolve({ data: { data: [] } });
    expect((await start('<showroom-product hash="ab12"></showroom-product>', noMatch)).asked).toEqual([]);
  });
});

describe('startFirstPaint (decision 0129)', () => {
  it('asks a storefront’s band by the tag’s Showroom ID and a product’s picture by its hash alone', () => {
    const asked = stubPlatform();
    startFirstPaint(element('<showroom-catalog></showroom-catalog>'), 'HOMEPRO1', API);
    startFirstPaint(element('<showroom-product hash="ab12"></showroom-product>'), null, API);
    expect(asked).toEqual([
      `${API}/api/first_paint/storefront/HOMEPRO1`,
      `${API}/api/first_paint/product/ab12`,
    ]);
  });

  it('asks nothing for a storefront without a Showroom ID, a category’s list or another element', () => {
    const asked = stubPlatform();
    startFirstPaint(element('<showroom-catalog></showroom-catalog>'), null, API);
    startFirstPaint(
      element('<showroom-catalog category="tile-flooring"></showroom-catalog>'),
      'HOMEPRO1',
      API,
    );
    const cart = element('<showroom-cart></showroom-cart>');
    const box = vi.spyOn(cart, 'getBoundingClientRect');
    startFirstPaint(cart, 'HOMEPRO1', API);
    expect(asked).toEqual([]);
    // No layout for an element that has no first paint.
    expect(box).not.toHaveBeenCalled();
  });

  it('asks nothing for an element below the first screen', () => {
    const asked = stubPlatform();
    const product = element('<showroom-product hash="ab12"></showroom-product>');
    vi.spyOn(product, 'getBoundingClientRect').mockReturnValue({ top: innerHeight + 1 } as DOMRect);
    startFirstPaint(product, null, API);
    expect(asked).toEqual([]);
  });
});
