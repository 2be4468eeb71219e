import { ROUTE_PATHS } from '@showroom/contract';
import {
  billCountWord,
  checklistPath,
  PROJECT_CHECKLIST_MESSAGES,
  VISUALIZER_MESSAGES,
} from '@showroom/contract/visualizer';
import { formatUsd } from '@showroom/core/format';
import { type BillOfMaterials, type BomLine, bulkCartItems, checklistItems } from '@showroom/rooms';
import { Button, StyleSheet, useHostElement } from '@showroom/ui';
import { useState } from 'react';
import css from './bill-panel.css?inline';

export interface BillPanelProps {
  bill: BillOfMaterials;
  /** False without a chosen showroom: nothing can be priced or bought. */
  canBuy: boolean;
  /** The project the design was saved to: its checklist takes the bill; null for an unsaved design. */
  projectId: number | null;
}

const dollars = (cents: number) => formatUsd(cents / 100);
const sqft = (value: number) => `${Math.round(value * 100) / 100} sqft`;
/** The line's quantity word: the contract's, which AI design's designs use too. */
const plural = (count: number, line: Pick<BomLine, 'unit' | 'countedIn'>) =>
  billCountWord(count, line.unit, line.countedIn);

/**
 * "112 sqft + 10% → 13 boxes" for a surface, "21.11 sqft → 1 slab" for a countertop cut from
 * slabs (the fitting is its waste), "2 × piece" for a fixture.
 */
function quantityText(line: BomLine): string {
  if (line.measure) {
    const { areaSqft, wastePercent } = line.measure;
    const waste = line.countedIn === 'slab' ? '' : ` + ${wastePercent}%`;
    return `${sqft(areaSqft)}${waste} → ${line.qty} ${plural(line.qty, line)}`;
  }
  return `${line.qty} × ${plural(1, line)}`;
}

/**
 * The room's bill of materials: per vendor, each slot's product with its quantity (boxes for an
 * area, with the waste allowance; one piece per fixture) and cost, subtotals and the total at the
 * showroom's prices; "Add room to cart" sends it all in one `sync_to_bulk_cart`.
 */
export function BillPanel({ bill, canBuy, projectId }: BillPanelProps) {
  const host = useHostElement();
  const [busy, setBusy] = useState(false);
  const [listing, setListing] = useState(false);
  const empty = bill.groups.length === 0;

  /** The bill onto the saved design's project checklist, added to what is there (`append_items`). */
  async function addToChecklist(project: number) {
    setListing(true);
    try {
      // The account and cart calls load when first used, not with the screen (decision 0118).
      const { saveToChecklist } = await import('@showroom/core/account');
      await saveToChecklist(
        { project, append_items: true, items: checklistItems(bill) },
        { link: { label: PROJECT_CHECKLIST_MESSAGES.viewChecklist, to: checklistPath(project) } },
      );
    } catch {
      // The error catalogue has shown the server's message; the bill stays for another try.
    } finally {
      setListing(false);
    }
  }

  async function addRoom() {
    setBusy(true);
    try {
      const { cart } = await import('@showroom/core/cart');
      await cart.addMany(bulkCartItems(bill), {
        from: host,
        link: { label: VISUALIZER_MESSAGES.viewCart, to: ROUTE_PATHS.cart },
      });
    } catch {
      // The error catalogue has shown why; the bill stays as it is for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="sr-bill" aria-labelledby="sr-bill-title">
      <StyleSheet name="sr-bill-panel" css={css} />
      <h2 id="sr-bill-title">Bill of materials</h2>
      {empty ? (
        <p className="sr-bill__empty">{VISUALIZER_MESSAGES.nothingToBuy}</p>
      ) : (
        bill.groups.map((group) => (
          <section
            key={`${group.seller.kind}:${group.seller.id}`}
            className="sr-bill__vendor"
            aria-label={`Sold by ${group.seller.name}`}
          >
            <h3>Sold by {group.seller.name}</h3>
            <ul>
              {group.lines.map((line) => (
                <li
                  key={line.slotIds.join(' ')}
                  className="sr-bill__line"
                  data-slots={line.slotIds.join(' ')}
                  data-product={line.product.hash}
                >
                  <span className="sr-bill__slot">{line.slotLabels.join(', ')}</span>
                  <span className="sr-bill__product">
                    {line.product.name} <span className="sr-bill__brand">({line.product.brand.name})</span>
                  </span>
                  <span className="sr-bill__qty" data-testid="bom-qty">
                    {quantityText(line)}
                  </span>
                  <span className="sr-bill__cost">{dollars(line.costCents)}</span>
                </li>
              ))}
            </ul>
            <p className="sr-bill__subtotal">
              <span>Subtotal</span> <span>{dollars(group.subtotalCents)}</span>
            </p>
          </section>
        ))
      )}
      <p className="sr-bill__total">
        <span>Total</span> <strong data-testid="bom-total">{dollars(bill.totalCents)}</strong>
      </p>
      <Button onClick={addRoom} busy={busy} disabled={empty || !canBuy}>
        {VISUALIZER_MESSAGES.addRoomToCart}
      </Button>
      {projectId !== null && (
        <Button variant="secondary" onClick={() => addToChecklist(projectId)} busy={listing} disabled={empty}>
          {PROJECT_CHECKLIST_MESSAGES.addToChecklist}
        </Button>
      )}
    </section>
  );
}
