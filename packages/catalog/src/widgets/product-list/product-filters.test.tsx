import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_LIST_QUERY } from '../../rules/list-query.ts';
import { ProductFilters } from './product-filters.tsx';

const facets = { brands: [], colours: [], sizes: [], price: { min: 10, max: 500 } };

describe('ProductFilters price box (spec §5 decimal-only)', () => {
  afterEach(cleanup);

  it('keeps digits, one dot and two decimals, and applies that bound', () => {
    const onChange = vi.fn();
    render(<ProductFilters facets={facets} query={EMPTY_LIST_QUERY} onChange={onChange} />);
    const min = screen.getByLabelText<HTMLInputElement>('Minimum price');

    fireEvent.change(min, { target: { value: '12.3456.7' } });
    expect(min.value).toBe('12.34');

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ priceMin: 12.34, priceMax: null }));
  });
});
