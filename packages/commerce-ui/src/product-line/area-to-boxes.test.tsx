import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaToBoxes } from './area-to-boxes.tsx';

describe('AreaToBoxes', () => {
  afterEach(cleanup);

  it('shows boxes, coverage, leftover and cost for the area, and "use N boxes" hands the count over', () => {
    const onUseBoxes = vi.fn();
    render(<AreaToBoxes boxSqft={15.5} pricePerBox={45.99} pattern="Straight Lay" onUseBoxes={onUseBoxes} />);
    expect(screen.getByLabelText<HTMLInputElement>('Waste allowance (%)').value).toBe('10');
    expect(screen.getByRole('button', { name: 'Use these boxes' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Area to cover (sqft)'), { target: { value: '120' } });
    // 120 sqft + 10% = 132 sqft → 9 boxes of 15.5 sqft.
    expect(screen.getByRole('status').textContent).toBe(
      '9 boxes cover 139.5 sqft, 19.5 sqft left over, $413.91',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use 9 boxes' }));
    expect(onUseBoxes).toHaveBeenCalledWith(9);
  });

  it('starts angled patterns at 15% waste; the waste is editable and capped', () => {
    render(<AreaToBoxes boxSqft={10} pricePerBox={20} pattern="Herringbone" onUseBoxes={() => {}} />);
    const waste = screen.getByLabelText<HTMLInputElement>('Waste allowance (%)');
    expect(waste.value).toBe('15');
    fireEvent.change(screen.getByLabelText('Area to cover (sqft)'), { target: { value: '100' } });
    expect(screen.getByRole('status').textContent).toContain('12 boxes');
    fireEvent.change(waste, { target: { value: '0' } });
    expect(screen.getByRole('status').textContent).toBe('10 boxes cover 100 sqft, 0 sqft left over, $200.00');
    fireEvent.change(waste, { target: { value: '75x' } });
    expect(waste.value).toBe('50');
  });

  it('keeps the area a decimal number', () => {
    render(<AreaToBoxes boxSqft={10} pricePerBox={20} onUseBoxes={() => {}} />);
    const area = screen.getByLabelText<HTMLInputElement>('Area to cover (sqft)');
    fireEvent.change(area, { target: { value: '12.345ft' } });
    expect(area.value).toBe('12.34');
  });
});
