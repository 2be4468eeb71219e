import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ShowroomCartButton, ShowroomCatalog, ShowroomEntry } from './showroom-components.tsx';
import { useShowroomEvent } from './use-showroom-event.ts';

const navigateEvent = (path: string) =>
  new CustomEvent('showroom:navigate', {
    detail: { path, url: `https://platform.test/showroom${path}` },
    bubbles: true,
    composed: true,
    cancelable: true,
  });

describe('Showroom components', () => {
  it('render their element with the camelCase props as kebab-case attributes', () => {
    const { container } = render(
      <>
        <ShowroomCatalog category="tile-flooring" className="wide" />
        <ShowroomEntry showroomId="HOMEPRO1" />
      </>,
    );
    const catalog = container.querySelector('showroom-catalog');
    expect(catalog?.getAttribute('category')).toBe('tile-flooring');
    expect(catalog?.getAttribute('class')).toBe('wide');
    expect(container.querySelector('showroom-entry')?.getAttribute('showroom-id')).toBe('HOMEPRO1');
  });

  it("hear their own element's events, not another widget's", () => {
    const onNavigate = vi.fn((event: CustomEvent<{ path: string }>) => event.preventDefault());
    const { container } = render(
      <>
        <ShowroomCatalog category="tile" onNavigate={onNavigate} />
        <ShowroomCartButton />
      </>,
    );
    const catalogEvent = navigateEvent('/product/a1');
    container.querySelector('showroom-catalog')?.dispatchEvent(catalogEvent);
    container.querySelector('showroom-cart-button')?.dispatchEvent(navigateEvent('/cart'));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate.mock.calls[0]?.[0].detail.path).toBe('/product/a1');
    expect(catalogEvent.defaultPrevented).toBe(true);
  });

  it('call the latest handler after a re-render, listening once', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { container, rerender } = render(<ShowroomCartButton onCartUpdated={first} />);
    rerender(<ShowroomCartButton onCartUpdated={second} />);
    container
      .querySelector('showroom-cart-button')
      ?.dispatchEvent(
        new CustomEvent('showroom:cart-updated', { detail: { count: 3 }, bubbles: true, composed: true }),
      );
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

function CartCount({ onCount }: { onCount: (count: number | undefined) => void }) {
  useShowroomEvent('showroom:cart-updated', (event) => onCount(event.detail.count));
  return null;
}

function CatalogWithListener({ onPath }: { onPath: (path: string) => void }) {
  const catalog = useRef<HTMLDivElement>(null);
  useShowroomEvent('showroom:navigate', (event) => onPath(event.detail.path), catalog);
  return <div ref={catalog} />;
}

describe('useShowroomEvent', () => {
  it("hears every widget's event on the document while mounted", () => {
    const onCount = vi.fn();
    const { unmount } = render(<CartCount onCount={onCount} />);
    document.dispatchEvent(new CustomEvent('showroom:cart-updated', { detail: { count: 2 } }));
    unmount();
    document.dispatchEvent(new CustomEvent('showroom:cart-updated', { detail: { count: 4 } }));
    expect(onCount.mock.calls).toEqual([[2]]);
  });

  it('hears only the given element when one is named', () => {
    const onPath = vi.fn();
    const { container } = render(<CatalogWithListener onPath={onPath} />);
    document.dispatchEvent(navigateEvent('/elsewhere'));
    container.querySelector('div')?.dispatchEvent(navigateEvent('/cart'));
    expect(onPath.mock.calls).toEqual([['/cart']]);
  });
});
