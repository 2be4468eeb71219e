import { describe, expect, it } from 'vitest';
import { elementContainers, embedEntryFile, REMOTES } from './remotes.ts';

describe('elementContainers', () => {
  it('names, for every element, the container and embed entry of the remote that defines it', () => {
    const map = elementContainers();
    expect(map['showroom-cart-button']).toEqual({
      name: 'showroom_cart',
      entry: 'remotes/cart/embed/remoteEntry.js',
    });
    expect(map['showroom-lead-form']).toEqual({
      name: 'showroom_entry',
      entry: embedEntryFile('showroom-entry'),
    });
    const elements = Object.values(REMOTES).flatMap((remote) => remote.elements);
    expect(Object.keys(map).sort()).toEqual([...elements].sort());
  });

  it('has nothing for the consoles, which embed no element', () => {
    const containers = new Set(Object.values(elementContainers()).map(({ name }) => name));
    expect(containers.has(REMOTES['pro-console'].container)).toBe(false);
    expect(containers.has(REMOTES.admin.container)).toBe(false);
  });
});
