import { formatMessage } from '@showroom/contract';
import { CHECKOUT_SCREEN_MESSAGES, type OrderMoney } from '@showroom/contract/checkout';
import { formatUsd } from '@showroom/core/format';

export interface MoneyLinesProps {
  money: OrderMoney;
  /** The sales-tax rate (percent) and state the server applied; without them the line says "Tax". */
  taxRate?: number | null;
  taxState?: string | null;
  /** The applied coupon's code, named on the discount line. */
  couponCode?: string | null;
}

/** Subtotal, discount, shipping, tax (with its rate and state) and total, as the server computed them. */
export function MoneyLines({ money, taxRate = null, taxState = null, couponCode = null }: MoneyLinesProps) {
  const taxLabel =
    taxRate !== null && taxState
      ? formatMessage(CHECKOUT_SCREEN_MESSAGES.taxLine, { rate: taxRate, state: taxState })
      : 'Tax';
  return (
    <dl className="sr-checkout-money">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatUsd(money.subtotal)}</dd>
      </div>
      {money.discount > 0 && (
        <div className="sr-checkout-money__discount">
          <dt>Discount{couponCode ? ` (${couponCode})` : ''}</dt>
          <dd>−{formatUsd(money.discount)}</dd>
        </div>
      )}
      <div>
        <dt>Shipping</dt>
        <dd>{formatUsd(money.shipping_charge)}</dd>
      </div>
      <div>
        <dt>{taxLabel}</dt>
        <dd>{formatUsd(money.tax)}</dd>
      </div>
      <div className="sr-checkout-money__total">
        <dt>Total</dt>
        <dd>{formatUsd(money.total)}</dd>
      </div>
    </dl>
  );
}
