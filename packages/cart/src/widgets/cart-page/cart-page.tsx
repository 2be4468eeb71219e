import { MESSAGES, ROUTE_PATHS } from '@showroom/contract';
import { CART_PAGE_MESSAGES, type CartLine } from '@showroom/contract/cart';
import { cart } from '@showroom/core/cart';
import { Button, ShellLink, useShowroomSelection } from '@showroom/ui';
import { type ReactNode, useRef } from 'react';
import { expectsCart } from '../../shared/expects-cart.ts';
import { useCart } from '../../shared/use-cart.ts';
import { CartFrame } from './cart-frame.tsx';
import { CartSkeleton } from './cart-skeleton.tsx';
import { CartSummary } from './cart-summary.tsx';
import { VendorGroup } from './vendor-group.tsx';

function EmptyCart() {
  const showroomChosen = useShowroomSelection() !== null;
  return (
    <div className="sr-cart__state">
      <p className="sr-cart__state-title">{CART_PAGE_MESSAGES.empty}</p>
      <p>{CART_PAGE_MESSAGES.emptyHint}</p>
      <ShellLink
        className="sr-cart-checkout"
        to={showroomChosen ? ROUTE_PATHS.contractorShowroom : ROUTE_PATHS.home}
      >
        {CART_PAGE_MESSAGES.continueShopping}
      </ShellLink>
      <VisualizeLink />
    </div>
  );
}

/** The room visualizer, where a cart's finishes can be seen together (issue #22). */
function VisualizeLink() {
  return (
    <p className="sr-cart__visualize">
      <ShellLink to={ROUTE_PATHS.visualize}>{MESSAGES.visualizeRoom}</ShellLink>
    </p>
  );
}

function LoadFailed() {
  return (
    <div className="sr-cart__state" role="alert">
      <p className="sr-cart__state-title">{CART_PAGE_MESSAGES.loadFailed}</p>
      <Button variant="secondary" onClick={() => void cart.load()}>
        {MESSAGES.retry}
      </Button>
    </div>
  );
}

/**
 * The cart (`/cart` and `<showroom-cart>`): lines grouped by vendor with their subtotals, the
 * order summary and Checkout. A visitor's cart is theirs by its stored id, no login needed.
 */
export function CartPage() {
  const { cart: current, count, status } = useCart({ refresh: true });
  const heading = useRef<HTMLHeadingElement>(null);
  const lines = new Map<number, CartLine>(current?.Project_tans.map((line) => [line.id, line]) ?? []);
  const waiting = !current && (status === 'loading' || (status === 'idle' && expectsCart()));

  let body: ReactNode;
  if (status === 'error') body = <LoadFailed />;
  else if (waiting) body = <CartSkeleton />;
  else if (!current || lines.size === 0) body = <EmptyCart />;
  else
    body = (
      <div className="sr-cart__layout">
        <div className="sr-cart__vendors">
          {current.vendors.map((group) => (
            <VendorGroup
              key={group.vendor_id}
              group={group}
              lines={group.line_ids.flatMap((id) => lines.get(id) ?? [])}
              onLineRemoved={() => heading.current?.focus()}
            />
          ))}
          <VisualizeLink />
        </div>
        <CartSummary totals={current.totals} />
      </div>
    );

  return (
    <CartFrame count={count} busy={waiting} headingRef={heading}>
      {body}
    </CartFrame>
  );
}
