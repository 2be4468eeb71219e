import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PayWithFieldset, type PayWithMethod } from './pay-with-fieldset.tsx';

afterEach(cleanup);

const card = { brand: 'visa', last4: '4242', exp_date: '12/30' } as const;

function Chooser({ saved }: { saved: boolean }) {
  const [method, setMethod] = useState<PayWithMethod>(saved ? 'saved' : 'new');
  return (
    <>
      <PayWithFieldset savedCard={saved ? card : null} method={method} onMethodChange={setMethod} />
      <output>{method}</output>
    </>
  );
}

describe('Pay with', () => {
  it('offers the saved card by its brand, last four and expiry, and a new card', async () => {
    render(<Chooser saved />);
    const saved = screen.getByRole('radio', { name: 'Saved card: Visa ending in 4242 · Expires 12/30' });
    expect((saved as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'New card' }));
    expect(screen.getByText('new', { selector: 'output' })).toBeTruthy();
  });

  it('offers only a new card when none is saved', () => {
    render(<Chooser saved={false} />);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Pay with' })).toBeTruthy();
  });
});
