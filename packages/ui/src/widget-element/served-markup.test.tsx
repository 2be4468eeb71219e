import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineWidgetElement } from './define-widget-element.tsx';
import { useServedMarkupReplaced } from './served-markup.ts';

/** A widget that puts its own band on screen when its `ready` attribute says so. */
function Band({ ready = false }: { ready?: boolean }) {
  useServedMarkupReplaced(ready);
  return ready ? <h1>Welcome (widget)</h1> : <p>Loading…</p>;
}
defineWidgetElement('sr-test-served-band', Band, { props: { ready: 'boolean' } });

const SERVED = '<div data-served class="sr-root"><h1>Welcome (served)</h1></div><slot data-served></slot>';

/** The rules embed.js adopts with the served band. */
const servedSheet = new CSSStyleSheet();
servedSheet.replaceSync('.sr-root[data-served] { color: green; }');

/** An element as embed.js leaves it before the widget's code arrives: the served band in its shadow root. */
function servedElement(): HTMLElement {
  const element = document.createElement('sr-test-served-band');
  const root = element.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [servedSheet];
  root.innerHTML = SERVED;
  return element;
}

const headings = (element: HTMLElement) =>
  [...(element.shadowRoot?.querySelectorAll('h1') ?? [])].map((heading) => heading.textContent);

describe('markup the platform served into a widget (decision 0129)', () => {
  afterEach(async () => {
    await act(async () => {
      document.body.replaceChildren();
    });
  });

  it('stays on screen beside the widget until the widget’s own version is there', async () => {
    const element = servedElement();
    await act(async () => {
      document.body.append(element);
    });
    // The widget rendered into the same root (no second shadow root, no error), the served band kept.
    expect(headings(element)).toEqual(['Welcome (served)']);
    expect(element.shadowRoot?.textContent).toContain('Loading…');
    // The widget's own sheets came after the served ones, which stay while the served band does.
    expect(element.shadowRoot?.adoptedStyleSheets[0]).toBe(servedSheet);

    await act(async () => {
      element.setAttribute('ready', '');
    });
    expect(headings(element)).toEqual(['Welcome (widget)']);
    expect(element.shadowRoot?.querySelector('[data-served]')).toBeNull();
    expect(element.shadowRoot?.adoptedStyleSheets).not.toContain(servedSheet);
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(0);
  });

  it('goes in the widget’s first commit when that already holds its version', async () => {
    const element = servedElement();
    element.setAttribute('ready', '');
    await act(async () => {
      document.body.append(element);
    });
    expect(headings(element)).toEqual(['Welcome (widget)']);
  });
});
