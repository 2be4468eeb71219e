import type { TokenizeResult } from '@showroom/contract/payments';
import { useImperativeHandle, useState } from 'react';
import type { CardFieldsProps } from '../payment/card-fields.ts';

/**
 * TESTS AND STORIES ONLY: a stand-in for the real card frame (`CardFrame` of
 * `@showroom/commerce-ui/card-frame`) with the same handle. It "tokenizes" the sandbox test cards without
 * any processor: 4242… gives a token ending in its last four, 4000 0000 0000 0002 a token the
 * checkout stub declines. Never shipped: only tests, stories and this folder import it.
 */
export function StandInCardFields({ ref, onChange }: CardFieldsProps) {
  const [number, setNumber] = useState('');
  useImperativeHandle(
    ref,
    () => ({
      async tokenize(): Promise<TokenizeResult> {
        const digits = number.replace(/\D/g, '');
        if (digits.length < 15) return { ok: false, errors: { card_number: 'Your card number is invalid.' } };
        const last4 = digits.slice(-4);
        const kind = digits === '4000000000000002' ? 'declined' : 'ok';
        return {
          ok: true,
          card: { token: `tok_${kind}_${last4}`, brand: 'visa', last4, exp_month: 12, exp_year: 2030 },
        };
      },
      showErrors() {
        // The stand-in shows no errors of its own: the payment screen shows the server's message.
      },
    }),
    [number],
  );
  return (
    <label className="sr-stand-in-card">
      Card number (stand-in)
      <input
        value={number}
        inputMode="numeric"
        onChange={(event) => {
          setNumber(event.target.value);
          onChange?.({
            empty: event.target.value === '',
            complete: event.target.value.replace(/\D/g, '').length >= 15,
            brand: 'visa',
          });
        }}
      />
    </label>
  );
}
