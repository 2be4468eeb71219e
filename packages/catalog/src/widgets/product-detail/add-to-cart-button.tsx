import { CATALOG_MESSAGES, STOCK_MESSAGES } from '@showroom/contract/catalog';
import { type CartItemInput, cart } from '@showroom/core/cart';
import { Button, useHostElement } from '@showroom/ui';
import { useId, useState } from 'react';

export interface AddToCartButtonProps {
  item: CartItemInput;
  /** False while no showroom is chosen: a cart belongs to a showroom and its prices. */
  showroomChosen: boolean;
  /** The chosen size has nothing on hand: the button is disabled and says why (issue #22). */
  soldOut?: boolean;
}

/**
 * Add to cart (`POST /api/projectCart/sync_to_cart` through core's cart store). The store shows
 * the server's message as a toast and the header badge follows its count; a refusal is shown by
 * the error catalogue and leaves the chosen quantity as it was.
 */
export function AddToCartButton({ item, showroomChosen, soldOut = false }: AddToCartButtonProps) {
  const [busy, setBusy] = useState(false);
  const reason = useId();
  const host = useHostElement();

  async function add() {
    setBusy(true);
    try {
      await cart.addItem(item, { from: host });
    } catch {
      // Already on screen: the error catalogue showed the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        onClick={add}
        disabled={!showroomChosen || soldOut || item.qty < 1}
        busy={busy}
        aria-describedby={soldOut || !showroomChosen ? reason : undefined}
      >
        Add to cart
      </Button>
      {!showroomChosen && (
        <p className="sr-detail__note" id={reason}>
          {CATALOG_MESSAGES.chooseShowroomForCart}
        </p>
      )}
      {showroomChosen && soldOut && (
        <p className="sr-detail__note" id={reason}>
          {STOCK_MESSAGES.cannotAdd}
        </p>
      )}
    </>
  );
}
