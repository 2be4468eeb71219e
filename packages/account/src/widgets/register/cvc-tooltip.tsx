import { useState } from 'react';

export interface CvcTooltipProps {
  /** The tooltip text's id, which the CVV input lists in its aria-describedby. */
  id: string;
  /** Amex prints a 4-digit code on the front; the others 3 digits on the back. */
  size: number;
}

export function cvcHelp(size: number): string {
  return size === 4
    ? 'The 4-digit number on the front of the card.'
    : 'The 3-digit number on the back of the card.';
}

/**
 * The "?" next to the CVV: its text shows on hover, on keyboard focus and on a tap (touch has no
 * hover), and is always the input's description, so screen readers hear it with the field.
 */
export function CvcTooltip({ id, size }: CvcTooltipProps) {
  const [open, setOpen] = useState(false);
  return (
    <span className="sr-tip" data-open={open || undefined}>
      <button
        type="button"
        className="sr-tip__trigger"
        aria-label="What is the CVV?"
        aria-expanded={open}
        aria-describedby={id}
        onClick={() => setOpen((shown) => !shown)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        ?
      </button>
      <span id={id} role="tooltip" className="sr-tip__text">
        {cvcHelp(size)}
      </span>
    </span>
  );
}
