import {
  AreaToBoxes,
  ItemSizeLine,
  minimumUnit,
  PriceElement,
  ProductThumb,
  QuantityBox,
} from '@showroom/commerce-ui';
import { formatMessage, productPath } from '@showroom/contract';
import { CART_PAGE_MESSAGES, type CartLine } from '@showroom/contract/cart';
import { cart } from '@showroom/core/cart';
import { formatUsd } from '@showroom/core/format';
import { ShellLink, useHostElement, useShowroomSelection } from '@showroom/ui';
import { useState } from 'react';

/** The photo's box, set so a picture arriving late moves nothing. */
const PHOTO_PX = 96;

export interface CartLineRowProps {
  line: CartLine;
  /** After this line is removed: where focus goes, since its button is gone. */
  onRemoved: () => void;
}

/**
 * One cart line: photo, name, colour, item-size line, price element, quantity box, line total and
 * remove; Box units also get the square-feet-to-boxes calculator. A settled quantity is saved at
 * once (core shows it before the server answers and puts it back if refused).
 */
export function CartLineRow({ line, onRemoved }: CartLineRowProps) {
  const host = useHostElement();
  const vsdId = useShowroomSelection()?.vsd_id;
  const min = minimumUnit(line.min_unit);
  // The box's own value while typing; it follows the store's quantity when that changes.
  const [typed, setTyped] = useState(line.qty);
  const [followed, setFollowed] = useState(line.qty);
  if (followed !== line.qty) {
    setFollowed(line.qty);
    setTyped(line.qty);
  }
  const [removing, setRemoving] = useState(false);

  function save(qty: number) {
    if (qty < min || qty === line.qty) return;
    cart.updateQty(line.id, qty, { from: host }).catch(() => {
      // The error catalogue showed why; core put the quantity back.
    });
  }

  async function remove() {
    setRemoving(true);
    try {
      await cart.removeLine(line.id, { from: host });
      onRemoved();
    } catch {
      setRemoving(false);
    }
  }

  return (
    <li className="sr-cart-line" aria-busy={removing || undefined}>
      <ProductThumb className="sr-cart-photo" product={line} px={PHOTO_PX} />
      <div className="sr-cart-line__info">
        <ShellLink className="sr-cart-line__name" to={productPath(line.hash, vsdId)}>
          {line.name}
        </ShellLink>
        <p className="sr-cart-line__meta">
          {line.brand}
          {line.colour && <> · Colour: {line.colour}</>}
        </p>
        <ItemSizeLine size={line} />
        <PriceElement item={line} />
        {line.qty > line.in_stock && (
          <p className="sr-cart-line__stock" role="status">
            {formatMessage(CART_PAGE_MESSAGES.onlyLeft, { count: line.in_stock })}
          </p>
        )}
      </div>
      <div className="sr-cart-line__controls">
        <QuantityBox
          value={typed}
          min={min}
          // Plus stops at the stock; a line already over it is never cut down by leaving the box.
          max={Math.max(line.qty, line.in_stock)}
          onChange={setTyped}
          onSettle={save}
          itemName={line.name}
        />
        <button
          type="button"
          className="sr-cart-line__remove"
          onClick={remove}
          disabled={removing}
          aria-label={`Remove ${line.name}`}
        >
          Remove
        </button>
      </div>
      <p className="sr-cart-line__total">
        <span className="sr-cart-line__total-label">Line total </span>
        {formatUsd(line.amount)}
      </p>
      {line.unit === 'Box' && line.box_sqft ? (
        <div className="sr-cart-line__boxes">
          <AreaToBoxes
            boxSqft={line.box_sqft}
            pricePerBox={line.price}
            pattern={line.pattern}
            onUseBoxes={(boxes) => {
              setTyped(boxes);
              save(boxes);
            }}
          />
        </div>
      ) : null}
    </li>
  );
}
