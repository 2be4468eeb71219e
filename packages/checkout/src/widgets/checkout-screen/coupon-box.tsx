import { type CheckoutSummary, MAX_COUPON_CODE_LENGTH } from '@showroom/contract/checkout';
import { Button } from '@showroom/ui';
import { TextField } from '@showroom/ui/form';
import { type FormEvent, useId, useState } from 'react';

export interface CouponBoxProps {
  /** The server's verdict on the code last asked for; null when none was. */
  coupon: CheckoutSummary['coupon'];
  /** A summary with this code is on its way. */
  busy: boolean;
  /** Asks for the summary with `code` (null removes the coupon). */
  onApply: (code: string | null) => void;
}

/** A coupon code box: Apply asks the server's summary with the code; its message says applied or why not. */
export function CouponBox({ coupon, busy, onApply }: CouponBoxProps) {
  const [code, setCode] = useState(coupon?.code ?? '');
  const noteId = useId();
  const trimmed = code.trim();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (trimmed) onApply(trimmed.toUpperCase());
  }

  return (
    <form className="sr-checkout-coupon" onSubmit={onSubmit} noValidate aria-label="Coupon">
      <TextField
        label="Coupon code"
        name="coupon_code"
        value={code}
        maxLength={MAX_COUPON_CODE_LENGTH}
        autoComplete="off"
        spellCheck={false}
        describedBy={coupon ? noteId : undefined}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" variant="secondary" busy={busy} disabled={!trimmed}>
        Apply
      </Button>
      {coupon?.applied && (
        <Button
          variant="secondary"
          onClick={() => {
            setCode('');
            onApply(null);
          }}
        >
          Remove
        </Button>
      )}
      {coupon && (
        <p
          id={noteId}
          className={`sr-checkout-note sr-checkout-note--${coupon.applied ? 'success' : 'error'}`}
          role={coupon.applied ? 'status' : 'alert'}
        >
          {coupon.applied ? `${coupon.code}: ${coupon.message}` : coupon.message}
        </p>
      )}
    </form>
  );
}
