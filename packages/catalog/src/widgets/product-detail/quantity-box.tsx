import { canDecrease, decrease, increase, settledQuantity, typedQuantity } from '../../rules/quantity-box.ts';

export interface QuantityBoxProps {
  value: number;
  min: number;
  onChange: (value: number) => void;
}

/** Spec §4 quantity box: digits only, minus stops at the minimum, plus needs a positive amount. */
export function QuantityBox({ value, min, onChange }: QuantityBoxProps) {
  return (
    <fieldset className="sr-quantity" aria-label="Quantity">
      <button
        type="button"
        aria-label="Decrease quantity"
        disabled={!canDecrease(value, min)}
        onClick={() => onChange(decrease(value, min))}
      >
        −
      </button>
      <input
        aria-label="Quantity"
        inputMode="numeric"
        pattern="[0-9]*"
        value={value === 0 ? '' : String(value)}
        onChange={(event) => onChange(typedQuantity(event.target.value))}
        onBlur={() => onChange(settledQuantity(value, min))}
      />
      <button type="button" aria-label="Increase quantity" onClick={() => onChange(increase(value))}>
        +
      </button>
    </fieldset>
  );
}
