import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityBox } from './quantity-box.tsx';

function Box({ onSettle, min = 2, max }: { onSettle: (value: number) => void; min?: number; max?: number }) {
  const [value, setValue] = useState(min);
  return (
    <QuantityBox value={value} min={min} max={max} onChange={setValue} onSettle={onSettle} itemName="Oak" />
  );
}

describe('QuantityBox', () => {
  afterEach(cleanup);

  it('minus stops at the minimum; plus and minus settle at once', () => {
    const onSettle = vi.fn();
    render(<Box onSettle={onSettle} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Oak' });
    expect(minus).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Oak' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Quantity of Oak' }).value).toBe('3');
    fireEvent.click(minus);
    expect(onSettle.mock.calls).toEqual([[3], [2]]);
  });

  it('typing keeps digits and settles once, on leaving the box or Enter, never below the minimum', () => {
    const onSettle = vi.fn();
    render(<Box onSettle={onSettle} />);
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Quantity of Oak' });
    fireEvent.change(box, { target: { value: '1' } });
    fireEvent.change(box, { target: { value: '12x' } });
    expect(onSettle).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSettle).toHaveBeenLastCalledWith(12);
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.blur(box);
    expect(box.value).toBe('2');
    expect(onSettle).toHaveBeenLastCalledWith(2);
  });

  it('plus stops at the stock on hand, and a typed quantity over it settles to it', () => {
    const onSettle = vi.fn();
    render(<Box onSettle={onSettle} max={3} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity of Oak' });
    fireEvent.click(plus);
    expect(plus).toHaveProperty('disabled', true);
    fireEvent.click(plus);
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Quantity of Oak' });
    expect(box.value).toBe('3');
    fireEvent.change(box, { target: { value: '40' } });
    fireEvent.blur(box);
    expect(box.value).toBe('3');
    expect(onSettle.mock.calls).toEqual([[3], [3]]);
  });
});
