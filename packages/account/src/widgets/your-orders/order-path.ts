import { ROUTE_PATHS } from '@showroom/contract';

/** `/your_orders?order=<id>`: the address of one order opened (shareable); none: the list. */
export function yourOrdersPath(orderId?: number): string {
  return orderId === undefined ? ROUTE_PATHS.yourOrders : `${ROUTE_PATHS.yourOrders}?order=${orderId}`;
}

/** `?order=` as an order id; anything but a positive whole number reads as none. */
export function orderIdParam(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}
