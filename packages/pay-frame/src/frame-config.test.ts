import { PAY_FRAME_CONFIG_META } from '@showroom/contract/payments';
import { afterEach, describe, expect, it } from 'vitest';
import { readFrameConfig, readFrameParams } from './frame-config.ts';

function pageWith(content: string | null) {
  document.head.replaceChildren();
  if (content !== null) {
    const meta = document.createElement('meta');
    meta.name = PAY_FRAME_CONFIG_META;
    meta.content = content;
    document.head.append(meta);
  }
  return document;
}
afterEach(() => document.head.replaceChildren());

describe('the frame picks its card fields', () => {
  it('uses Stripe Elements when the server wrote a Stripe configuration', () => {
    const config = {
      gateway: 'stripe',
      publishable_key: 'pk_test_1',
      stripe_js_url: 'https://js.stripe.com/v3/',
    };
    expect(readFrameConfig(pageWith(JSON.stringify(config)))).toEqual(config);
  });

  it.each([
    ['the sandbox configuration', JSON.stringify({ gateway: 'sandbox' })],
    ['no configuration', null],
    ['broken JSON', '{"gateway":'],
    ['a Stripe configuration without its key', JSON.stringify({ gateway: 'stripe' })],
  ])('uses the sandbox’s own fields for %s', (_label, content) => {
    expect(readFrameConfig(pageWith(content))).toEqual({ gateway: 'sandbox' });
  });
});

describe('the frame’s URL parameters', () => {
  const isColor = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

  it('keeps an exact origin and a colour', () => {
    expect(readFrameParams('?origin=https%3A%2F%2Fshop.example&theme=%230f766e', isColor)).toEqual({
      parentOrigin: 'https://shop.example',
      theme: '#0f766e',
    });
  });

  it.each([
    ['a URL with a path', 'https://shop.example/checkout'],
    ['a trailing slash', 'https://shop.example/'],
    ['a wildcard', '*'],
    ['not a URL', 'shop.example'],
    ['nothing', ''],
  ])('talks to nobody when the origin is %s', (_label, origin) => {
    expect(readFrameParams(`?origin=${encodeURIComponent(origin)}`, isColor).parentOrigin).toBeNull();
  });

  it('drops a theme that is not a colour', () => {
    expect(readFrameParams('?theme=red%3B%20background%3Aurl(x)', isColor).theme).toBeNull();
  });
});
