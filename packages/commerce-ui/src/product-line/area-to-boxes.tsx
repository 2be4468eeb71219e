import { AREA_TO_BOXES, boxesForArea, defaultWastePercent } from '@showroom/contract/cart';
import { dollars, toCents } from '@showroom/contract/money';
import { formatUsd } from '@showroom/core/format';
import { Button, decimalText, digitsOnly, StyleSheet } from '@showroom/ui';
import { useId, useState } from 'react';
import css from './commerce.css?inline';

export interface AreaToBoxesProps {
  /** Square feet one box covers (the size's `box_sqft`), above 0. */
  boxSqft: number;
  /** The price of one box in US dollars, as the API answers prices. */
  pricePerBox: number;
  /** The size's pattern: angled lays (diagonal, herringbone) start at a larger waste allowance. */
  pattern?: string | null | undefined;
  /** "Use N boxes": the caller sets its quantity box (and, in the cart, saves it). */
  onUseBoxes: (boxes: number) => void;
  /** Opened at first (the product page); the cart keeps it folded under each Box line. */
  defaultOpen?: boolean;
}

/** `139.5 sqft`; written out, as formatUsd is, so no Intl locale data loads for it. */
const formatSqft = (sqft: number): string => `${Math.round(sqft * 100) / 100} sqft`;

/** The waste box keeps digits, within 0 and the contract's maximum. */
function wasteText(typed: string): string {
  const digits = digitsOnly(typed).slice(0, 3);
  return digits === '' ? '' : String(Math.min(Number(digits), AREA_TO_BOXES.maxWastePercent));
}

/**
 * Square feet to boxes (issue #12): the homeowner enters the area to cover and may change the
 * waste allowance; the contract's `boxesForArea` (the same on the product page, in the cart, at
 * checkout and in the visualizer) gives the boxes, their coverage, the leftover and the cost.
 */
export function AreaToBoxes({
  boxSqft,
  pricePerBox,
  pattern,
  onUseBoxes,
  defaultOpen = false,
}: AreaToBoxesProps) {
  const id = useId();
  const [area, setArea] = useState('');
  const [waste, setWaste] = useState(String(defaultWastePercent(pattern)));
  const result = boxesForArea({
    areaSqft: Number(area),
    boxSqft,
    pricePerBoxCents: toCents(pricePerBox),
    wastePercent: Number(waste || 0),
  });
  return (
    <details className="sr-area-boxes" open={defaultOpen || undefined}>
      <StyleSheet name="sr-commerce" css={css} />
      <summary>Square feet to boxes</summary>
      <div className="sr-area-boxes__body">
        <div className="sr-area-boxes__fields">
          <label htmlFor={`${id}-area`}>Area to cover (sqft)</label>
          <input
            id={`${id}-area`}
            type="text"
            inputMode="decimal"
            value={area}
            placeholder="0"
            onChange={(event) => setArea(decimalText(event.target.value))}
          />
          <label htmlFor={`${id}-waste`}>Waste allowance (%)</label>
          <input
            id={`${id}-waste`}
            type="text"
            inputMode="numeric"
            value={waste}
            onChange={(event) => setWaste(wasteText(event.target.value))}
            aria-describedby={`${id}-waste-note`}
          />
        </div>
        <p id={`${id}-waste-note`} className="sr-area-boxes__note">
          For cuts and breakage; up to {AREA_TO_BOXES.maxWastePercent}%. {formatSqft(boxSqft)} per box.
        </p>
        <output className="sr-area-boxes__result" htmlFor={`${id}-area ${id}-waste`} aria-live="polite">
          {result.boxes > 0 ? (
            <>
              <strong>
                {result.boxes} {result.boxes === 1 ? 'box' : 'boxes'}
              </strong>{' '}
              cover {formatSqft(result.coverageSqft)}, {formatSqft(result.leftoverSqft)} left over,{' '}
              <strong>{formatUsd(dollars(result.costCents))}</strong>
            </>
          ) : (
            'Enter the area to cover.'
          )}
        </output>
        <Button variant="secondary" disabled={result.boxes === 0} onClick={() => onUseBoxes(result.boxes)}>
          {result.boxes > 0
            ? `Use ${result.boxes} ${result.boxes === 1 ? 'box' : 'boxes'}`
            : 'Use these boxes'}
        </Button>
      </div>
    </details>
  );
}
