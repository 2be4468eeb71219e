import type {
  CheckoutDeps,
  CheckoutLine,
  PlaceOrderInput,
  QuoteTerms,
  quoteMoney,
  WrittenOrder,
} from '../../modules/checkout/index.ts';

/** What the steps of the place-order flow read and fill in, in step order. */
export interface PlaceOrderState {
  readonly deps: CheckoutDeps;
  readonly userId: number;
  readonly input: PlaceOrderInput;
  /** The attempt's key: the gateway's idempotency key, the stock holds' key, the cart claim's key. */
  readonly holdKey: string;
  /** claim-cart */
  cartId?: number;
  /** price-cart: the showroom bought in, the cart's lines and terms, the token to charge */
  showroomId?: number;
  cartLines?: CheckoutLine[];
  terms?: QuoteTerms;
  paymentToken?: string;
  /** reserve-stock: the lines priced from the locked stock rows, and their money */
  lines?: CheckoutLine[];
  money?: ReturnType<typeof quoteMoney>;
  /** authorize-payment */
  authorized?: { authorizationId: string; card: { brand: string; last4: string } };
  /** record-payment */
  paymentId?: number;
  /** write-order */
  written?: WrittenOrder;
  /** find-placed-order: the order an earlier attempt of the key placed */
  placedOrderId?: number;
}

/** A value an earlier step must have set (a step running without it is a bug in the flow's order). */
export function need<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`place-order: ${name} is not set yet`);
  return value;
}
