import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpCatalogTest } from '../testing/catalog-test-setup.ts';
import { CatalogFallback } from './catalog-fallback.tsx';

let page: ReturnType<typeof setUpCatalogTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

describe('the storefront while its code loads', () => {
  it("shows the pro's band where the storefront shows it, and says it is loading", () => {
    page = setUpCatalogTest();
    const { container } = render(<CatalogFallback />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Welcome to Evergreen Home Remodeling',
    );
    expect(container.querySelector('section.sr-storefront > header.sr-storefront__brand')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('shows no band before a showroom is chosen (the storefront then asks for one)', () => {
    page = setUpCatalogTest({ showroom: false });
    render(<CatalogFallback />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
