/** `@showroom/contract/testing`: the API's answers for the demo showroom, for tests and stories that stub it. */
export { authUser } from './testing/demo-auth-user.ts';
export { demoCart } from './testing/demo-cart.ts';
export {
  demoOrderDetail,
  demoOrderItem,
  demoOrderItems,
  demoOrderSummary,
  demoPage,
} from './testing/demo-orders.ts';
export {
  DEMO_MATCH,
  DEMO_PROFILE,
  DEMO_SHOWROOM_ID,
  demoProfileBody,
  demoSearchBody,
} from './testing/demo-showroom.ts';
