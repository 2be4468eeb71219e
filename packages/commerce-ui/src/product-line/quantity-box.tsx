import { StyleSheet } from '@showroom/ui';
import type { KeyboardEvent } from 'react';
import css from './commerce.css?inline';
import {
  canDecrease,
  canIncrease,
  decrease,
  increase,
  settledQuantity,
  typedQuantity,
} from './quantity-rules.ts';

export interface QuantityBoxProps {
  value: number;
  /** The minimum unit (spec §9 default 1). */
  min: number;
  /** The stock on hand: plus stops there and a typed quantity settles to it; none when not known. */
  max?: number | undefined;
  /** Every change, typing included (the box shows it). */
  onChange: (value: number) => void;
  /**
   * A settled quantity: after minus or plus, on leaving the box or on Enter. A cart line saves
   * here, so typing "12" sends one change, not two.
   */
  onSettle?: (value: number) => void;
  /** What is counted, for screen readers when a page has several boxes (e.g. the product's name). */
  itemName?: string;
}

/** Spec §4 quantity box: digits only, minus stops at the minimum, plus needs a positive amount and stops at the stock. */
export function QuantityBox({ value, min, max, onChange, onSettle, itemName }: QuantityBoxProps) {
  const of = itemName ? ` of ${itemName}` : '';
  const set = (next: number, settled: boolean) => {
    if (next !== value) onChange(next);
    if (settled) onSettle?.(next);
  };
  const settle = () => set(settledQuantity(value, min, max), true);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') settle();
  };
  return (
    <fieldset className="sr-quantity" aria-label={`Quantity${of}`}>
      <StyleSheet name="sr-commerce" css={css} />
      <button
        type="button"
        aria-label={`Decrease quantity${of}`}
        disabled={!canDecrease(value, min)}
        onClick={() => set(decrease(value, min), true)}
      >
        −
      </button>
      <input
        aria-label={`Quantity${of}`}
        inputMode="numeric"
        pattern="[0-9]*"
        value={value === 0 ? '' : String(value)}
        onChange={(event) => set(typedQuantity(event.target.value), false)}
        onBlur={settle}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        aria-label={`Increase quantity${of}`}
        disabled={!canIncrease(value, max)}
        onClick={() => set(increase(value, max), true)}
      >
        +
      </button>
    </fieldset>
  );
}
