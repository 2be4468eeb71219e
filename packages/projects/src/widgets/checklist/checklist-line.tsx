import { ProductThumb, QuantityBox } from '@showroom/commerce-ui';
import { productPath } from '@showroom/contract';
import type { ChecklistLine } from '@showroom/contract/projects';
import { formatUsd } from '@showroom/core/format';
import { Button, ShellLink } from '@showroom/ui';
import { useState } from 'react';

export interface ChecklistLineProps {
  line: ChecklistLine;
  addedBy: string;
  /** The viewer may change its quantity and remove it. */
  mayChange: boolean;
  /** The viewer may check it off (the homeowner). */
  mayCheck: boolean;
  busy: boolean;
  /** Resolves false when the server refused the quantity: the box shows the line's own again. */
  onQty: (qty: number) => Promise<boolean>;
  onChecked: (checked: boolean) => void;
  onRemove: () => void;
}

const plural = (count: number, unit: string) => {
  const word = unit === 'Box' ? 'box' : unit.toLowerCase();
  if (count === 1) return word;
  return word === 'box' ? 'boxes' : `${word}s`;
};

/** How the quantity was found: "132 sqft + 10% → 11 boxes" for an area, else nothing to say. */
function measureText(line: ChecklistLine): string | null {
  if (line.area_sqft === null) return null;
  return `${line.area_sqft} sqft + ${line.waste_percent ?? 0}% → ${line.qty} ${plural(line.qty, line.unit)}`;
}

/** One line of the checklist: picture, name, who sells it, price, quantity, its check box and who added it. */
export function ChecklistLineItem({
  line,
  addedBy,
  mayChange,
  mayCheck,
  busy,
  onQty,
  onChecked,
  onRemove,
}: ChecklistLineProps) {
  const [qty, setQty] = useState(line.qty);
  const [shownQty, setShownQty] = useState(line.qty);
  // A new answer from the server (a change here, a refresh after a participant's) wins over the box.
  if (shownQty !== line.qty) {
    setShownQty(line.qty);
    setQty(line.qty);
  }
  const measure = measureText(line);
  const checkId = `sr-checklist-check-${line.id}`;
  return (
    <li
      className={`sr-checklist__line${line.checked ? ' sr-checklist__line--checked' : ''}`}
      data-line={line.id}
    >
      <input
        id={checkId}
        className="sr-checklist__check"
        type="checkbox"
        checked={line.checked}
        disabled={!mayCheck}
        onChange={(event) => onChecked(event.target.checked)}
        aria-label={`Bought: ${line.name}`}
      />
      <ProductThumb product={line} px={64} className="sr-checklist__thumb" />
      <div className="sr-checklist__info">
        <ShellLink className="sr-checklist__name" to={productPath(line.hash)}>
          {line.name}
        </ShellLink>
        <span className="sr-checklist__meta">
          {line.brand} · sold by {line.vendor}
          {line.colour && ` · ${line.colour}`}
        </span>
        {measure && <span className="sr-checklist__measure">{measure}</span>}
        {line.note && <span className="sr-checklist__note">{line.note}</span>}
        <span className="sr-checklist__added">{addedBy}</span>
      </div>
      <div className="sr-checklist__buy">
        <span className="sr-checklist__price">
          {formatUsd(line.price)} / {plural(1, line.unit)}
        </span>
        {mayChange ? (
          <QuantityBox
            value={qty}
            min={1}
            onChange={setQty}
            onSettle={(next) => {
              if (next === line.qty) return;
              void onQty(next).then((saved) => {
                if (!saved) setQty(line.qty);
              });
            }}
            itemName={line.name}
          />
        ) : (
          <span className="sr-checklist__qty">Qty {line.qty}</span>
        )}
        <strong className="sr-checklist__amount">{formatUsd(line.amount)}</strong>
        {mayChange && (
          <Button variant="secondary" onClick={onRemove} disabled={busy} aria-label={`Remove ${line.name}`}>
            Remove
          </Button>
        )}
      </div>
    </li>
  );
}
