/**
 * Orders: order lists and details per viewer, cancelling, item status changes.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */
export { orderDetailView } from './order-detail-view.ts';
export { createOrdersService, type OrdersService } from './orders-service.ts';
