import { dollars } from '@showroom/contract/money';
import type { VendorPayoutItem, VendorPayoutState } from '@showroom/contract/orders';
import { formatDate, formatUsd } from '@showroom/core/format';

const STATE_WORDS: Record<VendorPayoutState, string> = {
  pending: 'Pending',
  payable: 'Payable',
  held: 'Held: return requested',
  returned: 'Returned',
  paid: 'Paid',
};

/** The delivered items, one row each: the order, the delivery, when it is payable, what it owes. */
export function VendorPayoutsTable({ items }: { items: readonly VendorPayoutItem[] }) {
  return (
    <table className="sr-console-list">
      <caption className="sr-visually-hidden">Your delivered items, newest delivery first</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Order</th>
          <th scope="col">Delivered</th>
          <th scope="col">Payable on</th>
          <th scope="col">State</th>
          <th scope="col" className="sr-console-list__number">
            Owed
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.order_item_id}>
            <th scope="row" data-label="Product">
              {`${item.product_name} × ${item.qty}`}
            </th>
            <td data-label="Order" className="sr-portal-list__mono">
              {item.order_number}
            </td>
            <td data-label="Delivered">{formatDate(item.delivered_at)}</td>
            <td data-label="Payable on">{formatDate(item.payable_at)}</td>
            <td data-label="State">{STATE_WORDS[item.state]}</td>
            <td data-label="Owed" className="sr-console-list__number">
              {formatUsd(dollars(item.amount_cents))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
