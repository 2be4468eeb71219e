import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleLayout } from './console-layout.tsx';

const SECTIONS = [
  ['/vendor', 'Home'],
  ['/vendor/products', 'Products'],
] as const;

describe('ConsoleLayout', () => {
  afterEach(cleanup);

  it('links every other section and marks the current one as the page, not a link', () => {
    render(
      <ConsoleLayout
        navLabel="Vendor portal"
        sections={SECTIONS}
        current="/vendor/products"
        title="Products"
        className="sr-portal"
        barEnd={<button type="button">Sign out</button>}
      >
        <p>The list</p>
      </ConsoleLayout>,
    );
    const nav = screen.getByRole('navigation', { name: 'Vendor portal' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toMatch(
      /\/showroom\/vendor$/,
    );
    expect(within(nav).queryByRole('link', { name: 'Products' })).toBeNull();
    expect(within(nav).getByText('Products').getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    expect(screen.getByText('The list')).toBeTruthy();
  });
});
