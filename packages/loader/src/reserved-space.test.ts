import { ELEMENT_RESERVED_SIZES, ELEMENT_WIDE_VIEWPORT_PX, REMOTES } from '@showroom/contract/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { RESERVED_SPACE_STYLE_ID, reservedSpaceCss, reserveElementSpace } from './reserved-space.ts';

const ALL_TAGS = Object.values(REMOTES).flatMap((remote) => remote.elements);

/** The rules outside and inside the wide media query, split on the query. */
function parts(css: string): { narrow: string; wide: string } {
  const [narrow = '', rest = ''] = css.split(`@media (min-width:${ELEMENT_WIDE_VIEWPORT_PX}px){`);
  return { narrow, wide: rest.slice(0, rest.indexOf('}\n')) };
}

describe('reservedSpaceCss', () => {
  it('reserves a display and an overridable height for every element embed.js serves', () => {
    const { narrow } = parts(reservedSpaceCss());
    for (const tag of ALL_TAGS) {
      const size = ELEMENT_RESERVED_SIZES[tag];
      const width =
        size.minWidthPx === undefined ? '' : `;min-width:var(--${tag}-min-width,${size.minWidthPx}px)`;
      expect(narrow).toContain(
        `:where(${tag}){display:${size.display};min-height:var(--${tag}-min-height,${size.narrowPx}px)${width}}`,
      );
    }
  });

  it('gives wide viewports their own height, under the same custom property', () => {
    const { wide } = parts(reservedSpaceCss());
    expect(wide).toContain(`:where(showroom-entry){min-height:var(--showroom-entry-min-height,176px)}`);
    expect(wide).toContain(`:where(showroom-catalog){min-height:var(--showroom-catalog-min-height,1300px)}`);
    // The lead form is as tall at both widths: one rule, outside the query.
    expect(wide).not.toContain('showroom-lead-form');
  });

  it('keeps the cart button as wide as it will be, so the menu beside it does not move', () => {
    expect(parts(reservedSpaceCss()).narrow).toContain(
      ':where(showroom-cart-button){display:inline-block;min-height:var(--showroom-cart-button-min-height,40px);min-width:var(--showroom-cart-button-min-width,128px)}',
    );
  });

  it('draws a skeleton only while an element is not yet defined, at zero specificity', () => {
    const css = reservedSpaceCss();
    const skeletonOf = (tag: string) =>
      css.split('\n').find((rule) => rule.includes(`${tag}:not(:defined)`) && rule.includes('{background:'));
    expect(skeletonOf('showroom-entry')).toBeDefined();
    expect(skeletonOf('showroom-catalog')).toBeDefined();
    expect(skeletonOf('showroom-visualizer')).toBeDefined();
    // Every selector is wrapped in :where(), so any rule of the pro's own beats it.
    for (const rule of css.replace(/@media[^{]*\{/, '').split('}')) {
      const selector = rule.slice(0, rule.indexOf('{')).trim();
      if (selector) expect(selector.startsWith(':where(')).toBe(true);
    }
  });
});

describe('reserveElementSpace', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it('adopts the style sheet once, before the page’s own adopted sheets, and writes no <style>', () => {
    const pageSheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [pageSheet];

    reserveElementSpace();
    reserveElementSpace();

    expect(document.adoptedStyleSheets).toHaveLength(2);
    const [reserved] = document.adoptedStyleSheets;
    expect(document.adoptedStyleSheets[1]).toBe(pageSheet);
    expect([...(reserved?.cssRules ?? [])].map((rule) => rule.cssText).join('\n')).toContain(
      'showroom-catalog',
    );
    expect(document.querySelector('style')).toBeNull();
  });

  it('falls back to one <style> first in <head> where constructable sheets are missing', () => {
    // A document made by DOMImplementation has no window, so no CSSStyleSheet constructor.
    const doc = document.implementation.createHTMLDocument('old browser');
    const pageStyles = doc.createElement('link');
    pageStyles.rel = 'stylesheet';
    doc.head.append(pageStyles);

    reserveElementSpace(doc);
    reserveElementSpace(doc);

    const sheets = doc.head.querySelectorAll(`#${RESERVED_SPACE_STYLE_ID}`);
    expect(sheets).toHaveLength(1);
    expect(doc.head.firstElementChild?.id).toBe(RESERVED_SPACE_STYLE_ID);
    expect(sheets[0]?.textContent).toBe(reservedSpaceCss());
  });
});
