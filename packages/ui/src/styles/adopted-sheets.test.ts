import { describe, expect, it } from 'vitest';
import { adoptSheet, canAdoptSheets } from './adopted-sheets.ts';

function shadowRoot(): ShadowRoot {
  return document.createElement('div').attachShadow({ mode: 'open' });
}

const cssOf = (root: ShadowRoot) =>
  root.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(''));

describe('adoptSheet', () => {
  it('builds each CSS text once for the page and adopts that one sheet in every root', () => {
    const first = shadowRoot();
    const second = shadowRoot();
    adoptSheet(first, '.sr-card { display: grid; }', 'sr-components');
    adoptSheet(second, '.sr-card { display: grid; }', 'sr-components');
    adoptSheet(second, '.sr-card { display: grid; }', 'sr-components');

    expect(first.adoptedStyleSheets).toHaveLength(1);
    expect(second.adoptedStyleSheets).toHaveLength(1);
    expect(second.adoptedStyleSheets[0]).toBe(first.adoptedStyleSheets[0]);
  });

  it('puts tokens and base before components and the page’s own, whatever mounts first', () => {
    const root = shadowRoot();
    adoptSheet(root, '.sr-page { color: red; }', 'sr-page');
    adoptSheet(root, '.sr-button { color: blue; }', 'sr-components');
    adoptSheet(root, ':host { --sr-text: #111; }', 'sr-base');

    expect(cssOf(root).map((css) => css.split(' ')[0])).toEqual([':host', '.sr-button', '.sr-page']);
  });

  it('keeps a sheet while another widget in the root still uses it', () => {
    const root = shadowRoot();
    const releaseFirst = adoptSheet(root, '.sr-modal { inset: 0; }', 'sr-components');
    const releaseSecond = adoptSheet(root, '.sr-modal { inset: 0; }', 'sr-components');

    releaseFirst();
    releaseFirst();
    expect(root.adoptedStyleSheets).toHaveLength(1);
    releaseSecond();
    expect(root.adoptedStyleSheets).toHaveLength(0);
  });

  it('leaves the page’s own adopted sheets where they are', () => {
    const pageSheet = new CSSStyleSheet();
    const root = shadowRoot();
    root.adoptedStyleSheets = [pageSheet];
    const release = adoptSheet(root, '.sr-toast { z-index: 1; }', 'sr-components');
    expect(root.adoptedStyleSheets[0]).toBe(pageSheet);
    release();
    expect(root.adoptedStyleSheets).toEqual([pageSheet]);
  });
});

describe('canAdoptSheets', () => {
  it('is false for a root without adoptedStyleSheets (an old browser), so callers write <style>', () => {
    expect(canAdoptSheets(shadowRoot())).toBe(true);
    expect(canAdoptSheets({} as ShadowRoot)).toBe(false);
  });
});
