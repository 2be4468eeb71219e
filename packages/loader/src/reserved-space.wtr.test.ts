/// <reference types="mocha" />
/**
 * The reserved-space style sheet in real Chromium's cascade: undefined elements hold their reserved
 * height with a skeleton, keep the height once defined, and the pro's CSS always wins.
 */
import { expect } from '@esm-bundle/chai';
import { ELEMENT_RESERVED_SIZES, ELEMENT_WIDE_VIEWPORT_PX } from '@showroom/contract/constants';
import { reserveElementSpace } from './reserved-space.ts';

function place(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

function reservedPx(tag: keyof typeof ELEMENT_RESERVED_SIZES): number {
  const size = ELEMENT_RESERVED_SIZES[tag];
  return window.innerWidth >= ELEMENT_WIDE_VIEWPORT_PX ? size.widePx : size.narrowPx;
}

describe('reserved space for embedded elements', () => {
  before(() => {
    reserveElementSpace();
  });

  it('holds an undefined element at its reserved height, with a skeleton drawn in it', () => {
    const catalog = place('<showroom-catalog category="tile-flooring"></showroom-catalog>');
    expect(catalog.getBoundingClientRect().height).to.equal(reservedPx('showroom-catalog'));
    expect(getComputedStyle(catalog).backgroundImage).to.contain('gradient');
  });

  it('keeps the height once the element is defined, and drops the skeleton', () => {
    const product = place('<showroom-product hash="b8c72d6f137214ef"></showroom-product>');
    customElements.define('showroom-product', class extends HTMLElement {});
    expect(product.getBoundingClientRect().height).to.equal(reservedPx('showroom-product'));
    expect(getComputedStyle(product).backgroundImage).to.equal('none');
  });

  it('lets the pro set a height with the element’s custom property', () => {
    const style = place('<style>:root { --showroom-entry-min-height: 64px; }</style>');
    const entry = place('<showroom-entry></showroom-entry>');
    expect(entry.getBoundingClientRect().height).to.equal(64);
    style.remove();
    expect(entry.getBoundingClientRect().height).to.equal(reservedPx('showroom-entry'));
  });

  it('lets any rule of the pro’s own win, even a bare type selector', () => {
    place('<style>showroom-brands { min-height: 10px; background: none; }</style>');
    const brands = place('<showroom-brands></showroom-brands>');
    expect(brands.getBoundingClientRect().height).to.equal(10);
    expect(getComputedStyle(brands).backgroundImage).to.equal('none');
  });
});
