import { navigate, notify, onShowroomEvent, SHOWROOM_EVENTS } from '@showroom/core';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidgetElement } from './define-widget-element.tsx';
import { useHostElement } from './host-element.ts';

interface GreetingProps {
  userName?: string;
  count?: number;
  compact?: boolean;
  items?: string[];
}

function Greeting({ userName, count, compact = false, items = [] }: GreetingProps) {
  const host = useHostElement();
  return (
    <p data-host={host?.localName}>
      {`${userName} ${count} ${compact ? 'compact' : 'roomy'} ${items.join('+')}`}
    </p>
  );
}

/** Goes to the cart a moment after the click, as a widget does after a request, without naming its host. */
function CartLink() {
  return (
    <button type="button" onClick={() => setTimeout(() => navigate('/cart'), 0)}>
      View cart
    </button>
  );
}
defineWidgetElement('sr-test-cart-link', CartLink);

const Element = defineWidgetElement('sr-test-greeting', Greeting, {
  props: { userName: 'string', count: 'number', compact: 'boolean', items: 'json' },
});

async function mount(attributes: Record<string, string>): Promise<HTMLElement> {
  const element = document.createElement('sr-test-greeting');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await act(async () => {
    document.body.append(element);
  });
  return element;
}

const paragraph = (element: HTMLElement) => element.shadowRoot?.querySelector('p');

describe('defineWidgetElement', () => {
  afterEach(async () => {
    await act(async () => {
      document.body.replaceChildren();
    });
  });

  it('defines the element once and returns the same class afterwards', () => {
    expect(customElements.get('sr-test-greeting')).toBe(Element);
    expect(defineWidgetElement('sr-test-greeting', () => null)).toBe(Element);
  });

  it('renders into an open shadow root, inside a widget root, knowing its host', async () => {
    const element = await mount({ 'user-name': 'Ann' });
    expect(element.shadowRoot?.mode).toBe('open');
    expect(paragraph(element)?.closest('.sr-root')).not.toBeNull();
    expect(paragraph(element)?.dataset.host).toBe('sr-test-greeting');
    expect(element.textContent).toBe('');
  });

  it('turns kebab-case attributes into typed camelCase props and follows changes', async () => {
    const element = await mount({ 'user-name': 'Ann', count: '3', compact: '', items: '["tile","grout"]' });
    expect(paragraph(element)?.textContent).toBe('Ann 3 compact tile+grout');

    await act(async () => {
      element.setAttribute('user-name', 'Bob');
      element.setAttribute('count', '4');
      element.removeAttribute('compact');
    });
    expect(paragraph(element)?.textContent).toBe('Bob 4 roomy tile+grout');
  });

  it('adopts its styles in the shadow root, tokens first, and keeps them out of the page', async () => {
    const element = await mount({});
    const shadowCss = (element.shadowRoot?.adoptedStyleSheets ?? []).map((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText).join('\n'),
    );
    expect(shadowCss[0]).toContain('--sr-text');
    expect(shadowCss.some((css) => css.includes('all: initial'))).toBe(true);
    // No <style> anywhere: a page's style-src without 'unsafe-inline' has nothing to block.
    expect(element.shadowRoot?.querySelector('style')).toBeNull();
    expect(document.head.querySelector('style')).toBeNull();
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  it('shares one sheet object between widgets, and keeps it for one when the other is removed', async () => {
    const first = await mount({});
    const second = await mount({});
    const tokens = first.shadowRoot?.adoptedStyleSheets[0];
    expect(second.shadowRoot?.adoptedStyleSheets[0]).toBe(tokens);
    await act(async () => {
      first.remove();
    });
    expect(second.shadowRoot?.adoptedStyleSheets[0]).toBe(tokens);
  });

  it('writes <style> into the shadow root where constructable sheets are missing', async () => {
    vi.stubGlobal('CSSStyleSheet', undefined);
    try {
      const element = await mount({});
      const shadowCss = [...(element.shadowRoot?.querySelectorAll('style') ?? [])].map(
        (style) => style.textContent,
      );
      expect(shadowCss.some((css) => css?.includes('--sr-text'))).toBe(true);
      expect(document.head.querySelector('style')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows a toast once when several widgets are on the page', async () => {
    const first = await mount({});
    const second = await mount({});
    await act(async () => {
      notify.error('Not your project.');
    });
    const alerts = () =>
      [first, second].flatMap((element) => [
        ...(element.shadowRoot?.querySelectorAll('[role="alert"]') ?? []),
      ]);
    // The toast list's code comes with the first toast.
    await vi.waitFor(() => expect(alerts()).toHaveLength(1));
    expect(alerts()[0]?.textContent).toContain('Not your project.');
  });

  it('sends what its widget causes out from the element, heard once there and once on the document', async () => {
    const element = document.createElement('sr-test-cart-link');
    await act(async () => {
      document.body.append(element);
    });
    const onElement = vi.fn();
    const onDocument = vi.fn((event: Event) => event.preventDefault());
    element.addEventListener(SHOWROOM_EVENTS.navigate, onElement);
    const stop = onShowroomEvent(document, SHOWROOM_EVENTS.navigate, onDocument);

    element.shadowRoot?.querySelector('button')?.click();
    await vi.waitFor(() => expect(onDocument).toHaveBeenCalledTimes(1));
    stop();

    expect(onElement).toHaveBeenCalledTimes(1);
    expect(onElement.mock.calls[0]?.[0]).toMatchObject({
      detail: { path: '/cart' },
      composed: true,
      bubbles: true,
    });
  });
});
