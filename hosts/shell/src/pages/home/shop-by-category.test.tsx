import { categoryLabel } from '@showroom/contract';
import { SHOP_CATEGORIES, SHOP_CATEGORY_COUNT } from '@showroom/contract/constants';
import { DEMO_MATCH, DEMO_PROFILE } from '@showroom/contract/testing';
import { categoryPictureUrl, setNavigator, showroomSelection } from '@showroom/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEntryModal } from '../../layout/entry-modal-state.ts';
import { ShopByCategory } from './shop-by-category.tsx';

let visited: string[];
let restoreNavigator: () => void;

beforeEach(() => {
  localStorage.clear();
  showroomSelection.clear();
  useEntryModal.getState().close();
  visited = [];
  restoreNavigator = setNavigator((path) => visited.push(path));
});

afterEach(() => {
  cleanup();
  restoreNavigator();
  vi.unstubAllGlobals();
});

describe('ShopByCategory', () => {
  it('offers the 22 shop categories', () => {
    render(<ShopByCategory />);
    expect(screen.getByRole('heading', { name: 'Shop by category' })).toBeTruthy();
    for (const category of SHOP_CATEGORIES) {
      expect(screen.getByRole('button', { name: categoryLabel(category) })).toBeTruthy();
    }
    expect(SHOP_CATEGORIES).toHaveLength(SHOP_CATEGORY_COUNT);
    expect(screen.getByRole('button', { name: 'Luxury flooring' })).toBeTruthy();
  });

  it('shows each category by the picture the API draws of it, loaded when scrolled near', () => {
    render(<ShopByCategory />);
    const picture = screen.getByRole('button', { name: 'Tile Flooring' }).querySelector('img');
    expect(picture?.getAttribute('src')).toBe(categoryPictureUrl('tile-flooring'));
    expect(picture?.getAttribute('alt')).toBe('');
    expect([picture?.getAttribute('width'), picture?.getAttribute('height')]).toEqual(['200', '150']);
    expect(picture?.getAttribute('loading')).toBe('lazy');
  });

  it('without a showroom, a category opens the Showroom ID modal and does not navigate', async () => {
    render(<ShopByCategory />);
    await userEvent.click(screen.getByRole('button', { name: 'Tile Flooring' }));
    expect(useEntryModal.getState().isOpen).toBe(true);
    expect(visited).toEqual([]);
  });

  it('with a showroom chosen, a category goes to the storefront', async () => {
    showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
    render(<ShopByCategory />);
    await userEvent.click(screen.getByRole('button', { name: 'Kitchen Sinks' }));
    expect(visited).toEqual(['/visualize/contractor/all']);
    expect(useEntryModal.getState().isOpen).toBe(false);
  });
});
