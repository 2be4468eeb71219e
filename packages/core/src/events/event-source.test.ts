import { afterEach, describe, expect, it } from 'vitest';
import { setActingElement, showroomEventSource } from './event-source.ts';

describe('showroomEventSource', () => {
  afterEach(() => {
    setActingElement(null);
    document.body.replaceChildren();
  });

  it('is the document while no widget element was used', () => {
    expect(showroomEventSource()).toBe(document);
  });

  it('is the element last used, while it is on the page', () => {
    const element = document.body.appendChild(document.createElement('showroom-cart'));
    setActingElement(element);
    expect(showroomEventSource()).toBe(element);
    element.remove();
    expect(showroomEventSource()).toBe(document);
  });

  it('prefers the element the caller names', () => {
    const used = document.body.appendChild(document.createElement('showroom-cart'));
    const named = document.body.appendChild(document.createElement('showroom-catalog'));
    setActingElement(used);
    expect(showroomEventSource(named)).toBe(named);
  });
});
