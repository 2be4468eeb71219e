import type { ProductFacets } from '@showroom/contract/catalog';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FacetFilter } from './facet-filter.tsx';
import type { FacetSelection } from './facet-selection.ts';

const facets: ProductFacets = {
  brands: [
    { id: 1, name: 'Marazzi', slug: 'marazzi', count: 3 },
    { id: 2, name: 'Daltile', slug: 'daltile', count: 5 },
  ],
  colours: [{ name: 'Grey', hex: '#888888', count: 4 }],
  sizes: [{ label: '12" x 24"', count: 2 }],
  price: { min: null, max: null },
};
const NONE: FacetSelection = { brand: [1], colour: [], size: '', priceMin: null, priceMax: null };

describe('FacetFilter', () => {
  afterEach(cleanup);

  it('toggles a brand into the selection and names counts and sizes only when asked', () => {
    const onChange = vi.fn();
    const { rerender } = render(<FacetFilter block="x" facets={facets} value={NONE} onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: 'Marazzi' })).toHaveProperty('checked', true);
    expect(screen.queryByText('(5)')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Daltile' }));
    expect(onChange).toHaveBeenCalledWith({ brand: [1, 2] });

    rerender(<FacetFilter block="x" facets={facets} value={NONE} onChange={onChange} counts sizes />);
    expect(screen.getByRole('checkbox', { name: 'Daltile (5)' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '12" x 24"' } });
    expect(onChange).toHaveBeenLastCalledWith({ size: '12" x 24"' });
  });

  it('offers the price bounds without a known range only when one is set', () => {
    const onChange = vi.fn();
    render(<FacetFilter block="x" facets={facets} value={NONE} onChange={onChange} />);
    expect(screen.queryByLabelText('Minimum price')).toBeNull();
    cleanup();
    render(<FacetFilter block="x" facets={facets} value={{ ...NONE, priceMax: 40 }} onChange={onChange} />);
    expect(screen.getByLabelText<HTMLInputElement>('Maximum price').value).toBe('40');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ priceMin: null, priceMax: 40 });
  });
});
