import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ItemSizeLine, itemSizeText } from './item-size-line.tsx';

describe('item-size line', () => {
  afterEach(cleanup);

  it('joins width, height and length with x, then the pattern, leaving out what is missing', () => {
    expect(
      itemSizeText({ width_size: '12"', height_size: '24"', length_size: null, pattern: 'Herringbone' }),
    ).toBe('12" x 24", Herringbone');
    expect(itemSizeText({ width_size: null, height_size: null, length_size: '8 ft', pattern: null })).toBe(
      '8 ft',
    );
  });

  it('renders nothing for a size without fields', () => {
    const { container } = render(
      <ItemSizeLine size={{ width_size: null, height_size: ' ', length_size: null, pattern: null }} />,
    );
    expect(container.textContent).toBe('');
    render(
      <ItemSizeLine size={{ width_size: '6"', height_size: '36"', length_size: null, pattern: null }} />,
    );
    expect(screen.getByText('Item size: 6" x 36"')).toBeTruthy();
  });
});
