import { mailNewOrder } from '../../modules/checkout/index.ts';
import { need, type PlaceOrderState } from './place-order-state.ts';

/** The new order's mails, sent in the background (the purchase never waits for mail). */
export const sendOrderMails = {
  name: 'send-mails',
  invoke(state: PlaceOrderState): void {
    mailNewOrder(state.deps, {
      ...need(state.written, 'written'),
      userId: state.userId,
      showroomId: need(state.showroomId, 'showroomId'),
      lines: need(state.lines, 'lines'),
      money: need(state.money, 'money'),
      card: need(state.authorized, 'authorized').card,
    });
  },
};
