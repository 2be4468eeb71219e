import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DecimalInput } from './decimal-field.tsx';
import { NumericField } from './numeric-field.tsx';

function Rooms() {
  const [value, setValue] = useState(5);
  return <NumericField label="Rooms" name="rooms" value={value} onValueChange={setValue} />;
}

function Price() {
  const [value, setValue] = useState('');
  return <DecimalInput aria-label="Price" value={value} onValueChange={setValue} />;
}

describe('numeric and decimal boxes (spec §5)', () => {
  afterEach(cleanup);

  it('a numeric field keeps digits only and reads empty as 0', () => {
    render(<Rooms />);
    const box = screen.getByLabelText<HTMLInputElement>('Rooms');
    fireEvent.change(box, { target: { value: 'a1b2' } });
    expect(box.value).toBe('12');
    fireEvent.change(box, { target: { value: '' } });
    expect(box.value).toBe('0');
  });

  it('a decimal box keeps one dot and two decimals', () => {
    render(<Price />);
    const box = screen.getByLabelText<HTMLInputElement>('Price');
    fireEvent.change(box, { target: { value: '12.3456.7' } });
    expect(box.value).toBe('12.34');
    expect(box.getAttribute('inputmode')).toBe('decimal');
  });
});
