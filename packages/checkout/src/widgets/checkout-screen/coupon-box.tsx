import { formatMessage } from '@showroom/contract';
import {
  CHECKOUT_SCREEN_MESSAGES,
  type CheckoutSummary,
  MAX_COUPON_CODE_LENGTH,
} from '@showroom/contract/checkout';
import { formatUsd } from '@showroom/core/format';
import { Button } from '@showroom/ui';
import { TextField } from '@showroom/ui/form';
import { type FormEvent, useId, useState } from 'react';

export interface CouponBoxProps {
  /** The server's verdict on the code last asked for; null when none was. */
  coupon: CheckoutSummary['coupon'];
  /** The discount the order gets, in dollars (the coupon's, after the markup cap). */
  discount: number;
  /** A summary with this code is on its way. */
  busy: boolean;
  /** Asks for the summary with `code` (null removes the coupon). */
  onApply: (code: string | null) => void;
}

/** What the note says of a coupon: applied (and, when the markup cap cut it, by how much), or why not. */
function couponNote(coupon: NonNullable<CheckoutSummary['coupon']>, discount: number): string {
  if (!coupon.applied) return coupon.message;
  if (coupon.offered_discount === null) return `${coupon.code}: ${coupon.message}`;
  const limited = formatMessage(CHECKOUT_SCREEN_MESSAGES.couponLimitedToMarkup, {
    discount: formatUsd(discount),
    offered: formatUsd(coupon.offered_discount),
  });
  return `${coupon.code}: ${coupon.message} ${limited}`;
}

/**
 * A coupon code box: Apply asks the server's summary with the code; its message says applied or
 * why not, and when the showroom's markup caps the discount (spec §6), that it does and by how much.
 */
export function CouponBox({ coupon, discount, busy, onApply }: CouponBoxProps) {
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
          {couponNote(coupon, discount)}
        </p>
      )}
    </form>
  );
}
