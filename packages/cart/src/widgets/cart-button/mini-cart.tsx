import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { StockNote } from '@showroom/commerce-ui';
import { MESSAGES, ROUTE_PATHS } from '@showroom/contract';
import { CART_PAGE_MESSAGES } from '@showroom/contract/cart';
import { productPictureUrl } from '@showroom/core';
import { cart } from '@showroom/core/cart';
import { formatUsd } from '@showroom/core/format';
import { Button, ShellLink, usePortalContainer } from '@showroom/ui';
import { useId, useRef } from 'react';
import { CheckoutLink } from '../../shared/checkout-link.tsx';
import { expectsCart } from '../../shared/expects-cart.ts';
import { useCart } from '../../shared/use-cart.ts';

/** The smallest panel height kept on a short screen (it scrolls inside). */
const MIN_PANEL_HEIGHT_PX = 200;
const PHOTO_PX = 48;

export interface MiniCartProps {
  /** The cart button the panel hangs from. */
  reference: HTMLElement;
  onClose: () => void;
}

function MiniCartLines() {
  const { cart: current, status } = useCart({ refresh: true });
  if (status === 'error') {
    return (
      <div className="sr-mini-cart__state" role="alert">
        <p>{CART_PAGE_MESSAGES.loadFailed}</p>
        <Button variant="secondary" onClick={() => void cart.load()}>
          {MESSAGES.retry}
        </Button>
      </div>
    );
  }
  if (!current) {
    const loading = status === 'loading' || (status === 'idle' && expectsCart());
    return (
      <p className="sr-mini-cart__state">{loading ? CART_PAGE_MESSAGES.loading : CART_PAGE_MESSAGES.empty}</p>
    );
  }
  if (current.Project_tans.length === 0)
    return <p className="sr-mini-cart__state">{CART_PAGE_MESSAGES.empty}</p>;
  return (
    <>
      <ul className="sr-mini-cart__lines">
        {current.Project_tans.map((line) => (
          <li key={line.id} className="sr-mini-cart__line">
            <img
              className="sr-cart-photo"
              src={productPictureUrl(line)}
              alt=""
              width={PHOTO_PX}
              height={PHOTO_PX}
              decoding="async"
            />
            <span className="sr-mini-cart__name">
              {line.name}
              <span className="sr-mini-cart__qty">
                {line.qty} × {formatUsd(line.price)}
              </span>
              <StockNote stock={line.in_stock} />
            </span>
            <span className="sr-mini-cart__amount">{formatUsd(line.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="sr-cart-money sr-cart-money--total">
        <dt>Total</dt>
        <dd>{formatUsd(current.totals.total)}</dd>
      </dl>
    </>
  );
}

/**
 * The mini cart: a non-modal dialog floating under the cart button (flipping above it, or shifting
 * sideways, when there is no room), portalled into the widget's own container so it stays in the
 * element's shadow root. Escape or a click outside closes it and focus returns to the button.
 */
export function MiniCart({ reference, onClose }: MiniCartProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const portal = usePortalContainer();
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    elements: { reference },
    placement: 'bottom-end',
    // Fixed, so a pro's header with overflow: hidden cannot clip the panel.
    strategy: 'fixed',
    middleware: [
      offset(8),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableHeight, availableWidth, elements }) {
          elements.floating.style.maxHeight = `${Math.max(MIN_PANEL_HEIGHT_PX, availableHeight)}px`;
          elements.floating.style.maxWidth = `${availableWidth}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });
  const { getFloatingProps } = useInteractions([useDismiss(context)]);
  if (!portal) return null;
  return (
    <FloatingPortal root={portal}>
      <FloatingFocusManager context={context} modal={false} initialFocus={heading}>
        <div
          ref={refs.setFloating}
          className="sr-mini-cart"
          role="dialog"
          style={floatingStyles}
          aria-labelledby={headingId}
          {...getFloatingProps()}
        >
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {CART_PAGE_MESSAGES.title}
          </h2>
          <MiniCartLines />
          <div className="sr-mini-cart__actions">
            <ShellLink className="sr-cart-link" to={ROUTE_PATHS.cart} onNavigate={onClose}>
              View cart
            </ShellLink>
            <CheckoutLink onNavigate={onClose} />
          </div>
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
