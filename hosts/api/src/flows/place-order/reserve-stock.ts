import { formatMessage } from '@showroom/contract';
import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { HttpError } from '../../lib/http-error.ts';
import { quoteMoney, releaseStock, reserveStock } from '../../modules/checkout/index.ts';
import { need, type PlaceOrderState } from './place-order-state.ts';

/**
 * Takes the lines' units off stock under the attempt's key (replacing what a crashed earlier attempt
 * of the key held, never adding to it) and prices them from the locked rows; 422 per short line.
 * Undone by giving the units back.
 */
export const reserveCartStock = {
  name: 'reserve-stock',
  async invoke(state: PlaceOrderState): Promise<void> {
    const { db, clock } = state.deps;
    const reservation = await reserveStock(db, need(state.cartLines, 'cartLines'), {
      key: state.holdKey,
      now: clock.now(),
    });
    if (!reservation.ok) {
      const errors = Object.fromEntries(
        reservation.problems.map((problem) => [
          `lines.${problem.line_id}.qty`,
          [formatMessage(ORDER_MESSAGES.stockLeft, { count: problem.available, name: problem.product_name })],
        ]),
      );
      throw new HttpError(422, { message: ORDER_MESSAGES.stockShort, errors });
    }
    state.lines = reservation.lines;
    state.money = quoteMoney(reservation.lines, need(state.terms, 'terms'));
  },
  async compensate(state: PlaceOrderState): Promise<void> {
    await releaseStock(state.deps.db, state.holdKey);
  },
};
