/**
 * Payments: payment rows, the refund ledger, saved cards and the card form's field rules.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */
export { CARD_FIELD_MESSAGES, hasCardInput } from './card-form.ts';
export { type CapturedCharge, type ClaimedChargeSteps, chargeClaimed } from './claimed-charge.ts';
export { lockOrderPayment, type OrderPayment } from './order-payment.ts';
export {
  dropPendingRefunds,
  type PendingRefund,
  recordRefund,
  sendRefund,
  voidPayment,
} from './refund-ledger.ts';
export { saveCardFromForm, saveCardFromToken } from './save-card.ts';
export { savedCardSummaryOf } from './saved-card-summary.ts';
